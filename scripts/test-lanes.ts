// `npm run test:lanes` (decision 116; `npm test` is one process again, decision 126): the unit and API
// projects in one Vitest process and the e2e project in a second one, side by side, each with its own
// embedded PostgreSQL (tests/support/global-db.ts); the e2e lane runs one file at a time, as before
// decision 126. Exits non-zero if either fails. `npm test` now overlaps the e2e files with the others
// in one process instead: the e2e project shares the unit and API files' group and pool of two workers.
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
      // The e2e lane runs one file at a time: the e2e project's two workers (decision 126) are for one process.
      env: lane
        ? {
            ...process.env,
            VITEST_TIMINGS: `test-results/timings-${lane.replace(/\W+/g, '-')}.json`,
            ...(lane === 'e2e' ? { VITEST_MAX_WORKERS: '1' } : {}),
          }
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
        vitest(['--project', 'unit', '--project', 'api', '--project', 'api-shared'], 'unit+api'),
        vitest(['--project', 'e2e'], 'e2e'),
      ]);
const seconds = Math.round((performance.now() - started) / 1000);
console.log(
  `vitest: ${codes.every((c) => c === 0) ? 'passed' : 'FAILED'} in ${seconds} s (exit codes ${codes.join(', ')})`,
);
process.exit(codes.find((c) => c !== 0) ?? 0);
