// The zone rules (docs/architecture.md, decision 104), run by Biome with the repository's own overrides:
// a file in each zone imports one zone below it (allowed) and one above it (refused), and the test reads
// which lines Biome reports. An upward import that lint lets through fails here.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

/** Each sample: line 1 an allowed import, line 2 an upward one (or, for the root and tests, another allowed one). */
const SAMPLES: Record<string, [allowed: string, upward: string]> = {
  'src/domain/picks/sample.ts': ['../../shared/api/predictions.ts', '../../core/clock.ts'],
  'src/domain/model/sample.ts': ['../../shared/api/predictions.ts', '../../db/schema/model.ts'],
  'src/shared/api/sample.ts': ['./predictions.ts', '../../domain/picks/freeze-rule.ts'],
  'src/db/schema/sample.ts': ['../../shared/api/predictions.ts', '../../domain/model/predict-game.ts'],
  'src/db/repositories/sample.ts': ['../../domain/model/predict-game.ts', '../../core/clock.ts'],
  'src/core/sample.ts': ['../db/repositories/games.ts', '../jobs/scheduler.ts'],
  'src/server/sample.ts': ['../core/clock.ts', '../jobs/scheduler.ts'],
  'src/server/routes/sample.ts': ['../../core/clock.ts', '../../jobs/http/http-client.ts'],
  'src/jobs/sample.ts': ['../core/clock.ts', '../server/app.ts'],
  'src/web/lib/sample.ts': ['../../shared/api/predictions.ts', '../../core/clock.ts'],
  // The composition root wires server and jobs; a server test may assemble zones.
  'src/start-server.ts': ['./server/app.ts', './jobs/scheduler.ts'],
  'src/server/sample.test.ts': ['../core/clock.ts', '../jobs/scheduler.ts'],
};

interface Report {
  diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
}

let dir: string;
let reported: Map<string, number[]>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'gg-zones-'));
  // The repository's zone overrides, as written in biome.json, alone.
  const config = JSON.parse(await readFile(path.join(ROOT, 'biome.json'), 'utf8'));
  const zones = config.overrides.filter(
    (o: { linter?: { rules?: { style?: { noRestrictedImports?: unknown } } } }) =>
      o.linter?.rules?.style?.noRestrictedImports,
  );
  await writeFile(
    path.join(dir, 'biome.json'),
    JSON.stringify({ root: true, linter: { rules: { preset: 'none' } }, overrides: zones }),
  );
  for (const [file, [allowed, upward]] of Object.entries(SAMPLES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    const text = `import { a } from '${allowed}';\nimport { b } from '${upward}';\nexport const c = [a, b];\n`;
    await writeFile(path.join(dir, file), text);
  }
  const { stdout } = await promisify(execFile)(BIOME, ['lint', '--reporter=json', '.'], { cwd: dir }).catch(
    (error: { stdout: string }) => ({ stdout: error.stdout }),
  );
  const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Report;
  reported = new Map(Object.keys(SAMPLES).map((f) => [f, []]));
  for (const d of report.diagnostics)
    if (d.category === 'lint/style/noRestrictedImports')
      reported.get(d.location.path)?.push(d.location.start.line);
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('imports point down only', () => {
  it.each([
    ['domain', 'core', 'src/domain/picks/sample.ts'],
    ['domain', 'db', 'src/domain/model/sample.ts'],
    ['shared', 'domain', 'src/shared/api/sample.ts'],
    ['db/schema', 'domain', 'src/db/schema/sample.ts'],
    ['db', 'core', 'src/db/repositories/sample.ts'],
    ['core', 'jobs', 'src/core/sample.ts'],
    ['server', 'jobs (the scheduler)', 'src/server/sample.ts'],
    ['a route', 'jobs (the HTTP client)', 'src/server/routes/sample.ts'],
    ['jobs', 'server', 'src/jobs/sample.ts'],
    ['web', 'core', 'src/web/lib/sample.ts'],
  ])('%s importing %s fails lint; its downward import passes', (_zone, _upper, file) => {
    expect(reported.get(file)).toEqual([2]);
  });

  it('lets the composition root wire server and jobs, and a server test assemble zones', () => {
    expect(reported.get('src/start-server.ts')).toEqual([]);
    expect(reported.get('src/server/sample.test.ts')).toEqual([]);
  });
});
