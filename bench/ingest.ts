// Full data-pack ingest into a fresh embedded PostgreSQL, timed, with the peak memory of this process
// and of the database server while it runs. Target: the ingest itself under 30 s on a 2-core box.
//   npx tsx bench/ingest.ts [NFL_DATA_DIR]
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { systemClock } from '../src/core/clock.ts';
import { parseEnv } from '../src/core/config/env.ts';
import { openDatabase } from '../src/db/open.ts';
import { projectRoot } from '../src/db/paths.ts';
import { ingestNflverse } from '../src/jobs/ingest/nflverse.ts';
import { defaultHttpClient, type IngestContext } from '../src/jobs/ingest-context.ts';
import { formatSummary } from '../src/jobs/run-recorder.ts';

const TARGET_MS = 30_000;
const dataDir = path.resolve(process.argv[2] ?? path.join(projectRoot(), '../shared/data/nfl'));

/** Proportional set size (kB) of a process: shared pages split among their users, so sums are fair. */
function pssKb(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
  } catch {
    try {
      return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  }
}

/** The postmaster and all its children. */
function postgresPids(pgDir: string): number[] {
  let main: number;
  try {
    main = Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  const pids = [main];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (ppid === main) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), 'gg-bench-'));
  let peakNode = 0;
  let peakPg = 0;
  const sample = () => {
    peakNode = Math.max(peakNode, process.memoryUsage().rss);
    peakPg = Math.max(
      peakPg,
      postgresPids(path.join(dir, 'pg')).reduce((s, pid) => s + pssKb(pid), 0) * 1024,
    );
  };
  const timer = setInterval(sample, 100);
  const t0 = performance.now();
  const opened = await openDatabase({ databaseUrl: undefined, dataDir: dir, poolMax: 4, log: () => {} });
  const tDb = performance.now();
  try {
    const config = parseEnv({ ...process.env, NFL_DATA_DIR: dataDir, LOG_LEVEL: 'silent' }).ingest;
    const ctx: IngestContext = {
      db: opened.db,
      clock: systemClock,
      config,
      http: defaultHttpClient(config, 'bench'),
      log: (m) => console.error(m),
    };
    const summaries = await ingestNflverse(ctx);
    const ingestMs = performance.now() - tDb;
    sample();
    const rows = summaries.reduce((n, s) => n + s.counts.inserted + s.counts.updated + s.counts.unchanged, 0);
    for (const s of summaries) console.log(`  ${formatSummary(s)}`);
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
    console.log(`data:            ${dataDir}`);
    console.log(
      `database start:  ${((tDb - t0) / 1000).toFixed(1)} s (fresh cluster: initdb, start, migrate)`,
    );
    console.log(
      `ingest:          ${(ingestMs / 1000).toFixed(1)} s for ${rows} rows (${Math.round(rows / (ingestMs / 1000))} rows/s)`,
    );
    console.log(
      `target:          ${(ingestMs / TARGET_MS).toFixed(2)} of the 30 s budget ${ingestMs < TARGET_MS ? '(ok)' : '(OVER)'}`,
    );
    console.log(
      `peak memory:     node ${mb(peakNode)} RSS, PostgreSQL ${mb(peakPg)} PSS (all its processes)`,
    );
    if (summaries.some((s) => s.status === 'failed')) process.exitCode = 1;
  } finally {
    clearInterval(timer);
    await opened.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
