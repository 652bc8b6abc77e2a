// Times `npm run backtest -- --from 1999 --to 2025` end to end, as a user runs it: a fresh data folder
// is loaded from the shared data pack first (not timed), then the command runs three times in its own
// process (tsx start-up, embedded PostgreSQL start, load, four walk-forward runs, print). Target: < 10 s.
//   npx tsx bench/backtest-cli.ts [--data ../shared/data/nfl]
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../src/db/paths.ts';

const TARGET_SECONDS = 10;
const root = projectRoot();
const { values } = parseArgs({
  options: { data: { type: 'string', default: path.resolve(root, '../shared/data/nfl') } },
});
const dataDir = await mkdtemp(path.join(tmpdir(), 'gg-bench-backtest-'));
const env = { ...process.env, DATA_DIR: dataDir, NFL_DATA_DIR: values.data, LOG_LEVEL: 'warn' };
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

try {
  for (const source of ['games', 'injuries', 'snap-counts', 'elo538']) {
    const load = spawnSync(process.execPath, [tsx, 'src/jobs/ingest-cli.ts', source], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (load.status !== 0) throw new Error(`ingest ${source} failed:\n${load.stderr}`);
  }
  const times: number[] = [];
  let output = '';
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const run = spawnSync(
      process.execPath,
      [tsx, 'src/jobs/backtest-cli.ts', '--from', '1999', '--to', '2025'],
      {
        cwd: root,
        env,
        encoding: 'utf8',
      },
    );
    times.push((performance.now() - t0) / 1000);
    if (run.status !== 0) throw new Error(`backtest failed:\n${run.stderr}`);
    output = run.stdout;
  }
  const best = Math.min(...times);
  console.log(output.split('\n').find((l) => l.startsWith('Time:')));
  console.log(
    `npm run backtest -- --from 1999 --to 2025: ${times.map((t) => t.toFixed(2)).join(' s, ')} s (best ${best.toFixed(2)} s)`,
  );
  console.log(
    `target ${TARGET_SECONDS} s: best run uses ${((100 * best) / TARGET_SECONDS).toFixed(0)}% of it`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
