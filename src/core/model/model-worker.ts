// Runs the model's CPU-heavy work (walk-forward runs over every game since 1999) on a worker thread,
// so the HTTP server keeps answering while a report is rebuilt or a week of picks is computed.
import { parentPort } from 'node:worker_threads';
import { runBacktest } from '../../domain/model/backtest.ts';
import { walkForward } from '../../domain/model/walk-forward.ts';
import type { ModelTask } from './model-task.ts';

parentPort?.on('message', (task: ModelTask) => {
  try {
    if (task.kind === 'walk-forward') {
      const explain = new Set(task.explainIds);
      const keep = new Set(task.keepIds);
      const picks = walkForward(task.games, {
        params: task.params,
        asOfMs: task.asOfMs,
        facts: task.facts,
        explain: (g) => explain.has(g.id),
      }).filter((p) => keep.has(p.gameId));
      parentPort?.postMessage({ ok: true, value: picks });
    } else {
      parentPort?.postMessage({ ok: true, value: runBacktest(task.input) });
    }
  } catch (error) {
    parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
