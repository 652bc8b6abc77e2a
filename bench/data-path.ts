// The data path before and after, side by side in one run (decisions 110, 127, 139 and 151): `npm run ingest -- all` on the
// data pack into a fresh folder (wall time, the largest process's peak RSS and the CPU time), then
// `npm run backtest -- --from 1999 --to 2025` on that folder (wall time, CPU time and the CLI's own
// load and backtest times). "Before" is the code of another commit (--before, default the commit this work
// started from), checked out in a temporary git worktree beside this one; "after" is this tree. The two
// run alternately, round after round, so whatever else the machine does weighs on both alike.
//   npx tsx bench/data-path.ts [--before REF] [--rounds 2] [--backtest-runs 3] [--data ../shared/data/nfl]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../src/db/paths.ts';

/**
 * The commit "before" is checked out from: the head this round of the faster data path started from
 * (decision 151; decision 139's round started from 13d5061, decision 127's from cd6b2b5 and decision
 * 110's from 0ab4781, pass --before to compare with those).
 */
const BASE = 'ff7d6e1';
const root = projectRoot();
const { values } = parseArgs({
  options: {
    before: { type: 'string', default: BASE },
    rounds: { type: 'string', default: '2' },
    'backtest-runs': { type: 'string', default: '3' },
    data: { type: 'string', default: path.resolve(root, '../shared/data/nfl') },
  },
});
const rounds = Number(values.rounds);
const backtestRuns = Number(values['backtest-runs']);
const nflData = values.data;

interface Side {
  name: 'before' | 'after';
  dir: string;
  ingest: { seconds: number; peakMb: number; cpu: number }[];
  backtest: { seconds: number; load: number; compute: number; cpu: number }[];
  /** What each command printed, times and progress aside: before and after must print the same. */
  printed: Set<string>;
}

/**
 * The command `npm run <script>` runs in `cwd`, from that side's own package.json (its node flags
 * included, decision 139), as node's argv: `tsx FILE` or `node [FLAGS] FILE`.
 */
function scriptCommand(cwd: string, script: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [bin, ...rest] = (pkg.scripts[script] ?? '').split(' ');
  if (bin === 'tsx') return [path.join(root, 'node_modules/tsx/dist/cli.mjs'), ...rest];
  if (bin === 'node') return rest;
  throw new Error(`npm run ${script} in ${cwd}: not a tsx or node command`);
}

/**
 * Runs `npm run <script> -- args`' command in `cwd`; wall seconds, the largest process's peak RSS and the
 * CPU seconds (user + system) of the command and the children it waited for, the embedded PostgreSQL's
 * included (GNU time). CPU time is what the code costs; wall time on the shared box is mostly its load.
 */
