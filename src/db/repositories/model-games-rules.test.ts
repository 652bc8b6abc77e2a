// The model's view of the games on one cloned database (decision 128, the repositories' fast test set;
// decisions 137 and 141): the line, its prices and the weather are the latest captured by the instant
// asked about and by kickoff (a tie of instants goes to the closing source, then the book's name); the
// other side's price is the same book's at the counterpart line, else unknown; the moneyline's two sides
// come from the book of the latest home price; a final shows from the instant it was known; a playoff
// game only once its pairing was; seasons up to `toSeason`; the injury report published by the instant,
// starters judged on regular-season snaps. Each test uses games of its own season.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameOf, oddsRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import type { ModelGame } from '../../domain/model/game.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import { injuries } from '../schema/players.ts';
import { snapCounts } from '../schema/stats.ts';
import { weatherSnapshots } from '../schema/weather.ts';
import { loadModelGames } from './model-games.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

type Quote = Parameters<typeof oddsRow>[1];
const q = (
  market: string,
  side: string,
  line: number | null,
  price: number | null,
  at: string,
  book?: string,
): Quote => ({
  market,
  side,
  line,
  price,
  at,
  book,
});
const lines = (gameId: string, quotes: Quote[]) =>
  t.db.orm.insert(oddsSnapshots).values(quotes.map((x) => oddsRow(gameId, x)));

const read = async (asOf: string, ids: string[], options?: { toSeason?: number }) =>
  (await loadModelGames(t.db.orm, new Date(asOf), options)).filter((g) => ids.includes(g.id));
const one = async (asOf: string, id: string): Promise<ModelGame | undefined> => (await read(asOf, [id]))[0];

