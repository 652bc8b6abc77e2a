// The week board the player routes will serve, from the data pack loaded the way NFL_DATA_DIR loads it
// (nflverse files, then the DraftKings exports in the folder): what a replay at a given instant would
// show for 2025 week 12 (no weekly player lines that season) and for a 2024 week (weekly lines).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import type { TestDatabase } from '../../../tests/support/test-db.ts';
import { salariesAsOf } from '../../db/repositories/dfs-salaries.ts';
import { countRuns } from '../../db/repositories/provider-runs.ts';
import { DFS_SOURCE } from '../../jobs/ingest/dfs-folder.ts';
import { NFLVERSE_KINDS } from '../../jobs/providers/nflverse/kinds.ts';
import { modelWorker, stopModelWorker } from '../model/model-task.ts';
import { createBoardCache } from './board-cache.ts';
import { BASIS_NOTES, buildWeekBoard } from './week-board.ts';

/**
 * The longest the server's event loop may be held while the board is rebuilt (decision 118). Measured on
 * the shared 2-core box with this board (667 players): the inputs loaded on the server's thread and the
 * build in the worker (the code before) held it for 1,589–1,842 ms; loaded and built in the worker,
 * 101–140 ms (receiving the finished board). The bound leaves room for a busier machine.
 */
const MAX_LOOP_DELAY_MS = 500;

describe('the week board as known at an instant', () => {
  let t: TestDatabase;
  // 2025 week 12 as of Wednesday 19 November, built on this thread: read by the first case and compared
  // with the worker's build in the last. Built once (seconds of work); nothing in the file writes to
  // the database, so a second build would be the same board.
  const WEDNESDAY = new Date('2025-11-19T12:00:00Z');
  let wednesday: ReturnType<typeof buildWeekBoard> | undefined;
  const wednesdayBoard = () => {
    wednesday ??= buildWeekBoard(t.db.orm, 2025, 12, WEDNESDAY);
    return wednesday;
  };

  beforeAll(async () => {
    // Every nflverse file, then the folder's DraftKings exports, loaded today: a clone of the run's one
    // load (tests/support/pack-fixtures.ts), whose three salary runs all succeeded.
    t = await packDatabase({ kinds: NFLVERSE_KINDS, dfs: true });
    expect(await countRuns(t.db.orm, DFS_SOURCE, 'success')).toBe(3);
    expect(await countRuns(t.db.orm, DFS_SOURCE, 'failed')).toBe(0);
  }, 240_000);
  afterAll(async () => {
    await stopModelWorker();
    await t.destroy();
  });

  it("a replay on Wednesday 19 November 2025 finds week 12's real DraftKings salaries and picks from them", async () => {
    const asOf = WEDNESDAY;
    const board = await wednesdayBoard();
    expect(board.salarySlates).toEqual(['dk-2025-wk12-sun-mon']);
    // 2025 has no weekly player lines in the pack: the board says what it projected from.
    expect(board.basis).toBe('snaps-and-last-season');
    expect(board.basisNote).toBe(BASIS_NOTES['snaps-and-last-season']);
    const real = new Map(
      (await salariesAsOf(t.db.orm, 2025, 12, asOf)).map((r) => [r.gsisId, r.salary] as const),
    );
    for (const slate of ['Main', 'Prime-Time'] as const) {
      const top = board.topFive[slate];
      expect(top.fallback, slate).toBe(false);
      expect(top.picks, slate).toHaveLength(5);
      for (const p of top.picks) {
        // Every pick carries the export's own salary and is on that slate, not ruled out.
        expect(p.candidate.salary, p.candidate.name).toBe(real.get(p.candidate.id));
        expect(p.candidate.slate).toBe(slate);
        expect(p.candidate.ruledOut).toBe(false);
        expect(p.ggScore).toBeGreaterThanOrEqual(0);
        expect(p.ggScore).toBeLessThanOrEqual(100);
      }
      const scores = top.picks.map((p) => p.ggScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    // Every projected player has a band around his median and a BioBoost with its five reasons.
    expect(board.players.length).toBeGreaterThan(300);
    for (const p of board.players) {
      expect(p.low).toBeLessThanOrEqual(p.median);
      expect(p.median).toBeLessThanOrEqual(p.high);
      if (!p.bioBoost) continue;
      expect(p.bioBoost.score).toBeGreaterThanOrEqual(0);
      expect(p.bioBoost.score).toBeLessThanOrEqual(100);
      for (const input of Object.values(p.bioBoost.inputs)) expect(input.reason.length).toBeGreaterThan(0);
    }
    expect(board.players.filter((p) => p.bioBoost).length).toBeGreaterThan(300);
  });

  it('a replay on the Monday before sees no week 12 salaries yet, and ranks without them', async () => {
    const board = await buildWeekBoard(t.db.orm, 2025, 12, new Date('2025-11-17T12:00:00Z'));
    expect(board.salarySlates).toEqual([]);
    expect(board.topFive.Main.fallback).toBe(true);
    expect(board.topFive.Main.picks.every((p) => p.candidate.salary === null)).toBe(true);
  });

  it('projects a season with weekly lines from them (2024 week 8, the Wednesday before)', async () => {
    const board = await buildWeekBoard(t.db.orm, 2024, 8, new Date('2024-10-23T12:00:00Z'));
    expect(board.basis).toBe('weekly-lines');
    expect(board.players.length).toBeGreaterThan(300);
    expect(board.players.every((p) => p.projection.target.week === 8)).toBe(true);
    expect(board.topFive.Main.picks).toHaveLength(5);
  });

  // Issue 20, item 1: a rebuild after a data change loaded its inputs on the server's thread, held the
  // event loop for hundreds of milliseconds at a time, and load shedding answered 503 to everyone.
  it('is loaded and built off the event loop: concurrent requests share one build; the board is the same', async () => {
    const asOf = WEDNESDAY;
    const boards = createBoardCache(t.db);
    const before = modelWorker().stats.completed;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // Three requests arriving while the board is stale (a burst of /api/top5 misses).
    const [a, b, c] = await Promise.all([
      boards(2025, 12, asOf),
      boards(2025, 12, asOf),
      boards(2025, 12, asOf),
    ]);
    delay.disable();
    const heldMs = delay.max / 1e6;
    expect(heldMs, `event loop held for ${heldMs.toFixed(0)} ms`).toBeLessThan(MAX_LOOP_DELAY_MS);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(modelWorker().stats.completed - before).toBe(1);
    expect(a.players.length).toBeGreaterThan(300);
    // What is served is what a build on this thread gives, to the last field.
    expect(a).toEqual(await wednesdayBoard());
  }, 300_000);
});
