import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GradedPick } from './contributor-stats.ts';
import { buildLeaderboard } from './leaderboard.ts';
import { ownPickStats } from './own-stats.ts';

const MARKETS = ['spread', 'total', 'moneyline'] as const;
const OUTCOMES = ['win', 'loss', 'push'] as const;

function pick(
  i: number,
  outcome: GradedPick['outcome'],
  market: GradedPick['market'] = 'spread',
): GradedPick {
  return {
    contributor: 'ann',
    gameId: `g${i}`,
    season: 2025,
    week: 1 + (i % 10),
    kickoff: new Date(Date.UTC(2025, 8, 7 + i)),
    lockedAt: new Date(Date.UTC(2025, 8, 6 + i)),
    market,
    outcome,
    clv: null,
    withBioBoost: null,
  };
}

describe('own pick stats', () => {
  it('has nothing to show before a graded pick', () => {
    expect(ownPickStats([])).toEqual({
      totalPicks: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      winRate: null,
      currentStreak: null,
      favoriteBet: null,
    });
  });

  it('counts wins, losses and pushes, leaves pushes out of the win rate and reads the streak from the end', () => {
    const picks = [
      pick(1, 'loss', 'total'),
      pick(2, 'win', 'total'),
      pick(3, 'push'),
      pick(4, 'win'),
      pick(5, 'win', 'total'),
    ];
    expect(ownPickStats(picks)).toEqual({
      totalPicks: 5,
      wins: 3,
      losses: 1,
      pushes: 1,
      winRate: 0.75,
      currentStreak: 'W3',
      favoriteBet: 'Total',
    });
    expect(ownPickStats([...picks, pick(6, 'loss'), pick(7, 'push'), pick(8, 'loss')]).currentStreak).toBe(
      'L2',
    );
  });

  it('names the favourite bet type after the market with the most wins, and none without a win', () => {
    expect(ownPickStats([pick(1, 'win'), pick(2, 'win'), pick(3, 'win', 'total')]).favoriteBet).toBe(
      'Spread',
    );
    expect(ownPickStats([pick(1, 'win', 'moneyline'), pick(2, 'loss')]).favoriteBet).toBe('Moneyline');
    expect(ownPickStats([pick(1, 'loss'), pick(2, 'push', 'total')]).favoriteBet).toBeNull();
    expect(ownPickStats([pick(1, 'loss'), pick(2, 'loss')]).currentStreak).toBe('L2');
  });

  const picks = fc
    .array(fc.record({ outcome: fc.constantFrom(...OUTCOMES), market: fc.constantFrom(...MARKETS) }), {
      maxLength: 40,
    })
    .map((xs) => xs.map((x, i) => pick(i, x.outcome, x.market)));

  it('equals the person’s season row on the leaderboard, whatever the picks', () => {
    fc.assert(
      fc.property(picks, fc.integer({ min: 1, max: 18 }), (own, week) => {
        const board = buildLeaderboard({
          seasonPicks: own,
          week,
          timeframe: 'season',
          names: new Map(),
          modelKey: 'model',
        });
        const row = [...board.ranked, ...board.unranked].find((e) => e.key === 'ann');
        const stats = ownPickStats(own);
        if (!row) return stats.totalPicks === 0;
        expect(stats).toMatchObject({
          totalPicks: row.graded,
          wins: row.wins,
          losses: row.losses,
          pushes: row.pushes,
          winRate: row.pickAccuracy,
        });
        expect(stats.currentStreak).toBe(
          row.streakType === null ? null : `${row.streakType === 'win' ? 'W' : 'L'}${row.currentStreak}`,
        );
        return true;
      }),
    );
  });

  it('keeps the counts whole and the win rate a share', () => {
    fc.assert(
      fc.property(picks, (own) => {
        const s = ownPickStats(own);
        expect(s.wins + s.losses + s.pushes).toBe(s.totalPicks);
        if (s.winRate !== null) expect(s.winRate).toBeGreaterThanOrEqual(0);
        if (s.winRate !== null) expect(s.winRate).toBeLessThanOrEqual(1);
        expect(s.winRate === null).toBe(s.wins + s.losses === 0);
      }),
    );
  });
});
