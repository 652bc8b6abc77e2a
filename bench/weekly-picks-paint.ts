// How long /weekly-picks takes to show its picks in headless Chromium on loopback (issue 9: within
// 1 s of navigation, median of 5). The production web build served by the real server on a fresh
// embedded PostgreSQL with the real schedule, the clock held at Wednesday 19 November 2025 (week 12,
// picks provisional, precomputed by the model job as in production). Each round uses a fresh browser
// context (empty HTTP and local caches) and measures two navigations:
//   cold  — typing the URL: document, scripts, API, first game card on screen;
//   in-app — clicking 'Weekly Picks' in the top bar from the home page (the route's code and data load).
//   npx tsx bench/weekly-picks-paint.ts [rounds]
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { build as viteBuild } from 'vite';
import type { Clock } from '../src/core/clock.ts';
import { parseEnv } from '../src/core/config/env.ts';
import { openDatabase } from '../src/db/open.ts';
import { projectRoot } from '../src/db/paths.ts';
import { ingestElo538 } from '../src/jobs/ingest/elo538.ts';
import { ingestNflverse } from '../src/jobs/ingest/nflverse.ts';
import { defaultHttpClient, type IngestContext } from '../src/jobs/ingest-context.ts';
import { scoreModel } from '../src/jobs/score-model.ts';
import { buildApp } from '../src/server/app.ts';

const rounds = Number(process.argv[2] ?? 5);
const BUDGET_MS = 1000;
const root = projectRoot();
const at = Date.parse('2025-11-19T12:00:00Z');
const clock: Clock = { now: () => new Date(at), replayAt: undefined };
const work = await mkdtemp(path.join(tmpdir(), 'gg-bench-paint-'));
const webRoot = path.join(work, 'web');
// The database gets a temporary folder of its own: run as root, the embedded server runs as `postgres`,
// which may pass through its data folder (0711) but not through the 0700 folder mkdtemp made above.
const dbDir = await mkdtemp(path.join(tmpdir(), 'gg-bench-paint-db-'));

process.env.NODE_ENV = 'production';
await viteBuild({
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'production',
  build: { outDir: webRoot, emptyOutDir: true, sourcemap: false },
  logLevel: 'warn',
});

const opened = await openDatabase({
  databaseUrl: undefined,
  dataDir: dbDir,
  poolMax: 6,
  log: () => {},
});
const env = parseEnv({ LOG_LEVEL: 'silent', NFL_DATA_DIR: path.join(root, '../shared/data/nfl') });
const ctx: IngestContext = {
  db: opened.db,
  clock,
  config: env.ingest,
  http: defaultHttpClient(env.ingest, 'bench'),
  log: () => {},
};
await ingestNflverse(ctx, { kinds: ['games'] });
await ingestElo538(ctx);
await scoreModel(ctx);
const app = await buildApp(
  { ...env, version: 'bench', webRoot, rateLimitPerMinute: 1e9 },
  { db: opened.db, clock },
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const cold: number[] = [];
const inApp: number[] = [];
try {
  for (let i = 0; i < rounds; i += 1) {
    let context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
    let page = await context.newPage();
    let t0 = Date.now();
    await page.goto('/weekly-picks', { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor();
    cold.push(Date.now() - t0);
    await context.close();

    context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 768 } });
    page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    t0 = Date.now();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Weekly Picks' }).click();
    await page
      .locator('main')
      .getByRole('heading', { name: /^(Sunday|Thursday|Monday)/ })
      .first()
      .waitFor();
    inApp.push(Date.now() - t0);
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  await opened.close();
  await rm(work, { recursive: true, force: true });
  await rm(dbDir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const row = (name: string, xs: number[]) => {
  const m = median(xs);
  console.log(
    `${name.padEnd(8)} median ${String(m).padStart(5)} ms  (${xs.join(', ')} ms)  ${m <= BUDGET_MS ? 'within' : 'OVER'} ${BUDGET_MS} ms`,
  );
};
console.log(
  `/weekly-picks: first game card on screen, ${rounds} rounds, fresh browser context each; load average (1 min) ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
);
row('cold', cold);
row('in-app', inApp);
// `npm run bench` fails when either navigation misses the goal (issue 9: within 1 s, median of 5).
process.exitCode = median(cold) <= BUDGET_MS && median(inApp) <= BUDGET_MS ? 0 : 1;
