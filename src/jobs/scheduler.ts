// In-process job scheduler (croner). Each job runs under a PostgreSQL advisory lock, so with N server
// instances a job runs once. Cadences come from config (CRON_*); the odds and live-score jobs tick
// often and decide on each tick whether it is their time (game day, games in progress).
import { Cron } from 'croner';
import type { CatchUpTracker } from '../core/catch-up.ts';
import type { Clock } from '../core/clock.ts';
import type { IngestConfig } from '../core/config/env.ts';
import { pushSenderFor } from '../core/push/push-service.ts';
import type { Database } from '../db/client.ts';
import { gamesBetween } from '../db/repositories/games.ts';
import { oddsApiUsageOn } from '../db/repositories/odds.ts';
import { lastSuccessAt, wholeRunSucceeded } from '../db/repositories/provider-runs.ts';
import { seedReferenceData } from '../db/repositories/reference-data.ts';
import { easternWallTime } from '../domain/time/eastern-time.ts';
import { toError } from '../shared/guards.ts';
import { type LockPool, openLockPool, type RunOwnerLock, withJobLock } from './advisory-lock.ts';
import type { HttpClient } from './http/http-client.ts';
import { ingestDfsFolder } from './ingest/dfs-folder.ts';
import { ELO538_SOURCE, ingestElo538 } from './ingest/elo538.ts';
import { ingestNflverse } from './ingest/nflverse.ts';
import { ODDS_API_FILE_SOURCE } from './ingest/odds-api-file.ts';
import { ingestSbr } from './ingest/sbr.ts';
import { defaultHttpClient, type IngestContext, liveSourcesAllowed } from './ingest-context.ts';
import { pushFreshAlerts } from './push-alerts.ts';
import { takeRunOwnership } from './run-ownership.ts';
import { formatSummary, type RunSummary } from './run-recorder.ts';
import { ALERTS_SOURCE, scoreAlerts } from './score-alerts.ts';
import { MODEL_SOURCE, scoreModel } from './score-model.ts';
import { scoreProps } from './score-props.ts';
import { runLiveSource, runOddsCaptures } from './sources.ts';
import { type DigestLinks, runWeeklyDigest, WEEKLY_DIGEST_SOURCE } from './weekly-digest.ts';
import { runWeeklyRecaps, WEEKLY_RECAP_SOURCE } from './weekly-recaps.ts';

export interface SchedulerDeps {
  db: Database;
  clock: Clock;
  config: IngestConfig;
  /** For the User-Agent of outbound calls. */
  version: string;
  log: (message: string) => void;
  http?: HttpClient;
  /** The newsletter's links (site and secret): without them the weekly digest job is not scheduled. */
  newsletter?: DigestLinks;
  /** Told where the start-up catch-up is, for the answers that show the record (decision 134). */
  catchUp?: CatchUpTracker;
}

export interface Scheduler {
  readonly jobs: readonly string[];
  /** Runs a job now (under its lock), as its cron tick would. */
  runNow(job: string): Promise<RunSummary[] | undefined>;
  /** Resolves when no job is running (e.g. the start-up catch-up is done). */
  idle(): Promise<void>;
  /** Stops the timers and waits for running jobs to finish; jobs not yet started are dropped. */
  stop(): Promise<void>;
}

const HOUR = 3_600_000;

/**
 * The Odds API budget, spread over the UTC day: by a given time at most that share of the day's
 * requests (plus one) may be spent, so polling every 10 minutes cannot use it all by breakfast.
 */
export function withinPacedBudget(used: number, budget: number, now: Date): boolean {
  const dayFraction = (now.getTime() % (24 * HOUR)) / (24 * HOUR);
  return used < budget && used < Math.ceil(budget * dayFraction) + 1;
}

type JobRun = (ctx: IngestContext, catchingUp: boolean) => Promise<RunSummary[]>;

/** The nflverse files the model reads (model-games.ts: the schedule with its lines and weather, snap shares). */
const MODEL_KINDS = ['games', 'snap_counts'] as const;
/** The schedules job's other nflverse files: the player and team pages read them, and the props; no pick does. */
export const OTHER_KINDS = [
  'player_ids',
  'rosters',
  'player_week_stats',
  'player_season_stats',
  'team_week_stats',
  'team_season_stats',
] as const;

