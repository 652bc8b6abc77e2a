import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { BET_TYPES, band, recommend, riskCell, SCORED_FACTORS, type ScoredFactor } from './score.ts';

describe('recommendation (spec 02 §9)', () => {
  it.each([
    [19, 71, 'strong_buy'],
    [19, 70, 'buy'], // confidence 70 is not above 70; 19 < 35 and 70 > 60 → buy
    [20, 95, 'buy'],
    [34, 61, 'buy'],
    [34, 60, 'hold'],
    [35, 95, 'hold'],
    [64, 95, 'hold'],
    [65, 95, 'avoid'],
    [79, 20, 'avoid'],
    [80, 95, 'strong_avoid'],
  ] as const)('risk %i, confidence %i → %s', (risk, confidence, expected) => {
    expect(recommend(risk, confidence)).toBe(expected);
  });
});

describe('colour bands (spec 02 §9)', () => {
  it.each([
    [0, 'green'],
    [19, 'green'],
    [20, 'light_green'],
    [39, 'light_green'],
    [40, 'yellow'],
    [59, 'yellow'],
    [60, 'orange'],
    [79, 'orange'],
    [80, 'red'],
    [100, 'red'],
    [null, 'none'],
  ] as const)('%s → %s', (risk, expected) => {
    expect(band(risk)).toBe(expected);
  });
});

const all = (
  lineMovement: number | null,
  weather: number | null,
  injuries: number | null,
  history: number | null,
) => ({
  lineMovement,
  weather,
  injuries,
  history,
});

describe('riskCell', () => {
  it('weighs a spread 35/10/30/25 and reads confidence from the history behind it', () => {
    // 0.35×80 + 0.10×0 + 0.30×20 + 0.25×40 = 28 + 0 + 6 + 10 = 44 → yellow, hold.
    // 12 decided games: 35 + 5×12 = 95.
    expect(riskCell('spread', all(80, 0, 20, 40), true, 12)).toEqual({
      riskScore: 44,
      confidence: 95,
      recommendation: 'hold',
      band: 'yellow',
      knownWeight: 1,
      missing: [],
      reason: null,
    });
  });

  it('weighs a total 30/35/15/20: high wind makes it a strong avoid', () => {
    // 0.30×90 + 0.35×100 + 0.15×20 + 0.20×50 = 27 + 35 + 3 + 10 = 75 → orange, avoid.
    expect(riskCell('total', all(90, 100, 20, 50), true, 3)).toMatchObject({
      riskScore: 75,
      confidence: 50, // 35 + 5×3
      recommendation: 'avoid',
      band: 'orange',
    });
  });

  it('is a strong buy only when low risk is backed by enough history', () => {
    // Moneyline 0.30×10 + 0.10×0 + 0.35×10 + 0.25×20 = 3 + 0 + 3.5 + 5 = 11.5 → 12 (rounded).
    expect(riskCell('moneyline', all(10, 0, 10, 20), true, 8)).toMatchObject({
      riskScore: 12,
      confidence: 75, // 35 + 5×8
      recommendation: 'strong_buy',
      band: 'green',
    });
    // The same factors behind 2 games: confidence 45 → only a hold.
    expect(riskCell('moneyline', all(10, 0, 10, 20), true, 2).recommendation).toBe('hold');
  });

  it('scores a missing factor out of the mean and holds confidence at 50', () => {
    // Spread without line movement: (0.10×0 + 0.30×20 + 0.25×40) / 0.65 = 16 / 0.65 = 24.6 → 25.
    expect(riskCell('spread', all(null, 0, 20, 40), true, 12)).toMatchObject({
      riskScore: 25,
      confidence: 50,
      recommendation: 'hold', // 25 < 35 but confidence 50 is not above 60
      knownWeight: 0.65,
      missing: ['lineMovement'],
    });
  });

  it("is 'AVOID - Insufficient Data' with no score when under half the weight is known", () => {
    // Total without line movement (0.30) and weather (0.35): 0.35 known.
    const cell = riskCell('total', all(null, null, 20, 40), true, 12);
    expect(cell).toMatchObject({ riskScore: null, confidence: null, recommendation: 'insufficient_data' });
    expect(cell.band).toBe('none');
    expect(cell.reason).toBe("Unknown: line movement, weather; under half of this bet's weight is known.");
  });

  it("is 'AVOID - Insufficient Data' with no line to bet, whatever the factors", () => {
    const cell = riskCell('spread', all(0, 0, 0, 0), false, 12);
    expect(cell).toMatchObject({ riskScore: null, recommendation: 'insufficient_data' });
    expect(cell.reason).toBe('No spread is stored for this game yet.');
  });
});

const risk = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });
const risks = fc.record({ lineMovement: risk, weather: risk, injuries: risk, history: risk });
const betType = fc.constantFrom(...BET_TYPES);
const games = fc.integer({ min: 0, max: 17 });

describe('riskCell properties', () => {
  it('keeps the score in 0–100 and the confidence in 20–95', () => {
    assertProperty(
      fc.property(betType, risks, games, (b, r, n) => {
        const c = riskCell(b, r, true, n);
        if (c.riskScore === null) return c.confidence === null;
        return (
          c.riskScore >= 0 &&
          c.riskScore <= 100 &&
          c.confidence !== null &&
          c.confidence >= 20 &&
          c.confidence <= 95
        );
      }),
    );
  });

  it('never rises when one factor’s risk falls (monotone in each factor)', () => {
    const factor = fc.constantFrom<ScoredFactor>(...SCORED_FACTORS);
    assertProperty(
      fc.property(betType, risks, factor, fc.integer({ min: 0, max: 100 }), games, (b, r, f, lower, n) => {
        const current = r[f];
        if (current === null || lower > current) return true;
        const high = riskCell(b, r, true, n).riskScore;
        const low = riskCell(b, { ...r, [f]: lower }, true, n).riskScore;
        return high === null || (low !== null && low <= high);
      }),
    );
  });

  it('never says buy or strong buy with any input missing', () => {
    assertProperty(
      fc.property(betType, risks, games, fc.boolean(), (b, r, n, market) => {
        const c = riskCell(b, r, market, n);
        const missing = !market || SCORED_FACTORS.some((f) => r[f] === null);
        return !missing || (c.recommendation !== 'buy' && c.recommendation !== 'strong_buy');
      }),
    );
  });
});
