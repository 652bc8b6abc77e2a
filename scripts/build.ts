// `npm run build`: the web app with Vite into dist/web, the server bundled with esbuild into dist/server.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { buildFingerprint } from './build-fingerprint.ts';
import { bundleServer } from './bundle-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildAll(log: (message: string) => void = console.log): Promise<void> {
  const started = Date.now();
  const fingerprint = buildFingerprint(root);
  log('building the web app...');
  await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  log('bundling the server...');
  await bundleServer(path.join(root, 'dist/server'));
  writeFileSync(path.join(root, 'dist/.build-fingerprint'), fingerprint);
  log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildAll().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
