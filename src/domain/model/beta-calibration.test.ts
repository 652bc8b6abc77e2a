import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { fitBeta, fitBetaParams } from './beta-calibration.ts';

const games = (p: number, wins: number, of: number) =>
  Array.from({ length: of }, (_, i) => ({ p, homeWon: i < wins }));

describe('fitBeta, by hand', () => {
  // Three distinct probabilities, three parameters: the fit matches each group's rate exactly.
  // 50% calls won 1 of 2, 20% calls won 1 of 4, 80% calls won 4 of 5. With L = ln 2, u = ln 5:
  //   p = 1/2:  −a·L + b·L + c               = logit(1/2) = 0
  //   p = 1/5:  −a·u + b·(u − 2L) + c        = logit(1/4) = −ln 3
  //   p = 4/5:   a·(2L − u) + b·u + c        = logit(4/5) = 2L
  // third − second: 2L·(a + b) = 2L + ln 3      → a + b = 1 + ln 3 / ln 4 = 1.792481
  // second + third − 2·first: 2·(u − 2L)·(b − a) = 2L − ln 3 → b − a = (L − ln3/2) / ln(5/4) = 0.644612
  // so a = 0.573935, b = 1.218547, c = L·(a − b) = −0.446811 (two slopes: b > a, not Platt's a = b).
  // At 0.9: σ(0.573935·ln 0.9 − 1.218547·ln 0.1 − 0.446811) = σ(2.298428) = 0.908755.
  const items = [...games(0.5, 1, 2), ...games(0.2, 1, 4), ...games(0.8, 4, 5)];

  it('fits a = 0.573935, b = 1.218547, c = −0.446811', () => {
    const { a, b, c } = fitBetaParams(items);
    expect(a).toBeCloseTo(0.573935, 5);
    expect(b).toBeCloseTo(1.218547, 5);
    expect(c).toBeCloseTo(-0.446811, 5);
  });

  it('maps 50% → 50%, 20% → 25%, 80% → 80% and 90% → 90.88%', () => {
    const curve = fitBeta(items);
    expect(curve(0.5)).toBeCloseTo(0.5, 6);
    expect(curve(0.2)).toBeCloseTo(0.25, 6);
    expect(curve(0.8)).toBeCloseTo(0.8, 6);
    expect(curve(0.9)).toBeCloseTo(0.908755, 5);
  });

  it('a curve that would fall is held flat: 20% calls won 3 of 4, 50% won 1 of 2, 80% won 1 of 4', () => {
    // Unconstrained: a + b = (−ln 3 − ln 3) / (2·ln 2) = −1.585 < 0 and b − a = 0, both slopes negative.
    // b is fixed at 0; the refit on ln p alone still falls (a < 0), so a is fixed at 0 too; what is
    // left is the intercept: the home side won 5 of 10, c = logit(1/2) = 0, every p → 50%.
    const falling = [...games(0.2, 3, 4), ...games(0.5, 1, 2), ...games(0.8, 1, 4)];
    const { a, b, c } = fitBetaParams(falling);
    expect([a, b]).toEqual([0, 0]);
    expect(c).toBeCloseTo(0, 9);
    expect(fitBeta(falling)(0.1)).toBeCloseTo(0.5, 9);
    expect(fitBeta(falling)(0.95)).toBeCloseTo(0.5, 9);
  });
});

describe('fitBeta, whatever it was fitted on', () => {
  const item = fc.record({ p: fc.double({ min: 0, max: 1, noNaN: true }), homeWon: fc.boolean() });
  const prob = fc.double({ min: 0, max: 1, noNaN: true });

  it('gives a probability strictly between 0 and 1', () => {
    assertProperty(
      fc.property(fc.array(item, { maxLength: 60 }), prob, (items, p) => {
        const q = fitBeta(items)(p);
        return q > 0 && q < 1;
      }),
    );
  });

  it('keeps a ≥ 0 and b ≥ 0, so the curve never decreases as the raw probability rises', () => {
    assertProperty(
      fc.property(fc.array(item, { maxLength: 60 }), prob, prob, (items, x, y) => {
        const { a, b } = fitBetaParams(items);
        const curve = fitBeta(items);
        return a >= 0 && b >= 0 && curve(Math.min(x, y)) <= curve(Math.max(x, y));
      }),
    );
  });
});
