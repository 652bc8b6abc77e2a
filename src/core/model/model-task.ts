// The model's calls into its worker thread (model-worker.ts): one long-lived worker, one call at a
// time, each with a timeout (docs/decisions/023-model-worker.md).
import type { BacktestInput } from '../../domain/model/backtest.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import type { ModelParams } from '../../domain/model/params.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import type { GameFacts } from '../../domain/model/schedule-facts.ts';
import type { ProjectionTarget } from '../../domain/players/project-player.ts';
import type { PlayerModelData } from '../../domain/players/walk-forward.ts';
import type { ModelReport } from '../../shared/api/model-report.ts';
import type { WeekBoardTask } from '../players/week-board.ts';
import type { ModelApi } from './model-api.ts';
import { startWorker } from './start-worker.ts';
import { WorkerClient, type WorkerClientOptions } from './worker-client.ts';

export interface WalkForwardTask {
  games: ModelGame[];
  params: ModelParams;
  asOfMs: number;
  /** Built in the worker when absent. */
  facts?: Map<string, GameFacts>;
  /** Games whose picks get commentary and reasons. */
  explainIds: string[];
  /** Games whose picks are sent back (the rest stay in the worker). */
  keepIds: string[];
}

// From source (tsx: dev, tests, CLIs) the worker is a .ts file; from the bundle (npm start) it is
// dist/server/model-worker.js, built beside main.js (scripts/build.ts).
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './model-worker.ts' : './model-worker.js', import.meta.url);

/**
 * A walk-forward run takes about a second and the backtest four; minutes mean the thread is stuck
 * (or starved far beyond anything the app can serve with), and the job retries on its next tick.
 */
export const MODEL_TASK_TIMEOUT_MS = 120_000;

/**
 * The thread's heap: a young generation of 8 MB (V8's default lets it grow to several times that
 * between collections, ~100 MB more resident after a backtest; bench/memory.ts) and an old
 * generation capped at 256 MB, three times what the backtest over 1999–2025 uses: a runaway run ends
 * as a lost call (ERR_WORKER_OUT_OF_MEMORY), not as a process out of memory.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 };

/** An idle thread is stopped after this long, its heap returned; the next call starts another. */
const IDLE_MS = 30_000;

export function createModelWorker(options: Partial<WorkerClientOptions> = {}): WorkerClient<ModelApi> {
  return new WorkerClient<ModelApi>({
    label: 'model worker',
    start: () => startWorker(workerUrl, { resourceLimits: RESOURCE_LIMITS }),
    timeoutMs: MODEL_TASK_TIMEOUT_MS,
    idleMs: IDLE_MS,
    // Week pages of one season and the job: a handful at once. Beyond this the caller gets an error
    // at once (a 503 for a page) rather than a wait behind dozens of runs.
    maxQueued: 32,
    ...options,
  });
}

let shared: WorkerClient<ModelApi> | undefined;

/** The process's model worker, started on first use. */
export function modelWorker(): WorkerClient<ModelApi> {
  shared ??= createModelWorker();
  return shared;
}

/** Whatever answers the model's calls: the worker's client, or the functions themselves (modelCalls). */
export type ModelCalls = Pick<WorkerClient<ModelApi>, 'call'>;

let inThisThread: ModelCalls | undefined;

/**
 * On a thread that is itself off the server's (the model job's, decision 128) the model's calls run in
 * place: a worker of a worker would only copy the games across once more.
 */
export function answerModelCallsHere(api: ModelApi): void {
  inThisThread = {
    call: (name, param) => Promise.resolve((api[name] as (p: typeof param) => never)(param)),
  };
}

/** The model worker on the server's thread; the functions in place on a thread that called answerModelCallsHere. */
export function modelCalls(): ModelCalls {
  return inThisThread ?? modelWorker();
}

/** Stops the process's model worker (shutdown); a later call starts a new one. */
export async function stopModelWorker(): Promise<void> {
  const client = shared;
  shared = undefined;
  await client?.stop();
}

export const walkForwardInWorker = (task: WalkForwardTask): Promise<GamePrediction[]> =>
  modelCalls().call('walkForward', task);

/**
 * A walk-forward run whose picks come back `pageSize` at a time, each page handled before the next is
 * asked for: the first catch-up freezes every game since 1999 (7,000 picks with their commentary),
 * which as one answer took over 100 MB of this thread's heap at once.
 */
export async function walkForwardInPages(
  task: WalkForwardTask,
  pageSize: number,
  onPage: (picks: GamePrediction[]) => Promise<void>,
  client: ModelCalls = modelCalls(),
  /** `retire: false` keeps the thread for a next run at once (a test's loop over 64 game days). */
  options: { retire?: boolean } = {},
): Promise<number> {
  const total = await client.call('walkForwardKept', task);
  for (let from = 0; from < total; from += pageSize) {
    const last = from + pageSize >= total;
    // The run's heap is let go with the last page (retireAfter).
    const retireAfter = last && options.retire !== false;
    const page = await client.call('keptPicks', { from, count: pageSize }, { retireAfter });
    // A thread started between the calls has no kept picks: fail the run rather than lose some.
    if (page.total !== total)
      throw new Error('model worker: the kept picks were lost (the worker restarted)');
    await onPage(page.picks);
  }
  return total;
}

/** The backtest grows the thread's heap to ~90 MB: the thread is stopped once it answers (retireAfter). */
export const backtestInWorker = (input: BacktestInput): Promise<ModelReport> =>
  modelCalls().call('backtest', input, { retireAfter: true });

/**
 * The player board loaded from the database and built on the worker's thread (decision 118): the
 * server's thread neither parses the rows nor copies the inputs over, only receives the board.
 */
export const weekBoardFromDatabaseInWorker = (task: WeekBoardTask) =>
  modelCalls().call('weekBoardFromDatabase', task);

export const playerWalkForwardInWorker = (data: PlayerModelData, targets: ProjectionTarget[]) =>
  modelCalls().call('playerWalkForward', { data, targets });

/** Season-long projections (the props' median record): the thread's heap is let go afterwards. */
export const playerProjectionsInWorker = (data: PlayerModelData, targets: ProjectionTarget[]) =>
  modelCalls().call('playerProjections', { data, targets }, { retireAfter: true });
