// Spec 01 §2 game-card display rules. Two deviations, both for honesty (decision 035): a missing
// BioBoost shows "—" instead of defaulting to 75, and a missing confidence shows "No pick" instead of
// MODERATE; the spec's MEDIUM tier reads MODERATE as its default display did.

export type Tone = 'positive' | 'warning' | 'negative' | 'neutral';

/** BioBoost colour: green at 80 or more, yellow at 60 or more, else red. */
export function bioBoostTone(score: number | null): Tone {
  if (score === null) return 'neutral';
  if (score >= 80) return 'positive';
  if (score >= 60) return 'warning';
  return 'negative';
}

export type EdgeBand = 'Strong' | 'Moderate' | 'Weak';

/** The BioBoost edge between the teams: Strong at 10 or more, Moderate at 5 or more, else Weak. */
export function edgeBand(
  home: number | null,
  away: number | null,
): { band: EdgeBand; points: number } | null {
  if (home === null || away === null) return null;
  const points = Math.abs(home - away);
  return { band: points >= 10 ? 'Strong' : points >= 5 ? 'Moderate' : 'Weak', points };
}

export function confidenceLabel(tier: 'HIGH' | 'MEDIUM' | 'LOW' | null): string {
  if (tier === null) return 'No pick';
  return tier === 'MEDIUM' ? 'MODERATE' : tier;
}

/** 3/2/1 pips beside the word (UI.md §4: never colour alone). */
export const confidencePips = (tier: 'HIGH' | 'MEDIUM' | 'LOW' | null): number =>
  tier === 'HIGH' ? 3 : tier === 'MEDIUM' ? 2 : tier === 'LOW' ? 1 : 0;

/** A handicap as books print it, from one team's side. */
export function printLine(line: number): string {
  if (line === 0) return 'PK';
  return line > 0 ? `+${line}` : `${line}`;
}

/**
 * Week status in the selector (spec 01 §2). `resultsWeek`: the last week with results loaded; a past
 * week after it is not "Completed" in the data (decision 150).
 */
export function weekStatus(
  week: number,
  current: number,
  resultsWeek = current,
): 'Live Week' | 'Upcoming' | 'Completed' | 'No results loaded' {
  if (week === current) return 'Live Week';
  if (week > current) return 'Upcoming';
  return week > resultsWeek ? 'No results loaded' : 'Completed';
}
