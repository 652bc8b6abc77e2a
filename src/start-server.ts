// Opens the database this process may use (the live one, or a replay's own: decision 015), builds the
// app, listens and starts the jobs. main.ts adds configuration errors and signals; tests start the
// real thing through here.
import type { FastifyInstance } from 'fastify';
import { catchUpTracker } from './core/catch-up.ts';
import { fixedClock, systemClock } from './core/clock.ts';
import type { Config } from './core/config/env.ts';
import { appVersion } from './core/version.ts';
import { type OpenedDatabase, openDatabase } from './db/open.ts';
import { type AccountJobs, startAccountJobs } from './jobs/account-jobs.ts';
import type { HttpClient } from './jobs/http/http-client.ts';
import { type Scheduler, startScheduler } from './jobs/scheduler.ts';
import { buildApp } from './server/app.ts';
import { resolveAuthSecret } from './server/auth/auth-secret.ts';
import { bufferedLog } from './server/log-destination.ts';
import { SHUTDOWN_STAGES_MS, within } from './server/shutdown.ts';

export interface RunningServer {
  readonly app: FastifyInstance;
  readonly opened: OpenedDatabase;
  readonly scheduler: Scheduler;
  /** e.g. http://127.0.0.1:3000 */
  readonly url: string;
  /** Finishes requests, stops the jobs, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  log: (message: string) => void;
  /** Folder of the built web app, if any. */
  webRoot?: string;
  /** Tests point outbound calls at stubs. */
  http?: HttpClient;
  /** The embedded PostgreSQL could not be kept running (decision 019): the caller exits non-zero. */
  onDatabaseLost?: (error: Error) => void;
}

export async function startServer(config: Config, options: StartOptions): Promise<RunningServer> {
  const { log } = options;
  const clock = config.replayAt ? fixedClock(config.replayAt) : systemClock;
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    replayDatabaseUrl: config.replayDatabaseUrl,
    replayAt: config.replayAt,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
    log,
    onDatabaseLost: options.onDatabaseLost,
    restartBackoffMs: config.dbRestartBackoffMs,
  });
  const version = appVersion();
  const logStream = bufferedLog();
  // With the jobs on, the start-up catch-up may be computing the record from the first request on: the
  // scheduler says within a query whether the record was whole already (decision 134).
  const catchUp = catchUpTracker(config.ingest.jobsEnabled ? { step: 'loads', weekReady: false } : undefined);
  let app: FastifyInstance;
  let url: string;
  let auth: typeof config.auth & { secret: string };
  try {
    auth = { ...config.auth, secret: await resolveAuthSecret(config.auth.secret, config.dataDir) };
    app = await buildApp(
      { ...config, auth, version, webRoot: options.webRoot },
      { db: opened.db, clock, logStream, catchUp },
    );
    url = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await opened.close();
    logStream.close();
    throw error;
  }
  // Data ingest and the model job run in-process (advisory locks keep them single across instances).
  const scheduler = startScheduler({
    db: opened.db,
    clock,
    config: config.ingest,
    version,
    log,
    http: options.http,
    newsletter: { siteUrl: auth.siteUrl, secret: auth.secret },
    catchUp,
  });
  const accountJobs: AccountJobs | undefined = config.ingest.jobsEnabled
    ? startAccountJobs({ db: opened.db, mail: config.mail, log })
    : undefined;
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Each stage within its budget, so the database is stopped before the process's hard exit.
      await within(app.close(), SHUTDOWN_STAGES_MS.http, () => app.server.closeAllConnections());
      await within(Promise.all([scheduler.stop(), accountJobs?.stop()]), SHUTDOWN_STAGES_MS.jobs);
      await opened.close();
      logStream.close();
    })();
    return closing;
  };
  return { app, opened, scheduler, url, close };
}
