// The model job: decide every game that has kicked off (a pick computed from what was known before
// its kickoff, or "no pick published" when that was not enough; written once, never rewritten), grade every pick whose final score is known, and
// refresh the public backtest report when the results it is built from changed.

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IngestConfig } from '../core/config/env.ts';
import { freezeDecisions } from '../core/model/freeze-decisions.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { walkForwardInPages } from '../core/model/model-task.ts';
import { gradeStored, toPredictionInsert } from '../core/model/prediction-rows.ts';
import { buildReport, planReport } from '../core/model/report.ts';
import { startWorker } from '../core/model/start-worker.ts';
import { precomputeWeeks } from '../core/model/week-predictions.ts';
import { WorkerClient } from '../core/model/worker-client.ts';
import type { Database } from '../db/client.ts';
import { seasonWindows } from '../db/repositories/games.ts';
import { latestReport, saveReport } from '../db/repositories/model-reports.ts';
import { decidedGameIds, insertNoPicks } from '../db/repositories/no-picks.ts';
import { insertPredictions, saveGrades, ungradedWithResults } from '../db/repositories/predictions.ts';
import { currentWeek } from '../domain/current-week.ts';
import type { ModelGame } from '../domain/model/game.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import { storeCapturePicks } from './capture-picks.ts';
import type { IngestContext } from './ingest-context.ts';
import type { ModelJobApi } from './model-job-worker.ts';
import { readOpenClose } from './providers/sbr/sbr-open-close.ts';
import {
  finishedSbrWorkbooks,
  rememberSbrWorkbooks,
  type SbrWorkbookParse,
} from './providers/sbr/sbr-workbook.ts';
import { type RunSummary, recordRun } from './run-recorder.ts';

export const MODEL_SOURCE = 'model';
/** Frozen picks written per batch. */
const FREEZE_PAGE = 500;

/** The week after this one: the next week of the season, or the next season's first. */
function nextWeek(w: { season: number; week: number }, games: readonly { season: number; week: number }[]) {
  const later = games.filter((g) => (g.season === w.season && g.week > w.week) || g.season > w.season);
  const next = later.reduce<{ season: number; week: number } | undefined>(
    (best, g) =>
      !best || g.season < best.season || (g.season === best.season && g.week < best.week) ? g : best,
    undefined,
  );
  return next ? { season: next.season, week: next.week } : w;
}

/**
 * Steps 1 and 2 of the model job: decide every game that has kicked off by `now` and is not decided yet,
 * and grade the stored picks whose result is known. All the frozen record depends on: the report and the
 * precomputed weeks (steps 3 and 4) write other tables, which neither step reads.
 */
export async function freezeAndGrade(
  ctx: { db: Database; config: Pick<IngestConfig, 'freezeLineMaxAgeMs'> },
  now: Date,
  inputs?: Awaited<ReturnType<typeof loadModelInputs>>,
  /**
   * `keepWorker`: keep the model worker's thread after the run (callers that freeze many days in a
   * row). `only`: decide only these games (a replay's current week first, decision 134); the others
   * stay undecided for a later run, which decides them alike since each reads only what was known
   * before its own kickoff.
   */
  options: { keepWorker?: boolean; only?: ReadonlySet<string> } = {},
) {
  const db = ctx.db.orm;
  const games = (inputs ?? (await loadModelInputs(db, now))).games;
  const { only } = options;

  // 1. Decide at kickoff, once per game: a frozen pick when its inputs were fresh, otherwise "no pick
  //    published" with the reasons (decision 016). Either is written once and never rewritten.
  const decided = await decidedGameIds(db, MODEL_PARAMS.version);
  const due = games
    .filter((g) => g.kickoffMs <= now.getTime() && !decided.has(g.id) && (!only || only.has(g.id)))
    .map((g) => g.id);
  const decisions = await freezeDecisions(db, due, now, ctx.config.freezeLineMaxAgeMs);
  const toFreeze = new Set(due.filter((id) => decisions.get(id)?.publish));
  let frozen = 0;
  if (toFreeze.size > 0) {
    const ids = [...toFreeze];
    // A page at a time: the first catch-up freezes every game since 1999 (decision 024).
    const task = { games, params: MODEL_PARAMS, asOfMs: now.getTime(), explainIds: ids, keepIds: ids };
    await walkForwardInPages(
      task,
      FREEZE_PAGE,
      async (picks) => {
        const rows = picks.filter((p) => p.locked && toFreeze.has(p.gameId)).map(toPredictionInsert);
        frozen += (await insertPredictions(db, rows)).inserted;
      },
      undefined,
      { retire: !options.keepWorker },
    );
  }
  const kickoffs = new Map(games.map((g) => [g.id, g.kickoffMs]));
  const noPickRows = due.flatMap((gameId) => {
    const d = decisions.get(gameId);
    return d && !d.publish
      ? [
          {
            gameId,
            modelVersion: MODEL_PARAMS.version,
            decidedAt: new Date(kickoffs.get(gameId) ?? 0),
            reasons: d.reasons,
          },
        ]
      : [];
  });
  const withheld = (await insertNoPicks(db, noPickRows)).inserted;

  // 2. Grade: stored picks whose final score is known now.
  const ungraded = await ungradedWithResults(db, MODEL_PARAMS.version, now);
  const grades = ungraded.flatMap((row) =>
    row.homeScore === null || row.awayScore === null
      ? []
      : [gradeStored(row, { homeScore: row.homeScore, awayScore: row.awayScore })],
  );
  const graded = await saveGrades(db, MODEL_PARAMS.version, grades, now);
  return { frozen, withheld, graded };
}

