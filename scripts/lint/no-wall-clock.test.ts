// The wall-clock lint rule (decision 082), run by Biome with the repository's own override: a sample file
// placed as a repository, a route, a test and core code, and the lines Biome reports in each.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

// One construct per line, so a report names its line.
const SAMPLE = [
  "import { sql } from 'drizzle-orm';", // 1
  'export const a = () => new Date();', // 2 banned
  'export const b = () => Date.now();', // 3 banned
  'export const c = sql`update t set updated_at = now() where id = ${1}`;', // 4 banned
  "export const d = 'select * from t where at <= NOW ()';", // 5 banned (any case, spaced)
  'export const e = sql`select current_timestamp`;', // 6 banned
  'export const f = (at: Date) => new Date(at.getTime() + 1000);', // 7 allowed: from a given instant
  'export const g = (asOf: Date) => sql`select * from t where at <= ${asOf}`;', // 8 allowed
  "export const h = 'known_at'; // now() in a comment", // 9 allowed: comments are not code
  'export const i = sql`select clock_timestamp()`;', // 10 allowed: a named write stamp
].join('\n');

interface Report {
  diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
}

let dir: string;
let reported: Map<string, number[]>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gg-lint-'));
  // The repository's override, as written in biome.json, with its plugin path made absolute.
  const config = JSON.parse(await readFile(path.join(ROOT, 'biome.json'), 'utf8'));
  const rule = config.overrides.find((o: { plugins?: string[] }) => o.plugins?.length);
  rule.plugins = rule.plugins.map((p: string) => path.resolve(ROOT, p));
  await writeFile(
    path.join(dir, 'biome.json'),
    JSON.stringify({ root: true, linter: { rules: { preset: 'none' } }, overrides: [rule] }),
  );
  const files = [
    'src/db/repositories/sample.ts',
    'src/server/routes/sample.ts',
    'src/server/routes/sample.test.ts',
    'src/core/sample.ts',
  ];
  for (const f of files) {
    await mkdir(path.dirname(path.join(dir, f)), { recursive: true });
    await writeFile(path.join(dir, f), SAMPLE);
  }
  const { stdout } = await promisify(execFile)(BIOME, ['lint', '--reporter=json', '.'], { cwd: dir }).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Report;
  reported = new Map(files.map((f) => [f, []]));
  for (const d of report.diagnostics)
    if (d.category === 'plugin') reported.get(d.location.path)?.push(d.location.start.line);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('no wall clock in repositories and routes', () => {
  it('reports every argument-free new Date(), Date.now() and SQL now()/current_timestamp in a repository', () => {
    expect(reported.get('src/db/repositories/sample.ts')?.sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6]);
  });

  it('reports the same in a route', () => {
    expect(reported.get('src/server/routes/sample.ts')?.sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6]);
  });

  it('leaves tests and other zones alone', () => {
    expect(reported.get('src/server/routes/sample.test.ts')).toEqual([]);
    expect(reported.get('src/core/sample.ts')).toEqual([]);
  });
});
