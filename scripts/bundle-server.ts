// The server bundled with esbuild, as `npm run build` makes it for `npm start` (dist/server). Its own file
// so that src/main.test.ts can bundle the server the same way (into a folder of its own at the same
// depth) and start it as `npm start` does, without importing Vite.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { NODE_BUNDLE, THREAD_ENTRIES } from '../src/core/model/start-worker.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function bundleServer(outdir: string): Promise<void> {
  await esbuild({
    // The model worker and the model job's thread are entries of their own: dist/server/model-worker.js, model-job-worker.js.
    entryPoints: [{ in: path.join(root, 'src/main.ts'), out: 'main' }, ...THREAD_ENTRIES],
    outdir,
    ...NODE_BUNDLE,
    sourcemap: true,
    logLevel: 'warning',
  });
}