describe('the line as known at the instant', () => {
  // KC at BUF, Sunday 2070-09-09 17:00. The close (nflverse_close) and fanduel quote it; H (NE at MIA, same
  // kickoff) only so that another game's later rows are at hand.
  const G = '2070_01_KC_BUF';
  const H = '2070_01_NE_MIA';
  beforeAll(async () => {
    await gameOf(t.db.orm, G, '2070-09-09T17:00:00Z', {
      home: 27,
      away: 20,
      knownAt: '2070-09-09T20:30:00Z',
    });
    await gameOf(t.db.orm, H, '2070-09-09T17:00:00Z');
    await t.db.orm.execute(sql`insert into stadiums (id, name, city, country, latitude, longitude, time_zone, roof)
      values ('TST70', 'Test Field', 'Orchard Park', 'USA', 42.77, -78.79, 'America/New_York', 'outdoors')`);
    await t.db.orm.execute(
      sql`update games set stadium_id = 'TST70', roof = 'outdoors', neutral_site = true where game_id = ${G}`,
    );
    await lines(G, [
      // Spread, home side: −3 on the 7th, −3.5 on the 8th (fanduel −3 at the same instant: the close wins),
      // a row without a line later on the 8th, −4.5 in play after kickoff.
      q('spreads', 'home', -3, -110, '2070-09-07T10:00:00Z'),
      q('spreads', 'home', -3.5, -105, '2070-09-08T10:00:00Z'),
      q('spreads', 'home', -3, -100, '2070-09-08T10:00:00Z', 'fanduel'),
      q('spreads', 'home', null, -110, '2070-09-08T15:00:00Z'),
      q('spreads', 'home', -4.5, -120, '2070-09-09T18:00:00Z'),
      // Away side: +3 on the 7th, +3.5 at 09:00 on the 8th (an hour before the home side moved: a side is
      // appended only when it moves), +4.5 in play; fanduel's +3.5 at 10:00 is another book's price.
      q('spreads', 'away', 3, -110, '2070-09-07T10:00:00Z'),
      q('spreads', 'away', 3.5, -115, '2070-09-08T09:00:00Z'),
      q('spreads', 'away', 3.5, 100, '2070-09-08T10:00:00Z', 'fanduel'),
      q('spreads', 'away', 4.5, -105, '2070-09-09T18:00:00Z'),
      // Total: 47.5 on the 7th, 48 at 12:00 on the 8th, an over without a line later, 51 in play.
      q('totals', 'over', 47.5, -110, '2070-09-07T10:00:00Z'),
      q('totals', 'under', 47.5, -108, '2070-09-07T10:00:00Z'),
      q('totals', 'over', 48, -112, '2070-09-08T12:00:00Z'),
      q('totals', 'under', 48, -105, '2070-09-08T12:00:00Z'),
      q('totals', 'over', null, -110, '2070-09-08T15:00:00Z'),
      q('totals', 'over', 51, -110, '2070-09-09T18:00:00Z'),
      q('totals', 'under', 51, -110, '2070-09-09T18:00:00Z'),
      // Moneyline: the close −180/+150 on the 7th, home −200 on the 8th (away unchanged: still +150);
      // fanduel −190/+170 at the same instant (the close's book wins the tie); rows without a price later
      // (fanduel's the latest of all) and the close's −250 in play.
      q('h2h', 'home', null, -180, '2070-09-07T10:00:00Z'),
      q('h2h', 'away', null, 150, '2070-09-07T10:00:00Z'),
      q('h2h', 'home', null, -200, '2070-09-08T10:00:00Z'),
      q('h2h', 'home', null, -190, '2070-09-08T10:00:00Z', 'fanduel'),
      q('h2h', 'away', null, 170, '2070-09-08T10:00:00Z', 'fanduel'),
      q('h2h', 'home', null, null, '2070-09-08T11:00:00Z'),
      q('h2h', 'away', null, null, '2070-09-08T11:00:00Z'),
      q('h2h', 'home', null, null, '2070-09-08T11:30:00Z', 'fanduel'),
      q('h2h', 'home', null, -250, '2070-09-09T18:00:00Z'),
      q('h2h', 'away', null, 210, '2070-09-09T18:00:00Z'),
    ]);
    // H's close at +3.5 later than G's: another game's price, never G's. H's moneyline has a home side only.
    await lines(H, [
      q('spreads', 'home', -1, -110, '2070-09-08T11:00:00Z'),
      q('spreads', 'away', 3.5, 120, '2070-09-08T11:00:00Z'),
      q('h2h', 'home', null, -150, '2070-09-08T11:00:00Z'),
    ]);
    await t.db.orm.insert(weatherSnapshots).values(
      [
        ['open-meteo', '2070-09-08T12:00:00Z', false, 60, 10, 50],
        // At kickoff both an observation and a forecast: the observation wins.
        ['nflverse', '2070-09-09T17:00:00Z', true, 58, 12, 55],
        ['open-meteo', '2070-09-09T17:00:00Z', false, 59, 11, 54],
        ['open-meteo', '2070-09-09T20:00:00Z', false, 40, 30, 90],
      ].map(([source, at, observed, temperatureF, windMph, humidityPct]) => ({
        gameId: G,
        source: source as string,
        capturedAt: new Date(at as string),
        validAt: new Date('2070-09-09T17:00:00Z'),
        observed: observed as boolean,
        temperatureF: temperatureF as number,
        windMph: windMph as number,
        humidityPct: humidityPct as number,
      })),
    );
  });

  it('reads the latest line, prices and weather captured by kickoff, the final once known', async () => {
    // Read the day after: every row after kickoff (17:00) is in play and left out.
    expect(await one('2070-09-10T00:00:00Z', G)).toEqual({
      id: G,
      season: 2070,
      week: 1,
      gameType: 'REG',
      kickoffMs: Date.parse('2070-09-09T17:00:00Z'),
      homeTeam: 'BUF',
      awayTeam: 'KC',
      neutralSite: true,
      divisional: false,
      venue: {
        id: 'TST70',
        latitude: 42.77,
        longitude: -78.79,
        timeZone: 'America/New_York',
        country: 'USA',
      },
      roof: 'outdoors',
      // The observation at kickoff (58 °F), not the forecast of the same instant nor the one after.
      weather: { temperatureF: 58, windMph: 12, humidityPct: 55 },
      market: {
        // Home −3.5 (the close's, the row without a line skipped): the home side by 3.5.
        spread: 3.5,
        total: 48,
        // The close's home −200 at 10:00 and its away +150 of the 7th (its null-price rows skipped; the
        // later fanduel row without a price does not make fanduel the book).
        moneyline: { home: -200, away: 150 },
        prices: {
          // The close's away +3.5 −115 of 09:00 (not fanduel's +100, not H's +120, not the in-play +4.5).
          spread: { home: -105, away: -115 },
          total: { over: -112, under: -105 },
        },
      },
      result: { homeScore: 27, awayScore: 20 },
    });
  });

  it('reads what was known at an earlier instant; an away side at another line has no price', async () => {
    // At 09:30 on the 8th: home −3 −110 (the 7th); the away side's latest (+3.5 at 09:00) is not +3's
    // counterpart, so its price is unknown; total 47.5; moneyline −180/+150; the forecast of the 7th? none
    // yet (the first is at 12:00 on the 8th); the final unknown.
    const g = await one('2070-09-08T09:30:00Z', G);
    expect([g?.market, g?.weather, g?.result]).toEqual([
      {
        spread: 3,
        total: 47.5,
        moneyline: { home: -180, away: 150 },
        prices: { spread: { home: -110, away: null }, total: { over: -110, under: -108 } },
      },
      { temperatureF: null, windMph: null, humidityPct: null },
      null,
    ]);
  });

  it('shows the final from the millisecond it was known', async () => {
    expect((await one('2070-09-09T20:29:59.999Z', G))?.result).toBeNull();
    expect((await one('2070-09-09T20:30:00Z', G))?.result).toEqual({ homeScore: 27, awayScore: 20 });
  });

  it('describes a game without venue, roof, a two-sided moneyline or away price as unknown', async () => {
    // H: no stadium, no roof, a home moneyline without an away side (no moneyline); its home −1 has no +1
    // counterpart (the away row is +3.5).
    expect(await one('2070-09-10T00:00:00Z', H)).toMatchObject({
      venue: null,
      roof: 'unknown',
      neutralSite: false,
      market: {
        spread: 1,
        total: null,
        prices: { spread: { home: -110, away: null }, total: { over: null, under: null } },
      },
      result: null,
    });
    expect((await one('2070-09-10T00:00:00Z', H))?.market).not.toHaveProperty('moneyline');
  });
});

