// What the alerts job reads, on one cloned database (decision 128, the repositories' fast test set;
// decisions 137 and 141): the games kicking off in [from, to] (both ends) or of one season, by kickoff
// then id; injury reports of the seasons asked published by the instant; snap shares and starting
// quarterbacks of games whose final was known by the instant; weather snapshots captured by the
// instant, by game. Each test uses games of its own season.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { injuries } from '../schema/players.ts';
import { snapCounts } from '../schema/stats.ts';
import { weatherSnapshots } from '../schema/weather.ts';
import {
  alertGames,
  injuryReportsAsOf,
  qbStartsAsOf,
  snapSharesAsOf,
  weatherReadings,
} from './alert-inputs.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = (iso: string) => new Date(iso);
const final = (knownAt: string) => ({ home: 24, away: 21, knownAt });

describe('the games in the window', () => {
  it('lists games kicking off in [from, to], both ends, by kickoff then id; or a whole season', async () => {
    // 2090: NE–MIA and KC–BUF at 17:00 on the 9th (KC first by id), ARI–LA at 20:00 (first by id alone),
    // KC–BUF the next Sunday; 2091's game.
    await gameOf(t.db.orm, '2090_01_NE_MIA', '2090-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2090_01_KC_BUF', '2090-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2090_01_ARI_LA', '2090-09-09T20:00:00Z');
    await gameOf(t.db.orm, '2090_02_KC_BUF', '2090-09-16T17:00:00Z');
    await gameOf(t.db.orm, '2091_01_KC_BUF', '2091-09-08T17:00:00Z');
    await t.db.orm.execute(sql`update games set roof = 'dome' where game_id = '2090_01_ARI_LA'`);
    const ids = async (from: string, to: string) =>
      (await alertGames(t.db.orm, { from: at(from), to: at(to) })).map((g) => g.gameId);
    expect(await ids('2090-09-09T17:00:00Z', '2090-09-09T20:00:00Z')).toEqual([
      '2090_01_KC_BUF',
      '2090_01_NE_MIA',
      '2090_01_ARI_LA',
    ]);
    expect(await ids('2090-09-09T17:00:00.001Z', '2090-09-09T19:59:59.999Z')).toEqual([]);
    expect(await alertGames(t.db.orm, { season: 2090 })).toEqual([
      {
        gameId: '2090_01_KC_BUF',
        season: 2090,
        week: 1,
        homeTeam: 'BUF',
        awayTeam: 'KC',
        kickoffMs: Date.parse('2090-09-09T17:00:00Z'),
        roof: null,
      },
      expect.objectContaining({ gameId: '2090_01_NE_MIA' }),
      expect.objectContaining({ gameId: '2090_01_ARI_LA', roof: 'dome', homeTeam: 'LA', awayTeam: 'ARI' }),
      expect.objectContaining({ gameId: '2090_02_KC_BUF', week: 2 }),
    ]);
  });
});

describe('injury reports', () => {
  it('reads the seasons asked, every source, published by the instant', async () => {
    const report = (source: string, season: number, fullName: string, reportedAt: string) => ({
      source,
      season,
      week: 3,
      gameType: 'REG',
      team: 'BUF',
      playerKey: `${source}:${fullName}`,
      gsisId: source === 'nflverse' ? `00-${fullName}` : null,
      fullName,
      position: 'WR',
      reportStatus: 'Questionable',
      reportedAt: at(reportedAt),
    });
    await t.db.orm
      .insert(injuries)
      .values([
        report('nflverse', 2092, 'Ann', '2092-09-20T20:00:00Z'),
        report('sleeper', 2092, 'Bob', '2092-09-21T20:00:00Z'),
        report('nflverse', 2093, 'Cal', '2092-09-20T20:00:00Z'),
        report('nflverse', 2094, 'Dee', '2092-09-20T20:00:00Z'),
      ]);
    const names = async (seasons: number[], asOf: string) =>
      (await injuryReportsAsOf(t.db.orm, seasons, at(asOf))).map((r) => r.fullName).sort();
    // On the 21st at 20:00 Bob's report is published; a millisecond before it is not.
    expect(await names([2092, 2093], '2092-09-21T20:00:00Z')).toEqual(['Ann', 'Bob', 'Cal']);
    expect(await names([2092, 2093], '2092-09-21T19:59:59.999Z')).toEqual(['Ann', 'Cal']);
    expect(await names([], '2092-09-21T20:00:00Z')).toEqual([]);
    expect(await injuryReportsAsOf(t.db.orm, [2092], at('2092-09-20T20:00:00Z'))).toEqual([
      {
        source: 'nflverse',
        season: 2092,
        week: 3,
        team: 'BUF',
        playerKey: 'nflverse:Ann',
        gsisId: '00-Ann',
        fullName: 'Ann',
        position: 'WR',
        status: 'Questionable',
        reportedAtMs: Date.parse('2092-09-20T20:00:00Z'),
      },
    ]);
  });
});

