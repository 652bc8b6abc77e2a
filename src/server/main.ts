// The process entry point: configuration, database, HTTP server and graceful shutdown. Everything else
// is built by buildApp() so tests can construct the same app with their own database and clock.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fixedClock, systemClock } from '../core/clock.ts';
import { type Config, ConfigError, parseEnv } from '../core/config/env.ts';
import { appVersion } from '../core/version.ts';
import { openDatabase } from '../db/open.ts';
import { projectRoot } from '../db/paths.ts';
import { type Scheduler, startScheduler } from '../jobs/scheduler.ts';
import { buildApp } from './app.ts';
import { onShutdown } from './shutdown.ts';

const say = (message: string) => console.log(`[go-gorilla] ${message}`);

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = parseEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const clock = config.replayAt ? fixedClock(config.replayAt) : systemClock;
  const webRoot = path.join(projectRoot(), 'dist', 'web');
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (!hasWeb) say('the web app is not built (run `npm run build`); serving the API only');

  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    log: say,
  });
  const version = appVersion();
  const app = await buildApp(
    { ...config, version, webRoot: hasWeb ? webRoot : undefined },
    { db: opened.db, clock },
  );
  let scheduler: Scheduler | undefined;

  let closing = false;
  onShutdown(async ({ signal, err }) => {
    closing = true;
    if (err) app.log.error({ err }, 'shutting down after an error');
    else say(`${signal ?? 'shutdown'} received: finishing requests, then stopping`);
    await app.close();
    await scheduler?.stop();
    await opened.close();
    say('stopped cleanly');
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (!closing) await opened.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${config.port} on ${config.host} is already in use. Stop what uses it or set PORT.`,
      );
      process.exit(1);
    }
    throw error;
  }
  // Data ingest and the model job run in-process (advisory locks keep them single across instances).
  scheduler = startScheduler({ db: opened.db, clock, config: config.ingest, version, log: say });
  if (clock.replayAt) say(`REPLAY MODE: running as of ${clock.replayAt.toISOString()}`);
  say(`ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
