// `npm run dev`: PostgreSQL once, the API under `tsx watch` (restarts on change, database kept), and
// Vite with hot reload on PORT (default 3000) forwarding /api to the API.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { parseEnv } from '../src/core/config/env.ts';
import { databaseTarget, openDatabase, prepareReplayFolders } from '../src/db/open.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const config = parseEnv(process.env);
const apiPort = Number(process.env.API_PORT ?? config.port + 1);
const say = (message: string) => console.log(`[dev] ${message}`);

// A replay (NOW) gets its own database, never the live one (docs/decisions/015-replay-isolation.md).
const location = {
  databaseUrl: config.databaseUrl,
  replayDatabaseUrl: config.replayDatabaseUrl,
  replayAt: config.replayAt,
  dataDir: config.dataDir,
};
const target = databaseTarget({ ...location, poolMax: 2, log: say });
let databaseUrl = 'url' in target ? target.url : undefined;
let stopDatabase = async () => {};
if (!databaseUrl) {
  // Started here, not by the API, so that API restarts do not restart PostgreSQL.
  const { startEmbeddedPostgres } = await import('../src/db/embedded.ts');
  if (config.replayAt) await prepareReplayFolders(config.dataDir);
  const server = await startEmbeddedPostgres({
    dataDir: 'dataDir' in target ? target.dataDir : '',
    log: say,
  });
  databaseUrl = server.url;
  stopDatabase = () => server.stop();
}
// The API opens what it is given: the replay's database through REPLAY_DATABASE_URL, the live one through DATABASE_URL.
const databaseEnv = config.replayAt ? { REPLAY_DATABASE_URL: databaseUrl } : { DATABASE_URL: databaseUrl };
const opened = await openDatabase({
  ...location,
  ...(config.replayAt ? { replayDatabaseUrl: databaseUrl } : { databaseUrl }),
  poolMax: 2,
  log: say,
});
await opened.close();

const api: ChildProcess = spawn(
  process.execPath,
  [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    // SITE_URL: mail links and the allowed Origin are Vite's address, where people open the app.
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      SITE_URL: config.auth.siteUrl,
    },
  },
);
process.env.API_PORT = String(apiPort);
const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  server: { port: config.port },
});
await vite.listen();
vite.printUrls();

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  say('stopping...');
  api.kill('SIGTERM');
  await vite.close();
  await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve(null)));
  await stopDatabase();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
