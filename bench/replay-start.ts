// A replay's first week of picks after `npm start`, before and after, side by side in one run (decision
// 134). Each side starts `npm start`'s command (its node flags, `scripts/start.ts`) on the data pack with
// a fresh DATA_DIR in replay mode (NOW) and asks GET /api/predictions — what Weekly Picks reads — every
// 250 ms from the moment the command is spawned until the start-up catch-up has finished (its last job,
// the weekly recaps, logged). The figure is **the time of the first answer equal to the one served once
// the catch-up is done** (every later answer equal too): the week as the finished replay shows it, not
// a provisional answer computed from half-loaded data. It also prints how many different answers came
// before that one, and checks that both sides' final answers are byte-identical (else it exits non-zero).
// "Before" is another commit (--before, default the head this work started from) checked out in a
// temporary git worktree; "after" is this tree (or --after REF, likewise). Both are built first (not timed); the two sides
// alternate, round after round.
//   flock /tmp/heavy.lock npx tsx bench/replay-start.ts [--before REF] [--rounds 1] [--now ISO]
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../src/db/paths.ts';
import { startCommand } from './server-process.ts';

/** The head this round (decision 134) started from. */
const BASE = 'bde5af7';
const root = projectRoot();
const { values } = parseArgs({
  options: {
    before: { type: 'string', default: BASE },
    /** Another commit for "after" too (default: this tree, as it is). */
    after: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    now: { type: 'string', default: '2025-12-12T18:00:00Z' },
    data: { type: 'string', default: path.resolve(root, '../shared/data/nfl') },
    'timeout-s': { type: 'string', default: '600' },
  },
});
const rounds = Number(values.rounds);
const timeoutMs = Number(values['timeout-s']) * 1000;

interface Run {
  /** Seconds from the spawn to the first answer equal to the final one. */
  firstWeek: number;
  /** Seconds to the first 200 with at least one pick (whatever its content). */
  firstAnswer: number;
  /** Seconds to the catch-up's last job. */
  catchUp: number;
  /** Different answers served before the final one. */
  earlier: number;
  finalHash: string;
  /** Polls answered 429 (none expected: each poll is its own client). */
  refused: number;
  /** The scheduler's log lines, with their second. */
  steps: string[];
}
interface Side {
  name: 'before' | 'after';
  dir: string;
  runs: Run[];
}

function checkout(ref: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gg-replay-start-before-'));
  rmSync(dir, { recursive: true, force: true });
  const r = spawnSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git worktree add ${ref}: ${r.stderr}`);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function build(dir: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build in ${dir} failed:\n${r.stderr.slice(-3000)}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const stop = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });

async function measure(dir: string): Promise<Run> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gg-replay-start-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NFL_DATA_DIR: values.data,
    NOW: values.now,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    // Each poll as its own client (decision 146): /api/predictions answers 30 uncached requests a minute
    // per client (rate-limits.ts), and a "still computing" answer is never cached, so at four polls a
    // second the bench's own polls were refused with 429 for the rest of each minute, delaying the
    // figure by up to a minute (a probe saw 429s from 56 s to 83 s, the week decided at 82.7 s).
    TRUST_PROXY: 'true',
    // Which TRUST_PROXY requires (env.ts); nothing /api/predictions answers depends on it.
    SITE_URL: `http://localhost:${port}`,
  };
  const t0 = performance.now();
  const seconds = () => (performance.now() - t0) / 1000;
  const child = spawn(process.execPath, startCommand(), { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const steps: string[] = [];
  let catchUp = Number.NaN;
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('[go-gorilla] ')) continue;
      steps.push(`${seconds().toFixed(1)} s ${line.slice(13)}`);
      if (line.startsWith('[go-gorilla] weekly-recaps:')) catchUp = seconds();
    }
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  /** Each answer as it changed: the second it was first seen, its hash and its hash across sides. */
  const seen: { at: number; hash: string; same: string }[] = [];
  let firstAnswer = Number.NaN;
  let polls = 0;
  let refused = 0;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr}`);
      if (performance.now() - t0 > timeoutMs)
        throw new Error(`no end of the catch-up within ${values['timeout-s']} s`);
      const at = seconds();
      try {
        polls += 1;
        const res = await fetch(`http://127.0.0.1:${port}/api/predictions`, {
          signal: AbortSignal.timeout(30_000),
          headers: { 'x-forwarded-for': `10.${(polls >> 16) & 255}.${(polls >> 8) & 255}.${polls & 255}` },
        });
        if (res.status === 429) refused += 1;
        const body = await res.text();
        if (res.ok) {
          const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
          if (seen.at(-1)?.hash !== hash) seen.push({ at, hash, same: sameHash(body) });
          if (
            Number.isNaN(firstAnswer) &&
            (JSON.parse(body) as { predictions: unknown[] }).predictions.length > 0
          )
            firstAnswer = at;
        }
      } catch {}
      // Done once the catch-up's last job has logged and an answer was read after it.
      if (!Number.isNaN(catchUp) && at > catchUp) break;
      await sleep(250);
    }
  } finally {
    await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const last = seen.at(-1);
  if (!last) throw new Error('no answer at all');
  return {
    firstWeek: last.at,
    firstAnswer,
    catchUp,
    earlier: seen.length - 1,
    finalHash: last.same,
    refused,
    steps,
  };
}

