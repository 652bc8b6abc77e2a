// The server bundled with esbuild, as `npm run build` makes it for `npm start` (dist/server). Its own file
// so that src/main.test.ts can bundle the server the same way (into a folder of its own at the same
// depth) and start it as `npm start` does, without importing Vite.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function bundleServer(outdir: string): Promise<void> {
  await esbuild({
    // The model worker and the model job's thread are entries of their own: dist/server/model-worker.js, model-job-worker.js.
    entryPoints: [
      { in: path.join(root, 'src/main.ts'), out: 'main' },
      { in: path.join(root, 'src/core/model/model-worker.ts'), out: 'model-worker' },
      { in: path.join(root, 'src/jobs/model-job-worker.ts'), out: 'model-job-worker' },
    ],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
