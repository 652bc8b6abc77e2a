// Starts a worker thread from a module that is either TypeScript source (tsx: dev, tests, CLIs) or
// bundled JavaScript (npm start: dist/server/*.js beside main.js, see scripts/build.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

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

export function startWorker(url: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url, options);
  // Node 20 does not apply --import loaders to a worker's entry file: register tsx, then load it.
  return new Worker(
    `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`,
    { ...options, eval: true },
  );
}