interface Job {
  name: string;
  pattern: string;
  /**
   * `load` reads a source into the raw tables; `compute` derives from them (the model freezes picks). At
   * start every load catches up before any compute, so nothing is frozen from half-loaded data.
   */
  stage: 'load' | 'compute';
  /** On each tick: is there anything to do now? */
  due?: (ctx: IngestContext) => Promise<boolean>;
  /** `catchingUp`: a run of the start-up catch-up, where the model runs once after every load. */
  run: JobRun;
  /**
   * A replay's catch-up runs a load in two parts (decision 134): `firstWeek`, what the current week's
   * picks read (the model's inputs: schedule and lines, snap counts, injuries, captured odds), before
   * that week is decided and precomputed; then `rest` (absent: nothing) with everything else.
   */
  firstWeek?: JobRun;
  rest?: JobRun;
  /** Run once at start when the last success is older than this (or missing). */
  catchUpAfterMs?: number;
  catchUpSource?: string;
}

async function gamesNear(ctx: IngestContext, fromMs: number, toMs: number) {
  const now = ctx.clock.now().getTime();
  return gamesBetween(ctx.db.orm, new Date(now + fromMs), new Date(now + toMs));
}

/**
 * `runModel` runs the model job under its own lock: the model runs once at a time across the
 * schedule job, the model job and every instance, never under two different locks.
 */
