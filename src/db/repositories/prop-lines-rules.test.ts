// Sportsbook player-prop quotes on one cloned database (decision 128, the repositories' fast test set;
// decisions 137 and 141): a quote is each book's latest row per side captured by the instant and by
// kickoff; of a player's market the book quoted last wins (a tie: draftkings, fanduel, betmgm, then the
// rest); sides at different lines are no quote; a yes/no market reads as 0.5; a side without a line is
// no quote. The coverage counts rows captured by the instant (one week or all); the props job decides
// the weeks with a quote on a game kicked off; a week's games are those whose pairing was known.
// propLineCoverage counts the whole table, so its rows are the earliest (2040) of the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameOf } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { playerProps } from '../schema/odds.ts';
import { propLineCoverage, propQuotesAsOf, weekGameIds, weeksWithKickedOffProps } from './prop-lines.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = (iso: string) => new Date(iso);
type Side = 'over' | 'under' | 'yes' | 'no';
const row = (
  gameId: string,
  book: string,
  market: string,
  playerName: string,
  side: Side,
  line: number | null,
  price: number | null,
  capturedAt: string,
) => ({ gameId, book, market, playerName, side, line, price, capturedAt: at(capturedAt) });
/** Both sides of one quote at one line, captured together. */
const both = (
  gameId: string,
  book: string,
  market: string,
  player: string,
  line: number,
  over: number,
  under: number,
  when: string,
) => [
  row(gameId, book, market, player, 'over', line, over, when),
  row(gameId, book, market, player, 'under', line, under, when),
];