describe('snap shares and starting quarterbacks', () => {
  // 2095: week 1's game final at 20:30, week 2's without a final; 2096's game final too.
  beforeAll(async () => {
    await gameOf(t.db.orm, '2095_01_KC_BUF', '2095-09-09T17:00:00Z', final('2095-09-09T20:30:00Z'));
    await gameOf(t.db.orm, '2095_02_KC_BUF', '2095-09-16T17:00:00Z');
    await gameOf(t.db.orm, '2096_01_KC_BUF', '2096-09-08T17:00:00Z', final('2096-09-08T20:30:00Z'));
    const snap = (gameId: string, player: string, offensePct: number | null) => ({
      gameId,
      pfrPlayerId: player,
      season: Number(gameId.slice(0, 4)),
      week: Number(gameId.slice(5, 7)),
      gameType: 'REG',
      player,
      position: 'WR',
      team: 'BUF',
      offensePct,
      defensePct: null,
      stPct: 0.25,
    });
    await t.db.orm
      .insert(snapCounts)
      .values([
        snap('2095_01_KC_BUF', 'Ann', 0.75),
        snap('2095_02_KC_BUF', 'Bob', 0.5),
        snap('2096_01_KC_BUF', 'Cal', 0.5),
      ]);
    await t.db.orm.execute(sql`update games set home_qb_id = case game_id when '2095_01_KC_BUF' then '00-hq1'
        when '2095_02_KC_BUF' then '00-hq2' else '00-hq3' end,
      away_qb_id = case game_id when '2095_01_KC_BUF' then '00-aq1' else null end
      where season in (2095, 2096)`);
  });

  it('reads the snap shares of games final by the instant, of the seasons asked', async () => {
    expect(await snapSharesAsOf(t.db.orm, [2095], at('2095-09-20T00:00:00Z'))).toEqual([
      {
        season: 2095,
        week: 1,
        team: 'BUF',
        player: 'Ann',
        position: 'WR',
        offensePct: 0.75,
        defensePct: null,
        specialTeamsPct: 0.25,
      },
    ]);
    expect(await snapSharesAsOf(t.db.orm, [2095], at('2095-09-09T20:29:59.999Z'))).toEqual([]);
    expect(await snapSharesAsOf(t.db.orm, [], at('2097-01-01T00:00:00Z'))).toEqual([]);
    expect(
      (await snapSharesAsOf(t.db.orm, [2095, 2096], at('2097-01-01T00:00:00Z'))).map((s) => s.player).sort(),
    ).toEqual(['Ann', 'Cal']);
  });

  it('reads both teams’ starting quarterbacks of games final by the instant', async () => {
    const starts = async (seasons: number[], asOf: string) =>
      (await qbStartsAsOf(t.db.orm, seasons, at(asOf))).sort((a, b) => a.gsisId.localeCompare(b.gsisId));
    // Week 1's two; week 2 has no final; 2096's home one (no away QB listed) only when asked.
    expect(await starts([2095], '2095-09-09T20:30:00Z')).toEqual([
      { season: 2095, week: 1, team: 'KC', gsisId: '00-aq1' },
      { season: 2095, week: 1, team: 'BUF', gsisId: '00-hq1' },
    ]);
    expect(await starts([2095], '2095-09-09T20:29:59.999Z')).toEqual([]);
    expect((await starts([2095, 2096], '2097-01-01T00:00:00Z')).map((s) => s.gsisId)).toEqual([
      '00-aq1',
      '00-hq1',
      '00-hq3',
    ]);
    expect(await starts([], '2097-01-01T00:00:00Z')).toEqual([]);
  });
});

describe('weather', () => {
  it('groups the snapshots captured by the instant by game', async () => {
    await gameOf(t.db.orm, '2098_01_KC_BUF', '2098-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2098_01_NE_MIA', '2098-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2098_01_NYJ_DAL', '2098-09-09T17:00:00Z');
    const w = (gameId: string, source: string, capturedAt: string, windMph: number) => ({
      gameId,
      source,
      capturedAt: at(capturedAt),
      validAt: at('2098-09-09T17:00:00Z'),
      observed: source === 'nflverse',
      temperatureF: 70,
      windMph,
      precipitationPct: 10,
    });
    await t.db.orm
      .insert(weatherSnapshots)
      .values([
        w('2098_01_KC_BUF', 'open-meteo', '2098-09-07T12:00:00Z', 8),
        w('2098_01_KC_BUF', 'open-meteo', '2098-09-08T12:00:00Z', 22),
        w('2098_01_KC_BUF', 'nflverse', '2098-09-09T17:00:00Z', 25),
        w('2098_01_NE_MIA', 'open-meteo', '2098-09-08T12:00:00Z', 5),
        w('2098_01_NYJ_DAL', 'open-meteo', '2098-09-08T12:00:00Z', 30),
      ]);
    const read = await weatherReadings(
      t.db.orm,
      ['2098_01_KC_BUF', '2098_01_NE_MIA'],
      at('2098-09-08T12:00:00Z'),
    );
    expect(
      Object.fromEntries(
        [...read].map(([id, list]) => [id, list.map((r) => r.windMph).sort((a, b) => (a ?? 0) - (b ?? 0))]),
      ),
    ).toEqual({ '2098_01_KC_BUF': [8, 22], '2098_01_NE_MIA': [5] });
    expect(read.get('2098_01_NE_MIA')).toEqual([
      {
        source: 'open-meteo',
        capturedAtMs: Date.parse('2098-09-08T12:00:00Z'),
        observed: false,
        temperatureF: 70,
        windMph: 5,
        precipitationPct: 10,
      },
    ]);
    expect(
      (await weatherReadings(t.db.orm, ['2098_01_KC_BUF'], at('2098-09-08T11:59:59.999Z'))).get(
        '2098_01_KC_BUF',
      ),
    ).toHaveLength(1);
    expect((await weatherReadings(t.db.orm, [], at('2099-01-01T00:00:00Z'))).size).toBe(0);
  });
});
