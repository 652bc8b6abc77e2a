import { describe, expect, it } from 'vitest';
import { interleaveProjects } from './file-order.ts';

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
