// Builds the web app once and serves it from three instances of the real server on loopback, each on
// its own fresh database: normal and replay mode loaded with the real schedule, and a fresh install
// with nothing loaded (the empty states).
//
// The work (the Vite build, two loads of the data pack, the model and recap jobs) is started here and
// left running (decision 116): Vitest runs every project's global set-up before the first test of any
// project, so doing it here blocked the unit and API files for the length of the load. Each server's
// address is bound at once (a listener on port 0 that hands requests to the app once it is built), so
// the addresses are provided before the servers exist; every e2e file waits for the set-up to finish
// first (tests/e2e/wait-for-servers.ts, the e2e project's set-up file) and fails with its error.
import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestProject } from 'vitest/node';
import type { connectDatabase } from '../../src/db/client.ts';
import type { IngestContext } from '../../src/jobs/ingest-context.ts';
import { dropDatabase, withDatabase } from '../support/global-db.ts';
import { REPLAY_COLD_PATHS } from './replay-cold-paths.ts';
import { writeIndex } from './screens-index.ts';
import { errorCapturingLog } from './server-log.ts';

// The app's, the jobs' and Vite's code is imported inside the background work, not at the top: Vitest
// waits for every global set-up to return before the first test of any project, and importing them here
// took about 10 s (load 6) with one core busy and the other idle at the start of every run.
const appCode = async () => {
  const [clock, env, client, dfs, elo, score, sources, recaps, app, ingest, testApp] = await Promise.all([
    import('../../src/core/clock.ts'),
    import('../../src/core/config/env.ts'),
    import('../../src/db/client.ts'),
    import('../../src/jobs/ingest/dfs-folder.ts'),
    import('../../src/jobs/ingest/elo538.ts'),
    import('../../src/jobs/score-model.ts'),
    import('../../src/jobs/sources.ts'),
    import('../../src/jobs/weekly-recaps.ts'),
    import('../../src/server/app.ts'),
    import('../support/ingest.ts'),
    import('../support/test-app.ts'),
  ]);
  return {
    ...clock,
    ...env,
    ...client,
    ...dfs,
    ...elo,
    ...score,
    ...sources,
    ...recaps,
    ...app,
    ...ingest,
    TEST_SHEDDING: testApp.TEST_SHEDDING,
  };
};
type AppCode = Awaited<ReturnType<typeof appCode>>;

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
  /** Written when the servers are ready: `ok`, or why the set-up failed (tests/e2e/wait-for-servers.ts). */
  readyFile: string;
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
  // Error lines of every server go to a file the test workers read after each test (server-log.ts).
  const serverErrorLog = path.join(webRoot, 'server-errors.log');
  const readyFile = path.join(webRoot, 'servers-ready');
  const { superuserUrl, template } = project.getProvidedContext().testDb;
  const names = [`gg_e2e_${process.pid}`, `gg_e2e_replay_${process.pid}`, `gg_e2e_empty_${process.pid}`];
  const doors = await Promise.all(names.map(() => openDoor()));

  project.provide('e2e', {
    baseUrl: doors[0]?.url ?? '',
    replayBaseUrl: doors[1]?.url ?? '',
    replayDatabaseUrl: withDatabase(superuserUrl, names[1] ?? ''),
    emptyBaseUrl: doors[2]?.url ?? '',
    replayAt: REPLAY_AT,
    webRoot,
    chatUrl: CHAT_URL,
    socialUrl: SOCIAL_URL,
    serverErrorLog,
    readyFile,
  });

  const apps: FastifyInstance[] = [];
  const dbs: ReturnType<typeof connectDatabase>[] = [];
  const started = performance.now();
  const work = (async () => {
    const code = await appCode();
    const { buildApp, connectDatabase, fixedClock, systemClock, parseEnv } = code;
    const {
      ingestElo538,
      runSource,
      runWeeklyRecaps,
      scoreModel,
      testIngestContext,
      NFL_DATA,
      TEST_SHEDDING,
    } = code;
    // This run's screenshots only: screens/index.html lists what the run checked (screen-checks.ts).
    await rm(path.join(root, 'test-results', 'screens'), { recursive: true, force: true });
    await buildWeb(root, webRoot);
    const admin = connectDatabase(superuserUrl, { max: 1 });
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
    const logStream = (server: string) => errorCapturingLog(serverErrorLog, server);
    // One after another: two full ingests at once on a loaded 2-core machine starved the database of
    // connections (pg's 5 s connect timeout) in about half the runs.
    const SERVER_NAMES = ['live', 'replay', 'empty'];
    for (const [i, name] of names.entries()) {
      // The app's default pool (10): two e2e files ask these servers at once (decision 126).
      const db = connectDatabase(withDatabase(superuserUrl, name));
      dbs.push(db);
      const clock = i === 1 ? fixedClock(new Date(REPLAY_AT)) : systemClock;
      if (i !== 2) {
        // The real schedule, results and lines, loaded as of each server's clock.
        const ingest = testIngestContext(db, { clock, env: { NFL_DATA_DIR: NFL_DATA } });
        // Picks frozen and graded, and the public record computed, as the model job does.
        const runs = [
          ...(await runSource(ingest, 'games', {})),
          await ingestElo538(ingest),
          await scoreModel(ingest),
          // The replay also gets the player data and the DraftKings exports (/top5, /players/:id), and the
          // blog's weekly recaps of its graded weeks, as the recap job writes them.
          ...(i === 1 ? [...(await playerData(code, ingest)), await runWeeklyRecaps(ingest)] : []),
        ];
        const failed = runs.find((run) => run.status !== 'success');
        if (failed) throw new Error(`e2e data set-up: ${failed.source} ${failed.status}: ${failed.error}`);
      }
      // Never shedding on event-loop delay: these servers share the Vitest process (and the box) with
      // the run's other work; no e2e test is about shedding (decision 126).
      const app = await buildApp(config, {
        db,
        clock,
        logStream: logStream(SERVER_NAMES[i] ?? 'server'),
        shedding: TEST_SHEDDING,
      });
      apps.push(app);
      await app.ready();
      // The replay's cold answers built now, before any file asks (decision 133): the first visitor of
      // its home waited for the week board and the prepared answers (over 30 s at a load average near
      // 10), and with the screen tour's replay half among the first files that visitor was a test.
      if (i === 1) await warm(app, REPLAY_COLD_PATHS);
      doors[i]?.open(app);
    }
  })();
  // Written whole, then renamed: a waiting file never reads half of it.
  const settle = (state: string) => {
    writeFileSync(`${readyFile}.tmp`, state);
    renameSync(`${readyFile}.tmp`, readyFile);
  };
  const settled = work.then(
    () => {
      console.log(`e2e servers ready in ${Math.round((performance.now() - started) / 1000)} s`);
      settle('ok');
    },
    (error: unknown) => settle(error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
  // Then, while the first files run, the loaded databases other e2e files clone, in a process of their
  // own so that their writes leave these servers' caches alone (build-ahead.ts, decision 148).
  const ahead = work.then(
    () => buildAhead(root, { superuserUrl, template }),
    () => {},
  );

  return async () => {
    await settled;
    await ahead;
    for (const door of doors) await door.close();
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    for (const name of names) await dropDatabase(superuserUrl, name);
    await rm(webRoot, { recursive: true, force: true });
    // Every shot of the run in the index, whichever file's rewrite came last (screens-index.ts).
    writeIndex(path.join(root, 'test-results', 'screens'));
  };
}

/** Asks each path until it answers 200 (a cold build may outlast the handler's timeout), at most 5 minutes. */
async function warm(app: FastifyInstance, paths: readonly string[]): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (const url of paths) {
    for (;;) {
      const { statusCode } = await app.inject({ method: 'GET', url });
      if (statusCode === 200) break;
      if (Date.now() > deadline) throw new Error(`e2e set-up: ${url} answered ${statusCode} for 5 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Runs build-ahead.ts in a child process (through tsx, as `npm start` runs the sources); never fails the run. */
function buildAhead(root: string, testDb: { superuserUrl: string; template: string }): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'build-ahead.ts')],
      {
        cwd: root,
        env: { ...process.env, E2E_AHEAD_TEST_DB: JSON.stringify(testDb) },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', (error) => {
      console.warn('e2e set-up: the fixtures built ahead did not start (each file builds its own):', error);
      resolve();
    });
    child.on('exit', () => resolve());
  });
}

async function buildWeb(root: string, webRoot: string): Promise<void> {
  // Vitest sets NODE_ENV=test, under which Vite builds React's development bundle (StrictMode double
  // effects, dev-only warnings, a third larger). The browser tests check what users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const { build: viteBuild } = await import('vite');
    await viteBuild({
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'production',
      build: { outDir: webRoot, emptyOutDir: false, sourcemap: false },
      logLevel: 'warn',
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * A loopback listener bound now, whose requests go to the app once `open` hands it over: the address is
 * known before the app is built. The app's own server (Fastify's, from buildApp's serverFactory, with
 * the front door in front of Fastify's handler) answers each request exactly as when it listens itself.
 */
async function openDoor(): Promise<{
  url: string;
  open(app: FastifyInstance): void;
  close(): Promise<void>;
}> {
  let open: (app: FastifyInstance) => void = () => {};
  const opened = new Promise<FastifyInstance>((resolve) => {
    open = resolve;
  });
  const door = http.createServer((request, response) => {
    void opened.then((app) => app.server.emit('request', request, response));
  });
  await new Promise<void>((resolve, reject) => {
    door.once('error', reject);
    door.listen(0, '127.0.0.1', () => resolve());
  });
  const address = door.address();
  if (!address || typeof address !== 'object') throw new Error('e2e: no address for a server');
  return {
    url: `http://127.0.0.1:${address.port}`,
    open,
    close: () =>
      new Promise<void>((resolve) => {
        door.closeAllConnections();
        door.close(() => resolve());
      }),
  };
}

async function playerData({ runSource, ingestDfsFolder }: AppCode, ingest: IngestContext) {
  const runs = [];
  for (const source of ['players', 'player-stats', 'team-stats', 'snap-counts', 'injuries'])
    runs.push(...(await runSource(ingest, source, {})));
  return [...runs, ...(await ingestDfsFolder(ingest))];
}
