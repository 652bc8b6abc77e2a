// Starts a worker thread from a module that is either TypeScript source (dev, tests, CLIs under tsx) or
// bundled JavaScript (npm start: dist/server/*.js beside main.js, see scripts/bundle-server.ts).
// From source, the thread runs a bundle of its entry made on this process's first start (decision 164):
// a thread that registered tsx and loaded the model's modules through it took 1.2–1.4 s to start at load
// 6, a bundle about a tenth of that, and the tests start such a thread a hundred times and more a run.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { projectRoot } from '../../db/paths.ts';

/**
 * The thread entries, bundled together as `npm run build` bundles them (scripts/bundle-server.ts): from a
 * bundle, a module finds its sibling thread as `./<name>.js` beside itself (model-task.ts, score-model.ts).
 */
export const THREAD_ENTRIES = [
  { in: fileURLToPath(new URL('./model-worker.ts', import.meta.url)), out: 'model-worker' },
  { in: fileURLToPath(new URL('../../jobs/model-job-worker.ts', import.meta.url)), out: 'model-job-worker' },
];

/** How server code is bundled for Node, the same for `npm run build` and the threads' bundles here. */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
} as const;

/** The bundles made in this process, by entry file: made once, then every start reuses them. */
const bundles = new Map<string, string>();

/**
 * The bundle of a TypeScript thread entry (with the thread entries beside it), as a file under the
 * project's `.cache/threads/<digest of the bundle>`: packages stay external and resolve from the
 * project's node_modules, as dist/server's do. The folder is named after its content, so processes and
 * runs with the same source share one, and a process never reads a bundle of other source.
 */
export function threadBundle(entry: string): string {
  const known = bundles.get(entry);
  if (known) return known;
  // Loaded here only: the bundled server never takes this path, and does not import esbuild.
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const name = path.basename(entry, '.ts');
  const entryPoints = [...THREAD_ENTRIES.filter((e) => e.out !== name), { in: entry, out: name }];
  const { outputFiles } = esbuild.buildSync({
    entryPoints,
    outdir: '/',
    write: false,
    ...NODE_BUNDLE,
    logLevel: 'silent',
  });
  const digest = createHash('sha256');
  for (const file of outputFiles) digest.update(`${file.path}\n`).update(file.contents);
  const dir = path.join(projectRoot(), '.cache', 'threads', digest.digest('hex').slice(0, 16));
  if (!existsSync(dir)) {
    // Written beside and renamed into place: a folder that exists is whole, whoever wrote it.
    const partial = `${dir}.${process.pid}.${randomUUID()}`;
    mkdirSync(partial, { recursive: true });
    for (const file of outputFiles)
      writeFileSync(path.join(partial, path.basename(file.path)), file.contents);
    try {
      renameSync(partial, dir);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dir)) throw error;
    }
  }
  const file = path.join(dir, `${name}.js`);
  bundles.set(entry, file);
  return file;
}

export function startWorker(url: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  // Node 20 does not apply --import loaders (tsx) to a worker's entry file: the thread runs a bundle.
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  return new Worker(pathToFileURL(threadBundle(fileURLToPath(url))), options);
}
