import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../db/paths.ts';
import { isRecord } from '../shared/guards.ts';

/** The app version from package.json, read once at start-up. */
export function appVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8'));
  return isRecord(pkg) && typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}
