// `npm run typecheck`: the server and the web halves (tsconfig.json, tsconfig.web.json) checked side by
// side. Each `tsc` is single-threaded and they share no files but src/shared, so on the two-core box the
// pair takes the longer one's time instead of the sum (measured 2026-11-28: 46 + 28 s of CPU; see the
// suite's time in docs/testing.md). Each one's output is printed whole once it ends, so the two lists of
// errors never interleave. Exits non-zero if either finds an error. With `--low-priority` (npm test,
// scripts/test.ts) both run at the lowest CPU priority: the children inherit it.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

if (process.argv.includes('--low-priority')) setPriority(19);

const PROJECTS = ['tsconfig.json', 'tsconfig.web.json'];

const check = (project: string): Promise<number> =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => out.push(b));
    child.on('close', (code, signal) => {
      const text = Buffer.concat(out).toString();
      if (text) process.stdout.write(`── tsc -p ${project}\n${text}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });

const codes = await Promise.all(PROJECTS.map(check));
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
