// Last week's rank beside this week's, on both tabs, and the badges of the weekly tab, which follow
// the season table (spec 01 §2, decision 055).
import { describe, expect, it } from 'vitest';
import type { GradedPick } from './contributor-stats.ts';
import { many } from './graded-pick.test-data.ts';
import { buildLeaderboard } from './leaderboard.ts';

// Weeks 1 and 2, six picks each: Ann 5–1, Bob 4–2, Cat 3–3, Dan 2–4, Eve 1–5. Week 3: Eve 11–1 (the loss last), Ann 0–12.
const WEEKLY = { ann: 5, bob: 4, cat: 3, dan: 2, eve: 1 };
function seasonPicks() {
  const early = [1, 2].flatMap((week) =>
    Object.entries(WEEKLY).flatMap(([who, won]) => [
      ...many(who, week, 'win', won),
      ...many(who, week, 'loss', 6 - won),
    ]),
  );
  return [
    ...early,
    ...many('eve', 3, 'win', 11),
    ...many('eve', 3, 'loss', 1),
    ...many('ann', 3, 'loss', 12),
  ];
}
/** The board of week 3 over `picks`. */
const boardOf = (picks: GradedPick[], timeframe: 'season' | 'weekly') =>
  buildLeaderboard({ seasonPicks: picks, week: 3, timeframe, names: new Map(), modelKey: 'model' });
const board = (timeframe: 'season' | 'weekly') => boardOf(seasonPicks(), timeframe);
const row = (entries: ReturnType<typeof board>['ranked']) =>
  entries.map((e) => [e.key, e.rank, e.previousRank, e.badge]);

describe('the leaderboard over weeks', () => {
  it('shows beside each season rank the season rank up to last week', () => {
    // Eve's 13–11 climbs from fifth to second behind Bob's 8–4 (fewer picks, shrunk less far from his
    // rate): a Fast Climber; Ann's 0–12 week drops her from first to fourth.
    expect(row(board('season').ranked)).toEqual([
      ['bob', 1, 2, 'silverback'],
      ['eve', 2, 5, 'fast_climber'],
      ['cat', 3, 3, null],
      ['ann', 4, 1, null],
      ['dan', 5, 4, null],
    ]);
  });

  it('ranks the weekly tab on this week, last week beside it, and badges by the season table', () => {
    // Only Eve and Ann picked in week 3; last week Eve was fifth and Ann first. Eve's badge is the
    // season table's (second, up from fifth), not the weekly #1's Silverback.
    const weekly = board('weekly');
    expect(row(weekly.ranked)).toEqual([
      ['eve', 1, 5, 'fast_climber'],
      ['ann', 2, 1, null],
    ]);
    expect(weekly.ranked.map((e) => [e.weeklyWins, e.seasonWins])).toEqual([
      [11, 13],
      [0, 10],
    ]);
  });

  it('puts last week’s own table beside the weekly rank, and the season streak in its badges', () => {
    // W: 6–0 in weeks 1 and 2. X: 3–0 then 0–3, then 5–0 in week 3. Y: 0–3, 3–0, then 0–3.
    const picks = [
      ...many('w', 1, 'win', 6),
      ...many('w', 2, 'win', 6),
      ...many('x', 1, 'win', 3),
      ...many('x', 2, 'loss', 3),
      ...many('x', 3, 'win', 5),
      ...many('y', 1, 'loss', 3),
      ...many('y', 2, 'win', 3),
      ...many('y', 3, 'loss', 3),
    ];
    const weekly = boardOf(picks, 'weekly');
    // Last week Y (3–0) was second behind W and X (0–3) third, though over the season so far they
    // were level. X's five straight wins are a Banana Streak (the season's #1 is W); Y, under the
    // season minimum of decided picks, is a Rookie.
    expect(row(weekly.ranked)).toEqual([
      ['x', 1, 3, 'banana_streak'],
      ['y', 2, 2, 'rookie'],
    ]);
  });

  it('puts no rank badge on a row of the weekly "Not yet ranked" table, though it is the season’s #1', () => {
    // W: 6–0 in weeks 1 and 2, then one loss in week 3 (1 decided, under the weekly minimum of 3): the
    // season's only ranked contributor (12–1; X has 3 decided, under the season minimum of 10). X: 3–0
    // in week 3, ranked #1 of the week. Before issue 21, W wore "Silverback" in "Not yet ranked"; now
    // no badge applies to W (no win streak, 13 graded, ranked for the season) and none shows.
    const picks = [
      ...many('w', 1, 'win', 6),
      ...many('w', 2, 'win', 6),
      ...many('w', 3, 'loss', 1),
      ...many('x', 3, 'win', 3),
    ];
    const weekly = boardOf(picks, 'weekly');
    expect(row(weekly.ranked)).toEqual([['x', 1, null, 'rookie']]);
    expect(row(weekly.unranked)).toEqual([['w', null, 1, null]]);
    // On the season tab, where W is ranked first, the Silverback stays.
    const season = boardOf(picks, 'season');
    expect(row(season.ranked)).toEqual([['w', 1, 1, 'silverback']]);
  });
});
