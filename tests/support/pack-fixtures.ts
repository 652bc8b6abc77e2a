// The data pack's schedule, loaded once per test run and cloned by every file that starts from it
// (tests/support/fixture-db.ts). About forty API files began by ingesting the nflverse schedule into a
// fresh database of their own: each ingest parses 7,600 games and writes them with their closing
// lines and weather, seconds of work repeated per file. A file now asks for the load it did, and gets a
// clone of it in milliseconds: the same rows, since the load is the same call with the same clock.
//
// What makes two loads the same (and so the key): the kinds, the season filter and the clock. A replay
// clock stamps the runs it records and the captured time of unplayed games with its instant, so the
// instant is part of the key. A live load ("today", the system clock) is keyed `live`: every file
// asking for it gets the one made at the run's start (minutes earlier than its own load would have
// been; no test reads those minutes).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fixedClock } from '../../src/core/clock.ts';
import type { Database } from '../../src/db/client.ts';
import { ingestDfsFolder } from '../../src/jobs/ingest/dfs-folder.ts';
import { ingestElo538 } from '../../src/jobs/ingest/elo538.ts';
import { ingestNflverse } from '../../src/jobs/ingest/nflverse.ts';
import { NFLVERSE_KINDS, type NflverseKind } from '../../src/jobs/providers/nflverse/kinds.ts';
import type { RunSummary } from '../../src/jobs/run-recorder.ts';
import { scoreModel } from '../../src/jobs/score-model.ts';
import { runSource } from '../../src/jobs/sources.ts';
import { createFixtureDatabase, ensureFixture, type FixtureBase } from './fixture-db.ts';
import { NFL_DATA, SHARED_DATA, testIngestContext } from './ingest.ts';
import type { TestDatabase } from './test-db.ts';

export interface PackLoad {
  /** nflverse kinds (ingestNflverse loads them in its own order, the schedule first). */
  kinds: readonly NflverseKind[];
  /** Only this season's rows. */
  season?: number;
  /** The replay instant of the load (ISO, UTC); absent: a live load on the system clock. */
  at?: string;
  /** Also FiveThirtyEight's Elo file, loaded after the nflverse kinds with the same clock. */
  elo?: boolean;
  /** Also the DraftKings salary exports of the pack (ingestDfsFolder), after the files above. */
  dfs?: boolean;
  /** Then saved Odds API answers (files of the pack), each loaded in a replay at its instant. */
  odds?: readonly { file: string; at: string }[];
  /** Then the model job, as of this replay instant (ISO, UTC). */
  modelAt?: string;
}

/** A fresh database holding `load`, cloned from the run's one build of it. */
export function packDatabase(load: PackLoad): Promise<TestDatabase> {
  const { key, build, on } = packFixture(load);
  return createFixtureDatabase(key, build, on);
}

/** Builds the run's fixture of `load` ahead of the files that will ask for it (the e2e global set-up). */
export async function prebuildPack(
  testDb: { superuserUrl: string; template: string },
  load: PackLoad,
): Promise<void> {
  const { key, build, on } = packFixture(load);
  await ensureFixture(testDb, key, build, on);
}

/**
 * The run's fixture of `load`. A load with a model run is built on a clone of the same load without it,
 * and a load with Odds API answers on a clone of the load without them: the same steps in the same order
 * (buildPack), so the same rows, and the schedule's ingest that several loads begin with runs once per run.
 */
export function packFixture(load: PackLoad): FixtureBase {
  const key = packKey(load);
  if (load.modelAt !== undefined) {
    const { modelAt, ...base } = load;
    return { key, build: (db) => runModelAt(db, modelAt), on: packFixture(base) };
  }
  if (load.odds?.length) {
    const { odds, ...base } = load;
    return { key, build: (db) => loadOdds(db, odds), on: packFixture(base) };
  }
  // The DraftKings exports on a clone of the nflverse load without them (decision 159): the same steps in
  // the same order, and a file that imports the exports itself (dfs-salaries.test.ts) starts from that base.
  if (load.dfs) {
    return { key, build: (db) => loadDfs(db, load.at), on: packFixture({ ...load, dfs: false }) };
  }
  return { key, build: (db) => buildPack(db, load) };
}

/**
 * The fixture key of a load: a digest of what it loads and as of when, so two calls share a build
 * exactly when they would load the same rows.
 */
export function packKey(load: PackLoad): string {
  const normal = {
    kinds: NFLVERSE_KINDS.filter((k) => load.kinds.includes(k)),
    season: load.season ?? null,
    at: load.at === undefined ? 'live' : instant(load.at),
    elo: load.elo ?? false,
    dfs: load.dfs ?? false,
    odds: (load.odds ?? []).map((o) => ({ file: path.relative(SHARED_DATA, o.file), at: instant(o.at) })),
    modelAt: load.modelAt === undefined ? null : instant(load.modelAt),
  };
  return `pack_${createHash('sha256').update(JSON.stringify(normal)).digest('hex').slice(0, 20)}`;
}

function instant(iso: string): string {
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) throw new Error(`pack fixture: ${iso} is not an instant`);
  return new Date(ms).toISOString();
}

/** The loads of the pack: the nflverse kinds, then 538's Elo file (the DraftKings exports: loadDfs). */
async function buildPack(db: Database, load: PackLoad): Promise<void> {
  const loader = packLoader(db, load.at);
  const runs: RunSummary[] = await ingestNflverse(loader, { kinds: load.kinds, season: load.season });
  if (load.elo) runs.push(await ingestElo538(loader));
  expectSuccess(runs);
}

/** Then the DraftKings exports of the pack, with the load's clock. */
async function loadDfs(db: Database, at: string | undefined): Promise<void> {
  expectSuccess(await ingestDfsFolder(packLoader(db, at)));
}

/** The ingest context of a load: the pack's folder, and the load's replay instant (absent: live). */
function packLoader(db: Database, at: string | undefined) {
  return testIngestContext(db, {
    env: { NFL_DATA_DIR: NFL_DATA },
    ...(at === undefined ? {} : { clock: fixedClock(new Date(at)) }),
  });
}

/** Then the saved Odds API answers, each in a replay at its instant. */
async function loadOdds(db: Database, odds: NonNullable<PackLoad['odds']>): Promise<void> {
  const runs: RunSummary[] = [];
  for (const { file, at } of odds) {
    const ctx = testIngestContext(db, { clock: fixedClock(new Date(at)), env: { NFL_DATA_DIR: NFL_DATA } });
    runs.push(...[await runSource(ctx, 'odds-api', { file })].flat());
  }
  expectSuccess(runs);
}

/** Then the model job as of `modelAt`. */
async function runModelAt(db: Database, modelAt: string): Promise<void> {
  const at = fixedClock(new Date(modelAt));
  expectSuccess([await scoreModel(testIngestContext(db, { clock: at, env: { NFL_DATA_DIR: NFL_DATA } }))]);
}

/** A build fails unless every run it made succeeded. */
function expectSuccess(runs: RunSummary[]): void {
  const failed = runs.find((run) => run.status !== 'success');
  if (failed) throw new Error(`pack fixture: ${failed.source} ${failed.status}: ${failed.error}`);
}
