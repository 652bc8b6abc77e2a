import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { undecidedPairingsNote } from './playoff-pairings.ts';

describe('the note of a playoff week not decided yet', () => {
  it('names the round that decides it', () => {
    expect(undecidedPairingsNote('WC', 6)).toBe(
      "Not decided yet: 6 playoff games this week, whose teams are known once every game of the regular season's last week is final.",
    );
    expect(undecidedPairingsNote('SB', 1)).toBe(
      'Not decided yet: 1 playoff game this week, whose teams are known once every game of the previous playoff round is final.',
    );
  });

  it('says nothing when every game of the week is known', () => {
    fc.assert(
      fc.property(fc.constantFrom('WC', 'DIV', 'CON', 'SB'), fc.integer({ max: 0 }), (type, hidden) => {
        expect(undecidedPairingsNote(type, hidden)).toBeUndefined();
      }),
    );
  });
});
