// The whole real data pack, ingested as production does it (at real time), then served as of
// Wednesday 19 November 2025: nothing known after that instant may show.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { injuriesAsOf } from '../../db/repositories/players.ts';
import { snapCountsAsOf, teamWeekStatsAsOf } from '../../db/repositories/stats.ts';
import type { RunSummary } from '../run-recorder.ts';
import { ingestNflverse } from './nflverse.ts';

const TABLES = [
  'games',
  'odds_snapshots',
  'weather_snapshots',
  'teams',
  'stadiums',
  'players',
  'roster_entries',
  'player_week_stats',
  'player_season_stats',
  'team_week_stats',
  'team_season_stats',
  'snap_counts',
  'injuries',
];

describe('ingest of the nflverse data pack', () => {
  let t: TestApp;
  let first: RunSummary[];
  const q = async <T = Record<string, unknown>>(query: string) =>
    (await t.database.db.orm.execute(sql.raw(query))).rows as T[];
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (name) => [
          name,
          Number((await q<{ n: string }>(`select count(*) as n from ${name}`))[0]?.n),
        ]),
      ),
    );

  beforeAll(async () => {
    t = await createTestApp({ now: '2025-11-19T12:00:00Z' });
    first = await ingestNflverse(testIngestContext(t.database.db, { env: { NFL_DATA_DIR: NFL_DATA } }));
  }, 120_000);
  afterAll(() => t.close());

  it('loads every kind of file in the pack, recognised by its columns', () => {
    expect(first.map((s) => [s.source, s.status])).toEqual([
      ['nflverse:games', 'success'],
      ['nflverse:player_ids', 'success'],
      ['nflverse:rosters', 'success'],
      ['nflverse:player_week_stats', 'success'],
      ['nflverse:player_season_stats', 'success'],
      ['nflverse:team_week_stats', 'success'],
      ['nflverse:team_season_stats', 'success'],
      ['nflverse:snap_counts', 'success'],
      ['nflverse:injuries', 'success'],
    ]);
  });

  it('has the 7,548 games of 1999–2026', async () => {
    const [row] = await q<{ n: number; lo: number; hi: number }>(
      'select count(*)::int as n, min(season) as lo, max(season) as hi from games',
    );
    expect(row).toEqual({ n: 7548, lo: 1999, hi: 2026 });
  });

  it('has every 2025 game scored, through Super Bowl LX', async () => {
    const [row] = await q<{ n: number; scored: number }>(
      "select count(*)::int as n, count(*) filter (where home_score is not null and status = 'final')::int as scored from games where season = 2025",
    );
    expect(row).toEqual({ n: 285, scored: 285 });
    const [sb] = await q(
      "select home_team, away_team, home_score, away_score, game_type, extract(epoch from kickoff)::float8 * 1000 as kickoff, stadium_id, neutral_site from games where game_id = '2025_22_SEA_NE'",
    );
    // Seattle 29, New England 13, at Levi's Stadium on 8 February 2026, 6:30 pm Eastern.
    expect(sb).toEqual({
      home_team: 'NE',
      away_team: 'SEA',
      home_score: 13,
      away_score: 29,
      game_type: 'SB',
      kickoff: Date.parse('2026-02-08T23:30:00Z'),
      stadium_id: 'SFO01',
      neutral_site: true,
    });
  });

  it("has the 2026 schedule's 272 regular-season games, unscored", async () => {
    const [row] = await q<{ n: number; scored: number; weeks: number }>(
      "select count(*)::int as n, count(home_score)::int as scored, max(week)::int as weeks from games where season = 2026 and game_type = 'REG'",
    );
    expect(row).toEqual({ n: 272, scored: 0, weeks: 18 });
  });

  it('maps old codes to today’s franchises and puts games abroad at their real venue', async () => {
    const [oak] = await q("select home_team from games where game_id = '2019_05_CHI_OAK'");
    expect(oak).toEqual({ home_team: 'LV' });
    const rows = await q<{ game_id: string; stadium_id: string; time_slot: string }>(
      "select game_id, stadium_id, time_slot from games where game_id in ('2025_04_MIN_PIT', '2026_09_CIN_ATL', '2025_12_BUF_HOU') order by game_id",
    );
    expect(rows).toEqual([
      { game_id: '2025_04_MIN_PIT', stadium_id: 'DUB00', time_slot: 'international' },
      { game_id: '2025_12_BUF_HOU', stadium_id: 'HOU00', time_slot: 'thursday' },
      { game_id: '2026_09_CIN_ATL', stadium_id: 'MAD00', time_slot: 'international' },
    ]);
  });

  it('stores closing lines at kickoff and observed weather', async () => {
    const lines = await q(
      "select book, market, side, line, price, extract(epoch from captured_at)::float8 * 1000 as captured_at from odds_snapshots where game_id = '2025_12_NYJ_BAL' and market = 'spreads' order by side",
    );
    expect(lines).toEqual([
      {
        book: 'nflverse_close',
        market: 'spreads',
        side: 'away',
        line: 14,
        price: -110,
        captured_at: Date.parse('2025-11-23T18:00:00Z'),
      },
      {
        book: 'nflverse_close',
        market: 'spreads',
        side: 'home',
        line: -14,
        price: -110,
        captured_at: Date.parse('2025-11-23T18:00:00Z'),
      },
    ]);
  });

  it('changes nothing when the same files are ingested again', async () => {
    const before = await counts();
    const again = await ingestNflverse(testIngestContext(t.database.db, { env: { NFL_DATA_DIR: NFL_DATA } }));
    expect(again.every((s) => s.status === 'success')).toBe(true);
    expect(again.map((s) => s.counts.inserted + s.counts.updated)).toEqual(again.map(() => 0));
    expect(await counts()).toEqual(before);
  }, 60_000);

  describe('served as of Wednesday 19 November 2025, 12:00 UTC', () => {
    const asOf = new Date('2025-11-19T12:00:00Z');

    it('lets stats and injury reports through only once they were known', async () => {
      const teamWeeks = await teamWeekStatsAsOf(t.database.db.orm, 2025, asOf);
      expect(Math.max(...teamWeeks.map((r) => r.week))).toBe(11);
      // Week 11 had two teams on bye: 30 team lines.
      expect(teamWeeks.filter((r) => r.week === 11)).toHaveLength(30);
      const snaps = await snapCountsAsOf(t.database.db.orm, 2025, asOf);
      expect(snaps.every((r) => r.week <= 11)).toBe(true);
      // 2025 reports carry no date: a team's report counts from the day before its game.
      const week12 = await injuriesAsOf(t.database.db.orm, 2025, 12, asOf);
      expect(week12).toHaveLength(0);
      const thursday = await injuriesAsOf(t.database.db.orm, 2025, 12, new Date('2025-11-20T12:00:00Z'));
      expect(new Set(thursday.map((r) => r.team))).toEqual(new Set(['BUF', 'HOU']));
    });

    it('is week 12 of 2025', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/current-week' });
      expect(res.json()).toMatchObject({
        season: 2025,
        week: 12,
        label: 'Week 12',
        isPlayoffs: false,
        fallback: false,
      });
    });

    it("shows week 12's games without any result or later line", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/games' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      const body = res.json();
      expect(body).toMatchObject({ season: 2025, week: 12, weekLabel: 'Week 12' });
      expect(body.games).toHaveLength(14);
      for (const g of body.games) {
        expect(g.status).toBe('scheduled');
        expect(g.home.score).toBeNull();
        expect(g.away.score).toBeNull();
        // The file's lines for these games are closing lines, known only at kickoff.
        expect(g.odds.spread).toBeNull();
        expect(g.weather).toBeNull();
      }
      const tnf = body.games[0];
      expect(tnf).toMatchObject({
        id: '2025_12_BUF_HOU',
        kickoff: '2025-11-21T01:15:00.000Z',
        slot: 'thursday',
        slotLabel: 'Thursday Night Football',
        home: { code: 'HOU', name: 'Houston Texans' },
        away: { code: 'BUF', emoji: '🦬' },
        stadium: { id: 'HOU00', name: 'NRG Stadium' },
      });
    });

    it("shows week 11's finished games with their scores and closing lines", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=11' });
      const body = res.json();
      expect(body.games).toHaveLength(15);
      expect(body.games.every((g: { status: string }) => g.status === 'final')).toBe(true);
      const mnf = body.games.find((g: { id: string }) => g.id === '2025_11_DAL_LV');
      expect(mnf).toMatchObject({
        slot: 'mnf',
        home: { code: 'LV', score: 16 },
        away: { code: 'DAL', score: 33 },
        odds: {
          spread: { book: 'nflverse_close', homeLine: 3.5, homePrice: -105, awayPrice: -115 },
          total: { line: 48.5, overPrice: -105, underPrice: -115 },
          moneyline: { homePrice: 164, awayPrice: -198 },
        },
      });
      const madrid = body.games.find((g: { id: string }) => g.id === '2025_11_WAS_MIA');
      expect(madrid).toMatchObject({ slot: 'international', stadium: { city: 'Madrid', country: 'ES' } });
    });

    it('hides the Super Bowl, its pairing and its result, known only in 2026 (decision 082)', async () => {
      const body = (await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=22' })).json();
      expect(body.weekLabel).toBe('Playoffs');
      // SEA v NE was decided by the conference finals of 25 January 2026: on 19 November nobody knew it.
      expect(body.games).toEqual([]);
      expect(body.undecided).toBe(
        'Not decided yet: 1 playoff game this week, whose teams are known once every game of the previous playoff round is final.',
      );
    });

    it('rejects unknown and out-of-range query fields', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/games?season=2025&foo=1' })).statusCode).toBe(
        400,
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/games?week=40' })).statusCode).toBe(400);
    });

    it('lists the 32 teams', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/teams' });
      const { teams } = res.json();
      expect(teams).toHaveLength(32);
      expect(teams.find((x: { code: string }) => x.code === 'LV')).toMatchObject({
        name: 'Las Vegas Raiders',
        conference: 'AFC',
        division: 'West',
        formerCodes: expect.arrayContaining(['OAK']),
      });
    });

    it('reports no run recorded after the clock, and the sources this configuration never runs', async () => {
      const { sources } = (await t.app.inject({ method: 'GET', url: '/api/data-status' })).json();
      // The pack was loaded at real time, after the replayed instant: as of 19 November 2025 that run
      // has not happened yet (a replay shows only what was recorded by its instant).
      const games = sources.find((s: { source: string }) => s.source === 'nflverse:games');
      expect(games).toMatchObject({ state: 'never_run', lastSuccessAt: null, dataAsOf: null });
      expect(sources.find((s: { source: string }) => s.source === 'odds-api')).toMatchObject({
        state: 'off',
        stale: false,
        offReason: 'Off in replay mode: a live API describes the present, not the replayed instant.',
      });
    });
  });
});
