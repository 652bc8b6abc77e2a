import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalCdf, probabilityToSpread, spreadToProbability } from './spread-probability.ts';

describe('spread ↔ probability', () => {
  it('matches the normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841344746, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.0249979, 6);
  });

  it('a 3-point home favourite with σ 13.5 wins about 58.8%, a touchdown favourite about 69.8%', () => {
    expect(spreadToProbability(3, 13.5)).toBeCloseTo(0.5879, 3);
    expect(spreadToProbability(7, 13.5)).toBeCloseTo(0.698, 3);
    expect(spreadToProbability(-7, 13.5)).toBeCloseTo(0.302, 3);
  });

  it('round-trips and is monotone', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -30, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (s, d) => {
          const p = spreadToProbability(s, 13.5);
          return Math.abs(probabilityToSpread(p, 13.5) - s) < 1e-4 && spreadToProbability(s + d, 13.5) >= p;
        },
      ),
    );
  });
});
