import { describe, expect, it } from 'vitest';
import MixedProjectSequencer, { interleaveProjects } from './file-order.ts';

// Files named project:index; the key reads the project back, every file in group 0 unless given.
const key = (f: string) => ({ group: f.startsWith('e2e') ? 1 : 0, project: f.split(':')[0] ?? '' });

describe('the order files are handed to the workers', () => {
  it('deals two projects out in proportion to their counts, each keeping its own order', () => {
    // Vitest's sort: every api file (longest first) before every unit file. 2 api and 4 unit files:
    // shares after each pick — a 0/2 vs u 0/4 tie → a (first listed); then u (0/4 < 1/2); u (1/4 < 1/2);
    // a 1/2 vs u 2/4 tie → a; then the two unit files left.
    const sorted = ['api:1', 'api:2', 'unit:1', 'unit:2', 'unit:3', 'unit:4'];
    expect(interleaveProjects(sorted, key)).toEqual([
      'api:1',
      'unit:1',
      'unit:2',
      'api:2',
      'unit:3',
      'unit:4',
    ]);
  });

  it('keeps groups apart and in order: a later group is never mixed into an earlier one', () => {
    const sorted = ['e2e:1', 'api:1', 'e2e:2', 'unit:1'];
    expect(interleaveProjects(sorted, key)).toEqual(['api:1', 'unit:1', 'e2e:1', 'e2e:2']);
  });

  it('leaves a single project as it was', () => {
    expect(interleaveProjects(['unit:3', 'unit:1', 'unit:2'], key)).toEqual(['unit:3', 'unit:1', 'unit:2']);
  });
});

describe('the sequencer Vitest uses', () => {
  // Stand-ins for Vitest's file specifications and its cache of the last run (one e2e file failed there).
  const root = '/repo';
  const spec = (project: string, file: string) => ({
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: true } },
    moduleId: `${root}/${file}`,
  });
  const sequencer = (failed: string[]) =>
    new MixedProjectSequencer({
      config: { root },
      cache: {
        getFileTestResults: (key: string) => ({ failed: failed.includes(key), duration: 1 }),
        getFileStats: () => ({ size: 1 }),
      },
    } as never);

  it('hands out the e2e files longest first (a failed one before them) and leaves the API order alone', async () => {
    const files = [
      spec('api', 'src/b.test.ts'),
      spec('api', 'src/a.test.ts'),
      // Listed shortest first: replay 4 s, model-record 12.4 s, bets 38.1 s, screens-live 95 s.
      spec('e2e', 'tests/e2e/replay.e2e.ts'),
      spec('e2e', 'tests/e2e/model-record.e2e.ts'),
      spec('e2e', 'tests/e2e/bets.e2e.ts'),
      spec('e2e', 'tests/e2e/screens-live.e2e.ts'),
    ];
    const order = await sequencer(['e2e:tests/e2e/replay.e2e.ts']).sort(files as never);
    const names = order.map((f) => f.moduleId.slice(root.length + 1));
    // e2e alone: the failed replay file, then 95 > 38.1 > 12.4 s.
    expect(names.filter((f) => f.startsWith('tests/e2e/'))).toEqual([
      'tests/e2e/replay.e2e.ts',
      'tests/e2e/screens-live.e2e.ts',
      'tests/e2e/bets.e2e.ts',
      'tests/e2e/model-record.e2e.ts',
    ]);
    // The API files as Vitest's cache ordered them (equal durations: as given).
    expect(names.filter((f) => f.startsWith('src/'))).toEqual(['src/b.test.ts', 'src/a.test.ts']);
  });
});
