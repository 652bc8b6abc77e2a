// BioBoost for players projected without weekly lines: form from his snap shares this season, the
// matchup from the points the opponent allowed per game, his role from the shares the fallback gave
// him and his teammates listed for the game.

import { RESULT_KNOWN_AFTER_MS } from '../../model/walk-forward.ts';
import type { PlayerBioBoost } from '../bioboost/player-bioboost.ts';
import { createInjuryLookup } from '../injury-status.ts';
import { createSignalBuilder } from '../player-signals.ts';
import { roleOf } from '../role.ts';
import type { TeamMember } from '../usage.ts';
import type { FallbackData, FallbackOutlook } from './fallback-week.ts';

export function fallbackBioBoosts(
  data: FallbackData,
  outlooks: readonly FallbackOutlook[],
): Map<FallbackOutlook, PlayerBioBoost> {
  const injuries = createInjuryLookup(data.injuries);
  const signals = createSignalBuilder(data.games, injuries);
  const teams = new Map<string, TeamMember[]>();
  for (const o of outlooks) {
    const t = o.projection.target;
    const status = injuries.status(t.season, t.week, t.team, { id: t.playerId, name: t.name }, t.kickoffMs);
    const key = `${t.gameId}|${t.team}`;
    teams.set(key, [
      // Stryker disable next-line ArrayDeclaration: equivalent: a non-member in the list has no position, so roleOf never counts it
      ...(teams.get(key) ?? []),
      {
        id: t.playerId,
        name: t.name,
        position: t.position,
        share: o.share,
        out: status === 'OUT' || status === 'DOUBTFUL',
      },
    ]);
  }
  const out = new Map<FallbackOutlook, PlayerBioBoost>();
  for (const o of outlooks) {
    const t = o.projection.target;
    const form = data.snaps
      .filter((s) => s.playerId === t.playerId && s.kickoffMs + RESULT_KNOWN_AFTER_MS <= t.kickoffMs)
      .sort((a, b) => a.kickoffMs - b.kickoffMs)
      .map((s) => ({ season: s.season, snapShare: s.share, opportunities: null, dkPoints: null }));
    const role = roleOf(
      { id: t.playerId, position: t.position, share: o.share },
      // Stryker disable next-line ArrayDeclaration: equivalent: every outlook's team was listed above; a non-member has no position
      teams.get(`${t.gameId}|${t.team}`) ?? [],
    );
    // Stryker disable next-line StringLiteral: equivalent: the stress score words every matchup but 'position' as points allowed
    const b = signals(t, { form, opponentRatio: o.projection.opponentRatio, matchup: 'points', role });
    if (b) out.set(o, b);
  }
  return out;
}
