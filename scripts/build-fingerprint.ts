// A fingerprint of everything that goes into a build. `npm start` rebuilds only when it changed.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'tsconfig.base.json',
  'scripts/build.ts',
  'scripts/bundle-server.ts',
];

export function buildFingerprint(root: string): string {
  const hash = createHash('sha256');
  const visit = (relative: string) => {
    const full = path.join(root, relative);
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(full);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(full).sort()) {
        if (!entry.endsWith('.test.ts')) visit(path.join(relative, entry));
      }
    } else {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex');
}
