// A thread started from TypeScript source runs a bundle of it, made once per process (decision 164):
// registering tsx in each new thread and loading the model's modules through it took 1.2–1.5 s a start,
// and the tests start a thread a hundred times and more a run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../db/paths.ts';
import { startWorker, THREAD_ENTRIES, threadBundle } from './start-worker.ts';

const ENTRY = new URL('../../../tests/support/thread-url.ts', import.meta.url);

const firstMessage = (worker: Worker) =>
  new Promise<string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });

describe('a thread from TypeScript source', () => {
  it('runs the bundle of its entry under .cache/threads, not the source', async () => {
    const worker = startWorker(ENTRY);
    try {
      const url = await firstMessage(worker);
      const dir = path.join(projectRoot(), '.cache', 'threads');
      expect(path.dirname(path.dirname(fileURLToPath(url)))).toBe(dir);
      expect(path.basename(fileURLToPath(url))).toBe('thread-url.js');
    } finally {
      await worker.terminate();
    }
  });

  it('bundles once per process, with the model threads beside it for a bundled module to find', () => {
    const file = threadBundle(fileURLToPath(ENTRY));
    expect(threadBundle(fileURLToPath(ENTRY))).toBe(file);
    // model-task.ts and score-model.ts start `./model-worker.js` and `./model-job-worker.js` from a bundle.
    for (const e of THREAD_ENTRIES)
      expect(existsSync(path.join(path.dirname(file), `${e.out}.js`))).toBe(true);
  });
});