describe('quotes at an instant', () => {
  // 2101: A (KC at BUF) and B (NE at MIA) kick off at 17:00 on the 9th.
  const A = '2101_01_KC_BUF';
  const B = '2101_01_NE_MIA';
  beforeAll(async () => {
    await gameOf(t.db.orm, A, '2101-09-09T17:00:00Z');
    await gameOf(t.db.orm, B, '2101-09-09T17:00:00Z');
    await t.db.orm.insert(playerProps).values([
      // Ann: draftkings 250.5 on the 7th, 255.5 on the 8th at 10:00 (fanduel's 254.5 at the same instant
      // loses the tie), betmgm's 260.5 in play after kickoff.
      ...both(A, 'draftkings', 'pass_yds', 'Ann', 250.5, -110, -110, '2101-09-07T10:00:00Z'),
      ...both(A, 'draftkings', 'pass_yds', 'Ann', 255.5, -115, -105, '2101-09-08T10:00:00Z'),
      ...both(A, 'fanduel', 'pass_yds', 'Ann', 254.5, -110, -110, '2101-09-08T10:00:00Z'),
      ...both(A, 'betmgm', 'pass_yds', 'Ann', 260.5, -110, -110, '2101-09-09T18:00:00Z'),
      // Bob: fanduel, betmgm and caesars at one instant: fanduel. Cal: betmgm against 'aaa' (a book of no
      // rank, first by name): betmgm.
      ...both(A, 'caesars', 'rush_yds', 'Bob', 59.5, -110, -110, '2101-09-08T12:00:00Z'),
      ...both(A, 'betmgm', 'rush_yds', 'Bob', 61.5, -110, -110, '2101-09-08T12:00:00Z'),
      ...both(A, 'fanduel', 'rush_yds', 'Bob', 60.5, -112, -108, '2101-09-08T12:00:00Z'),
      ...both(A, 'aaa', 'rec_yds', 'Cal', 41.5, -110, -110, '2101-09-08T12:00:00Z'),
      ...both(A, 'betmgm', 'rec_yds', 'Cal', 40.5, -115, -105, '2101-09-08T12:00:00Z'),
      // Dee: draftkings' over of the 7th and under of the 8th 09:00 make one quote seen at 09:00, later
      // than fanduel's pair of 08:00.
      row(A, 'draftkings', 'pass_tds', 'Dee', 'over', 1.5, 120, '2101-09-07T10:00:00Z'),
      row(A, 'draftkings', 'pass_tds', 'Dee', 'under', 1.5, -150, '2101-09-08T09:00:00Z'),
      ...both(A, 'fanduel', 'pass_tds', 'Dee', 1.5, 110, -140, '2101-09-08T08:00:00Z'),
      // Eve: draftkings' sides disagree (over 50.5, under 49.5): not a quote; fanduel's older pair is.
      row(A, 'draftkings', 'rec_yds', 'Eve', 'over', 50.5, -110, '2101-09-08T11:00:00Z'),
      row(A, 'draftkings', 'rec_yds', 'Eve', 'under', 49.5, -110, '2101-09-08T11:00:00Z'),
      ...both(A, 'fanduel', 'rec_yds', 'Eve', 50.5, -105, -115, '2101-09-08T10:00:00Z'),
      // Fay: a yes/no market without lines. Gus: an over only, Jo an under only. Hal: an over without a line.
      row(A, 'draftkings', 'anytime_td', 'Fay', 'yes', null, 150, '2101-09-08T10:00:00Z'),
      row(A, 'draftkings', 'anytime_td', 'Fay', 'no', null, -200, '2101-09-08T10:00:00Z'),
      row(A, 'draftkings', 'pass_yds', 'Gus', 'over', 200.5, -110, '2101-09-08T10:00:00Z'),
      row(A, 'draftkings', 'pass_yds', 'Hal', 'over', null, -110, '2101-09-08T10:00:00Z'),
      row(A, 'draftkings', 'rush_yds', 'Jo', 'under', 30.5, -125, '2101-09-08T10:00:00Z'),
      ...both(B, 'draftkings', 'pass_yds', 'Ivy', 230.5, -110, -110, '2101-09-08T10:00:00Z'),
    ]);
  });

  const quote = (
    playerName: string,
    market: string,
    book: string,
    line: number,
    over: number | null,
    under: number | null,
    seen: string,
  ) => ({
    gameId: A,
    market,
    playerName,
    book,
    line,
    overPrice: over,
    underPrice: under,
    capturedAt: at(seen),
  });

  it("reads each player's market from the book quoted last by kickoff, two sides at one line", async () => {
    const quotes = await propQuotesAsOf(t.db.orm, [A], at('2101-09-10T00:00:00Z'));
    const byKey = (q: { playerName: string; market: string }) => `${q.playerName} ${q.market}`;
    expect([...quotes].sort((x, y) => byKey(x).localeCompare(byKey(y)))).toEqual([
      quote('Ann', 'pass_yds', 'draftkings', 255.5, -115, -105, '2101-09-08T10:00:00Z'),
      quote('Bob', 'rush_yds', 'fanduel', 60.5, -112, -108, '2101-09-08T12:00:00Z'),
      quote('Cal', 'rec_yds', 'betmgm', 40.5, -115, -105, '2101-09-08T12:00:00Z'),
      quote('Dee', 'pass_tds', 'draftkings', 1.5, 120, -150, '2101-09-08T09:00:00Z'),
      quote('Eve', 'rec_yds', 'fanduel', 50.5, -105, -115, '2101-09-08T10:00:00Z'),
      quote('Fay', 'anytime_td', 'draftkings', 0.5, 150, -200, '2101-09-08T10:00:00Z'),
      quote('Gus', 'pass_yds', 'draftkings', 200.5, -110, null, '2101-09-08T10:00:00Z'),
      quote('Jo', 'rush_yds', 'draftkings', 30.5, null, -125, '2101-09-08T10:00:00Z'),
    ]);
  });

  it('reads what was captured by an earlier instant, of the games asked only', async () => {
    // At 09:30 on the 8th: Ann's 250.5 of the 7th; Dee's draftkings pair as seen at 09:00.
    const early = await propQuotesAsOf(t.db.orm, [A], at('2101-09-08T09:30:00Z'));
    expect(
      early.map((q) => `${q.playerName} ${q.book} ${q.line} ${q.capturedAt.toISOString()}`).sort(),
    ).toEqual([
      'Ann draftkings 250.5 2101-09-07T10:00:00.000Z',
      'Dee draftkings 1.5 2101-09-08T09:00:00.000Z',
    ]);
    expect(
      (await propQuotesAsOf(t.db.orm, [B], at('2101-09-10T00:00:00Z'))).map((q) => q.playerName),
    ).toEqual(['Ivy']);
    expect(await propQuotesAsOf(t.db.orm, [], at('2101-09-10T00:00:00Z'))).toEqual([]);
  });
});

