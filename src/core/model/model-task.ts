import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BacktestInput } from '../../domain/model/backtest.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import type { ModelParams } from '../../domain/model/params.ts';
import type { GamePrediction } from '../../domain/model/predict-game.ts';
import type { GameFacts } from '../../domain/model/schedule-facts.ts';
import type { ModelReport } from '../../shared/api/model-report.ts';

export type ModelTask =
  | {
      kind: 'walk-forward';
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
  | { kind: 'backtest'; input: BacktestInput };

type Result<T> = { ok: true; value: T } | { ok: false; error: string };

// From source (tsx: dev, tests, CLIs) the worker is a .ts file and needs tsx's loader; from the
// bundle (npm start) it is dist/server/model-worker.js, built beside main.js (scripts/build.ts).
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './model-worker.ts' : './model-worker.js', import.meta.url);

/** tsx's loader API, resolved from here: an eval'd worker would resolve packages from the cwd. */
function tsxApiUrl(): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    // Vitest's module runner has import.meta.resolve but refuses to run it: read tsx's export map.
    const pkgPath = createRequire(import.meta.url).resolve('tsx/package.json');
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as {
      exports: Record<string, { import: { default: string } }>;
    };
    const entry = pkg.exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
    return pathToFileURL(path.join(path.dirname(pkgPath), entry)).href;
  }
}

function run<T>(task: ModelTask): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = fromSource
      ? // Node 20 does not apply --import loaders to a worker's entry file: register tsx, then load it.
        new Worker(
          `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}); })`,
          { eval: true },
        )
      : new Worker(workerUrl);
    worker.once('message', (result: Result<T>) => {
      void worker.terminate();
      if (result.ok) resolve(result.value);
      else reject(new Error(`model worker: ${result.error}`));
    });
    worker.once('error', (error) => {
      void worker.terminate();
      reject(error);
    });
    worker.postMessage(task);
  });
}

export const walkForwardInWorker = (task: Omit<Extract<ModelTask, { kind: 'walk-forward' }>, 'kind'>) =>
  run<GamePrediction[]>({ kind: 'walk-forward', ...task });

export const backtestInWorker = (input: BacktestInput) => run<ModelReport>({ kind: 'backtest', input });
