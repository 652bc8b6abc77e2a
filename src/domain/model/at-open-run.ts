// The walk-forward run behind the record at the open: every game picked the Tuesday before against its
// opening line (at-open.ts), graded at the open. Shared by `npm run backtest -- --at open` and the
// report /model shows (backtest.ts), so both print the same figures.
import { gamesAtOpen, type OpenClose, type OpenRow, openRows, residualSigma } from './at-open.ts';
import type { ModelGame } from './game.ts';
import type { ModelParams } from './params.ts';
import { tuesdayBefore } from './pick-time.ts';
import { walkForward } from './walk-forward.ts';

/** σ of game totals around the closing total, measured on seasons before the record (2002–2009). */
export const TOTAL_SIGMA_SEASONS = { fromSeason: 2002, toSeason: 2009 };

export interface AtOpenRun {
  rows: OpenRow[];
  totalSigma: number;
}

/** Null without closing totals in 2002–2009 to measure the totals' σ on. */
export function runAtOpen(
  games: readonly ModelGame[],
  lines: ReadonlyMap<string, OpenClose>,
  params: ModelParams,
): AtOpenRun | null {
  const totalSigma = residualSigma(
    games.flatMap((g) =>
      g.result &&
      g.market.total !== null &&
      g.season >= TOTAL_SIGMA_SEASONS.fromSeason &&
      g.season <= TOTAL_SIGMA_SEASONS.toSeason
        ? [{ actual: g.result.homeScore + g.result.awayScore, line: g.market.total }]
        : [],
    ),
  );
  if (totalSigma === null) return null;
  const atOpen = gamesAtOpen(games, lines);
  const predictions = walkForward(atOpen, { params, pickAtMs: (g) => tuesdayBefore(g.kickoffMs) });
  const byId = new Map(predictions.map((p) => [p.gameId, p]));
  return { rows: openRows(atOpen, byId, lines, { margin: params.sigma, total: totalSigma }), totalSigma };
}