/** The model job's run as plain data: it crosses to the job's thread (decision 128). */
export interface ModelJobTask {
  databaseUrl: string;
  nowMs: number;
  freezeLineMaxAgeMs: number;
  nflDataDir: string | undefined;
  /**
   * The SBR workbooks this thread has already parsed (the SBR source, moments before): the job's thread
   * starts with none and would read them all again for the record at the open (decision 139).
   */
  sbrWorkbooks?: SbrWorkbookParse[];
}

/** The data pack's folder of SBR workbooks. */
const linesDirOf = (nflDataDir: string | undefined) =>
  nflDataDir ? path.join(nflDataDir, 'lines') : undefined;

export function scoreModel(
  ctx: Pick<IngestContext, 'db' | 'clock' | 'log' | 'progress' | 'config' | 'runOwner'>,
  /** `'current week'`: only the current week's games and precompute (runFirstWeek), decision 134. */
  scope: 'all' | 'current week' = 'all',
): Promise<RunSummary> {
  return recordRun(ctx, MODEL_SOURCE, () =>
    modelJobInWorker(
      {
        databaseUrl: ctx.db.url,
        nowMs: ctx.clock.now().getTime(),
        freezeLineMaxAgeMs: ctx.config.freezeLineMaxAgeMs,
        nflDataDir: ctx.config.nflDataDir,
        sbrWorkbooks: finishedSbrWorkbooks().filter(
          (w) => path.dirname(w.file) === linesDirOf(ctx.config.nflDataDir),
        ),
      },
      scope === 'all' ? 'modelJob' : 'firstWeek',
    ),
  );
}

// From source (tsx) the job's thread runs model-job-worker.ts; from the bundle, model-job-worker.js
// beside main.js (scripts/bundle-server.ts).
const jobWorkerUrl = new URL(
  import.meta.url.endsWith('.ts') ? './model-job-worker.ts' : './model-job-worker.js',
  import.meta.url,
);

/**
 * The first catch-up freezes and grades every game since 1999 and builds the public record: minutes
 * on a busy machine. Beyond this the thread is stopped and the run recorded as failed; the next tick
 * retries.
 */
export const MODEL_JOB_TIMEOUT_MS = 15 * 60_000;

/**
 * The old generation the job's thread may use: it holds the games, the walk-forward run's picks and the
 * backtest at once, which on the shared model worker are three calls with the heap let go between.
 */
const JOB_RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 512 };

/**
 * The whole job on a thread of its own, started for the run and stopped after (decision 128): loading
 * every game since 1999 with its lines, shaping and hashing them held the server's event loop for
 * seconds, and a contributor's pick lock got "server is busy". The server's thread keeps only the run
 * record.
 */
