import { describe, expect, it } from 'vitest';
import { medianAccuracy, propRecord } from './prop-record.ts';

describe('the props record', () => {
  it('counts wins against losses, pushes apart, by market', () => {
    const r = propRecord([
      { market: 'player_pass_yds', outcome: 'win' },
      { market: 'player_pass_yds', outcome: 'loss' },
      { market: 'player_receptions', outcome: 'win' },
      { market: 'player_receptions', outcome: 'push' },
    ]);
    expect(r).toMatchObject({ picks: 4, wins: 2, losses: 1, pushes: 1 });
    expect(r.hitRate).toBeCloseTo(2 / 3, 12);
    expect(r.byMarket).toEqual([
      { market: 'player_pass_yds', wins: 1, losses: 1, pushes: 0, hitRate: 0.5 },
      { market: 'player_receptions', wins: 1, losses: 0, pushes: 1, hitRate: 1 },
    ]);
  });

  it('counts each outcome as itself', () => {
    const outcomes = ['win', 'win', 'win', 'loss'] as const;
    const r = propRecord(outcomes.map((outcome) => ({ market: 'player_rush_yds', outcome })));
    expect(r).toMatchObject({ picks: 4, wins: 3, losses: 1, pushes: 0, hitRate: 0.75 });
  });

  it('scores a projection under the median, and leaves out one on the median', () => {
    const [row] = medianAccuracy([
      { market: 'player_receptions', projection: 4, median: 5, actual: 3 }, // under, landed under: right
      { market: 'player_receptions', projection: 5, median: 5, actual: 7 }, // on the median: no side
    ]);
    expect(row).toMatchObject({ cases: 1, sideAccuracy: 1 });
  });

  it('has no hit rate before its first decided pick', () => {
    expect(propRecord([])).toEqual({ picks: 0, wins: 0, losses: 0, pushes: 0, hitRate: null, byMarket: [] });
  });

  it('scores the median view by side and by error, ties with the median left out of the side count', () => {
    const [row] = medianAccuracy([
      { market: 'player_rush_yds', projection: 70, median: 60, actual: 80 }, // right side
      { market: 'player_rush_yds', projection: 50, median: 60, actual: 65 }, // wrong side
      { market: 'player_rush_yds', projection: 65, median: 60, actual: 60 }, // actual on the median
    ]);
    expect(row).toEqual({
      market: 'player_rush_yds',
      cases: 2,
      sideAccuracy: 0.5,
      projectionMae: (10 + 15 + 5) / 3,
      medianMae: (20 + 5 + 0) / 3,
    });
  });
});
