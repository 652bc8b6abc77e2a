// `npm run bench`: every public endpoint of the real server (its own process, started with `npm start`'s
// command) against a bare Fastify route serving the same bytes: the same body in the same encoding with
// the same response headers (also its own process), so the ratio measures only our per-request work.
// Both servers are pinned to core 0 and the load generator to core 1 when `taskset` exists. Each
// endpoint is measured in rounds, bare and ours back to back in each (bare first, then ours first, …),
// and its ratio is the median of the rounds' ratios: load from other work that comes and goes weighs on
// both sides of a round alike and an odd round does not move the median (docs/decisions/049-bench-
// median-of-rounds.md). Prints req/s, the ratio, p99 (median of the rounds' p99s and over every
// response), CPU per request, the server's peak RSS under load and the machine's load average.
//   npm run bench -- [--seconds 10] [--rounds 5] [--connections 50] [--only teams] [--keep | --data DIR]
//     [--client wrk|autocannon] (default wrk when installed: decision 074)
import { spawn, spawnSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findFreePort } from '../src/db/free-port.ts';
import type { BareRoute } from './bare-server.ts';
import { bundleSize, formatBundleSize } from './bundle-size.ts';
import { prepareBenchData } from './http-data.ts';
import {
  canPin,
  cpuMs,
  ensureBuilt,
  pinSelf,
  sampleRss,
  startCommand,
  startPinned,
  stopProcess,
  waitForHttp,
} from './server-process.ts';

const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** Written by any HTTP server for itself; the bare route gets every other header our answer had. */
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);
/** The goals of issue 7.5 for every public read. */
const MIN_RATIO = 0.8;
const MAX_P99_MS = 20;

interface Endpoint {
  name: string;
  path: string;
  /** A probe rather than a public read: measured, but not held to the goals. */
  probe?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/teams', path: '/api/teams' },
  { name: 'GET /api/games (2025 wk 12)', path: '/api/games?season=2025&week=12' },
  { name: 'GET /api/predictions (2025 wk 12)', path: '/api/predictions?season=2025&week=12' },
  { name: 'GET /api/predictions (current)', path: '/api/predictions' },
  { name: 'GET /api/model/report', path: '/api/model/report' },
  { name: 'GET /api/data-status', path: '/api/data-status' },
  { name: 'GET /api/current-week', path: '/api/current-week' },
  { name: 'GET /api/config', path: '/api/config' },
  { name: 'GET /api/fun-facts', path: '/api/fun-facts' },
  { name: 'GET /api/games/:id (2025 wk 12)', path: '/api/games/2025_12_NYJ_BAL' },
  { name: 'GET /api/past-picks (2025)', path: '/api/past-picks?season=2025' },
  { name: 'GET /api/past-picks (wk 11, KC)', path: '/api/past-picks?season=2025&week=11&team=KC' },
  { name: 'GET /api/alerts (2025 wk 12)', path: '/api/alerts?season=2025&week=12' },
  { name: 'GET /api/weekly-picks/12 (2025)', path: '/api/weekly-picks/12?season=2025' },
  { name: 'GET /api/weekly-picks/1', path: '/api/weekly-picks/1' },
  { name: 'GET /api/week1', path: '/api/week1' },
  { name: 'GET /api/alerts/summary', path: '/api/alerts/summary' },
  { name: 'GET /api/top5', path: '/api/top5' },
  { name: 'GET /api/top-five (Main)', path: '/api/top-five?slate=Main' },
  { name: 'GET /api/players', path: '/api/players' },
  { name: 'GET /api/players/:id', path: '/api/players/00-0033873' },
  { name: 'GET /api/props', path: '/api/props' },
  { name: 'GET /api/props/record', path: '/api/props/record' },
  { name: 'GET /api/health (liveness)', path: '/api/health', probe: true },
  { name: 'GET /api/ready (readiness)', path: '/api/ready', probe: true },
];

