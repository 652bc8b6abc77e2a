// Builds the web app once and serves it from three instances of the real server on loopback, each on
// its own fresh database: normal and replay mode loaded with the real schedule, and a fresh install
// with nothing loaded (the empty states).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import type { TestProject } from 'vitest/node';
import { fixedClock, systemClock } from '../../src/core/clock.ts';
import { parseEnv } from '../../src/core/config/env.ts';
import { connectDatabase } from '../../src/db/client.ts';
import { ingestDfsFolder } from '../../src/jobs/ingest/dfs-folder.ts';
import { ingestElo538 } from '../../src/jobs/ingest/elo538.ts';
import type { IngestContext } from '../../src/jobs/ingest-context.ts';
import { scoreModel } from '../../src/jobs/score-model.ts';
import { runSource } from '../../src/jobs/sources.ts';
import { runWeeklyRecaps } from '../../src/jobs/weekly-recaps.ts';
import { buildApp } from '../../src/server/app.ts';
import { dropDatabase, withDatabase } from '../support/global-db.ts';
import { NFL_DATA, testIngestContext } from '../support/ingest.ts';
import { errorCapturingLog } from './server-log.ts';

export interface E2eInfo {
  baseUrl: string;
  replayBaseUrl: string;
  /** The replay server's database (tests read mailed links from its outbox, as a person reads mail). */
  replayDatabaseUrl: string;
  /** A server on an empty database: no data loaded, no model report. */
  emptyBaseUrl: string;
  replayAt: string;
  /** The built web app, for test files that start a server of their own. */
  webRoot: string;
  chatUrl: string;
  socialUrl: string;
  /** Every error-level line either server logs, appended as it happens (tests/e2e/browser.ts reads it). */
  serverErrorLog: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eInfo;
  }
}

const REPLAY_AT = '2025-11-19T12:00:00Z';
const CHAT_URL = 'https://chat.example.test/invite/go-gorilla';
const SOCIAL_URL = 'https://social.example.test/gogorilla';

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const webRoot = await mkdtemp(path.join(tmpdir(), 'gg-e2e-web-'));
  // This run's screenshots only: screens/index.html lists what the run checked (screen-checks.ts).
  await rm(path.join(root, 'test-results', 'screens'), { recursive: true, force: true });
  // Vitest sets NODE_ENV=test, under which Vite builds React's development bundle (StrictMode double
  // effects, dev-only warnings, a third larger). The browser tests check what users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      build: { outDir: webRoot, emptyOutDir: true, sourcemap: false },
      logLevel: 'warn',
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  const { superuserUrl, template } = project.getProvidedContext().testDb;
  const admin = connectDatabase(superuserUrl, { max: 1 });
  const names = [`gg_e2e_${process.pid}`, `gg_e2e_replay_${process.pid}`, `gg_e2e_empty_${process.pid}`];
  for (const name of names) {
    await admin.pool.query(`drop database if exists "${name}" with (force)`);
    await admin.pool.query(`create database "${name}" template "${template}"`);
  }
  await admin.close();

  const config = {
    ...parseEnv({ LOG_LEVEL: 'warn' }),
    version: '0.0.0-e2e',
    webRoot,
    rateLimitPerMinute: 10_000,
    publicLinks: { chat: CHAT_URL, social: SOCIAL_URL },
  };
  // Error lines of every server go to a file the test workers read after each test (server-log.ts).
  const serverErrorLog = path.join(webRoot, 'server-errors.log');
  const logStream = (server: string) => errorCapturingLog(serverErrorLog, server);
  // One after another: two full ingests at once on a loaded 2-core machine starved the database of
  // connections (pg's 5 s connect timeout) in about half the runs.
  const servers: {
    app: Awaited<ReturnType<typeof buildApp>>;
    db: ReturnType<typeof connectDatabase>;
    url: string;
  }[] = [];
  const SERVER_NAMES = ['live', 'replay', 'empty'];
  const start = async (name: string, i: number) => {
    const db = connectDatabase(withDatabase(superuserUrl, name), { max: 5 });
    const clock = i === 1 ? fixedClock(new Date(REPLAY_AT)) : systemClock;
    if (i === 2) {
      const app = await buildApp(config, { db, clock, logStream: logStream(SERVER_NAMES[i] ?? 'server') });
      return { app, db, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
    }
    // The real schedule, results and lines, loaded as of each server's clock.
    const ingest = testIngestContext(db, { clock, env: { NFL_DATA_DIR: NFL_DATA } });
    // Picks frozen and graded, and the public record computed, as the model job does.
    const runs = [
      ...(await runSource(ingest, 'games', {})),
      await ingestElo538(ingest),
      await scoreModel(ingest),
      // The replay also gets the player data and the DraftKings exports (/top5, /players/:id), and the
      // blog's weekly recaps of its graded weeks, as the recap job writes them.
      ...(i === 1 ? [...(await playerData(ingest)), await runWeeklyRecaps(ingest)] : []),
    ];
    const failed = runs.find((run) => run.status !== 'success');
    if (failed) throw new Error(`e2e data set-up: ${failed.source} ${failed.status}: ${failed.error}`);
    const app = await buildApp(config, { db, clock, logStream: logStream(SERVER_NAMES[i] ?? 'server') });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, db, url };
  };
  for (const [i, name] of names.entries()) servers.push(await start(name, i));

  project.provide('e2e', {
    baseUrl: servers[0]?.url ?? '',
    replayBaseUrl: servers[1]?.url ?? '',
    replayDatabaseUrl: withDatabase(superuserUrl, names[1] ?? ''),
    emptyBaseUrl: servers[2]?.url ?? '',
    replayAt: REPLAY_AT,
    webRoot,
    chatUrl: CHAT_URL,
    socialUrl: SOCIAL_URL,
    serverErrorLog,
  });

  return async () => {
    for (const server of servers) {
      await server.app.close();
      await server.db.close();
    }
    for (const name of names) await dropDatabase(superuserUrl, name);
    await rm(webRoot, { recursive: true, force: true });
  };
}

async function playerData(ingest: IngestContext) {
  const runs = [];
  for (const source of ['players', 'player-stats', 'team-stats', 'snap-counts', 'injuries'])
    runs.push(...(await runSource(ingest, source, {})));
  return [...runs, ...(await ingestDfsFolder(ingest))];
}