function jobsFor(
  config: IngestConfig,
  runModel: () => Promise<RunSummary[]>,
  newsletter: DigestLinks | undefined,
): Job[] {
  const injuriesRun: JobRun = async (ctx) => [
    ...(await ingestNflverse(ctx, { kinds: ['injuries'] })),
    await runLiveSource(ctx, 'sleeper'),
  ];
  const capturesRun: JobRun = async (ctx) => [await runOddsCaptures(ctx)];
  return [
    {
      name: 'schedules',
      pattern: config.cron.schedules,
      stage: 'load',
      run: async (ctx, catchingUp) => [
        ...(await ingestNflverse(ctx, { kinds: [...MODEL_KINDS, ...OTHER_KINDS] })),
        // Offline: DraftKings/FanDuel exports in NFL_DATA_DIR, matched to the players just loaded.
        ...(await ingestDfsFolder(ctx)),
        // New results and lines: freeze, grade and refresh the record straight away (under the model's
        // lock; when a model run is already going, the next model tick scores the new data). Not in the
        // catch-up: there the injuries and odds captures are not loaded yet, and a pick frozen without
        // them could never be corrected (decision 082); the catch-up runs the model after every load.
        ...(catchingUp ? [] : await runModel()),
      ],
      firstWeek: async (ctx) => ingestNflverse(ctx, { kinds: [...MODEL_KINDS] }),
      rest: async (ctx) => [
        ...(await ingestNflverse(ctx, { kinds: [...OTHER_KINDS] })),
        ...(await ingestDfsFolder(ctx)),
      ],
      catchUpAfterMs: 24 * HOUR,
      catchUpSource: 'nflverse:games',
    },
    {
      name: 'elo538',
      // Archives (538 stopped publishing in 2021, SBR's lines in 2022): loaded once, checked weekly.
      pattern: '30 9 * * 1',
      stage: 'load',
      run: async (ctx) => [await ingestElo538(ctx), await ingestSbr(ctx)],
      // SBR's lines are model inputs; 538's forecasts only the report's baseline.
      firstWeek: async (ctx) => [await ingestSbr(ctx)],
      rest: async (ctx) => [await ingestElo538(ctx)],
      catchUpAfterMs: 30 * 24 * HOUR,
      catchUpSource: ELO538_SOURCE,
    },
    {
      name: 'model',
      // Freezes picks at kickoff and grades finals; cheap when there is nothing to do.
      pattern: config.cron.model,
      stage: 'compute',
      // Prop picks freeze at the same kickoffs and grade from the same finals.
      run: async (ctx) => [await scoreModel(ctx), await scoreProps(ctx)],
      catchUpAfterMs: 5 * 60_000,
      catchUpSource: MODEL_SOURCE,
    },
    {
      name: 'injuries',
      pattern: config.cron.injuries,
      stage: 'load',
      run: injuriesRun,
      firstWeek: injuriesRun,
      catchUpAfterMs: 2 * HOUR,
      catchUpSource: 'nflverse:injuries',
    },
    {
      name: 'odds',
      pattern: config.cron.odds,
      stage: 'load',
      // Every tick on a game day (New York date), otherwise at the top of the hour; with a key, no
      // faster than the daily budget spread over the day, so it lasts until midnight UTC.
      due: async (ctx) => {
        const now = ctx.clock.now();
        const today = easternWallTime(now).date;
        const soon = await gamesNear(ctx, -6 * HOUR, 30 * HOUR);
        const time = soon.some((g) => easternWallTime(g.kickoff).date === today) || now.getUTCMinutes() < 10;
        if (!time || !ctx.config.oddsApiKey) return time;
        const used = await oddsApiUsageOn(ctx.db.orm, now.toISOString().slice(0, 10));
        return withinPacedBudget(used, ctx.config.oddsApiDailyBudget, now);
      },
      run: async (ctx) => [await runLiveSource(ctx, ctx.config.oddsApiKey ? 'odds-api' : 'espn')],
    },
    {
      name: 'live-scores',
      pattern: config.cron.liveScores,
      stage: 'load',
      due: async (ctx) => (await gamesNear(ctx, -5 * HOUR, 5 * 60_000)).some((g) => g.status !== 'final'),
      run: async (ctx) => [await runLiveSource(ctx, 'espn')],
    },
    {
      name: 'weather',
      pattern: config.cron.weather,
      stage: 'load',
      due: async (ctx) => (await gamesNear(ctx, 0, 72 * HOUR)).length > 0,
      run: async (ctx) => [await runLiveSource(ctx, 'open-meteo')],
    },
    // Saved The Odds API answers (ODDS_API_CAPTURES_DIR): how offline and replay modes get multi-book lines.
    ...(config.oddsApiCapturesDir
      ? [
          {
            name: 'odds-captures',
            pattern: config.cron.odds,
            stage: 'load' as const,
            run: capturesRun,
            firstWeek: capturesRun,
            catchUpAfterMs: 10 * 60_000,
            catchUpSource: ODDS_API_FILE_SOURCE,
          },
        ]
      : []),
    {
      name: 'alerts',
      // Recomputed from the stored snapshots (cheap, idempotent); offset from the odds ticks.
      pattern: config.cron.alerts,
      stage: 'compute',
      run: async (ctx) => {
        const summary = await scoreAlerts(ctx);
        // Subscribers hear of the fresh alerts they asked for (decision 115); a push failure never fails the job.
        await pushFreshAlerts(ctx.db.orm, await pushSenderFor(ctx.db, ctx.config.push), ctx.clock.now())
          .then((c) => {
            if (c.sent + c.quiet + c.capped + c.failed + c.gone > 0) {
              ctx.log(
                `push: ${c.sent} sent, ${c.quiet} in quiet hours, ${c.capped} over the hourly cap, ${c.failed} failed, ${c.gone} expired`,
              );
            }
          })
          .catch((error: unknown) => ctx.log(`push: ${toError(error).message}`));
        return [summary];
      },
      catchUpAfterMs: 10 * 60_000,
      catchUpSource: ALERTS_SOURCE,
    },
    {
      name: 'weekly-recaps',
      // Hourly: a recap is due on the Tuesday after its week, once every result is in (decision 111).
      pattern: '20 * * * *',
      stage: 'compute',
      run: async (ctx) => [await runWeeklyRecaps(ctx)],
      catchUpAfterMs: HOUR,
      catchUpSource: WEEKLY_RECAP_SOURCE,
    },
    // After the recaps (in the list and the hour): the digest reports the week the recap was written for.
    ...(newsletter
      ? [
          {
            name: 'weekly-digest',
            // Hourly: due once the Tuesday recap is out (decision 122); each person is claimed once a week.
            pattern: '40 * * * *',
            stage: 'compute' as const,
            run: async (ctx: IngestContext) => [await runWeeklyDigest(ctx, newsletter)],
            catchUpAfterMs: HOUR,
            catchUpSource: WEEKLY_DIGEST_SOURCE,
          },
        ]
      : []),
  ];
}

