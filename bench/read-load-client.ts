// Runs bench/read-load.ts as a child process and returns its summary.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ReadLoadResult } from './read-load.ts';

const run = promisify(execFile);

export async function readLoad(
  base: string,
  paths: readonly string[],
  options: { seconds: number; connections: number },
): Promise<ReadLoadResult> {
  const script = path.join(import.meta.dirname, 'read-load.ts');
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', script, base, String(options.seconds), String(options.connections), ...paths],
    { timeout: (options.seconds + 60) * 1000 },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as ReadLoadResult;
}
