import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { PastPick } from '../../shared/api/past-picks.ts';
import { filterPastPicks, summarisePastPicks } from './past-picks.ts';

type Row = Pick<PastPick, 'week' | 'homeTeam' | 'awayTeam' | 'outcome' | 'pickedBioBoost' | 'clv'>;
const row = (
  week: number,
  away: string,
  home: string,
  outcome: PastPick['outcome'],
  clv: number | null = null,
): Row => ({
  week,
  homeTeam: { code: home, name: `${home} Team` },
  awayTeam: { code: away, name: `${away} Team` },
  outcome,
  pickedBioBoost: 70,
  clv:
    clv === null
      ? null
      : {
          pickLine: -3,
          pickLineBooks: 1,
          pickLineAt: '2025-12-12T02:17:47Z',
          closingLine: -3 - clv,
          points: clv,
          probability: null,
        },
});

const picks = [
  row(1, 'KC', 'LAC', 'win', 0.5),
  row(1, 'DAL', 'PHI', 'loss', -1),
  row(2, 'PHI', 'KC', 'push'),
  row(3, 'BUF', 'NYJ', 'win', 0),
];

describe('past picks filters (spec 01 §2, §5)', () => {
  it('matches week exactly, team by home or away code or name in any case, and outcome', () => {
    expect(filterPastPicks(picks, { week: 1 }).map((p) => p.homeTeam.code)).toEqual(['LAC', 'PHI']);
    expect(filterPastPicks(picks, { team: 'kc' }).map((p) => p.week)).toEqual([1, 2]);
    expect(filterPastPicks(picks, { team: ' phi team ' })).toHaveLength(2);
    expect(filterPastPicks(picks, { outcome: 'win', team: 'K' }).map((p) => p.homeTeam.code)).toEqual([
      'LAC',
    ]);
    expect(filterPastPicks(picks, { team: 'SEA' })).toEqual([]);
    expect(filterPastPicks(picks, {})).toEqual(picks);
  });

  it('summarises the five tiles and the CLV sum; no rate without a decided pick', () => {
    expect(summarisePastPicks(picks)).toEqual({
      total: 4,
      wins: 2,
      losses: 1,
      pushes: 1,
      winRate: 2 / 3,
      avgBioBoost: 70,
      clvPoints: -0.5,
      clvPicks: 3,
    });
    expect(summarisePastPicks([row(1, 'A', 'B', 'push')])).toMatchObject({
      winRate: null,
      clvPicks: 0,
      clvPoints: null,
    });
    expect(summarisePastPicks([row(1, 'A', 'B', 'loss')]).winRate).toBe(0);
    // Gains and losses that cancel show 0, never −0 (the float sum is −5.6e−17).
    const cancel = [
      row(1, 'A', 'B', 'win', -0.1),
      row(2, 'A', 'B', 'win', -0.2),
      row(3, 'A', 'B', 'win', 0.3),
    ];
    expect(Object.is(summarisePastPicks(cancel).clvPoints, 0)).toBe(true);
    expect(summarisePastPicks([])).toMatchObject({
      total: 0,
      winRate: null,
      avgBioBoost: null,
      clvPoints: null,
      clvPicks: 0,
    });
  });

  it('filtering twice is filtering once, and the tiles always add up (property)', () => {
    const arb = fc.array(
      fc.record({
        week: fc.integer({ min: 1, max: 18 }),
        away: fc.constantFrom('KC', 'PHI', 'DAL', 'BUF'),
        home: fc.constantFrom('NYJ', 'LAC', 'SEA'),
        outcome: fc.constantFrom('win' as const, 'loss' as const, 'push' as const),
      }),
    );
    assertProperty(
      fc.property(arb, fc.constantFrom('kc', 'sea', ''), (rows, team) => {
        const all = rows.map((r) => row(r.week, r.away, r.home, r.outcome));
        const once = filterPastPicks(all, { team });
        expect(filterPastPicks(once, { team })).toEqual(once);
        const s = summarisePastPicks(once);
        expect(s.wins + s.losses + s.pushes).toBe(s.total);
      }),
    );
  });
});
