// A server of an e2e file's own on the 2025 schedule and the saved Odds API answer of Friday
// 12 December 2025, on a clock the file moves (the leaderboard and challenges files).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect, inject } from 'vitest';
import type { Clock } from '../../src/core/clock.ts';
import { parseEnv } from '../../src/core/config/env.ts';
import { ingestNflverse } from '../../src/jobs/ingest/nflverse.ts';
import { runSource } from '../../src/jobs/sources.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Game, GamesResponse } from '../../src/shared/api/games.ts';
import { API_SAMPLES, NFL_DATA, testIngestContext } from '../support/ingest.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
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

/** Loads the schedule and the capture into a fresh database and serves the built web app on it. */
export async function startCaptureServer(clock: Clock, logName: string): Promise<CaptureServer> {
  const database = await createTestDatabase();
  const loader = testIngestContext(database.db, {
    env: { NFL_DATA_DIR: NFL_DATA },
    now: '2026-03-01T00:00:00Z',
  });
  await ingestNflverse(loader, { kinds: ['games'] });
  const ctx = testIngestContext(database.db, { clock, env: { NFL_DATA_DIR: NFL_DATA } });
  for (const run of [await runSource(ctx, 'odds-api', { file: CAPTURE_12_DEC_2025 })].flat()) {
    expect(run.status, `${run.source}: ${run.error}`).toBe('success');
  }
  const app = await buildApp(
    {
      ...parseEnv({ LOG_LEVEL: 'warn' }),
      version: '0.0.0-e2e',
      webRoot: inject('e2e').webRoot,
      rateLimitPerMinute: 10_000,
    },
    { db: database.db, clock, logStream: errorCapturingLog(inject('e2e').serverErrorLog, logName) },
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
      await database.destroy();
    },
  };
}