describe('which games, in which order', () => {
  it('lists games by kickoff then id, up to the season asked for (that season included)', async () => {
    // 2073 week 2: NE–MIA on Thursday the 13th, KC–BUF and LV–DEN on Sunday at 17:00 (KC first by id):
    // by id alone NE–MIA would come last. Week 1's game inserted last; 2074's game only without a bound.
    await gameOf(t.db.orm, '2073_02_LV_DEN', '2073-09-16T17:00:00Z');
    await gameOf(t.db.orm, '2073_02_KC_BUF', '2073-09-16T17:00:00Z');
    await gameOf(t.db.orm, '2073_02_NE_MIA', '2073-09-13T00:15:00Z');
    await gameOf(t.db.orm, '2073_01_NYJ_DAL', '2073-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2074_01_NYJ_DAL', '2074-09-09T17:00:00Z');
    const ids = ['2073_02_LV_DEN', '2073_02_KC_BUF', '2073_02_NE_MIA', '2073_01_NYJ_DAL', '2074_01_NYJ_DAL'];
    // No line stored: no spread, no total, no prices (not a pick'em).
    expect((await one('2075-01-01T00:00:00Z', '2073_01_NYJ_DAL'))?.market).toEqual({
      spread: null,
      total: null,
      prices: { spread: { home: null, away: null }, total: { over: null, under: null } },
    });
    expect((await read('2075-01-01T00:00:00Z', ids)).map((g) => g.id)).toEqual([
      '2073_01_NYJ_DAL',
      '2073_02_NE_MIA',
      '2073_02_KC_BUF',
      '2073_02_LV_DEN',
      '2074_01_NYJ_DAL',
    ]);
    expect((await read('2075-01-01T00:00:00Z', ids, { toSeason: 2073 })).map((g) => g.id)).toEqual([
      '2073_01_NYJ_DAL',
      '2073_02_NE_MIA',
      '2073_02_KC_BUF',
      '2073_02_LV_DEN',
    ]);
  });

  it('shows a playoff game, as such, once every game of the week before has its final', async () => {
    // 2076: week 18's one game final at 2077-01-10 21:00; the Wild Card game in week 19. A pick'em line
    // (home 0) reads as 0, not −0.
    await gameOf(t.db.orm, '2076_18_KC_BUF', '2077-01-10T18:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2077-01-10T21:00:00Z',
    });
    await game(t.db.orm, {
      id: '2076_19_NE_MIA',
      season: 2076,
      week: 19,
      kickoff: '2077-01-17T18:00:00Z',
      home: 'MIA',
      away: 'NE',
      gameType: 'WC',
    });
    await lines('2076_19_NE_MIA', [q('spreads', 'home', 0, -110, '2077-01-11T10:00:00Z')]);
    expect(await read('2077-01-10T20:59:59.999Z', ['2076_19_NE_MIA'])).toEqual([]);
    const [wc] = await read('2077-01-12T00:00:00Z', ['2076_19_NE_MIA']);
    expect([wc?.gameType, wc?.week]).toEqual(['WC', 19]);
    expect(Object.is(wc?.market.spread, 0)).toBe(true);
  });
});