/**
 * Starts the ingest jobs. In offline (NFL_DATA_DIR) and replay (NOW) modes only the file-based
 * nflverse jobs run; no live API is called.
 */
export function startScheduler(deps: SchedulerDeps): Scheduler {
  const ctx: IngestContext = {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    http: deps.http ?? defaultHttpClient(deps.config, deps.version),
    log: deps.log,
  };
  const live = liveSourcesAllowed(ctx);
  // Offline and replay: only the jobs that read files or compute from the database.
  const offlineJobs = [
    'schedules',
    'injuries',
    'elo538',
    'model',
    'alerts',
    'odds-captures',
    'weekly-recaps',
    'weekly-digest',
  ];
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  // Runs this process records carry its owner key; unfinished runs of dead processes become aborted.
  let ownership: Promise<RunOwnerLock> | undefined;
  const owned = () => {
    ownership ??= takeRunOwnership(deps.db, deps.clock, deps.log).then((lock) => {
      ctx.runOwner = lock.key;
      return lock;
    });
    return ownership;
  };

  // modelJob is found below, before any job can run (it throws if missing).
  const runModel = async (): Promise<RunSummary[]> =>
    modelJob ? ((await execute(modelJob, true)) ?? []) : [];
  const jobs: Job[] = jobsFor(deps.config, runModel, deps.newsletter).filter(
    (j) => live || offlineJobs.includes(j.name),
  );
  const modelJob = jobs.find((j) => j.name === 'model');
  // jobsFor always lists the model job, and offline runs keep it.
  if (!modelJob) throw new Error('the scheduler has no model job');

  let locks: LockPool | undefined;

  /** `run`: this part of the job instead of its whole run (a replay's catch-up, decision 134). */
  const execute = async (
    job: Job,
    force: boolean,
    catchingUp = false,
    run: JobRun = job.run,
  ): Promise<RunSummary[] | undefined> => {
    if (stopped) return undefined;
    await owned();
    const result = await withJobLock(locks ?? deps.db, job.name, async () => {
      if (!force && job.due && !(await job.due(ctx))) return [];
      return run(ctx, catchingUp);
    });
    if (result === undefined && job === modelJob) deps.log('model: already running elsewhere, skipped');
    for (const s of result ?? []) if (s.status !== 'skipped' || force) deps.log(formatSummary(s));
    return result;
  };
  const track = <T>(p: Promise<T>) => {
    running.add(p);
    p.finally(() => running.delete(p)).catch(() => {});
    return p;
  };
  // A run cut short by a shutdown (its database stopped under it once the jobs' stage of the shutdown
  // ran out) did not crash: say so, not "crashed", on the newcomer's first Ctrl-C.
  const onError = (job: Job) => (error: unknown) =>
    deps.log(
      stopped
        ? `job ${job.name} stopped by the shutdown before it finished`
        : `job ${job.name} crashed: ${toError(error).message}`,
    );

  // Teams and venues are code (decision 007): write them at once, so /api/teams answers before any ingest.
  track(
    seedReferenceData(deps.db.orm).catch((error: unknown) =>
      deps.log(`reference data: ${toError(error).message}`),
    ),
  );
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  if (!deps.config.jobsEnabled) {
    return { jobs: [], runNow: async () => undefined, idle, stop: idle };
  }
  track(owned().catch((error: unknown) => deps.log(`run ownership: ${toError(error).message}`)));
  // Each job holds its lock's connection for its whole run: from a pool of their own, one per job (and
  // one more for the model run the schedules job starts inside its own), so running jobs never take the
  // connections HTTP requests need (advisory-lock.ts).
  locks = openLockPool(deps.db, jobs.length + 1, (e) =>
    deps.log(`job lock connection lost while idle: ${e.message}`),
  );
  // No tick acts before the start-up catch-up is done: croner counts real minutes, so in a replay the
  // model's five-minute tick could otherwise find its lock free while the loads run and decide games
  // from half-loaded data (decision 082; decision 134). A tick skipped here is not owed: the catch-up
  // ends with the model run the tick would have made.
  let caughtUp = false;
  const timers = jobs.map(
    (job) =>
      new Cron(job.pattern, { name: `ingest:${job.name}`, protect: true, timezone: 'UTC' }, async () => {
        if (!caughtUp) return;
        // Awaited so that croner's `protect` really skips a tick while the previous run is going.
        await track(execute(job, false).catch(onError(job)));
      }),
  );
  // Catch up once at start when a job has not succeeded recently (first start, long downtime; a replay
  // always). One job after another: each run holds a connection for its lock and more for its work, so
  // six at once could drain the pool. Every load first, then what is computed from them: the model
  // freezes each game that kicked off from everything known before its kickoff, so it must find every
  // source loaded up to then, as the live app had it at that kickoff (decision 082). When a load ran, the
  // model runs after them whatever its own last success (the schedules job would have run it).
  const catchUp = async (job: Job, anyway: boolean, run?: JobRun): Promise<boolean> => {
    // After stop(): not one more query (the database is being stopped).
    if (stopped || !job.catchUpAfterMs || !job.catchUpSource) return false;
    const last = await lastSuccessAt(deps.db.orm, job.catchUpSource);
    const stale = !last || deps.clock.now().getTime() - last.getTime() > job.catchUpAfterMs;
    if (!(anyway || stale || deps.clock.replayAt)) return false;
    await execute(job, true, true, run);
    return true;
  };
  // A replay serves its current week first (decision 134): the loads that week's picks read (every
  // model input, each whole: decision 082 holds), then that week's games decided and its picks
  // precomputed; then the other loads and the whole model job, which decides every earlier game exactly
  // as it would have. The catch-up of a live start stays in one piece: a crash between the two parts
  // would leave the player pages unloaded until the next daily tick.
  const firstWeekFirst = deps.clock.replayAt !== undefined;
  const firstWeekModel: JobRun = async (c) => [await scoreModel(c, 'current week')];
  // The answers that show the record say it is still being computed until the model job has run whole
  // once in this database (a fresh replay, a first start); a restart over a whole record says nothing.
  let tracker = deps.catchUp;
  let weekReady = false;
  track(
    (async () => {
      if (tracker && (await wholeRunSucceeded(deps.db.orm, MODEL_SOURCE).catch(() => false))) {
        tracker.done();
        tracker = undefined;
      }
      tracker?.move('loads', false);
      let loaded = false;
      const loads = jobs.filter((j) => j.stage === 'load');
      if (firstWeekFirst) {
        for (const job of loads)
          if (job.firstWeek)
            loaded = (await catchUp(job, false, job.firstWeek).catch(onError(job))) === true || loaded;
        if (loaded) {
          tracker?.move('current week', false);
          const runs = await execute(modelJob, true, true, firstWeekModel).catch(onError(modelJob));
          weekReady = runs?.every((r) => r.status === 'success') === true;
        }
      }
      tracker?.move('record', weekReady);
      for (const job of loads) {
        const run = firstWeekFirst && job.firstWeek ? job.rest : job.run;
        if (run) loaded = (await catchUp(job, false, run).catch(onError(job))) === true || loaded;
      }
      for (const job of jobs.filter((j) => j.stage === 'compute')) {
        await catchUp(job, loaded && job === modelJob).catch(onError(job));
        // The record and the week are whole once the model job has run (the props with them); the
        // alerts are found next, from the same loads: their answers say so until then (decision 150).
        // The recaps and the digest that follow show neither.
        if (job === modelJob) tracker?.move('alerts', true);
        if (job.catchUpSource === ALERTS_SOURCE) tracker?.done();
      }
    })().finally(() => {
      tracker?.done();
      caughtUp = true;
    }),
  );
  return {
    jobs: jobs.map((j) => j.name),
    runNow: (name) => {
      const job = jobs.find((j) => j.name === name);
      if (!job) return Promise.reject(new Error(`no job ${name}`));
      return track(execute(job, true));
    },
    idle,
    stop: async () => {
      stopped = true;
      for (const t of timers) t.stop();
      await Promise.allSettled([...running]);
      await (await ownership?.catch(() => undefined))?.release();
      await locks?.close();
    },
  };
}
