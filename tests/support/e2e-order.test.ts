import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_SECONDS, longestFirst } from './e2e-order.ts';

describe('the e2e files in the queue: longest first', () => {
  it('orders known files by weight, heaviest first, whatever order they came in', () => {
    // Given smallest first; the weights 4 < 12.4 < 38.1 < 95 put them exactly in reverse.
    const given = ['replay', 'model-record', 'bets', 'screens-live'].map((n) => `tests/e2e/${n}.e2e.ts`);
    expect(longestFirst(given, (f) => E2E_SECONDS[f])).toEqual([
      'tests/e2e/screens-live.e2e.ts',
      'tests/e2e/bets.e2e.ts',
      'tests/e2e/model-record.e2e.ts',
      'tests/e2e/replay.e2e.ts',
    ]);
  });

  it('runs unknown files first, in the order given, and keeps ties in the order given', () => {
    const weights: Record<string, number | undefined> = { a: 1, b: 5, c: undefined, d: 5, e: undefined };
    // c and e unknown: first, as given; then b and d (5, tied: b was given first), then a (1).
    expect(longestFirst(['a', 'b', 'c', 'd', 'e'], (f) => weights[f])).toEqual(['c', 'e', 'b', 'd', 'a']);
  });

  it('names only files that exist (a renamed file would silently lose its place)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    expect(Object.keys(E2E_SECONDS).filter((f) => !existsSync(path.join(root, f)))).toEqual([]);
  });
});
