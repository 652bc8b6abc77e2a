// Graded picks for the contributor tests: each new pick kicks off a minute after the one before in
// its week (week w's games on 7·w September 2025), locked a day before kickoff.
import type { GradedPick } from './contributor-stats.ts';

let n = 0;
export function pick(
  contributor: string,
  week: number,
  outcome: GradedPick['outcome'],
  extra: Partial<GradedPick> = {},
): GradedPick {
  n += 1;
  return {
    contributor,
    gameId: `g${n}`,
    season: 2025,
    week,
    kickoff: new Date(Date.UTC(2025, 8, 7 * week, 0, n)),
    lockedAt: new Date(Date.UTC(2025, 8, 7 * week - 1, 0, n)),
    market: 'spread',
    outcome,
    clv: 0,
    withBioBoost: null,
    ...extra,
  };
}

export const many = (
  c: string,
  week: number,
  outcome: GradedPick['outcome'],
  count: number,
  extra?: Partial<GradedPick>,
) => Array.from({ length: count }, () => pick(c, week, outcome, extra));
