// Which roster positions the projections cover (player-game.ts): the four skill positions as the
// data sources spell them, fullbacks and halfbacks as running backs (both DFS sites list them so),
// everything else left out.
import { describe, expect, it } from 'vitest';
import { SKILL_POSITIONS, skillPosition } from './player-game.ts';

describe('skillPosition', () => {
  it('keeps the four skill positions', () => {
    expect(['QB', 'RB', 'WR', 'TE'].map(skillPosition)).toEqual(['QB', 'RB', 'WR', 'TE']);
    expect(SKILL_POSITIONS).toEqual(['QB', 'RB', 'WR', 'TE']);
  });

  it('reads them in any case and with surrounding spaces', () => {
    expect(skillPosition(' qb ')).toBe('QB');
    expect(skillPosition('wr')).toBe('WR');
    expect(skillPosition('\tTe\n')).toBe('TE');
    expect(skillPosition(' fb')).toBe('RB');
  });

  it('lists fullbacks and halfbacks as running backs', () => {
    expect(skillPosition('FB')).toBe('RB');
    expect(skillPosition('HB')).toBe('RB');
    expect(skillPosition('hb')).toBe('RB');
  });

  it('leaves every other position, and a missing one, out', () => {
    for (const p of ['K', 'P', 'OL', 'DE', 'CB', 'LS', 'QBR', 'Q B', 'WR/TE', '']) {
      expect(skillPosition(p), p).toBeUndefined();
    }
    expect(skillPosition(null)).toBeUndefined();
    expect(skillPosition(undefined)).toBeUndefined();
  });
});