async function modelJobInWorker(
  task: ModelJobTask,
  method: 'modelJob' | 'firstWeek',
): Promise<Awaited<ReturnType<typeof runModelJob | typeof runFirstWeek>>> {
  const client = new WorkerClient<ModelJobApi>({
    label: 'model job worker',
    start: () => startWorker(jobWorkerUrl, { resourceLimits: JOB_RESOURCE_LIMITS }),
    timeoutMs: MODEL_JOB_TIMEOUT_MS,
    maxQueued: 1,
  });
  running = client;
  try {
    // The parses the job's thread made, kept here for the next run's thread (decision 159); the run
    // record gets the rest.
    const { sbrWorkbooks, ...result } = await client.call(method, task);
    rememberSbrWorkbooks(sbrWorkbooks);
    return result;
  } finally {
    if (running === client) running = undefined;
    await client.stop();
  }
}

let running: WorkerClient<ModelJobApi> | undefined;

/** The thread of the model job now running in this process, if any (tests stop it from outside). */
export const runningModelJob = (): WorkerClient<ModelJobApi> | undefined => running;

/**
 * Steps 1 to 4 of the model job on `db`, as of `now`. Runs on the job's thread (model-job-worker.ts);
 * its model calls run there too.
 */
export async function runModelJob(
  db: Database,
  now: Date,
  config: Omit<ModelJobTask, 'databaseUrl' | 'nowMs'>,
) {
  const orm = db.orm;
  const inputs = await loadModelInputs(orm, now);
  const { frozen, withheld, graded } = await freezeAndGrade({ db, config }, now, inputs);
  // Picks at captured lines and their CLV against the last capture before kickoff (decision 099).
  const capturePicks = await storeCapturePicks(orm, inputs.games, now);

  // 3. Report: recomputed only when the results behind it changed.
  let reportUpdated = false;
  const plan = await planReport(orm, inputs);
  const previous = await latestReport(orm, MODEL_PARAMS.version, now);
  if (plan && previous?.dataKey !== plan.dataKey) {
    await saveReport(orm, {
      modelVersion: MODEL_PARAMS.version,
      asOf: now,
      fromSeason: plan.range.fromSeason,
      toSeason: plan.range.toSeason,
      dataKey: plan.dataKey,
      report: await buildReport(plan, await openLinesOf(config.nflDataDir, plan.games)),
    });
    reportUpdated = true;
  }
  // 4. Precompute this week's and next week's provisional picks, shared through the database: the
  //    first request after new data then reads them instead of waiting for the model.
  const current = currentWeek(await seasonWindows(orm), now);
  const precomputed = await precomputeWeeks(orm, [current, nextWeek(current, inputs.games)], now);

  return {
    counts: { inserted: frozen + withheld, updated: graded, unchanged: 0 },
    dataAsOf: now,
    details: {
      frozen,
      noPick: withheld,
      graded,
      reportUpdated,
      capturePicks,
      precomputedWeeks: precomputed,
      modelVersion: MODEL_PARAMS.version,
    },
  };
}

/**
 * A replay's first week (decision 134): the current week's games that kicked off are decided (frozen
 * or "no pick published") and graded, and this week's and next week's provisional picks precomputed,
 * before the rest of the record. The games are decided exactly as `runModelJob` would (the same inputs,
 * the same walk-forward; only fewer of them written), so the week served now is the week served after
 * the whole catch-up. Everything else (every earlier game, the capture picks, the report) is left to
 * the model job that follows.
 */
export async function runFirstWeek(
  db: Database,
  now: Date,
  config: Omit<ModelJobTask, 'databaseUrl' | 'nowMs'>,
) {
  const orm = db.orm;
  const inputs = await loadModelInputs(orm, now);
  const current = currentWeek(await seasonWindows(orm), now);
  const week = new Set(
    inputs.games.filter((g) => g.season === current.season && g.week === current.week).map((g) => g.id),
  );
  const { frozen, withheld, graded } = await freezeAndGrade({ db, config }, now, inputs, { only: week });
  const precomputed = await precomputeWeeks(orm, [current, nextWeek(current, inputs.games)], now);
  return {
    counts: { inserted: frozen + withheld, updated: graded, unchanged: 0 },
    dataAsOf: now,
    details: {
      frozen,
      noPick: withheld,
      graded,
      firstWeek: true,
      precomputedWeeks: precomputed,
      modelVersion: MODEL_PARAMS.version,
    },
  };
}

/** SBR's opening lines from the data pack (offline mode), for the record at the open; none elsewhere. */
async function openLinesOf(nflDataDir: string | undefined, games: readonly ModelGame[]) {
  const dir = linesDirOf(nflDataDir);
  return dir && existsSync(dir) ? (await readOpenClose(dir, games)).lines : undefined;
}
