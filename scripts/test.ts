// `npm test` after the lint: the type check and every Vitest project at once (arguments go to Vitest:
// `npm test -- src/x.test.ts`). The type check (scripts/typecheck.ts, ~80 s of CPU) runs at the lowest
// CPU priority beside the tests, so it takes the cycles the two test workers leave idle (about a tenth
// of the box while they wait on PostgreSQL and the browser) instead of ~50 s of wall time before the
// first test; it cannot slow the tests by more than the scheduler's share of a niced process. A type
// error still fails the run, at once: the tests are stopped and the errors printed. Exits non-zero if
// either fails.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

// Node itself runs each tool (not `npx`, whose own process would stand between a signal and the tool).
const bin = (file: string) => path.resolve(import.meta.dirname, '../node_modules', file);
const node = (script: string, args: string[], stdio: 'inherit' | 'pipe') =>
  spawn(process.execPath, [script, ...args], { stdio: ['ignore', stdio, stdio] });

const exitOf = (child: ChildProcess): Promise<number> =>
  new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const typecheck = node(bin('tsx/dist/cli.mjs'), ['scripts/typecheck.ts', '--low-priority'], 'pipe');
const typeOutput: Buffer[] = [];
typecheck.stdout?.on('data', (b: Buffer) => typeOutput.push(b));
typecheck.stderr?.on('data', (b: Buffer) => typeOutput.push(b));

const vitest = node(bin('vitest/vitest.mjs'), ['run', ...process.argv.slice(2)], 'inherit');
// Ctrl-C reaches both children from the terminal; a SIGTERM to this process is passed on.
process.on('SIGTERM', () => {
  vitest.kill('SIGTERM');
  typecheck.kill('SIGTERM');
});

const [typeCode, testCode] = await Promise.all([
  exitOf(typecheck).then((code) => {
    const text = Buffer.concat(typeOutput).toString();
    if (code !== 0) {
      process.stderr.write(`\n== typecheck failed: the tests are stopped\n${text}`);
      vitest.kill('SIGTERM');
    } else process.stdout.write(`== typecheck passed (beside the tests)\n${text}`);
    return code;
  }),
  exitOf(vitest),
]);
process.exit(typeCode !== 0 ? typeCode : testCode);
