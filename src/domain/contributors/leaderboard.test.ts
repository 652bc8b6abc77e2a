import { describe, expect, it } from 'vitest';
import { BADGE_RULES, badgeFor } from './badges.ts';
import { currentStreak } from './contributor-stats.ts';
import { many, pick } from './graded-pick.test-data.ts';
import { buildLeaderboard } from './leaderboard.ts';

describe('the leaderboard', () => {
  it('computes the spec’s figures for a contributor', () => {
    const picks = [
      pick('ann', 3, 'loss', { market: 'total' }),
      pick('ann', 3, 'win', { withBioBoost: true }),
      pick('ann', 3, 'push'),
      pick('ann', 3, 'win', { withBioBoost: true, market: 'moneyline' }),
      pick('ann', 3, 'win', { withBioBoost: false }),
    ];
    const { unranked } = buildLeaderboard({
      seasonPicks: picks,
      week: 3,
      timeframe: 'season',
      names: new Map([['ann', 'Ann']]),
      modelKey: 'model',
    });
    expect(unranked[0]).toMatchObject({
      name: 'Ann',
      rank: null,
      graded: 5,
      wins: 3,
      losses: 1,
      pushes: 1,
      pickAccuracy: 0.75,
      bioBoostWinRate: 1,
      bioBoostPicks: 2,
      currentStreak: 3,
      streakType: 'win',
      specialization: 'spread',
      rankedWins: 2,
      rankedLosses: 1,
      weeklyWins: 3,
      seasonWins: 3,
      badge: 'rookie',
    });
  });

  it('ranks the weekly tab on this week only, with last week’s rank beside it', () => {
    const picks = [
      ...many('ann', 1, 'win', 3),
      ...many('bob', 1, 'loss', 3),
      ...many('ann', 2, 'loss', 3),
      ...many('bob', 2, 'win', 3),
    ];
    const names = new Map([
      ['ann', 'Ann'],
      ['bob', 'Bob'],
    ]);
    const weekly = buildLeaderboard({
      seasonPicks: picks,
      week: 2,
      timeframe: 'weekly',
      names,
      modelKey: 'model',
    });
    expect(weekly.ranked.map((e) => [e.name, e.rank, e.previousRank, e.weeklyWins, e.seasonWins])).toEqual([
      ['Bob', 1, 2, 3, 3],
      ['Ann', 2, 1, 0, 3],
    ]);
  });

  it('gives each badge by its written rule, first that applies', () => {
    const base = { rank: 4, previousRank: 4, streak: 0, streakType: null, graded: 20 } as const;
    expect(badgeFor({ ...base, rank: 1 })).toBe('silverback');
    expect(badgeFor({ ...base, streak: BADGE_RULES.bananaStreakWins, streakType: 'win' })).toBe(
      'banana_streak',
    );
    expect(badgeFor({ ...base, streak: BADGE_RULES.bananaStreakWins, streakType: 'loss' })).toBeNull();
    expect(badgeFor({ ...base, previousRank: 4 + BADGE_RULES.fastClimberPlaces })).toBe('fast_climber');
    expect(badgeFor({ ...base, previousRank: 3 + BADGE_RULES.fastClimberPlaces })).toBeNull();
    // New to the table this week: no place to have climbed from.
    expect(badgeFor({ ...base, previousRank: null })).toBeNull();
    expect(badgeFor({ ...base, graded: BADGE_RULES.veteranGraded })).toBe('veteran');
    expect(badgeFor({ ...base, rank: null })).toBe('rookie');
  });

  it('gives the model no tenure badge, and the badges it earns by results', () => {
    const base = { rank: 4, previousRank: 4, streak: 0, streakType: null, graded: 20 } as const;
    expect(badgeFor({ ...base, graded: BADGE_RULES.veteranGraded }, true, 'model')).toBeNull();
    expect(badgeFor({ ...base, rank: null }, false, 'model')).toBeNull();
    expect(badgeFor({ ...base, rank: 1 }, true, 'model')).toBe('silverback');
    expect(
      badgeFor({ ...base, streak: BADGE_RULES.bananaStreakWins, streakType: 'win' }, true, 'model'),
    ).toBe('banana_streak');
    expect(badgeFor({ ...base, previousRank: 4 + BADGE_RULES.fastClimberPlaces }, true, 'model')).toBe(
      'fast_climber',
    );
  });

  it('counts a streak over pushes, ending at the latest decided pick', () => {
    expect(
      currentStreak([pick('a', 1, 'loss'), pick('a', 1, 'win'), pick('a', 1, 'push'), pick('a', 1, 'win')]),
    ).toEqual({
      length: 2,
      type: 'win',
    });
    expect(currentStreak([pick('a', 1, 'push')])).toEqual({ length: 0, type: null });
  });

  it('makes a contributor with 50 graded picks a Veteran when no earlier badge applies', () => {
    // Top goes 20–0 (Silverback); Vet wins all 26 picks of week 1 and loses all 26 of week 2: second,
    // on a losing run, as second the week before, with 52 graded picks.
    const picks = [...many('top', 1, 'win', 20), ...many('vet', 1, 'win', 26), ...many('vet', 2, 'loss', 26)];
    const { ranked } = buildLeaderboard({
      seasonPicks: picks,
      week: 3,
      timeframe: 'season',
      names: new Map(),
      modelKey: 'model',
    });
    expect(ranked.map((e) => [e.key, e.rank, e.graded, e.badge])).toEqual([
      ['top', 1, 20, 'silverback'],
      ['vet', 2, 52, 'veteran'],
    ]);
  });

  it('makes the season #1 with the minimum a Silverback', () => {
    const picks = [...many('ann', 1, 'win', 8), ...many('ann', 1, 'loss', 4), ...many('bob', 1, 'win', 2)];
    const { ranked, unranked } = buildLeaderboard({
      seasonPicks: picks,
      week: 1,
      timeframe: 'season',
      names: new Map(),
      modelKey: 'model',
    });
    expect(ranked.map((e) => [e.key, e.badge])).toEqual([['ann', 'silverback']]);
    expect(unranked.map((e) => [e.key, e.badge])).toEqual([['bob', 'rookie']]);
  });
});
