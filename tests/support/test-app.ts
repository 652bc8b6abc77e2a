import type { FastifyInstance } from 'fastify';
import { type Clock, fixedClock, systemClock } from '../../src/core/clock.ts';
import { parseEnv } from '../../src/core/config/env.ts';
import { type AppConfig, buildApp } from '../../src/server/app.ts';
import type { UserWriteLimits } from '../../src/server/plugins/rate-limit.ts';
import type { SheddingLimits } from '../../src/server/plugins/shedding.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export const baseTestConfig = (): AppConfig => ({
  ...parseEnv({ LOG_LEVEL: 'silent' }),
  version: '0.0.0-test',
  webRoot: undefined,
});

/**
 * The shedder of a test's server (decision 126): never on event-loop delay. A test's server runs in the
 * test's own process, whose loop also runs the file's fixture jobs and, on the loaded 2-core box, waits
 * for a core; a delay from those made the server answer 503 to tests about something else. The tests
 * of shedding itself pass their own limits (shedding.test.ts, security-rules.test.ts).
 */
export const TEST_SHEDDING: SheddingLimits = { maxEventLoopDelayMs: 0 };

/** Per-person write limits high enough that no test request meets them. */
export const NO_WRITE_LIMIT: UserWriteLimits = { default: 100_000, routes: {} };

/** The real app on a fresh database; `now` freezes the clock (replay mode). */
export async function createTestApp(
  options: {
    now?: string;
    config?: Partial<AppConfig>;
    clock?: Clock;
    /** Time for the rate-limit windows (fix it to keep a test inside one window). */
    rateLimitNow?: () => number;
    /** Real time for breaks, limits and newsletter links (default: the process clock). */
    wallNow?: () => Date;
    /** Where the app's log lines go (with `config.logLevel` set). */
    logStream?: { write(line: string): void };
    /** Adds routes of the test's own before the app is sealed. */
    beforeReady?: (app: FastifyInstance) => void;
    /** A database the file made already (a loaded fixture); it is the app's to destroy on close. */
    database?: TestDatabase;
    /** The shedder's limits (lower them to put the app under pressure); default TEST_SHEDDING. */
    shedding?: SheddingLimits;
    /** Per-person write limits (lift them to let 100 concurrent writes race for a quota). */
    userWrites?: UserWriteLimits;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? (options.now ? fixedClock(new Date(options.now)) : systemClock);
  const app = await buildApp(
    { ...baseTestConfig(), ...options.config },
    {
      db: database.db,
      clock,
      logStream: options.logStream,
      rateLimitNow: options.rateLimitNow,
      wallNow: options.wallNow,
      shedding: options.shedding ?? TEST_SHEDDING,
      userWrites: options.userWrites,
    },
  );
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

/** GET `url` from an app on `db` whose clock stands at `at` (a replay instant); expects a 200. */
export async function getAtInstant<T>(db: TestDatabase['db'], at: string | number, url: string): Promise<T> {
  const app = await buildApp(baseTestConfig(), {
    db,
    clock: fixedClock(new Date(at)),
    shedding: TEST_SHEDDING,
  });
  try {
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  } finally {
    await app.close();
  }
}
