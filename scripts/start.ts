// `npm start`: build if the sources changed since the last build, then run the server (which starts
// its embedded PostgreSQL, migrates and serves on PORT).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFingerprint } from './build-fingerprint.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist/.build-fingerprint');
const serverEntry = path.join(root, 'dist/server/main.js');

const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (!existsSync(serverEntry) || stamp !== buildFingerprint(root)) {
  // Loaded only to build: Vite and esbuild held ~170 MB of this process's RSS (and ~21 MB of live
  // heap) for its whole life when imported up front (docs/decisions/048-memory-under-load.md).
  const { buildAll } = await import('./build.ts');
  await buildAll((message) => console.log(`[go-gorilla] ${message}`));
}
await import(pathToFileURL(serverEntry).href);
