// Recovery (0–100, higher = healthier). For a team: 100 minus its injury impact from the published
// injury report (spec 02 §9 position, status, role and duration weights). For a player the spec's
// own rule applies (100 − 10 per injury day, recoveryFromInjuryDays in composite.ts).

import { clampScore } from './composite.ts';
import { type InjuryEntry, injuryBand, playerInjuryImpact, teamInjuryImpact } from './injury-impact.ts';
import { formatThousands, type InputScore, ordinal } from './text.ts';

export function teamRecoveryValue(entries: readonly InjuryEntry[] | null): number {
  return entries === null ? 100 : clampScore(100 - teamInjuryImpact(entries));
}

export function teamRecoveryScore(entries: readonly InjuryEntry[] | null): InputScore {
  if (entries === null) return { value: 100, reason: 'No injury report known: counted as healthy' };
  const impact = teamInjuryImpact(entries);
  const listed = entries
    .filter((e) => e.status !== 'HEALTHY')
    .map((e) => ({ e, impact: playerInjuryImpact(e) }))
    .sort((a, b) => b.impact - a.impact || a.e.playerName.localeCompare(b.e.playerName));
  if (listed.length === 0) return { value: 100, reason: 'Nobody listed out, doubtful or questionable' };
  const named = listed.slice(0, 3).map(({ e }) => {
    const weeks = e.weeksInjured && e.weeksInjured > 1 ? `, ${ordinal(e.weeksInjured)} week` : '';
    return `${e.position} ${e.playerName} ${e.status.toLowerCase()}${weeks}`;
  });
  const more = listed.length > 3 ? ` and ${listed.length - 3} more` : '';
  return {
    value: clampScore(100 - impact),
    reason: `${named.join('; ')}${more}: impact ${formatThousands(impact)} (${injuryBand(impact)})`,
  };
}
