import { describe, expect, it } from 'vitest';
import type { PlayerWeek } from '../../../../shared/api/players.ts';
import { chartPoints } from './bioboost-chart.tsx';

const week = (n: number, score: number | null): PlayerWeek => ({
  season: 2024,
  week: n,
  opponent: 'KC',
  kickoff: '2024-09-08T17:00:00.000Z',
  projected: null,
  actual: null,
  bioBoost:
    score === null
      ? null
      : ({
          score,
          tone: 'muted',
          level: 'Weak',
          ...Object.fromEntries(
            ['sleep', 'tIndex', 'cortisol', 'hydration', 'recovery'].map((k) => [
              k,
              { score: 50, reason: 'r' },
            ]),
          ),
          injuryRecoveryDays: 0,
        } as PlayerWeek['bioBoost']),
});

describe('BioBoost history chart geometry', () => {
  it('places weeks left to right and scores on a fixed 0–100 scale (higher is up)', () => {
    const pts = chartPoints([week(1, 100), week(3, 0), week(5, 50)]);
    expect(pts.map((p) => p.week)).toEqual([1, 3, 5]);
    expect(pts[0]?.x).toBeLessThan(pts[1]?.x ?? 0);
    expect(pts[1]?.x).toBeLessThan(pts[2]?.x ?? 0);
    // 100 at the top edge, 0 at the bottom, 50 half way.
    expect(pts[0]?.y).toBe(12);
    expect(pts[1]?.y).toBe(172);
    expect(pts[2]?.y).toBe(92);
  });

  it('skips weeks without a BioBoost instead of drawing them as 0', () => {
    expect(chartPoints([week(1, 70), week(2, null)]).map((p) => p.week)).toEqual([1]);
    expect(chartPoints([week(2, null)])).toEqual([]);
  });
});
