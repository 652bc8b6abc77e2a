import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../db/paths.ts';

/** The app version from package.json, read once at start-up. */
export function appVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}
