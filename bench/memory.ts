// Memory of the server as a user runs it: the command of `npm start` (package.json, run with this
// node, after building here so the server process does not also hold the build) on a fresh data
// folder in replay mode with the data pack, its RSS sampled from /proc. Prints RSS 20 s after start (the catch-up ingest and model job are running then), RSS under
// load (autocannon on the public reads once the jobs are done), and the full ingest's peak
// (bench/ingest.ts in its own process). Goal: each at most 300 MB.
//   npx tsx bench/memory.ts [--settle 20] [--seconds 20] [--connections 10] [--no-ingest]
//     ['--node-flags=--max-semi-space-size=2'] (instead of npm start's own flags; note the '=')
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findFreePort } from '../src/db/free-port.ts';
import { projectRoot } from '../src/db/paths.ts';
import { ensureBuilt, startCommand } from './server-process.ts';

const GOAL_MB = 300;
const REPLAY_AT = '2025-11-19T12:00:00Z';
const root = projectRoot();
const dataPack = path.resolve(root, '../shared/data/nfl');
const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const verdict = (bytes: number) => (bytes <= GOAL_MB * MB ? 'ok' : 'OVER');

/** Current and peak resident set of a process, from /proc (bytes). */
export function rssOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startServer(
  port: number,
  dataDir: string,
  nodeFlags: string | undefined,
): { child: ChildProcess; lines: string[] } {
  const child = spawn(process.execPath, startCommand(nodeFlags), {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NFL_DATA_DIR: dataPack,
      NOW: REPLAY_AT,
      LOG_LEVEL: 'warn',
      // The load comes from one address; the limit is not what is measured here.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, lines };
}

/** The public reads a visitor's browsing makes: every week's games and picks, teams, the record. */
function publicReads(): { path: string }[] {
  const weeks = Array.from({ length: 18 }, (_, i) => i + 1);
  return [
    { path: '/api/teams' },
    { path: '/api/current-week' },
    { path: '/api/model/report' },
    { path: '/api/predictions' },
    ...weeks.flatMap((w) => [
      { path: `/api/games?season=2025&week=${w}` },
      { path: `/api/predictions?season=2025&week=${w}` },
    ]),
    { path: '/api/predictions?season=2024&week=10' },
  ];
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

async function serverMemory(
  settleSeconds: number,
  seconds: number,
  connections: number,
  nodeFlags: string | undefined,
) {
  await ensureBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gg-memory-'));
  const port = await findFreePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, lines } = startServer(port, dataDir, nodeFlags);
  const pid = child.pid as number;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let alive = true;
  child.once('exit', () => {
    alive = false;
  });
  const samples: { t: number; rss: number }[] = [];
  const t0 = Date.now();
  const timer = setInterval(() => {
    if (alive) samples.push({ t: Date.now() - t0, rss: rssOf(pid).rss });
  }, 200);
  try {
    await waitFor(
      () => !alive || lines.some((l) => l.includes('] ready on http')),
      // The embedded PostgreSQL starts and migrates first: a minute or more on a busy 2-core box (the
      // catch-up below took 6 min at a load average of 30).
      180_000,
      'the server to listen',
    );
    if (!alive) throw new Error(`the server exited:\n${lines.join('\n')}`);
    await sleep(Math.max(0, settleSeconds * 1000 - (Date.now() - t0)));
    const atSettle = rssOf(pid).rss;
    const peakToSettle = rssOf(pid).hwm;
    // The replay catch-up (every nflverse kind, 538, injuries, the model's freeze and record) is done
    // when the record exists and no job has logged for a few seconds.
    await waitFor(
      async () => {
        if (!alive) throw new Error(`the server exited:\n${lines.join('\n')}`);
        // An empty record answers 200 too ({ status: 'empty' }): wait for the computed one.
        const res = await fetch(`${base}/api/model/report`);
        return res.status === 200 && ((await res.json()) as { status?: string }).status !== 'empty';
      },
      900_000,
      'the model report',
    );
    let count = lines.length;
    let quietSince = Date.now();
    await waitFor(
      () => {
        if (lines.length !== count) {
          count = lines.length;
          quietSince = Date.now();
        }
        return Date.now() - quietSince > 5_000;
      },
      900_000,
      'the jobs to finish',
    );
    const loaded = rssOf(pid).rss;
    const loadFrom = Date.now() - t0;
    const codes: Record<number, number> = {};
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon(
        { url: base, requests: publicReads(), duration: seconds, connections },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      run.on('response', (_client, status) => {
        codes[status] = (codes[status] ?? 0) + 1;
      });
    });
    const loadTo = Date.now() - t0;
    const under = samples.filter((s) => s.t >= loadFrom && s.t <= loadTo).map((s) => s.rss);
    under.sort((a, b) => a - b);
    const median = under[Math.floor(under.length / 2)] ?? 0;
    const max = under.at(-1) ?? 0;
    const last = rssOf(pid);
    console.log(
      `server:   node ${startCommand(nodeFlags).join(' ')}, replay NOW=${REPLAY_AT}, NFL_DATA_DIR=${dataPack}`,
    );
    console.log(
      `at ${settleSeconds} s:  RSS ${mb(atSettle)} (peak so far ${mb(peakToSettle)}) — ${verdict(atSettle)}`,
    );
    console.log(
      `loaded:   RSS ${mb(loaded)} after the catch-up jobs finished (${(loadFrom / 1000).toFixed(0)} s)`,
    );
    console.log(
      `load:     autocannon ${connections} connections × ${seconds} s over ${publicReads().length} public reads: ` +
        `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ` +
        `${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx ${JSON.stringify(codes)}`,
    );
    console.log(
      `under load: RSS median ${mb(median)}, max ${mb(max)} — ${verdict(max)}; process peak ever ${mb(last.hwm)}`,
    );
    if (atSettle > GOAL_MB * MB || max > GOAL_MB * MB) process.exitCode = 1;
  } finally {
    clearInterval(timer);
    if (alive) child.kill('SIGTERM');
    // A busy machine can take long to stop the embedded PostgreSQL (and its files must be gone first).
    await Promise.race([exited, sleep(60_000)]);
    if (alive) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 1000 });
  }
}

/** bench/ingest.ts in its own process, so its peak is the ingest's alone. */
function ingestPeak(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/ingest.ts'), dataPack], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('peak memory:'));
      const ingest = out.split('\n').find((l) => l.startsWith('ingest:'));
      if (code !== 0 || !line) return reject(new Error(`bench/ingest.ts failed (${code}):\n${out}`));
      const node = Number(/node (\d+) MB/.exec(line)?.[1]);
      console.log(`ingest:   ${ingest?.replace(/^ingest:\s+/, '')}`);
      console.log(`ingest ${line} — node ${verdict(node * MB)}`);
      if (node > GOAL_MB) process.exitCode = 1;
      resolve();
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      settle: { type: 'string', default: '20' },
      seconds: { type: 'string', default: '20' },
      connections: { type: 'string', default: '10' },
      'no-ingest': { type: 'boolean', default: false },
      'node-flags': { type: 'string' },
    },
  });
  await serverMemory(
    Number(values.settle),
    Number(values.seconds),
    Number(values.connections),
    values['node-flags'],
  );
  if (!values['no-ingest']) await ingestPeak();
}

await main();
