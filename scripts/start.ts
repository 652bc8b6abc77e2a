// `npm start`: build if the sources changed since the last build, then run the server (which starts
// its embedded PostgreSQL, migrates and serves on PORT).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildFingerprint } from './build-fingerprint.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist/.build-fingerprint');
const serverEntry = path.join(root, 'dist/server/main.js');

const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
if (!existsSync(serverEntry) || stamp !== buildFingerprint(root)) {
  // Built in a child process that exits when done: importing Vite and esbuild here kept ~170 MB
  // (docs/decisions/048-memory-under-load.md) and building in this process left it at ~900 MB RSS for
  // its whole life, against ~315 MB after a plain restart
  // (docs/decisions/092-public-reads-never-wait-for-private-writes.md).
  console.log('[go-gorilla] building (sources changed since the last build)...');
  const built = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) {
    console.error(`[go-gorilla] the build failed (exit ${built.status ?? built.signal})`);
    process.exit(1);
  }
}
await import(pathToFileURL(serverEntry).href);
