// How contributors are ranked (docs/decisions/055-leaderboard-ranking.md). The rank is earned on spread
// and total picks, which books price near even money, so a win rate compares like with like; a
// moneyline on a −1000 favourite would buy a high win rate cheaply, so moneylines are graded and shown
// but not ranked. The win rate is shrunk toward 50% as if every contributor started 10–10: a short hot
// run cannot top the table, and a pile of coin-flips can never score above 50% however many there are.
// Below a minimum of decided picks a contributor is listed but not ranked.

export type Timeframe = 'weekly' | 'season';

export const RANKING = {
  /** The imagined start every record is shrunk from: 10 wins and 10 losses. */
  priorWins: 10,
  priorLosses: 10,
  /** Decided (win or loss) spread and total picks needed to be ranked. */
  minimumDecided: { weekly: 3, season: 10 } satisfies Record<Timeframe, number>,
} as const;

/** The shrunk win rate the rank is ordered by: (wins + 10) / (wins + losses + 20). */
export function rankScore(wins: number, losses: number): number {
  return (wins + RANKING.priorWins) / (wins + losses + RANKING.priorWins + RANKING.priorLosses);
}

export interface RankInput {
  key: string;
  name: string;
  /** Decided spread and total picks. */
  rankedWins: number;
  rankedLosses: number;
  /** Mean closing-line value of the spread and total picks (null: none measured). */
  meanClv: number | null;
}

/**
 * Ranks 1…n of the contributors with at least the minimum decided picks, best first: shrunk win rate,
 * then more decided picks (the same rate over more games is surer), then better CLV, then name and key
 * (a stable order). The rest are returned unranked, most decided first.
 */
export function rankContributors<T extends RankInput>(
  rows: readonly T[],
  timeframe: Timeframe,
): { ranked: (T & { rank: number; score: number })[]; unranked: (T & { score: number })[] } {
  const min = RANKING.minimumDecided[timeframe];
  const scored = rows.map((r) => ({ ...r, score: rankScore(r.rankedWins, r.rankedLosses) }));
  const decided = (r: RankInput) => r.rankedWins + r.rankedLosses;
  const order = (a: (typeof scored)[number], b: (typeof scored)[number]) =>
    b.score - a.score ||
    decided(b) - decided(a) ||
    (b.meanClv ?? Number.NEGATIVE_INFINITY) - (a.meanClv ?? Number.NEGATIVE_INFINITY) ||
    a.name.localeCompare(b.name) ||
    a.key.localeCompare(b.key);
  const ranked = scored
    .filter((r) => decided(r) >= min)
    .sort(order)
    .map((r, i) => ({ ...r, rank: i + 1 }));
  const unranked = scored
    .filter((r) => decided(r) < min)
    .sort((a, b) => decided(b) - decided(a) || order(a, b));
  return { ranked, unranked };
}