describe('odd rows', () => {
  it('reads a half-recorded final as no result and an unknown game type as the regular season', async () => {
    // 2078: one game with only the home score, one with only the away score, both "known"; a third
    // filed under a game type the model does not know ('POST', week 1: no week before to wait for).
    await gameOf(t.db.orm, '2078_01_KC_BUF', '2078-09-09T17:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2078-09-09T20:30:00Z',
    });
    await gameOf(t.db.orm, '2078_01_NE_MIA', '2078-09-09T17:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2078-09-09T20:30:00Z',
    });
    await gameOf(t.db.orm, '2078_01_NYJ_DAL', '2078-09-09T17:00:00Z');
    await t.db.orm.execute(sql`update games set away_score = null where game_id = '2078_01_KC_BUF'`);
    await t.db.orm.execute(sql`update games set home_score = null where game_id = '2078_01_NE_MIA'`);
    await t.db.orm.execute(sql`update games set game_type = 'POST' where game_id = '2078_01_NYJ_DAL'`);
    const games = await read('2079-01-01T00:00:00Z', ['2078_01_KC_BUF', '2078_01_NE_MIA', '2078_01_NYJ_DAL']);
    expect(games.map((g) => [g.id, g.result, g.gameType])).toEqual([
      ['2078_01_KC_BUF', null, 'REG'],
      ['2078_01_NE_MIA', null, 'REG'],
      ['2078_01_NYJ_DAL', null, 'REG'],
    ]);
  });
});

describe('the injury report', () => {
  it('attaches the reports published by the instant, starters judged on regular-season snaps', async () => {
    // 2072: BUF's week-1 game final, week 2's at 2072-09-15 17:00 (Sunday), read on Wednesday the 13th.
    await gameOf(t.db.orm, '2072_01_KC_BUF', '2072-09-08T17:00:00Z', {
      home: 24,
      away: 21,
      knownAt: '2072-09-08T20:30:00Z',
    });
    await gameOf(t.db.orm, '2072_02_NE_BUF', '2072-09-15T17:00:00Z');
    const snap = (player: string, gameType: string, offensePct: number) => ({
      gameId: '2072_01_KC_BUF',
      pfrPlayerId: player,
      season: 2072,
      week: 1,
      gameType,
      player,
      position: 'WR',
      team: 'BUF',
      offensePct,
      defensePct: 0,
      stPct: 0,
    });
    // Ann played 90% of week 1's offense; Bea's only row is a 90% game filed as a playoff game: not a start.
    await t.db.orm.insert(snapCounts).values([snap('Ann Alpha', 'REG', 0.9), snap('Bea Beta', 'POST', 0.9)]);
    const report = (fullName: string, status: string, reportedAt: string) => ({
      source: 'nflverse',
      season: 2072,
      week: 2,
      gameType: 'REG',
      team: 'BUF',
      playerKey: fullName,
      fullName,
      position: 'WR',
      reportStatus: status,
      reportPrimaryInjury: 'Knee',
      reportedAt: new Date(reportedAt),
    });
    await t.db.orm.insert(injuries).values([
      report('Ann Alpha', 'Out', '2072-09-12T20:00:00Z'),
      report('Bea Beta', 'Out', '2072-09-12T20:00:00Z'),
      // Published on the 14th: after the instant read.
      report('Cal Gamma', 'Questionable', '2072-09-14T20:00:00Z'),
    ]);
    const [week2] = await read('2072-09-13T12:00:00Z', ['2072_02_NE_BUF']);
    expect(week2?.injuries?.away).toEqual([]);
    expect(
      week2?.injuries?.home.map((e) => [e.playerName, e.status, e.isStarter, e.weeksInjured, e.injury]),
    ).toEqual([
      ['Ann Alpha', 'OUT', true, 1, 'Knee'],
      ['Bea Beta', 'OUT', false, 1, 'Knee'],
    ]);
    // Before any report was published (the 12th, 19:59): no report, not "nobody hurt".
    const [before] = await read('2072-09-12T19:59:59.999Z', ['2072_02_NE_BUF']);
    expect(before?.injuries).toBeUndefined();
    // Up to season 2071 the 2072 reports are not read, and 2072's games not listed.
    expect(await read('2072-09-13T12:00:00Z', ['2072_02_NE_BUF'], { toSeason: 2071 })).toEqual([]);
  });
});
