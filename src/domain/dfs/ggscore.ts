// ggScore (0–100): how good a DFS play a player is this week, from five parts, each scaled 0–100
// (docs/decisions/031-ggscore-and-ownership.md):
//   projection  35%  the median projection, 30 DraftKings points = 100
//   value       25%  median points per $1,000 of salary: 1× = 0, 5× = 100
//   ceiling     15%  the 90th percentile, 45 points = 100 (tournaments are won by ceilings)
//   matchup     15%  what the opponent allowed his position against the league: average = 50,
//                    20% more = 100, 20% fewer = 0
//   BioBoost    10%  his BioBoost as is (neutral 50 when unknown)
// The weights are judgement; the DFS backtest (npm run backtest -- players) measures the Top 5 they
// pick against projection alone and a naive list.

export interface GgInputs {
  median: number;
  ceiling: number;
  /** Salary in dollars; null when no salary is known (then value counts as neutral 50). */
  salary: number | null;
  /** DraftKings points the opponent allowed his position, relative to the league (1 = average). */
  opponentRatio: number;
  bioBoost: number | null;
}

export const GG_WEIGHTS = {
  projection: 0.35,
  value: 0.25,
  ceiling: 0.15,
  matchup: 0.15,
  bioBoost: 0.1,
} as const;

const clamp = (x: number) => (Number.isFinite(x) ? Math.min(100, Math.max(0, x)) : 0);

/** Median points per $1,000 of salary. */
export function valuePerThousand(median: number, salary: number): number {
  return salary > 0 ? median / (salary / 1000) : 0;
}

export function ggComponents(x: GgInputs) {
  return {
    projection: clamp((100 * x.median) / 30),
    value: x.salary === null ? 50 : clamp(25 * (valuePerThousand(x.median, x.salary) - 1)),
    ceiling: clamp((100 * x.ceiling) / 45),
    matchup: clamp(50 + 250 * (x.opponentRatio - 1)),
    bioBoost: x.bioBoost === null ? 50 : clamp(x.bioBoost),
  };
}

export function ggScore(x: GgInputs): number {
  const c = ggComponents(x);
  const w = GG_WEIGHTS;
  const score =
    w.projection * c.projection +
    w.value * c.value +
    w.ceiling * c.ceiling +
    w.matchup * c.matchup +
    w.bioBoost * c.bioBoost;
  return Math.round(10 * clamp(score)) / 10;
}

/** Spec 01 §2 card badge: ggScore 80 or more High, 65 or more Moderate, else Low. */
export function ggConfidence(score: number): 'HIGH' | 'MEDIUM' | 'LOW' {
  if (score >= 80) return 'HIGH';
  if (score >= 65) return 'MEDIUM';
  return 'LOW';
}

/** The card's value rating 0–10 (spec colour tiers at 8 and 6): 2.5 per point of value above 1×. */
export function valueRating(median: number, salary: number): number {
  return Math.round(10 * Math.min(10, Math.max(0, 2.5 * (valuePerThousand(median, salary) - 1)))) / 10;
}