interface Measured {
  rps: number;
  /** Over every response of every round (autocannon), or the worst round's (wrk). */
  p99: number;
  /** The median of the rounds' own p99s. */
  medianP99: number;
  bad: number;
  /** Server CPU time per request: what sets req/s on a core of its own, whatever else runs. */
  cpuUs: number;
}

interface Round {
  requests: number;
  seconds: number;
  bad: number;
  cpuMs: number;
  p99: number;
  /** Every response's latency (autocannon only), so a p99 over all rounds can be taken. */
  latencies?: number[];
}

/** The load generator: wrk (C, Debian's `wrk`) when installed, else autocannon (decision 074). */
type Client = 'wrk' | 'autocannon';
const wrkInstalled = spawnSync('wrk', ['--version']).error === undefined;

function round(client: Client, url: string, seconds: number, connections: number, pid?: number) {
  return client === 'wrk'
    ? wrkRound(url, seconds, connections, pid)
    : autocannonRound(url, seconds, connections, pid);
}

/** One slice of load from wrk (one thread, on this process's core); its report is wrk-report.lua's line. */
async function wrkRound(url: string, seconds: number, connections: number, pid?: number): Promise<Round> {
  const cpuBefore = pid ? cpuMs(pid) : Number.NaN;
  const script = path.join(import.meta.dirname, 'wrk-report.lua');
  // wrk takes whole seconds; the report carries the measured duration.
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${Math.max(1, Math.round(seconds))}s`,
    '--timeout',
    '10s',
    '-s',
    script,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', [...args, '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}`))));
  });
  const line = /^WRK_JSON (.*)$/m.exec(output)?.[1];
  if (!line) throw new Error(`wrk printed no report:\n${output}`);
  const report = JSON.parse(line) as {
    requests: number;
    duration_us: number;
    p99_us: number;
    socket_errors: number;
    status_errors: number;
  };
  return {
    requests: report.requests,
    seconds: report.duration_us / 1e6,
    bad: report.socket_errors + report.status_errors,
    cpuMs: pid ? cpuMs(pid) - cpuBefore : Number.NaN,
    p99: report.p99_us / 1000,
  };
}

/** One slice of load from autocannon; every response's latency is kept for a p99 over all rounds. */
async function autocannonRound(
  url: string,
  seconds: number,
  connections: number,
  pid?: number,
): Promise<Round> {
  const cpuBefore = pid ? cpuMs(pid) : Number.NaN;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        duration: seconds,
        connections,
        pipelining: 1,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, ms: number) => {
      latencies.push(ms);
    });
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    bad: result.errors + result.timeouts + result.non2xx,
    cpuMs: pid ? cpuMs(pid) - cpuBefore : Number.NaN,
    p99: p99Of([...latencies].sort((a, b) => a - b)),
    latencies,
  };
}

const p99Of = (sorted: readonly number[]) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const rpsOf = (r: Round) => r.requests / r.seconds;

function summarise(rounds: Round[]): Measured {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const all = rounds.every((r) => r.latencies)
    ? p99Of(rounds.flatMap((r) => r.latencies ?? []).sort((a, b) => a - b))
    : Math.max(...rounds.map((r) => r.p99));
  return {
    rps: requests / rounds.reduce((sum, r) => sum + r.seconds, 0),
    p99: all,
    medianP99: median(rounds.map((r) => r.p99)),
    bad: rounds.reduce((sum, r) => sum + r.bad, 0),
    cpuUs: (rounds.reduce((sum, r) => sum + r.cpuMs, 0) * 1000) / requests,
  };
}

/**
 * Rounds of bare and ours back to back (bare first, then ours first, ...), so that whatever else the
 * machine runs weighs on both sides of a round alike; the ratio is the median of the rounds' ratios.
 */
