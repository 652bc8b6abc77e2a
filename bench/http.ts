// HTTP throughput of our app against a bare Fastify hello-world, measured side by side in one run on
// loopback with autocannon. Prints requests/s, p99 latency and the ratio ours/bare.
//   npx tsx bench/http.ts [--seconds 10] [--connections 50]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { systemClock } from '../src/core/clock.ts';
import { parseEnv } from '../src/core/config/env.ts';
import { openDatabase } from '../src/db/open.ts';
import { defaultHttpClient } from '../src/jobs/ingest-context.ts';
import { runSource } from '../src/jobs/sources.ts';
import { buildApp } from '../src/server/app.ts';

export interface Target {
  name: string;
  url: string;
}

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measure(target: Target, seconds: number, connections: number): Promise<Measurement> {
  // The load generator runs in a worker thread so it does not share the servers' event loop.
  const result = await autocannon({
    url: target.url,
    duration: seconds,
    connections,
    pipelining: 1,
    workers: 1,
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function printTable(baseline: Measurement, rows: Measurement[]): void {
  console.log('\n| endpoint | req/s | p99 ms | errors | non-2xx | req/s vs bare Fastify |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of [baseline, ...rows]) {
    const ratio = row === baseline ? '1.00' : (row.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    console.log(
      `| ${row.name} | ${row.requestsPerSecond.toFixed(0)} | ${row.p99Ms.toFixed(1)} | ${row.errors} | ${row.non2xx} | ${ratio} |`,
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);

  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const dataDir = await mkdtemp(path.join(tmpdir(), 'gg-bench-'));
  const opened = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    poolMax: 10,
    log: () => {},
  });
  const env = parseEnv({
    LOG_LEVEL: 'silent',
    NFL_DATA_DIR: path.resolve(import.meta.dirname, '../../shared/data/nfl'),
  });
  const config = { ...env, version: 'bench', webRoot: undefined, rateLimitPerMinute: 10_000_000 };
  // The real schedule, FiveThirtyEight's archive and the model's picks and record, as in production.
  const ingest = {
    db: opened.db,
    clock: systemClock,
    config: env.ingest,
    http: defaultHttpClient(env.ingest, 'bench'),
    log: () => {},
  };
  for (const source of ['games', 'injuries', 'elo538', 'model']) {
    for (const run of await runSource(ingest, source, {})) {
      if (run.status === 'failed') throw new Error(`${run.source}: ${run.error}`);
    }
  }
  const app = await buildApp(config, { db: opened.db, clock: systemClock });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  try {
    // Warm both up so JIT and connection pools are ready before measuring.
    await measure({ name: 'warm-up', url: bareUrl }, 2, connections);
    await measure({ name: 'warm-up', url: `${appUrl}/api/health` }, 2, connections);
    const baseline = await measure({ name: 'bare Fastify GET /', url: bareUrl }, seconds, connections);
    const endpoints: Target[] = [
      { name: 'GET /api/health (DB ping)', url: `${appUrl}/api/health` },
      { name: 'GET /api/teams', url: `${appUrl}/api/teams` },
      { name: 'GET /api/games (2025 wk 12)', url: `${appUrl}/api/games?season=2025&week=12` },
      {
        name: 'GET /api/predictions (2025 wk 12, record)',
        url: `${appUrl}/api/predictions?season=2025&week=12`,
      },
      { name: 'GET /api/predictions (current week)', url: `${appUrl}/api/predictions` },
      { name: 'GET /api/model/report', url: `${appUrl}/api/model/report` },
    ];
    const rows: Measurement[] = [];
    for (const target of endpoints) rows.push(await measure(target, seconds, connections));
    console.log(
      `autocannon: ${connections} connections, ${seconds} s per endpoint, loopback, one process each`,
    );
    printTable(baseline, rows);
  } finally {
    await app.close();
    await bare.close();
    await opened.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