/**
 * The hash two sides' final answers are compared by: without `computing` (decision 134), which one
 * side's answer carries (null once the catch-up is done) and the other's does not. Within a side the
 * whole answer counts: an answer saying "still computing" is not the week served.
 */
function sameHash(body: string): string {
  const { computing: _computing, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return createHash('sha256').update(JSON.stringify(rest)).digest('hex').slice(0, 16);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const beforeDir = checkout(values.before);
const afterDir = values.after ? checkout(values.after) : root;
const sides: Side[] = [
  { name: 'before', dir: beforeDir, runs: [] },
  { name: 'after', dir: afterDir, runs: [] },
];
const load0 = loadavg()[0] ?? 0;
try {
  for (const side of sides) build(side.dir);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const run = await measure(side.dir);
      side.runs.push(run);
      console.error(
        `round ${round + 1} ${side.name}: first week ${run.firstWeek.toFixed(1)} s, catch-up ${run.catchUp.toFixed(1)} s, ${run.refused} polls refused (load average ${(loadavg()[0] ?? 0).toFixed(1)})`,
      );
      for (const step of run.steps) console.error(`  ${step}`);
    }
  }
} finally {
  for (const dir of new Set([beforeDir, afterDir]))
    if (dir !== root) spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: root });
}

const [before, after] = sides as [Side, Side];
const rows: [string, (r: Run) => number][] = [
  ['first answer with picks (any content)', (r) => r.firstAnswer],
  ['**the week as the finished replay serves it**', (r) => r.firstWeek],
  ['the whole catch-up (its last job logged)', (r) => r.catchUp],
];
console.log(
  `Replay start (NOW=${values.now}, fresh DATA_DIR, the data pack), before (${values.before}) and after (${values.after ?? 'this tree'}), ${rounds} rounds alternating; seconds from the spawn of npm start's command, medians. Load average (1 min) ${load0.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end, on 2 cores.`,
);
console.log('');
console.log('| GET /api/predictions | before | after | before/after |');
console.log('|---|---:|---:|---:|');
for (const [label, of] of rows) {
  const b = median(before.runs.map(of));
  const a = median(after.runs.map(of));
  console.log(`| ${label} | ${b.toFixed(1)} s | ${a.toFixed(1)} s | ${(b / a).toFixed(2)}× |`);
}
console.log('');
const hashes = new Set(sides.flatMap((s) => s.runs.map((r) => r.finalHash)));
console.log(
  `same final answer: ${hashes.size === 1 ? 'yes' : 'NO'} (every run's answer once the catch-up is done, byte for byte); different answers served before it — before: ${before.runs.map((r) => r.earlier).join(', ')}; after: ${after.runs.map((r) => r.earlier).join(', ')}.`,
);
if (hashes.size !== 1) process.exitCode = 1;
