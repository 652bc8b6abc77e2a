// The model's worker thread: walk-forward runs over every game since 1999 and the backtest behind the
// public record, off the HTTP server's thread. It starts once and answers typed calls
// (model-task.ts); the domain code is pure, so it runs here unchanged.

import type { BacktestInput } from '../../domain/model/backtest.ts';
import { runBacktest } from '../../domain/model/backtest.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import { walkForward } from '../../domain/model/walk-forward.ts';
import type { ModelReport } from '../../shared/api/model-report.ts';
import type { WalkForwardTask } from './model-task.ts';
import { serveApi } from './worker-protocol.ts';

const api = {
  walkForward(task: WalkForwardTask): GamePrediction[] {
    const explain = new Set(task.explainIds);
    const keep = new Set(task.keepIds);
    return walkForward(task.games, {
      params: task.params,
      asOfMs: task.asOfMs,
      facts: task.facts,
      explain: (g) => explain.has(g.id),
    }).filter((p) => keep.has(p.gameId));
  },
  backtest(input: BacktestInput): ModelReport {
    return runBacktest(input);
  },
};

export type ModelApi = typeof api;

serveApi(api);
