// What a replay shows is what the live app showed then (decision 082): a playoff pairing only from when
// it was decided, and a player's team as of the instant. On the real 2025 schedule, rosters and reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { baseTestConfig } from '../../../tests/support/test-app.ts';
import type { TestDatabase } from '../../../tests/support/test-db.ts';
import { fixedClock } from '../../core/clock.ts';
import { ingestNflverse } from '../../jobs/ingest/nflverse.ts';
import type { GamesResponse } from '../../shared/api/games.ts';
import type { PlayerDetail } from '../../shared/api/players.ts';
import type { WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';
import { buildApp } from '../app.ts';

// Week 18's last game, BAL at PIT, kicked off Sunday 4 January 2026, 8:20 pm New York = 01:20 UTC on
// the 5th; its result is known four hours later (decision 006): 05:20 UTC. Only then are the Wild Card
// pairings decided.
const WEEK_18_OVER = Date.parse('2026-01-05T05:20:00Z');
const KYLER_MURRAY = '00-0035228';

describe('a replay shows only what was known at its instant', () => {
  let t: TestDatabase;
  const get = async <T>(at: string | number, url: string): Promise<T> => {
    const app = await buildApp(baseTestConfig(), { db: t.db, clock: fixedClock(new Date(at)) });
    try {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as T;
    } finally {
      await app.close();
    }
  };

  beforeAll(async () => {
    // Every season's schedule (2026's first kickoff dates its roster; a clone of the run's one load of it
    // as of that instant, tests/support/pack-fixtures.ts), the 2025 and 2026 rosters (Kyler Murray is a
    // Viking in 2026's) and the 2025 injury reports.
    t = await packDatabase({ kinds: ['games'], at: '2026-02-15T12:00:00Z' });
    const ctx = testIngestContext(t.db, { env: { NFL_DATA_DIR: NFL_DATA }, now: '2026-02-15T12:00:00Z' });
    await ingestNflverse(ctx, { kinds: ['rosters', 'injuries'], season: 2025 });
    await ingestNflverse(ctx, { kinds: ['rosters'], season: 2026 });
  }, 120_000);
  afterAll(() => t.destroy());

  it('on 12 December 2025 the Super Bowl week lists no teams and says why', async () => {
    const games = await get<GamesResponse>('2025-12-12T18:00:00Z', '/api/games?season=2025&week=22');
    expect(games.games).toEqual([]);
    expect(games.undecided).toBe(
      'Not decided yet: 1 playoff game this week, whose teams are known once every game of the previous playoff round is final.',
    );
    const picks = await get<WeeklyPicksResponse>('2025-12-12T18:00:00Z', '/api/weekly-picks/19?season=2025');
    expect(picks.picks).toEqual([]);
    expect(picks.undecided).toBe(
      "Not decided yet: 6 playoff games this week, whose teams are known once every game of the regular season's last week is final.",
    );
  });

  it('the Wild Card pairings appear the instant week 18 is over, not a second before', async () => {
    const before = await get<GamesResponse>(WEEK_18_OVER - 1000, '/api/games?season=2025&week=19');
    expect(before.games).toEqual([]);
    expect(before.undecided).toMatch(/^Not decided yet: 6 playoff games/);
    const after = await get<GamesResponse>(WEEK_18_OVER, '/api/games?season=2025&week=19');
    expect(after.undecided).toBeUndefined();
    expect(after.games.map((g) => `${g.away.code}@${g.home.code}`).sort()).toEqual([
      'BUF@JAX',
      'GB@CHI',
      'HOU@PIT',
      'LA@CAR',
      'LAC@NE',
      'SF@PHI',
    ]);
    // The next round is still open then.
    const divisional = await get<GamesResponse>(WEEK_18_OVER, '/api/games?season=2025&week=20');
    expect(divisional.games).toEqual([]);
    expect(divisional.undecided).toMatch(/^Not decided yet: 4 playoff games .* previous playoff round/);
  });

  it('a regular-season week is listed whole, with no note', async () => {
    const week = await get<GamesResponse>('2025-08-01T12:00:00Z', '/api/games?season=2025&week=18');
    expect(week.games).toHaveLength(16);
    expect(week.undecided).toBeUndefined();
  });

  it('on 19 November 2025 Kyler Murray plays for Arizona, not for the Vikings of the 2026 roster', async () => {
    const page = await get<PlayerDetail>('2025-11-19T12:00:00Z', `/api/players/${KYLER_MURRAY}`);
    expect(page.player).toMatchObject({ name: 'Kyler Murray', team: 'ARI' });
    // Once the 2026 season has kicked off, its roster is what is known.
    const later = await get<PlayerDetail>('2026-11-19T12:00:00Z', `/api/players/${KYLER_MURRAY}`);
    expect(later.player.team).toBe('MIN');
  });
});
