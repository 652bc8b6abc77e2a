// Running a server under test as its own process, pinned to one core when `taskset` exists, with its
// resident memory sampled while it is under load.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from '../scripts/build.ts';
import { buildFingerprint } from '../scripts/build-fingerprint.ts';
import { projectRoot } from '../src/db/paths.ts';

const root = projectRoot();

/** Builds the app when the sources changed, so a server started with `startCommand` does not build. */
export async function ensureBuilt(): Promise<void> {
  const stamp = path.join(root, 'dist/.build-fingerprint');
  const current = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
  if (!existsSync(path.join(root, 'dist/server/main.js')) || current !== buildFingerprint(root))
    await buildAll((m) => console.error(`[build] ${m}`));
}

/**
 * `npm start`'s command line (e.g. `node --max-semi-space-size=2 --import tsx scripts/start.ts`), to run
 * from the project root; `nodeFlags` replaces its V8/node flags (the ones before `--import`), to compare
 * settings.
 */
export function startCommand(nodeFlags?: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [program, ...args] = pkg.scripts.start.split(/\s+/);
  if (program !== 'node') throw new Error(`npm start runs ${program}, not node: measure it by hand`);
  if (nodeFlags === undefined) return args;
  const rest = args.slice(args.indexOf('--import'));
  return [...nodeFlags.split(/\s+/).filter(Boolean), ...rest];
}

export const canPin = spawnSync('taskset', ['-V']).status === 0;

/** Pins this process (every thread, so autocannon's worker too) to `core`. */
export function pinSelf(core: number): void {
  if (canPin) spawnSync('taskset', ['-a', '-cp', String(core), String(process.pid)], { stdio: 'ignore' });
}

export function startPinned(
  core: number,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; stderr: () => string } {
  const [command, rest] = canPin
    ? ['taskset', ['-c', String(core), process.execPath, ...args]]
    : [process.execPath, args];
  // stdout (one log line per request) goes to /dev/null: the server writes it, nobody reads it.
  const child = spawn(command, rest as string[], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return { child, stderr: () => stderr };
}

export async function waitForHttp(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  // The embedded PostgreSQL starts and migrates first: minutes on a 2-core box that other work keeps busy.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`no answer from ${url} within 300 s:\n${stderr()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Samples VmRSS of `pid` every 250 ms until stopped; returns the peak in MiB. */
export function sampleRss(pid: number): () => number {
  let peakKb = 0;
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      peakKb = Math.max(peakKb, Number(match?.[1] ?? 0));
    } catch {}
  };
  read();
  const timer = setInterval(read, 250);
  return () => {
    clearInterval(timer);
    read();
    return peakKb / 1024;
  };
}

/** CPU time (user + system) `pid` has used so far, in milliseconds. */
export function cpuMs(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name, in clock ticks (100/s).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}
