import { describe, expect, it } from 'vitest';
import { betRecord, calibrationTable, probabilityMetrics } from './metrics.ts';

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
