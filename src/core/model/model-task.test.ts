import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNflGames } from '../../../tests/support/nfl-schedule-fixture.ts';
import type { BacktestInput } from '../../domain/model/backtest.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import { FIT_WINDOW, MODEL_PARAMS } from '../../domain/model/params.ts';
import { walkForward } from '../../domain/model/walk-forward.ts';
import { createModelWorker, type WalkForwardTask, walkForwardInPages } from './model-task.ts';
import { WorkerBusyError, type WorkerClient, WorkerLostError, WorkerTimeoutError } from './worker-client.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The real schedule (1999–2025) and the real model: week 12 of 2025 as of the Wednesday before it.
const AS_OF = Date.parse('2025-11-19T12:00:00Z');
let games: ModelGame[];
let week12: WalkForwardTask;
/**
 * The same week from the 2024 and 2025 seasons only (570 of the 7,276 games through 2025). The tests of the thread's
 * handling (a kill, a timeout, a queue, an idle stop, the model's own error, the paging of a large run)
 * need a call that answers and picks to compare, not the whole history; the first test runs the 27 seasons.
 */
let short: WalkForwardTask;
let backtest: BacktestInput;

/**
 * The picks as the domain code computes them on this thread: what the worker must send back for `task`.
 * Computed once per task and file (a walk-forward over 27 seasons takes seconds on a busy machine, and
 * several tests compare against it); each test gets its own copy.
 */
const expected = new Map<WalkForwardTask, { gameId: string; winner: string; home: number }[]>();
function expectedPicks(task: WalkForwardTask) {
  let picks = expected.get(task);
  if (!picks) {
    const ids = new Set(task.keepIds);
    // The worker runs with the recalibrated probability (decision 100): the same options here.
    picks = walkForward(task.games, {
      params: task.params,
      asOfMs: task.asOfMs,
      explain: (g) => ids.has(g.id),
      recalibrate: true,
    })
      .filter((p) => ids.has(p.gameId))
      .map((p) => ({ gameId: p.gameId, winner: p.winnerTeam, home: p.homeWinProbability }));
    expected.set(task, picks);
  }
  return structuredClone(picks);
}
const summary = (picks: { gameId: string; winnerTeam: string; homeWinProbability: number }[]) =>
  picks.map((p) => ({ gameId: p.gameId, winner: p.winnerTeam, home: p.homeWinProbability }));

/** Waits until the worker has been running `name` for `ms` (it is busy computing, not starting). */
async function runningFor(client: WorkerClient<never>, name: string, ms: number) {
  for (;;) {
    const running = client.running();
    if (running?.name === name && Date.now() - running.sinceMs >= ms) return;
    await sleep(10);
  }
}

