// The secret that signs session cookies, CSRF tokens and confirmation links. From AUTH_SECRET when set
// (required outside localhost: src/core/config/site-security.ts); otherwise, for the embedded default
// and development on this machine, generated once and kept in DATA_DIR (mode 0600) so sessions survive
// restarts. Anyone who can read DATA_DIR can read the database too, so the file adds no exposure.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const AUTH_SECRET_FILE = '.auth-secret';

export async function resolveAuthSecret(envSecret: string | undefined, dataDir: string): Promise<string> {
  if (envSecret) return envSecret;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    // 'wx': if another process wrote it first, keep theirs and read it back.
    await writeFile(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' }).catch(
      () => {},
    );
    return (await readFile(file, 'utf8')).trim();
  }
}
