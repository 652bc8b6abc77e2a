import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, readMinutes } from './read-time.ts';

describe('read time (spec 02: words / 200, rounded up)', () => {
  it('counts words, keeping figures, contractions and hyphenated words whole', () => {
    // "Favourites", "covered", "48.3%"->"48.3", "of", "spreads", "don't", "over-react" = 7
    expect(countWords('Favourites covered 48.3% of spreads — don’t over-react!')).toBe(7);
    expect(countWords('  \n ')).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 1],
    [200, 1], // 200 / 200 = 1 exactly
    [201, 2], // 1.005 rounds up to 2
    [399, 2],
    [400, 2],
    [401, 3],
  ])('%i words read in %i minutes', (words, minutes) => {
    expect(readMinutes(words)).toBe(minutes);
  });

  it('never reads faster than 200 words a minute nor a whole minute slower', () => {
    fc.assert(
      fc.property(fc.nat(100_000), (words) => {
        const m = readMinutes(words);
        expect(m * 200).toBeGreaterThanOrEqual(words);
        expect((m - 1) * 200).toBeLessThan(words === 0 ? 1 : words);
      }),
    );
  });
});
