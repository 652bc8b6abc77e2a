// Recovery (0–100, higher = healthier). For a team: 100 minus the share of its starting lineup's weight
// that the published injury report takes away (lineup-impact.ts: spec 02 §9 slot, role, status, injury
// type, duration and depth weights). For a player the spec's own rule applies (100 − 10 per injury
// day, recoveryFromInjuryDays in composite.ts). No report known is unknown (null), not healthy: the
// composite leaves recovery out (decision 085). So is a report that designates nobody out, doubtful or
// questionable: the week's practice reports come days before the game-status report, and the data
// cannot tell "not designated yet" from a clean final report, so no designation is not proof of health.

import { clampScore } from './composite.ts';
import { type InjuryEntry, NON_STARTER_FACTOR } from './injury-impact.ts';
import { PLAYING_PROBABILITY, playerImpacts, slotOf, teamLineupImpact } from './lineup-impact.ts';
import { formatOneDecimal, type MaybeInputScore, ordinal } from './text.ts';

export const NO_INJURY_REPORT = 'No report: no injury report known for this game, left out of the score';

export const NO_DESIGNATION =
  'No report: nobody designated out, doubtful or questionable yet (no game-status report known), left out of the score';

const designated = (entries: readonly InjuryEntry[]) => entries.some((e) => e.status !== 'HEALTHY');

export function teamRecoveryValue(entries: readonly InjuryEntry[] | null): number | null {
  return entries === null || !designated(entries) ? null : clampScore(100 - teamLineupImpact(entries));
}

/** "WR1", or the report's position when the slot is not known ("T", "WR"). */
export function slotLabel(entry: Pick<InjuryEntry, 'position' | 'rank'>): string {
  return slotOf(entry.position, entry.rank) ?? entry.position;
}

export function teamRecoveryScore(entries: readonly InjuryEntry[] | null): MaybeInputScore {
  if (entries === null) return { value: null, reason: NO_INJURY_REPORT };
  const listed = playerImpacts(entries)
    .filter((p) => p.entry.status !== 'HEALTHY')
    .sort((a, b) => b.loss - a.loss || a.entry.playerName.localeCompare(b.entry.playerName));
  if (listed.length === 0) return { value: null, reason: NO_DESIGNATION };
  const named = listed.slice(0, 3).map(({ entry: e, depth, impact, risk }) => {
    const role = e.isStarter === false ? ` (backup ×${NON_STARTER_FACTOR})` : '';
    const play = e.status === 'OUT' ? '' : `, ${Math.round(100 * PLAYING_PROBABILITY[e.status])}% to play`;
    const weeks = e.weeksInjured && e.weeksInjured > 1 ? `, ${ordinal(e.weeksInjured)} week` : '';
    const injury = e.injury ? ` (${e.injury.toLowerCase()})` : '';
    const behind = depth === 'average' ? '' : `, ${depth} depth`;
    return `${slotLabel(e)} ${e.playerName}${role} ${e.status.toLowerCase()}${injury}${play}${weeks}${behind}: impact ${Math.round(impact)}, ${risk}`;
  });
  const more = listed.length > 3 ? `; ${listed.length - 3} more listed` : '';
  const lost = teamLineupImpact(entries);
  return {
    value: clampScore(100 - lost),
    reason: `${named.join('; ')}${more}. ${formatOneDecimal(lost)}% of a full lineup's weight lost`,
  };
}
