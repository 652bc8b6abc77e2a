import { describe, expect, it } from 'vitest';
import { mergeName } from './player-name.ts';

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
