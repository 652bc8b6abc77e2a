import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../../../tests/support/property.ts';
import {
  cellOpacity,
  type HeatmapPlayer,
  heatmapSummary,
  METRICS,
  metricLevel,
  nextMetric,
  OPACITY_FLOOR,
} from './heatmap.ts';

const withBoost = (bioBoostScore: number): HeatmapPlayer => ({
  id: String(bioBoostScore),
  name: 'P',
  team: 'KC',
  position: 'QB',
  values: { sleepScore: 50, testosteroneProxy: 50, hydrationLevel: 50, bioBoostScore },
  reasons: {},
});

describe('Performance Heatmap (spec 01 §2, §9)', () => {
  it('cycles sleep → T-Index → hydration → BioBoost → sleep', () => {
    expect(METRICS.map(nextMetric)).toEqual([
      'testosteroneProxy',
      'hydrationLevel',
      'bioBoostScore',
      'sleepScore',
    ]);
  });

  it('normalises opacity across the players shown with a floor of 0.2', () => {
    expect(cellOpacity(80, 40, 80)).toBe(1);
    expect(cellOpacity(60, 40, 80)).toBe(0.5);
    expect(cellOpacity(40, 40, 80)).toBe(0.2);
    expect(cellOpacity(44, 40, 80)).toBe(0.2); // 0.1 raised to the floor
    expect(cellOpacity(70, 70, 70)).toBe(1);
  });

  it('uses the spec’s levels: BioBoost Elite 90 / Strong 75 / Average 60, others High 80 / Medium 60', () => {
    expect([90, 89.9, 75, 60, 59.9].map((v) => metricLevel('bioBoostScore', v))).toEqual([
      'Elite',
      'Strong',
      'Strong',
      'Average',
      'Weak',
    ]);
    expect([80, 79.9, 60, 59.9].map((v) => metricLevel('sleepScore', v))).toEqual([
      'High',
      'Medium',
      'Medium',
      'Low',
    ]);
  });

  it('counts Elite, Strong and Average performers by BioBoost', () => {
    expect(heatmapSummary([95, 90, 80, 61, 60, 10].map(withBoost))).toEqual({
      elite: 2,
      strong: 1,
      average: 2,
      weak: 1,
    });
  });

  it('keeps every opacity within [0.2, 1]', () => {
    const v = fc.double({ min: 0, max: 100, noNaN: true });
    assertProperty(
      fc.property(v, v, v, (a, b, c) => {
        const [min, x, max] = [a, b, c].sort((p, q) => p - q) as [number, number, number];
        const o = cellOpacity(x, min, max);
        expect(o).toBeGreaterThanOrEqual(OPACITY_FLOOR);
        expect(o).toBeLessThanOrEqual(1);
      }),
    );
  });
});
