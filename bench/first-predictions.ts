// The first GET /api/predictions after new data, with and without the model job's precompute
// (docs/decisions/017-precomputed-picks.md). The real schedule in a fresh embedded PostgreSQL, the
// clock held at Wednesday 19 November 2025 (week 12: every game still provisional).
//   npx tsx bench/first-predictions.ts [rounds]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Clock } from '../src/core/clock.ts';
import { parseEnv } from '../src/core/config/env.ts';
import { openDatabase } from '../src/db/open.ts';
import { projectRoot } from '../src/db/paths.ts';
import { appendOddsSnapshots } from '../src/db/repositories/odds.ts';
import { ingestElo538 } from '../src/jobs/ingest/elo538.ts';
import { ingestNflverse } from '../src/jobs/ingest/nflverse.ts';
import { defaultHttpClient, type IngestContext } from '../src/jobs/ingest-context.ts';
import { recordRun } from '../src/jobs/run-recorder.ts';
import { scoreModel } from '../src/jobs/score-model.ts';
import { buildApp } from '../src/server/app.ts';

const rounds = Number(process.argv[2] ?? 3);
const at = Date.parse('2025-11-19T12:00:00Z');
// A live server whose clock stands still: no replay flag, so it opens an ordinary database.
const clock: Clock = { now: () => new Date(at), replayAt: undefined };
const dataDir = await mkdtemp(path.join(tmpdir(), 'gg-bench-first-'));
const opened = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 6, log: () => {} });
const env = parseEnv({ LOG_LEVEL: 'silent', NFL_DATA_DIR: path.join(projectRoot(), '../shared/data/nfl') });
const ctx: IngestContext = {
  db: opened.db,
  clock,
  config: env.ingest,
  http: defaultHttpClient(env.ingest, 'bench'),
  log: () => {},
};
await ingestNflverse(ctx, { kinds: ['games', 'injuries'] });
await ingestElo538(ctx);
await scoreModel(ctx);
const app = await buildApp(
  { ...env, version: 'bench', webRoot: undefined, rateLimitPerMinute: 1e9 },
  {
    db: opened.db,
    clock,
  },
);

let line = -3;
/** New data: a line for a week-12 game, captured before the clock, through a recorded run. */
const newData = () =>
  recordRun(ctx, 'bench', async () => {
    line -= 0.5;
    const capturedAt = new Date(at - 60_000 + line * 1000);
    const rows = ['home', 'away'].map((side) => ({
      gameId: '2025_12_NYJ_BAL',
      book: 'bench',
      market: 'spreads',
      side,
      line: side === 'home' ? line : -line,
      price: -110,
      capturedAt,
      source: 'bench',
    }));
    return { counts: await appendOddsSnapshots(opened.db.orm, rows) };
  });
const firstRequest = async () => {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: '/api/predictions' });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}`);
  return performance.now() - t0;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const cold: number[] = [];
const warm: number[] = [];
const job: number[] = [];
for (let i = 0; i < rounds; i++) {
  await newData();
  cold.push(await firstRequest());
  await newData();
  const t0 = performance.now();
  await scoreModel(ctx); // what the model job does after new data, precompute included
  job.push(performance.now() - t0);
  warm.push(await firstRequest());
}
const ms = (x: number) => `${Math.round(x)} ms`;
console.log(`first GET /api/predictions after new data (median of ${rounds}):`);
console.log(`  computed on request (no precompute): ${ms(median(cold))}  [${cold.map(ms).join(', ')}]`);
console.log(`  after the model job precomputed:     ${ms(median(warm))}  [${warm.map(ms).join(', ')}]`);
console.log(`  the model job run itself:            ${ms(median(job))}  [${job.map(ms).join(', ')}]`);
await app.close();
await opened.close();
await rm(dataDir, { recursive: true, force: true });
