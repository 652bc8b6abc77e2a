// `npm test`'s Vitest part (decision 116): the unit and API projects in one Vitest process and the e2e
// project in a second one, side by side. Vitest runs a run's groups of files one after another (a
// project with one worker, like e2e, in a group of its own after the others), so in one process the
// e2e files waited for every API file. The e2e files drive one browser at a time and leave most of a
// second core idle, which the API files' two workers use; two processes overlap them. Each has its own
// embedded PostgreSQL (tests/support/global-db.ts). Exits non-zero if either fails.
//
// With arguments (`npm test -- src/x.test.ts`), runs a single `vitest run` with them, as before.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const vitest = (vitestArgs: string[], lane?: string): Promise<number> =>
  new Promise((resolve) => {
    const prefix = lane ? `${lane} │ ` : undefined;
    const child = spawn('npx', ['vitest', 'run', ...vitestArgs], {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // Each lane's per-file times (tests/support/timing-reporter.ts) in a file of its own.
      env: lane
        ? { ...process.env, VITEST_TIMINGS: `test-results/timings-${lane.replace(/\W+/g, '-')}.json` }
        : process.env,
    });
    if (prefix) {
      // Each line marked with its lane, so the two runs' lines can be told apart.
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        if (stream) createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
      }
    }
    // 'close': after the child's output has been read to its end.
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const started = performance.now();
const codes =
  args.length > 0
    ? [await vitest(args)]
    : await Promise.all([
        vitest(['--project', 'unit', '--project', 'api'], 'unit+api'),
        vitest(['--project', 'e2e'], 'e2e'),
      ]);
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `vitest: ${codes.every((c) => c === 0) ? 'passed' : 'FAILED'} in ${seconds} s (exit codes ${codes.join(', ')})`,
);
process.exit(codes.find((c) => c !== 0) ?? 0);
