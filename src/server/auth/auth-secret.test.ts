import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './auth-secret.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gg-secret-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('keeps a generated secret in DATA_DIR, readable by the owner only, and reuses it', async () => {
  const dataDir = path.join(dir, 'data');
  const first = await resolveAuthSecret(undefined, dataDir);
  expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
  const file = await stat(path.join(dataDir, AUTH_SECRET_FILE));
  expect(file.mode & 0o777).toBe(0o600);
  expect(await resolveAuthSecret(undefined, dataDir)).toBe(first);
});

it('uses AUTH_SECRET when it is set', async () => {
  const secret = 'x'.repeat(40);
  expect(await resolveAuthSecret(secret, path.join(dir, 'unused'))).toBe(secret);
});