async function compare(
  bare: { url: string; pid?: number },
  ours: { url: string; pid?: number },
  options: { client: Client; seconds: number; rounds: number; connections: number },
): Promise<{ base: Measured; ours: Measured; ratio: number; ratios: number[] }> {
  const slice = options.seconds / options.rounds;
  const baseRounds: Round[] = [];
  const ourRounds: Round[] = [];
  for (let i = 0; i < options.rounds; i++) {
    const { client, connections } = options;
    const runBare = async () => baseRounds.push(await round(client, bare.url, slice, connections, bare.pid));
    const runOurs = async () => ourRounds.push(await round(client, ours.url, slice, connections, ours.pid));
    if (i % 2 === 0) {
      await runBare();
      await runOurs();
    } else {
      await runOurs();
      await runBare();
    }
  }
  const ratios = ourRounds.map((r, i) => rpsOf(r) / rpsOf(baseRounds[i] as Round));
  return { base: summarise(baseRounds), ours: summarise(ourRounds), ratio: median(ratios), ratios };
}

/** One GET with the raw (still encoded) body, as autocannon receives it. */
function getRaw(
  url: string,
): Promise<{ status: number; headers: Record<string, string | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string | undefined>,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      // The seconds are split into this many alternating slices per server.
      rounds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '50' },
      // A data folder prepared by an earlier run (--keep), to skip loading the data again.
      data: { type: 'string' },
      keep: { type: 'boolean', default: false },
      // Only the endpoints whose path contains this (for quick checks).
      only: { type: 'string' },
      // The load generator; wrk when installed (apt-get install wrk), else autocannon.
      client: { type: 'string' },
      // Rounds of bench/weekly-picks-paint.ts after the HTTP table; 0 skips it.
      'paint-rounds': { type: 'string', default: '5' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const rounds = Number(values.rounds);
  const client: Client = values.client === 'autocannon' || !wrkInstalled ? 'autocannon' : 'wrk';
  if (values.client === 'wrk' && !wrkInstalled) throw new Error('wrk is not installed (apt-get install wrk)');
  const allLabel = client === 'wrk' ? 'worst round' : 'all';
  const root = path.resolve(import.meta.dirname, '..');
  const endpoints = ENDPOINTS.filter((e) => !values.only || e.path.includes(values.only));
  pinSelf(1);

  const started = Date.now();
  await ensureBuilt();
  const dataDir = values.data ?? (await prepareBenchData((m) => console.log(`[bench] ${m}`)));
  const port = await findFreePort();
  const app = startPinned(0, startCommand(), {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  let bare: ReturnType<typeof startPinned> | undefined;
  const appUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${appUrl}/api/ready`, app.child, app.stderr);
    // The bytes each endpoint serves a browser, for the bare server to serve in the same encoding.
    const routes: (BareRoute & { bytes: number })[] = [];
    for (const [i, endpoint] of endpoints.entries()) {
      const served = await getRaw(`${appUrl}${endpoint.path}`);
      if (served.status !== 200) throw new Error(`${endpoint.path}: ${served.status}`);
      const bodyFile = path.join(dataDir, `bare-${i}.bin`);
      await writeFile(bodyFile, served.body);
      // The same response on the wire: body, encoding and every header (security headers, ETag,
      // cache-control, vary...), less those any server writes per connection or per response.
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(served.headers)) {
        if (value !== undefined && !PER_RESPONSE_HEADERS.has(name)) headers[name] = String(value);
      }
      routes.push({ path: `/e${i}`, bodyFile, headers, bytes: served.body.length });
    }
    const manifest = path.join(dataDir, 'bare.json');
    await writeFile(manifest, JSON.stringify(routes));
    const barePort = await findFreePort();
    bare = startPinned(
      0,
      ['--import', 'tsx', path.join(root, 'bench/bare-server.ts'), manifest, String(barePort)],
      process.env,
    );
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await waitForHttp(`${bareUrl}/e0`, bare.child, bare.stderr);

    // Warm-up: JIT, connection pools and every cache entry, on both servers.
    for (const [i, endpoint] of endpoints.entries()) {
      await round(client, `${bareUrl}/e${i}`, 1, connections);
      await round(client, `${appUrl}${endpoint.path}`, 1, connections);
    }
    const loadAtStart = os.loadavg()[0] ?? Number.NaN;
    const rows: string[] = [];
    let pass = true;
    for (const [i, endpoint] of endpoints.entries()) {
      const stopRss = sampleRss(app.child.pid as number);
      const { base, ours, ratio, ratios } = await compare(
        { url: `${bareUrl}/e${i}`, pid: bare.child.pid },
        { url: `${appUrl}${endpoint.path}`, pid: app.child.pid },
        { client, seconds, rounds, connections },
      );
      const rssMb = stopRss();
      const ok = endpoint.probe || (ratio >= MIN_RATIO && ours.medianP99 <= MAX_P99_MS && ours.bad === 0);
      pass &&= ok;
      const encoding = routes[i]?.headers['content-encoding'] ?? 'identity';
      const headerCount = Object.keys(routes[i]?.headers ?? {}).length;
      const size = routes[i]?.bytes ?? 0;
      rows.push(
        `| ${endpoint.name} | ${size} ${encoding}, ${headerCount} headers | ${base.rps.toFixed(0)} | ${ours.rps.toFixed(0)} | ${ratio.toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | ${base.medianP99.toFixed(0)} / ${base.p99.toFixed(0)} | ${ours.medianP99.toFixed(0)} / ${ours.p99.toFixed(0)} | ${ours.bad} | ${base.cpuUs.toFixed(0)} | ${ours.cpuUs.toFixed(0)} | ${rssMb.toFixed(0)} |${endpoint.probe ? ' probe' : ok ? '' : ' **below goal**'}`,
      );
    }
    console.log(
      `\n${client === 'wrk' ? 'wrk (one thread)' : 'autocannon'}: ${connections} connections, ${seconds} s per endpoint and server in ${rounds} rounds of bare and ours back to back (ratio: median of the rounds', range in brackets; p99: median of the rounds' / ${client === 'wrk' ? 'worst round' : 'over every response'}), Accept-Encoding "${ACCEPT_ENCODING}"; ` +
        (canPin
          ? 'servers pinned to core 0, load generator to core 1'
          : 'taskset not found: nothing pinned') +
        `; server logs at info to /dev/null; load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0]?.toFixed(1)} at the end, on ${os.cpus().length} cores`,
    );
    console.log(
      `\n| endpoint | body bytes served (both) | bare req/s | ours req/s | ours/bare, median of rounds (range) | bare p99 ms, median of rounds / ${allLabel} | ours p99 ms, median of rounds / ${allLabel} | errors + non-2xx | bare CPU µs/req | ours CPU µs/req | server RSS MiB |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(
      `\n${pass ? 'PASS' : 'FAIL'}: every public read at least ${MIN_RATIO}x the bare route (median of rounds) with p99 <= ${MAX_P99_MS} ms (median of rounds) and no errors; measured in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    // ---- The web bundle (bench/bundle-size.ts, from the web-foundation branch): first-load JS of /. ----
    const bundle = await bundleSize();
    console.log(`\n${formatBundleSize(bundle)}`);
    pass &&= bundle.withinBudget;
    process.exitCode = pass ? 0 : 1;
  } finally {
    if (bare) await stopProcess(bare.child);
    await stopProcess(app.child);
    if (values.keep || values.data) console.log(`data folder kept: ${dataDir} (--data ${dataDir})`);
    else await rm(dataDir, { recursive: true, force: true });
  }
  // ---- /weekly-picks in headless Chromium (bench/weekly-picks-paint.ts), once the servers above stopped. ----
  const paintRounds = Number(values['paint-rounds']);
  if (paintRounds > 0 && (await paintBench(root, paintRounds)) !== 0) process.exitCode = 1;
}

/** Runs the paint bench in its own process on every core (this one is pinned to core 1); its exit code. */
function paintBench(root: string, rounds: number): Promise<number> {
  console.log('');
  const script = ['--import', 'tsx', path.join(root, 'bench/weekly-picks-paint.ts'), String(rounds)];
  const [command, args] = canPin
    ? ['taskset', ['-c', `0-${os.cpus().length - 1}`, process.execPath, ...script]]
    : [process.execPath, script];
  const child = spawn(command as string, args as string[], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

await main();
