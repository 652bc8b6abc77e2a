// At kickoff each quoted prop becomes a decision on the public record: a pick when its inputs were
// informed (decidePropFreeze), otherwise "no pick published" with the reasons. Median views are not
// decisions and are never written.

import type { TimelineGame } from '../../db/repositories/freeze-inputs.ts';
import type { PropDecisionInsert } from '../../db/repositories/prop-picks.ts';
import { decidePropFreeze } from '../../domain/props/prop-freeze-rule.ts';
import { PROP_MODEL_VERSION } from '../../domain/props/prop-pick.ts';
import { previousGames } from '../model/freeze-decisions.ts';
import { unmatchedPlayerId, type WeekProp } from './week-props.ts';

export function propDecisionRows(
  props: readonly WeekProp[],
  timeline: readonly TimelineGame[],
  season: number,
  week: number,
  lineMaxAgeMs: number,
): PropDecisionInsert[] {
  const games = new Map(timeline.map((g) => [g.gameId, g]));
  const previous = previousGames(timeline, new Set(props.map((p) => p.gameId)));
  return props.flatMap((p): PropDecisionInsert[] => {
    const q = p.quote;
    const game = games.get(p.gameId);
    if (!q || !game) return [];
    const t = p.target;
    const facts = {
      kickoffMs: game.kickoffMs,
      lineCapturedAtMs: q.capturedAt.getTime(),
      overPrice: q.overPrice,
      underPrice: q.underPrice,
      projected: p.pick !== null || (t !== null && p.projection !== null),
      previous: t ? previous.get(p.gameId)?.find((x) => x.team === t.team) : undefined,
    };
    const decision = decidePropFreeze(facts, lineMaxAgeMs);
    const base = {
      gameId: p.gameId,
      playerId: t?.playerId ?? unmatchedPlayerId(p.playerName),
      market: p.market,
      modelVersion: PROP_MODEL_VERSION,
      decidedAt: new Date(game.kickoffMs),
      season,
      week,
      playerName: p.playerName,
      // An unmatched name has no team we can vouch for: left empty rather than guessed.
      position: t?.position ?? '',
      team: t?.team ?? '',
      opponent: t?.opponent ?? '',
      book: q.book,
      line: q.line,
      overPrice: q.overPrice,
      underPrice: q.underPrice,
      lineCapturedAt: q.capturedAt,
      projection: p.projection,
    };
    if (!decision.publish || !p.pick)
      return [{ ...base, status: 'no_pick' as const, reasons: decision.publish ? [] : decision.reasons }];
    const k = p.pick;
    return [
      {
        ...base,
        status: 'pick' as const,
        side: k.side,
        edge: k.edge,
        probability: k.probability,
        marketProbability: k.marketProbability,
        confidence: k.confidence,
        hitRateHits: k.hitRate.hits,
        hitRatePushes: k.hitRate.pushes,
        hitRateGames: k.hitRate.games,
      },
    ];
  });
}
