// The game screens' data, as the API test (src/server/routes/game-screens.test.ts) and the browser
// test (tests/e2e/game-screens-story.ts) both need it: the real schedule and results, 2025's injury
// reports and snap counts, FiveThirtyEight's Elo, the saved Odds API answer of Friday 12 December 2025
// loaded as of 18:00 UTC that day, and the model and alerts jobs run at that moment. Built once per
// test run (tests/support/fixture-db.ts).
import path from 'node:path';
import { fixedClock } from '../../src/core/clock.ts';
import type { Database } from '../../src/db/client.ts';
import { ingestElo538 } from '../../src/jobs/ingest/elo538.ts';
import { ingestNflverse } from '../../src/jobs/ingest/nflverse.ts';
import { scoreAlerts } from '../../src/jobs/score-alerts.ts';
import { scoreModel } from '../../src/jobs/score-model.ts';
import { runSource } from '../../src/jobs/sources.ts';
import { createFixtureDatabase, ensureFixture } from './fixture-db.ts';
import { API_SAMPLES, NFL_DATA, testIngestContext } from './ingest.ts';
import { packFixture } from './pack-fixtures.ts';
import type { TestDatabase } from './test-db.ts';

export const GAME_SCREENS_NOW = '2025-12-12T18:00:00Z';
export const GAME_SCREENS_CAPTURE = path.join(
  API_SAMPLES,
  'the-odds-api',
  'v4_americanfootball_nfl_odds_2025-12-12.json',
);

const KEY = 'game_screens_2025_12_12';
const AFTER_SEASON = '2026-03-01T00:00:00Z';
// Results as known long after the season, so every final score and closing line is there; what the
// screens may show as of the clock is the server's to filter. The schedule's load is the run's one
// build of it (the same call and clock as this fixture's own first step was; tests/support/pack-fixtures.ts).
const SCHEDULE = packFixture({ kinds: ['games'], at: AFTER_SEASON });

export function gameScreensDatabase(): Promise<TestDatabase> {
  return createFixtureDatabase(KEY, build, SCHEDULE);
}

/** Builds the run's fixture ahead of the files that ask for it (the e2e global set-up). */
export async function prebuildGameScreens(testDb: { superuserUrl: string; template: string }): Promise<void> {
  await ensureFixture(testDb, KEY, build, SCHEDULE);
}

async function build(db: Database): Promise<void> {
  const loader = testIngestContext(db, { env: { NFL_DATA_DIR: NFL_DATA }, now: AFTER_SEASON });
  await ingestNflverse(loader, { kinds: ['injuries', 'snap_counts'], season: 2025 });
  await ingestElo538(loader);
  const ctx = testIngestContext(db, {
    clock: fixedClock(new Date(GAME_SCREENS_NOW)),
    env: { NFL_DATA_DIR: NFL_DATA },
  });
  const runs = [
    ...[await runSource(ctx, 'odds-api', { file: GAME_SCREENS_CAPTURE })].flat(),
    await scoreModel(ctx),
    await scoreAlerts(ctx),
  ];
  const failed = runs.find((run) => run.status !== 'success');
  if (failed) throw new Error(`game screens fixture: ${failed.source} ${failed.status}: ${failed.error}`);
}
