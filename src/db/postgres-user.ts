// PostgreSQL refuses to run as root. When we are root (containers, CI), the server runs as the
// unprivileged system user `postgres`, created on first use if the machine lacks it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const exec = promisify(execFile);

export interface RunAs {
  uid: number;
  gid: number;
}

export async function ensurePostgresUser(): Promise<RunAs | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await lookup();
  if (existing) return existing;
  try {
    await exec('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  } catch {
    // The group may exist without the user (left by a removed package).
    await exec('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
  }
  const created = await lookup();
  if (!created)
    throw new Error('Running as root, and could not create the `postgres` user PostgreSQL needs.');
  return created;
}

async function lookup(): Promise<RunAs | undefined> {
  try {
    const [uid, gid] = await Promise.all([exec('id', ['-u', 'postgres']), exec('id', ['-g', 'postgres'])]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}