function run(cwd: string, script: string, args: string[], env: NodeJS.ProcessEnv) {
  const t0 = performance.now();
  const command = [process.execPath, ...scriptCommand(cwd, script), ...args];
  const r = spawnSync('/usr/bin/time', ['-f', 'MAXRSS %M CPU %U %S', ...command], {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0)
    throw new Error(`${command.join(' ')} in ${cwd} failed (${r.status}):\n${r.stderr.slice(-3000)}`);
  const measured = /MAXRSS (\d+) CPU ([\d.]+) ([\d.]+)/.exec(r.stderr);
  const peakKb = Number(measured?.[1] ?? Number.NaN);
  const cpu = Number(measured?.[2] ?? Number.NaN) + Number(measured?.[3] ?? Number.NaN);
  return { seconds, peakMb: peakKb / 1024, cpu, stdout: r.stdout, stderr: r.stderr };
}

function checkout(ref: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gg-data-path-before-'));
  rmSync(dir, { recursive: true, force: true });
  const r = spawnSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git worktree add ${ref}: ${r.stderr}`);
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

if (!existsSync('/usr/bin/time')) throw new Error('needs GNU time (/usr/bin/time) for the peak RSS');
const beforeDir = checkout(values.before);
const sides: Side[] = [
  { name: 'before', dir: beforeDir, ingest: [], backtest: [], printed: new Set() },
  { name: 'after', dir: root, ingest: [], backtest: [], printed: new Set() },
];
const load0 = loadavg()[0] ?? 0;
try {
  for (let round = 0; round < rounds; round++) {
    // Alternate which side goes first, so neither always meets the warmer (or busier) machine.
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of order) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'gg-data-path-'));
      try {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATA_DIR: dataDir,
          NFL_DATA_DIR: nflData,
          LOG_LEVEL: 'warn',
        };
        delete env.NOW;
        const ingest = run(side.dir, 'ingest', ['all'], env);
        side.ingest.push({ seconds: ingest.seconds, peakMb: ingest.peakMb, cpu: ingest.cpu });
        // The row counts of every source (" in 1.23 s" and the run's instant aside).
        side.printed.add(
          ingest.stdout
            .split('\n')
            .filter((l) => / inserted, /.test(l))
            .map((l) => l.replace(/ in [\d.]+ s$/, ''))
            .join('\n'),
        );
        console.error(`round ${round + 1} ${side.name}: ingest all ${ingest.seconds.toFixed(1)} s`);
        for (let i = 0; i < backtestRuns; i++) {
          const bt = run(side.dir, 'backtest', ['--from', '1999', '--to', '2025'], env);
          const time = /Time: load ([\d.]+) s .* backtest ([\d.]+) s/.exec(bt.stdout);
          side.printed.add(bt.stdout.replace(/\nTime: .*/, ''));
          side.backtest.push({
            seconds: bt.seconds,
            cpu: bt.cpu,
            load: Number(time?.[1] ?? Number.NaN),
            compute: Number(time?.[2] ?? Number.NaN),
          });
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', beforeDir], { cwd: root });
}

const [before, after] = sides as [Side, Side];
type Ingest = Side['ingest'][number];
type Backtest = Side['backtest'][number];
/** Each printed row: its label, unit, digits and the figure it takes from one run of its step. */
const rows: [string, string, number, (s: Side) => number[]][] = [
  ['`npm run ingest -- all`, wall', 's', 1, (s) => s.ingest.map((x: Ingest) => x.seconds)],
  ['ingest, peak RSS (largest process)', 'MB', 0, (s) => s.ingest.map((x: Ingest) => x.peakMb)],
  ['ingest, CPU (user + system, PostgreSQL included)', 's', 1, (s) => s.ingest.map((x: Ingest) => x.cpu)],
  [
    '`npm run backtest -- --from 1999 --to 2025`, wall',
    's',
    2,
    (s) => s.backtest.map((x: Backtest) => x.seconds),
  ],
  ['backtest: load (its "Time:" line)', 's', 2, (s) => s.backtest.map((x: Backtest) => x.load)],
  ['backtest: the backtest (its "Time:" line)', 's', 2, (s) => s.backtest.map((x: Backtest) => x.compute)],
  ['backtest: load + backtest', 's', 2, (s) => s.backtest.map((x: Backtest) => x.load + x.compute)],
  ['backtest CLI, CPU (user + system)', 's', 2, (s) => s.backtest.map((x: Backtest) => x.cpu)],
];
console.log(
  `Data path, before (${values.before}) and after (this tree), ${rounds} rounds alternating, ${backtestRuns} backtest runs per round; medians. Load average (1 min) ${load0.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end, on 2 cores.`,
);
console.log('');
console.log('| step | before | after | before/after |');
console.log('|---|---:|---:|---:|');
for (const [label, unit, digits, of] of rows) {
  const b = median(of(before));
  const a = median(of(after));
  console.log(
    `| ${label} | ${b.toFixed(digits)} ${unit} | ${a.toFixed(digits)} ${unit} | ${(b / a).toFixed(2)}× |`,
  );
}
const same =
  before.printed.size === after.printed.size && [...before.printed].every((p) => after.printed.has(p));
console.log('');
console.log(
  `same output: ${same ? 'yes' : 'NO'} (the ingest's row counts per source and the backtest's whole report, before and after)`,
);
if (!same) process.exitCode = 1;
console.log(
  `every run — ingest s: before ${before.ingest.map((x) => x.seconds.toFixed(1)).join(', ')}; after ${after.ingest.map((x) => x.seconds.toFixed(1)).join(', ')}`,
);
console.log(
  `every run — backtest load+backtest s: before ${before.backtest.map((x) => (x.load + x.compute).toFixed(2)).join(', ')}; after ${after.backtest.map((x) => (x.load + x.compute).toFixed(2)).join(', ')}`,
);