describe('coverage and the weeks to decide', () => {
  it('counts the quotes captured by the instant and their weeks, one week or all', async () => {
    // 2040: week 1 (kickoff the 9th) three rows on the 7th; week 2 two rows on the 14th and one at 12:00
    // on the 15th.
    await gameOf(t.db.orm, '2040_01_KC_BUF', '2040-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2040_02_KC_BUF', '2040-09-16T17:00:00Z');
    await t.db.orm
      .insert(playerProps)
      .values([
        ...both('2040_01_KC_BUF', 'draftkings', 'pass_yds', 'Ann', 250.5, -110, -110, '2040-09-07T10:00:00Z'),
        row('2040_01_KC_BUF', 'fanduel', 'pass_yds', 'Ann', 'over', 250.5, -110, '2040-09-07T10:00:00Z'),
        ...both('2040_02_KC_BUF', 'draftkings', 'pass_yds', 'Ann', 251.5, -110, -110, '2040-09-14T10:00:00Z'),
        row('2040_02_KC_BUF', 'fanduel', 'pass_yds', 'Ann', 'over', 251.5, -110, '2040-09-15T12:00:00Z'),
      ]);
    const cover = (asOf: string, week?: { season: number; week: number }) =>
      propLineCoverage(t.db.orm, at(asOf), week);
    expect(await cover('2040-09-15T12:00:00Z')).toEqual({ quotes: 6, weeks: 2 });
    expect(await cover('2040-09-15T11:59:59.999Z')).toEqual({ quotes: 5, weeks: 2 });
    expect(await cover('2040-09-08T00:00:00Z')).toEqual({ quotes: 3, weeks: 1 });
    expect(await cover('2040-09-15T12:00:00Z', { season: 2040, week: 2 })).toEqual({ quotes: 3, weeks: 1 });
    expect(await cover('2040-09-15T12:00:00Z', { season: 2040, week: 1 })).toEqual({ quotes: 3, weeks: 1 });
    expect(await cover('2040-09-07T09:59:59.999Z')).toEqual({ quotes: 0, weeks: 0 });
  });

  it('lists the weeks with a quote on a game kicked off by the instant, by season and week', async () => {
    // 2041: week 2 inserted before week 1; week 3's only row is captured in play (after its kickoff).
    await gameOf(t.db.orm, '2041_02_KC_BUF', '2041-09-15T17:00:00Z');
    await gameOf(t.db.orm, '2041_01_KC_BUF', '2041-09-08T17:00:00Z');
    await gameOf(t.db.orm, '2041_03_KC_BUF', '2041-09-22T17:00:00Z');
    await t.db.orm
      .insert(playerProps)
      .values([
        row('2041_02_KC_BUF', 'draftkings', 'pass_yds', 'Ann', 'over', 250.5, -110, '2041-09-14T10:00:00Z'),
        row('2041_01_KC_BUF', 'draftkings', 'pass_yds', 'Ann', 'over', 250.5, -110, '2041-09-07T10:00:00Z'),
        row('2041_03_KC_BUF', 'draftkings', 'pass_yds', 'Ann', 'over', 250.5, -110, '2041-09-22T18:00:00Z'),
      ]);
    const weeks = async (asOf: string) =>
      (await weeksWithKickedOffProps(t.db.orm, at(asOf))).filter((w) => w.season === 2041);
    expect(await weeks('2041-09-15T16:59:59.999Z')).toEqual([{ season: 2041, week: 1 }]);
    expect(await weeks('2041-09-15T17:00:00Z')).toEqual([
      { season: 2041, week: 1 },
      { season: 2041, week: 2 },
    ]);
    expect(await weeks('2042-01-01T00:00:00Z')).toEqual([
      { season: 2041, week: 1 },
      { season: 2041, week: 2 },
    ]);
  });
});

describe("a week's games", () => {
  it('lists the games whose pairing was known, by kickoff then id', async () => {
    // 2102: week 18's game final at 21:00 on 2103-01-10; three Wild Card games in week 19, two at one
    // kickoff (KC–BUF before NE–MIA by id) after an earlier one inserted last.
    await gameOf(t.db.orm, '2102_18_NYJ_DAL', '2103-01-10T18:00:00Z', {
      home: 20,
      away: 17,
      knownAt: '2103-01-10T21:00:00Z',
    });
    const wc = (id: string, kickoff: string) => {
      const [, , away, home] = id.split('_');
      return game(t.db.orm, {
        id,
        season: 2102,
        week: 19,
        kickoff,
        home: home ?? '',
        away: away ?? '',
        gameType: 'WC',
      });
    };
    await wc('2102_19_NE_MIA', '2103-01-17T21:00:00Z');
    await wc('2102_19_KC_BUF', '2103-01-17T21:00:00Z');
    await wc('2102_19_LV_DEN', '2103-01-17T18:00:00Z');
    expect(await weekGameIds(t.db.orm, 2102, 19, at('2103-01-10T20:59:59.999Z'))).toEqual([]);
    expect(await weekGameIds(t.db.orm, 2102, 19, at('2103-01-10T21:00:00Z'))).toEqual([
      '2102_19_LV_DEN',
      '2102_19_KC_BUF',
      '2102_19_NE_MIA',
    ]);
    expect(await weekGameIds(t.db.orm, 2102, 18, at('2103-01-01T00:00:00Z'))).toEqual(['2102_18_NYJ_DAL']);
  });
});
