// What the model's worker threads answer (model-worker.ts serves it; the model job's thread calls it in
// place, decision 128): walk-forward runs over every game since 1999, the backtest behind the public
// record and the player board. The domain code is pure, so it runs here unchanged.

import { getHeapStatistics } from 'node:v8';
import type { BacktestInput } from '../../domain/model/backtest.ts';
import { runBacktest } from '../../domain/model/backtest.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import { walkForward } from '../../domain/model/walk-forward.ts';
import type { ProjectionTarget } from '../../domain/players/project-player.ts';
import { PROJECTION_PARAMS } from '../../domain/players/projection-params.ts';
import { type PlayerModelData, walkForwardPlayers } from '../../domain/players/walk-forward.ts';
import type { ModelReport } from '../../shared/api/model-report.ts';
import { buildWeekBoardFromDatabase, type WeekBoardTask } from '../players/week-board.ts';
import type { WalkForwardTask } from './model-task.ts';
import { type PicksAsOfTask, SnapshotHolder } from './worker-snapshot.ts';

const snapshot = new SnapshotHolder();
// The picks of the last walkForwardKept run, handed back a page at a time (keptPicks).
let kept: GamePrediction[] = [];

function walkForwardTask(task: WalkForwardTask): GamePrediction[] {
  const explain = new Set(task.explainIds);
  const keep = new Set(task.keepIds);
  return walkForward(task.games, {
    params: task.params,
    asOfMs: task.asOfMs,
    facts: task.facts,
    explain: (g) => explain.has(g.id),
    // The picks show the recalibrated probability (decision 100).
    recalibrate: true,
  }).filter((p) => keep.has(p.gameId));
}

export const modelApi = {
  walkForward: walkForwardTask,
  /** Runs like walkForward but keeps the picks here; answers how many there are. */
  walkForwardKept(task: WalkForwardTask): number {
    kept = walkForwardTask(task);
    return kept.length;
  },
  /** A page of the kept picks; the last page lets them go. `total` tells a fresh thread apart. */
  keptPicks(page: { from: number; count: number }): { total: number; picks: GamePrediction[] } {
    const total = kept.length;
    const picks = kept.slice(page.from, page.from + page.count);
    if (page.from + page.count >= total) kept = [];
    return { total, picks };
  },
  backtest(input: BacktestInput): ModelReport {
    return runBacktest(input);
  },
  /**
   * The player board loaded and built here: the database rows are read, parsed and shaped on this
   * thread too, so a rebuild costs the server's event loop only the finished board's copy.
   */
  weekBoardFromDatabase(task: WeekBoardTask) {
    return buildWeekBoardFromDatabase(task);
  },
  /** A player's season re-projected week by week, walk-forward. */
  playerWalkForward(task: { data: PlayerModelData; targets: ProjectionTarget[] }) {
    return walkForwardPlayers(task.data, task.targets, PROJECTION_PARAMS, { bioBoost: true });
  },
  /** Projections only (no BioBoost), walk-forward: the props' median record over whole seasons. */
  playerProjections(task: { data: PlayerModelData; targets: ProjectionTarget[] }) {
    return walkForwardPlayers(task.data, task.targets, PROJECTION_PARAMS).map((o) => o.projection);
  },
  /** Keeps the games of one snapshot for picksAsOf (replacing the one held). */
  hold(task: { snapshot: string; games: ModelGame[] }): void {
    snapshot.hold(task.snapshot, task.games);
  },
  picksAsOf(task: PicksAsOfTask) {
    return snapshot.picksAsOf(task);
  },
  /** This thread's heap and the runs it made, for diagnostics and tests. */
  stats() {
    const heap = getHeapStatistics();
    return { heapUsed: heap.used_heap_size, heapTotal: heap.total_heap_size, runs: snapshot.runs };
  },
};

export type ModelApi = typeof modelApi;
