import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { noVigHomeProbability } from './moneyline-probability.ts';

const price = fc.oneof(fc.integer({ min: -2000, max: -100 }), fc.integer({ min: 100, max: 2000 }));

describe('no-vig moneyline probability', () => {
  it('removes the vig in proportion: −150 (60%) / +130 (43.5%) leaves the home side 58.0%', () => {
    const line = { home: -150, away: 130 };
    expect(noVigHomeProbability(line)).toBeCloseTo(0.6 / (0.6 + 100 / 230), 12);
    expect(noVigHomeProbability({ home: -110, away: -110 })).toBeCloseTo(0.5, 12);
  });

  it('is a probability, symmetric between the sides, and rises as the home price shortens', () => {
    assertProperty(
      fc.property(price, price, (home, away) => {
        const p = noVigHomeProbability({ home, away });
        const q = noVigHomeProbability({ home: away, away: home });
        const shorter = home > 100 ? home - 1 : home === 100 ? -101 : home - 1;
        return (
          p > 0 && p < 1 && Math.abs(p + q - 1) < 1e-12 && noVigHomeProbability({ home: shorter, away }) >= p
        );
      }),
    );
  });
});
