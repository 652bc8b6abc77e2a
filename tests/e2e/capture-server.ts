// A server of an e2e file's own on the 2025 schedule and the saved Odds API answer of Friday
// 12 December 2025, on a clock the file moves (the leaderboard and challenges files).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { Clock } from '../../src/core/clock.ts';
import { parseEnv } from '../../src/core/config/env.ts';
import { modelWorker } from '../../src/core/model/model-task.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Game, GamesResponse } from '../../src/shared/api/games.ts';
import { API_SAMPLES } from '../support/ingest.ts';
import { type PackLoad, packDatabase } from '../support/pack-fixtures.ts';
import { TEST_SHEDDING } from '../support/test-app.ts';
import type { TestDatabase } from '../support/test-db.ts';
import { errorCapturingLog } from './server-log.ts';

export const CAPTURE_12_DEC_2025 = path.join(
  API_SAMPLES,
  'the-odds-api',
  'v4_americanfootball_nfl_odds_2025-12-12.json',
);

export interface CaptureServer {
  database: TestDatabase;
  app: FastifyInstance;
  baseUrl: string;
  /** The week's games as the screens list them at the clock's start. */
  week: Game[];
  close(): Promise<void>;
}

/** The schedule as known on 1 March 2026 and the 12 December capture loaded as of `at`. */
export const captureLoad = (at: string): PackLoad => ({
  kinds: ['games'],
  at: '2026-03-01T00:00:00Z',
  odds: [{ file: CAPTURE_12_DEC_2025, at }],
});

/** The clock the challenges and leaderboard files start at (their load is built ahead: global-setup.ts). */
export const CAPTURE_CLOCK_START = '2025-12-12T18:00:00Z';

/**
 * Waits (up to 30 s) until the file's model thread has no call running: a page closed mid-request
 * leaves its model call running after the server closed, and the database dropped under it made the
 * server log an error ("terminating connection due to administrator command") into the run's one
 * server error log, which the test of another file running beside it then read as its own (decision
 * 148's check run: game-screens failed on leaderboard's teardown).
 */
async function modelCallsSettled(): Promise<void> {
  const worker = modelWorker();
  const until = Date.now() + 30_000;
  let quiet = 0;
  // Twice idle 50 ms apart: a queued call starts as the running one ends.
  while (quiet < 2 && Date.now() < until) {
    quiet = worker.running() ? 0 : quiet + 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A fresh database with the schedule (as known on 1 March 2026) and the capture loaded as of the clock's
 * instant, and the built web app served on it. The load is the run's one build of it
 * (tests/support/pack-fixtures.ts; the challenge and contributor-pick API tests make the same one), which
 * fails unless every run of it succeeded.
 */
export async function startCaptureServer(clock: Clock, logName: string): Promise<CaptureServer> {
  const database = await packDatabase(captureLoad(clock.now().toISOString()));
  const app = await buildApp(
    {
      ...parseEnv({ LOG_LEVEL: 'warn' }),
      version: '0.0.0-e2e',
      webRoot: inject('e2e').webRoot,
      rateLimitPerMinute: 10_000,
    },
    {
      db: database.db,
      clock,
      logStream: errorCapturingLog(inject('e2e').serverErrorLog, logName),
      shedding: TEST_SHEDDING,
    },
  );
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const week = GamesResponse.parse((await app.inject({ method: 'GET', url: '/api/games' })).json()).games;
  return {
    database,
    app,
    baseUrl,
    week,
    close: async () => {
      await app.close();
      await modelCallsSettled();
      await database.destroy();
    },
  };
}
