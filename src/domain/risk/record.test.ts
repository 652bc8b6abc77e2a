import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { type GradedRisk, type Outcome, riskRecord, winRateZ } from './record.ts';

const bets = (n: number, riskScore: number | null, outcome: Outcome): GradedRisk[] =>
  Array.from({ length: n }, () => ({ betType: 'spread', riskScore, outcome }));

describe('risk checked against results', () => {
  // Low risk (15): 25 wins, 15 losses, 2 pushes. Higher risk (65): 15 wins, 25 losses. 3 unscored.
  const supported = [
    ...bets(25, 15, 'win'),
    ...bets(15, 15, 'loss'),
    ...bets(2, 15, 'push'),
    ...bets(15, 65, 'win'),
    ...bets(25, 65, 'loss'),
    ...bets(3, null, 'win'),
  ];

  it('counts each band, pushes apart from the win rate', () => {
    const r = riskRecord(supported);
    expect(r.bands).toEqual([
      // 25 / (25 + 15) = 0.625
      { label: 'Below 20', bets: 42, wins: 25, losses: 15, pushes: 2, winRate: 0.625 },
      { label: '20–39', bets: 0, wins: 0, losses: 0, pushes: 0, winRate: null },
      { label: '40–59', bets: 0, wins: 0, losses: 0, pushes: 0, winRate: null },
      // 15 / 40 = 0.375
      { label: '60–79', bets: 40, wins: 15, losses: 25, pushes: 0, winRate: 0.375 },
      { label: '80 and above', bets: 0, wins: 0, losses: 0, pushes: 0, winRate: null },
    ]);
    expect(r.unscored).toBe(3);
  });

  it('says the weights are supported when low risk wins more beyond chance', () => {
    // Pooled p = 40 / 80 = 0.5; se = √(0.25 × (1/40 + 1/40)) = 0.1118; z = (0.625 − 0.375) / 0.1118 = 2.236.
    expect(winRateZ({ wins: 25, losses: 15, pushes: 2 }, { wins: 15, losses: 25, pushes: 0 })).toBeCloseTo(
      2.236,
      3,
    );
    expect(riskRecord(supported).verdict).toEqual({
      kind: 'supported',
      text: 'Bets below risk 40 won 62.5% of 40 decided; bets at 40 or above won 37.5% of 40. Lower risk went with more wins, beyond chance: the results support the weights.',
    });
  });

  it('says they are contradicted when low risk wins less beyond chance', () => {
    const r = riskRecord([
      ...bets(15, 30, 'win'),
      ...bets(25, 30, 'loss'),
      ...bets(25, 70, 'win'),
      ...bets(15, 70, 'loss'),
    ]);
    expect(r.verdict.kind).toBe('contradicted');
    expect(r.verdict.text).toContain('won 37.5% of 40 decided; bets at 40 or above won 62.5% of 40');
  });

  it('says plainly when the difference is within chance', () => {
    // 20–20 (50%) against 18–22 (45%): p = 38/80 = 0.475, se = 0.1117, z = 0.05 / 0.1117 = 0.45.
    const r = riskRecord([
      ...bets(20, 39, 'win'),
      ...bets(20, 39, 'loss'),
      ...bets(18, 40, 'win'),
      ...bets(22, 40, 'loss'),
    ]);
    // 39 is light green (20–39), 40 is yellow (40–59): the edge of a band belongs to the riskier one.
    expect(r.bands.map((b) => b.bets)).toEqual([0, 40, 40, 0, 0]);
    expect(r.verdict).toEqual({
      kind: 'unclear',
      text: 'Bets below risk 40 won 50.0% of 40 decided; bets at 40 or above won 45.0% of 40. The difference is within chance: the results do not support the weights.',
    });
  });

  it('with too few decided bets on a side, says it cannot tell', () => {
    const r = riskRecord([...bets(29, 10, 'win'), ...bets(5, 10, 'push'), ...bets(40, 90, 'loss')]);
    expect(r.verdict).toEqual({
      kind: 'too_few',
      text: 'Too few graded bets to tell: 29 decided below risk 40 and 40 at 40 or above (we wait for 30 on each side). The weights are not supported by results yet.',
    });
  });

  it('places every graded bet once: in a band or among the unscored', () => {
    const row = fc.record({
      betType: fc.constantFrom('spread' as const, 'total' as const, 'moneyline' as const),
      riskScore: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
      outcome: fc.constantFrom('win' as const, 'loss' as const, 'push' as const),
    });
    // Bands + unscored = graded bets; win rates within 0–1.
    assertProperty(
      fc.property(fc.array(row, { maxLength: 200 }), (rows) => {
        const r = riskRecord(rows);
        expect(r.bands.reduce((s, b) => s + b.bets, 0) + r.unscored).toBe(rows.length);
        for (const b of r.bands) {
          expect(b.wins + b.losses + b.pushes).toBe(b.bets);
          if (b.winRate !== null) expect(b.winRate >= 0 && b.winRate <= 1).toBe(true);
        }
      }),
    );
  });
});