// Each test starts a worker (a tsx start and the model's modules) and runs the 27-season walk-forward
// in it: at a load average near 30 on 2 cores that took over 30 s, the API project's default.
describe('model worker', { timeout: 90_000 }, () => {
  let client: ReturnType<typeof createModelWorker> | undefined;
  beforeAll(() => {
    games = loadNflGames({ toSeason: 2025 });
    const ids = games.filter((g) => g.season === 2025 && g.week === 12).map((g) => g.id);
    week12 = { games, params: MODEL_PARAMS, asOfMs: AS_OF, explainIds: ids, keepIds: ids };
    short = { ...week12, games: games.filter((g) => g.season >= 2024) };
    backtest = { games, fromSeason: 2010, toSeason: 2024, params: MODEL_PARAMS, fit: FIT_WINDOW };
  });
  afterEach(async () => {
    await client?.stop();
    client = undefined;
  });

  it("answers with the same picks as the model on the caller's thread, from one long-lived thread", async () => {
    client = createModelWorker();
    const first = await client.call('walkForward', week12);
    expect(first).toHaveLength(14);
    expect(summary(first)).toEqual(expectedPicks(week12));
    expect(first.every((p) => p.commentary.length > 0)).toBe(true);
    // A second call on the same thread: the short task (its answer is checked by the tests below).
    await client.call('walkForward', short);
    expect(client.stats).toMatchObject({ starts: 1, completed: 2 });
  });

  it('a call marked retireAfter stops the thread once answered, unless another call waits for it', async () => {
    client = createModelWorker();
    await client.call('stats', undefined, { retireAfter: true });
    expect(client.worker).toBeUndefined();
    expect(client.stats).toMatchObject({ starts: 1, retired: 1 });
    // Two at once: the first keeps the thread for the one behind it, which then stops it.
    await Promise.all([
      client.call('stats', undefined, { retireAfter: true }),
      client.call('stats', undefined, { retireAfter: true }),
    ]);
    expect(client.stats).toMatchObject({ starts: 2, retired: 2, lost: 0, completed: 3 });
    expect(await client.call('stats', undefined)).toMatchObject({ runs: 0 });
    expect(client.stats).toMatchObject({ starts: 3 });
  });

  it('hands a large run back a page at a time: the same picks as one answer, and a lost thread fails the run', async () => {
    client = createModelWorker();
    // Large in what it hands back: every 2025 game kicked off by AS_OF, kept and explained (weeks 1–11:
    // 16+16+16+16+14+15+15+13+14+14+15 = 164), so pages of 50, 50, 50 and 14. What is compared is the
    // worker's answer whole and paged; how far back the walk starts changes neither how many picks come
    // back nor how they are paged, so the short task's two seasons serve (the 27 seasons' answer equal to
    // this thread's is the first test's): three walk-forwards over 570 games instead of 7,276.
    const ids = short.games.filter((g) => g.season === 2025 && g.kickoffMs <= AS_OF).map((g) => g.id);
    expect(ids).toHaveLength(164);
    const task = { ...short, explainIds: ids, keepIds: ids };
    const whole = await client.call('walkForward', task);
    const pages: number[] = [];
    const paged: typeof whole = [];
    const total = await walkForwardInPages(
      task,
      50,
      async (picks) => {
        pages.push(picks.length);
        paged.push(...picks);
      },
      client,
    );
    expect(whole).toHaveLength(164);
    expect(total).toBe(whole.length);
    expect(pages.every((n) => n <= 50)).toBe(true);
    expect(pages.length).toBe(Math.ceil(whole.length / 50));
    expect(pages).toEqual([50, 50, 50, 14]);
    expect(paged).toEqual(whole);

    // The thread stopped between two pages: the next page would come from a fresh one, with nothing kept.
    const lost = walkForwardInPages(task, 50, async () => void (await client?.worker?.terminate()), client);
    await expect(lost).rejects.toThrow('the kept picks were lost');
    // The next call answers on a fresh thread (the short task, as the other fault tests).
    expect(summary(await client.call('walkForward', short))).toEqual(expectedPicks(short));
  }, 120_000);

  it('keeps the thread after a paged run when asked (retire: false), and lets it go by default', async () => {
    client = createModelWorker();
    expect(await walkForwardInPages(short, 50, async () => {}, client, { retire: false })).toBe(14);
    expect(client.worker).toBeDefined();
    expect(await walkForwardInPages(short, 50, async () => {}, client)).toBe(14);
    expect(client.worker).toBeUndefined();
    // One thread for both runs, stopped once, by the second run's last page.
    expect(client.stats).toMatchObject({ starts: 1, retired: 1, lost: 0 });
  });

  it('a worker killed mid-task rejects that call with a clear error, and the next call succeeds', async () => {
    client = createModelWorker();
    await client.call('walkForward', short); // warm: the thread is up and its modules loaded
    const killed = client.call('backtest', backtest);
    const failure = killed.then(
      () => undefined,
      (error: unknown) => error,
    );
    await runningFor(client as unknown as WorkerClient<never>, 'backtest', 200);
    await client.worker?.terminate(); // from outside, as a crash or an OOM kill would
    const error = await failure;
    expect(error).toBeInstanceOf(WorkerLostError);
    expect((error as Error).message).toMatch(/^model worker exited \(code 1\) during backtest$/);

    const next = await client.call('walkForward', short);
    expect(next).toHaveLength(14); // week 12 of 2025: 14 games (the first test's count)
    expect(summary(next)).toEqual(expectedPicks(short));
    expect(client.stats).toMatchObject({ starts: 2, lost: 1 });
  }, 60_000);

  it('a call over its timeout stops the worker; later calls run on a fresh one', async () => {
    client = createModelWorker();
    await client.call('walkForward', short);
    const started = Date.now();
    const slow = client.call('backtest', backtest, { timeoutMs: 300 });
    await expect(slow).rejects.toThrow(WorkerTimeoutError);
    await expect(slow).rejects.toThrow(
      'model worker: backtest took longer than 300 ms; the worker was stopped',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    const next = await client.call('walkForward', short);
    expect(next).toHaveLength(14); // week 12 of 2025: 14 games (the first test's count)
    expect(summary(next)).toEqual(expectedPicks(short));
    expect(client.stats).toMatchObject({ starts: 2, timedOut: 1 });
  }, 60_000);

  it('calls waiting behind a lost one run on the next worker', async () => {
    client = createModelWorker();
    await client.call('walkForward', short);
    const lost = client.call('backtest', backtest).catch((error: unknown) => error);
    const queued = client.call('walkForward', short);
    await runningFor(client as unknown as WorkerClient<never>, 'backtest', 100);
    await client.worker?.terminate();
    expect(await lost).toBeInstanceOf(WorkerLostError);
    expect(summary(await queued)).toEqual(expectedPicks(short));
  }, 60_000);

  it("the model's own error rejects its call and keeps the worker", async () => {
    client = createModelWorker();
    await expect(
      client.call('walkForward', { ...short, games: null as unknown as ModelGame[] }),
    ).rejects.toThrow(/^model worker: /);
    expect(summary(await client.call('walkForward', short))).toEqual(expectedPicks(short));
    expect(client.stats).toMatchObject({ starts: 1, failed: 1, completed: 1 });
  });

  it('refuses calls beyond its queue at once instead of piling them up', async () => {
    client = createModelWorker({ maxQueued: 1 });
    const running = client.call('walkForward', short);
    const waiting = client.call('walkForward', short);
    await expect(client.call('walkForward', short)).rejects.toThrow(WorkerBusyError);
    expect(summary(await running)).toEqual(expectedPicks(short));
    expect(summary(await waiting)).toEqual(expectedPicks(short));
  });

  it('an idle worker is stopped after its idle time, and the next call starts a fresh one', async () => {
    client = createModelWorker({ idleMs: 300 });
    expect(summary(await client.call('walkForward', short))).toEqual(expectedPicks(short));
    expect(client.worker).toBeDefined();
    // Stopped once idle for 300 ms: waited for, not slept through.
    await expect.poll(() => client?.worker, { timeout: 5_000, interval: 50 }).toBeUndefined();
    expect(client.stats).toMatchObject({ starts: 1, retired: 1, lost: 0 });
    expect(summary(await client.call('walkForward', short))).toEqual(expectedPicks(short));
    expect(client.stats).toMatchObject({ starts: 2, completed: 2, lost: 0 });
  }, 60_000);

  it('stop rejects what is pending and refuses later calls', async () => {
    client = createModelWorker();
    const pending = expect(client.call('walkForward', short)).rejects.toThrow('model worker: stopped');
    await client.stop();
    await pending;
    await expect(client.call('walkForward', short)).rejects.toThrow('model worker: stopped');
  });
});
