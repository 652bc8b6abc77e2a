import { describe, expect, it } from 'vitest';
import { recordText, unitsText } from './record-text.ts';

const record = (over: Partial<Parameters<typeof recordText>[0]>) => ({
  graded: 4,
  wins: 2,
  losses: 1,
  pushes: 1,
  units: 1.84,
  unitsPicks: 4,
  ...over,
});

describe('a writer record as the card shows it', () => {
  it('reads wins-losses-pushes in that order, and units with their sign', () => {
    expect(recordText(record({}))).toBe('2-1-1');
    expect(recordText(record({ wins: 0, losses: 3, pushes: 0, graded: 3 }))).toBe('0-3-0');
    expect(unitsText(record({}))).toBe('+1.84 u');
    expect(unitsText(record({ units: -0.5 }))).toBe('−0.50 u');
    expect(unitsText(record({ units: 0 }))).toBe('0.00 u');
  });

  it('says nothing rather than 0-0-0 or 0 units when there is nothing graded or priced', () => {
    expect(recordText(record({ graded: 0, wins: 0, losses: 0, pushes: 0 }))).toBeNull();
    expect(unitsText(record({ units: null }))).toBeNull();
  });
});
