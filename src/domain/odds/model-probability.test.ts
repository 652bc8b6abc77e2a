// The model's chance that a bet wins, the figure the odds board sets against each book's price.
// σ = 10 keeps the arithmetic by hand: Φ(0) = 0.5, Φ(1) = 0.841345, Φ(−1) = 0.158655.
import { describe, expect, it } from 'vitest';
import { type ModelView, modelSideProbability } from './model-probability.ts';

const MODEL: ModelView = {
  homeWinProbability: 0.8,
  predictedMargin: 13.5,
  predictedTotal: 44,
  marginSigma: 10,
  totalSigma: 10,
};
const PHI_1 = 0.841345;

describe("the model's probability of a bet", () => {
  it('is the win probability for a moneyline, the complement for the away side', () => {
    expect(modelSideProbability(MODEL, 'h2h', 'home', null)).toBe(0.8);
    expect(modelSideProbability(MODEL, 'h2h', 'away', null)).toBeCloseTo(0.2, 12);
    expect(modelSideProbability(MODEL, 'h2h', 'over', null)).toBeNull();
  });

  it("covers a spread at the side's own handicap: home −3.5 and away +3.5 with a 13.5-point margin", () => {
    // Home covers −3.5 when the margin beats 3.5: Φ((13.5 − 3.5) / 10) = Φ(1).
    expect(modelSideProbability(MODEL, 'spreads', 'home', -3.5)).toBeCloseTo(PHI_1, 6);
    // Away covers +3.5 when the margin stays under 3.5: Φ((3.5 − 13.5) / 10) = Φ(−1).
    expect(modelSideProbability(MODEL, 'spreads', 'away', 3.5)).toBeCloseTo(1 - PHI_1, 6);
    // At a handicap equal to the expected margin it is a coin flip, for either side.
    expect(modelSideProbability(MODEL, 'spreads', 'home', -13.5)).toBeCloseTo(0.5, 9);
    expect(modelSideProbability(MODEL, 'spreads', 'away', 13.5)).toBeCloseTo(0.5, 9);
    // More points for a side make its bet likelier, never less.
    expect(modelSideProbability(MODEL, 'spreads', 'home', -2.5) ?? 0).toBeGreaterThan(PHI_1);
    expect(modelSideProbability(MODEL, 'spreads', 'away', 4.5) ?? 0).toBeGreaterThan(1 - PHI_1);
  });

  it('puts a total on either side of the expected 44 points', () => {
    expect(modelSideProbability(MODEL, 'totals', 'over', 34)).toBeCloseTo(PHI_1, 6);
    expect(modelSideProbability(MODEL, 'totals', 'under', 34)).toBeCloseTo(1 - PHI_1, 6);
    expect(modelSideProbability(MODEL, 'totals', 'over', 54)).toBeCloseTo(1 - PHI_1, 6);
    expect(modelSideProbability(MODEL, 'totals', 'under', 54)).toBeCloseTo(PHI_1, 6);
  });

  it('gives no figure rather than an invented one', () => {
    expect(modelSideProbability(MODEL, 'spreads', 'home', null)).toBeNull();
    expect(modelSideProbability(MODEL, 'totals', 'over', null)).toBeNull();
    expect(modelSideProbability({ ...MODEL, totalSigma: null }, 'totals', 'over', 44)).toBeNull();
    expect(modelSideProbability({ ...MODEL, totalSigma: null }, 'totals', 'under', 44)).toBeNull();
    // A side that is not the market's own.
    expect(modelSideProbability(MODEL, 'spreads', 'over', -3.5)).toBeNull();
    expect(modelSideProbability(MODEL, 'totals', 'home', 44)).toBeNull();
  });
});
