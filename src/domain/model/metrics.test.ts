import { describe, expect, it } from 'vitest';
import { betRecord, calibrationTable, probabilityMetrics, tierTable } from './metrics.ts';

describe('metrics', () => {
  it('computes accuracy, Brier and log loss by hand', () => {
    const m = probabilityMetrics([
      { p: 0.8, homeWon: true },
      { p: 0.6, homeWon: false },
      { p: 0.5, homeWon: true },
    ]);
    expect(m.games).toBe(3);
    expect(m.accuracy).toBeCloseTo((1 + 0 + 0.5) / 3, 12);
    expect(m.brier).toBeCloseTo((0.04 + 0.36 + 0.25) / 3, 12);
    expect(m.logLoss).toBeCloseTo(-(Math.log(0.8) + Math.log(0.4) + Math.log(0.5)) / 3, 12);
  });

  it('reports zeros for no games, and clips a certain pick’s log loss to a finite cost', () => {
    expect(probabilityMetrics([])).toEqual({ games: 0, accuracy: 0, brier: 0, logLoss: 0 });
    // A 100% home pick that lost costs −ln(1e−6); one that won costs −ln(1 − 1e−6), not 0.
    expect(probabilityMetrics([{ p: 1, homeWon: false }]).logLoss).toBeCloseTo(-Math.log(1e-6), 9);
    expect(probabilityMetrics([{ p: 1, homeWon: true }]).logLoss).toBeCloseTo(-Math.log(1 - 1e-6), 15);
    expect(probabilityMetrics([{ p: 0, homeWon: true }]).logLoss).toBeCloseTo(-Math.log(1e-6), 9);
  });

  it('reports how often each confidence tier’s pick won, against the probability it was given', () => {
    const table = tierTable([
      { p: 0.8, homeWon: false }, // HIGH home pick at 80%, lost
      { p: 0.15, homeWon: false }, // HIGH away pick at 85%, won
      { p: 0.25, homeWon: false }, // HIGH away pick at 75%, won
      { p: 0.62, homeWon: false }, // MEDIUM home pick at 62%, lost
      { p: 0.5, homeWon: true }, // LOW: an even call goes to home, and won
    ]);
    expect(table.map((t) => [t.tier, t.games])).toEqual([
      ['HIGH', 3],
      ['MEDIUM', 1],
      ['LOW', 1],
    ]);
    expect(table[0]?.meanPredicted).toBeCloseTo((0.8 + 0.85 + 0.75) / 3, 12);
    expect(table[0]?.won).toBeCloseTo(2 / 3, 12);
    expect(table[1]).toEqual({ tier: 'MEDIUM', games: 1, meanPredicted: 0.62, won: 0 });
    expect(table[2]).toEqual({ tier: 'LOW', games: 1, meanPredicted: 0.5, won: 1 });
    expect(tierTable([{ p: 0.5, homeWon: false }])[2]?.won).toBe(0);
    expect(tierTable([])[0]).toEqual({ tier: 'HIGH', games: 0, meanPredicted: null, won: null });
  });

  it('bins calibration by decile of the home probability', () => {
    const table = calibrationTable([
      { p: 0.72, homeWon: true },
      { p: 0.78, homeWon: false },
      { p: 0.05, homeWon: false },
      { p: 1, homeWon: true },
    ]);
    expect(table).toHaveLength(10);
    expect(table[7]).toEqual({ from: 0.7, to: 0.8, games: 2, meanPredicted: 0.75, observed: 0.5 });
    expect(table[0]?.games).toBe(1);
    expect(table[9]?.games).toBe(1);
  });

  it('keeps pushes out of the percentage', () => {
    expect(betRecord(['win', 'win', 'loss', 'push', null])).toEqual({
      wins: 2,
      losses: 1,
      pushes: 1,
      pct: 2 / 3,
    });
    expect(betRecord([]).pct).toBeNull();
  });
});
