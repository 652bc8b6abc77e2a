import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from src/ (tsx) or from the dist/ bundle. */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the project root (no package.json above this file).');
    dir = parent;
  }
  return dir;
}

export const migrationsFolder = () => path.join(projectRoot(), 'src', 'db', 'migrations');
