import type { Executor } from '../../db/repositories/executor.ts';
import type { OpenClose } from '../../domain/model/at-open.ts';
import { type BacktestInput, runBacktest } from '../../domain/model/backtest.ts';
import type { Elo538Row } from '../../domain/model/elo538-match.ts';
import { match538 } from '../../domain/model/elo538-match.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import { FIT_WINDOW, MODEL_PARAMS } from '../../domain/model/params.ts';
import type { ModelReport } from '../../shared/api/model-report.ts';
import { lastSeasonWithResults, loadElo538Rows, type ModelInputs, resultsKey } from './model-inputs.ts';
import { backtestInWorker } from './model-task.ts';

/** The public record starts with the first season after the fitting window: never in-sample. */
export const REPORT_FROM_SEASON = FIT_WINDOW.toSeason + 1;
/**
 * Part of the report's key: raised when what a report holds changes for the same results, so the model
 * job recomputes a stored one instead of serving the old shape. 2: the main rows are the recalibrated
 * run, with a straight-up record (decision 107). 3: every curve not chosen (`alternatives`) and beta's
 * log loss in the choice (decision 136).
 */
const REPORT_FORMAT = 3;
/** FiveThirtyEight's last published season. */
const LAST_538_SEASON = 2020;

export interface ReportRange {
  fromSeason: number;
  toSeason: number;
}

export interface ReportPlan {
  range: ReportRange;
  games: ModelGame[];
  elo538Rows: Elo538Row[];
  /** Same key, same report: the job skips the backtest when it has not changed. */
  dataKey: string;
}

/**
 * What a report as of the inputs' instant is built from. `range` defaults to the public record: from
 * the first out-of-sample season to the latest one with a result. Undefined before any result exists.
 */
export async function planReport(
  db: Executor,
  inputs: ModelInputs,
  range?: Partial<ReportRange>,
): Promise<ReportPlan | undefined> {
  const toSeason = range?.toSeason ?? lastSeasonWithResults(inputs.games);
  if (toSeason === undefined) return undefined;
  const fromSeason = range?.fromSeason ?? REPORT_FROM_SEASON;
  const elo538Rows = await loadElo538Rows(db, fromSeason, Math.min(toSeason, LAST_538_SEASON));
  const games = inputs.games.filter((g) => g.season <= toSeason);
  return {
    range: { fromSeason, toSeason },
    games,
    elo538Rows,
    dataKey: `${REPORT_FORMAT}:${resultsKey(games, elo538Rows)}`,
  };
}

/** What the backtest of a plan runs on: the same input wherever it runs. */
export function backtestInput(plan: ReportPlan, openLines?: ReadonlyMap<string, OpenClose>): BacktestInput {
  return {
    openLines,
    games: plan.games,
    fromSeason: plan.range.fromSeason,
    toSeason: plan.range.toSeason,
    params: MODEL_PARAMS,
    fit: FIT_WINDOW,
    elo538: match538(plan.elo538Rows, plan.games).homeProbability,
  };
}

/** Runs the backtest on a worker thread (five walk-forward runs over every game: about a second). */
export function buildReport(
  plan: ReportPlan,
  openLines?: ReadonlyMap<string, OpenClose>,
): Promise<ModelReport> {
  return backtestInWorker(backtestInput(plan, openLines));
}

/**
 * The same backtest on the calling thread: for the CLI, which serves no requests meanwhile, so it
 * spares the worker's start (its own module graph) and the copy of every game into it (decision 110).
 */
export function buildReportHere(plan: ReportPlan): ModelReport {
  return runBacktest(backtestInput(plan));
}
