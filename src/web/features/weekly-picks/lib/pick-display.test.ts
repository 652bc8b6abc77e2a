import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../../../tests/support/property.ts';
import { bioBoostTone, confidenceLabel, edgeBand, printLine, weekStatus } from './pick-display.ts';

describe('game card display (spec 01 §2)', () => {
  it('colours BioBoost green at 80, yellow at 60, else red; a missing one is shown as missing', () => {
    expect(bioBoostTone(80)).toBe('positive');
    expect(bioBoostTone(79.9)).toBe('warning');
    expect(bioBoostTone(60)).toBe('warning');
    expect(bioBoostTone(59)).toBe('negative');
    expect(bioBoostTone(null)).toBe('neutral');
  });

  it('bands the BioBoost edge Strong at 10, Moderate at 5, else Weak', () => {
    expect(edgeBand(80, 70)).toEqual({ band: 'Strong', points: 10 });
    expect(edgeBand(70, 75)).toEqual({ band: 'Moderate', points: 5 });
    expect(edgeBand(70, 74)).toEqual({ band: 'Weak', points: 4 });
    expect(edgeBand(null, 74)).toBeNull();
  });

  it('is symmetric in the two teams (property)', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        expect(edgeBand(a, b)).toEqual(edgeBand(b, a));
      }),
    );
  });

  it('reads the tiers, lines and week names as a person does', () => {
    expect(confidenceLabel('MEDIUM')).toBe('MODERATE');
    expect(confidenceLabel(null)).toBe('No pick');
    expect(printLine(-3.5)).toBe('-3.5');
    expect(printLine(3)).toBe('+3');
    expect(printLine(0)).toBe('PK');
    expect(weekStatus(12, 12)).toBe('Live Week');
    expect(weekStatus(13, 12)).toBe('Upcoming');
    expect(weekStatus(11, 12)).toBe('Completed');
  });
});
