import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeName, rememberedMergeName } from './player-name.ts';

describe('player name matching', () => {
  it('meets across sources that spell names differently', () => {
    expect(mergeName('Odell Beckham Jr.')).toBe('odell beckham');
    expect(mergeName("Ja'Marr Chase")).toBe(mergeName('JaMarr Chase'));
    expect(mergeName('Kenneth Walker III')).toBe('kenneth walker');
    expect(mergeName('José  Ramírez')).toBe('jose ramirez');
  });

  it('keeps distinct names distinct', () => {
    expect(mergeName('Josh Allen')).not.toBe(mergeName('Josh Allison'));
    expect(mergeName('Vic Beasley')).toBe('vic beasley');
  });
});

describe('rememberedMergeName (decision 110)', () => {
  it('answers as mergeName does, the first time and every time after', () => {
    const nameOf = rememberedMergeName();
    for (let i = 0; i < 2; i++) {
      // Lower case, accents and punctuation gone, the suffix dropped.
      expect(nameOf('Patrick Mahomes II')).toBe('patrick mahomes');
      expect(nameOf('Ja’Marr Chase')).toBe('jamarr chase');
    }
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 20 }), (names) => {
        for (const n of [...names, ...names]) expect(nameOf(n)).toBe(mergeName(n));
      }),
    );
  });
});
