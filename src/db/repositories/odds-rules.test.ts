// Stored lines and the Odds API budget on one cloned database (decision 128, the repositories' fast test
// set; decisions 137 and 141): a line is appended only when its line or price differs from the latest of
// the same game, book, market and side (and player) captured at or before it; the latest lines at an
// instant come from the book captured last (ties: the books people bet with first, then by name), each
// side its latest; a game's history is read up to the instant, oldest first; a day's requests never pass
// the budget, exactly the budget allowed. Each test uses games of its own season and days of its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, oddsRow } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { playerProps } from '../schema/odds.ts';
import {
  appendOddsSnapshots,
  appendPlayerProps,
  gameLineSnapshots,
  latestLines,
  lineSnapshots,
  oddsApiUsageOn,
  recordOddsApiRemaining,
  reserveOddsApiRequests,
} from './odds.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = (iso: string) => new Date(iso);
type Quote = Parameters<typeof oddsRow>[1];
const home = (line: number, price: number, when: string, book?: string): Quote => ({
  market: 'spreads',
  side: 'home',
  line,
  price,
  at: when,
  book,
});

describe('appending lines', () => {
  it('appends a line only when it moved from the latest one captured at or before it', async () => {
    const G = '2060_01_NE_MIA';
    await gameOf(t.db.orm, G, '2060-09-12T17:00:00Z');
    const append = (...quotes: Quote[]) =>
      appendOddsSnapshots(
        t.db.orm,
        quotes.map((q) => oddsRow(G, q)),
      );
    expect(await append(home(-3, -110, '2060-09-10T10:00:00Z'))).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    // The same file read again; the same line and price later; both unchanged.
    expect(
      await append(home(-3, -110, '2060-09-10T10:00:00Z'), home(-3, -110, '2060-09-10T11:00:00Z')),
    ).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    // The price moved at 12:00, the line at 13:00, back to −3 −110 at 14:00 (each capture appended as the
    // live job appends it, one at a time): each is new against the one before.
    for (const quote of [
      home(-3, -115, '2060-09-10T12:00:00Z'),
      home(-3.5, -115, '2060-09-10T13:00:00Z'),
      home(-3, -110, '2060-09-10T14:00:00Z'),
    ])
      expect(await append(quote)).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    // Captured before anything stored (09:00): nothing before it to equal, so it is kept.
    expect(await append(home(-3, -110, '2060-09-10T09:00:00Z'))).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    // The same quote under another book, market or side is a line of its own; a moneyline without a line
    // equals its earlier self.
    expect(
      await append(
        home(-3, -110, '2060-09-10T10:00:00Z', 'fanduel'),
        { ...home(-3, -110, '2060-09-10T10:00:00Z'), side: 'away' },
        { ...home(-3, -110, '2060-09-10T10:00:00Z'), market: 'alt_spreads' },
        { market: 'h2h', side: 'home', line: null, price: -150, at: '2060-09-10T10:00:00Z' },
      ),
    ).toEqual({ inserted: 4, updated: 0, unchanged: 0 });
    expect(
      await append({ market: 'h2h', side: 'home', line: null, price: -150, at: '2060-09-10T15:00:00Z' }),
    ).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    const history = (await gameLineSnapshots(t.db.orm, G, at('2060-09-11T00:00:00Z')))
      .filter((s) => s.book === 'nflverse_close' && s.market === 'spreads' && s.side === 'home')
      .map((s) => [s.line, s.price, s.capturedAtMs]);
    expect(history).toEqual([
      [-3, -110, Date.parse('2060-09-10T09:00:00Z')],
      [-3, -110, Date.parse('2060-09-10T10:00:00Z')],
      [-3, -115, Date.parse('2060-09-10T12:00:00Z')],
      [-3.5, -115, Date.parse('2060-09-10T13:00:00Z')],
      [-3, -110, Date.parse('2060-09-10T14:00:00Z')],
    ]);
  });

  it('compares each capture of a batch with the one before it in the batch, not only with the stored line', async () => {
    const G = '2066_01_NE_MIA';
    await gameOf(t.db.orm, G, '2066-09-11T17:00:00Z');
    await appendOddsSnapshots(t.db.orm, [oddsRow(G, home(-3, -110, '2066-09-09T10:00:00Z'))]);
    // A folder of captures read at once (odds-api-file.ts), given newest first: the line moved to −3.5 at
    // 12:00 and came back to −3 at 13:00, then held at 14:00. 13:00 equals the stored 10:00 line but not
    // the 12:00 move before it, so it is new; 14:00 equals 13:00: 2 inserted, 1 unchanged.
    expect(
      await appendOddsSnapshots(
        t.db.orm,
        [
          home(-3, -110, '2066-09-09T14:00:00Z'),
          home(-3, -110, '2066-09-09T13:00:00Z'),
          home(-3.5, -110, '2066-09-09T12:00:00Z'),
        ].map((q) => oddsRow(G, q)),
      ),
    ).toEqual({ inserted: 2, updated: 0, unchanged: 1 });
    const history = (await gameLineSnapshots(t.db.orm, G, at('2066-09-10T00:00:00Z')))
      .filter((s) => s.market === 'spreads' && s.side === 'home')
      .map((s) => [s.line, s.capturedAtMs]);
    expect(history).toEqual([
      [-3, Date.parse('2066-09-09T10:00:00Z')],
      [-3.5, Date.parse('2066-09-09T12:00:00Z')],
      [-3, Date.parse('2066-09-09T13:00:00Z')],
    ]);
  });

  it("appends more rows than one statement's 5,000, the last compared with the stored ones", async () => {
    const G = '2065_01_NE_MIA';
    await gameOf(t.db.orm, G, '2065-09-13T17:00:00Z');
    // 5,001 captures a minute apart, the price alternating −110, −115: row 5,000 (−110) follows row 4,999
    // (−115) in the second statement, so it is new too.
    const rows = Array.from({ length: 5001 }, (_, i) =>
      oddsRow(
        G,
        home(
          -3,
          i % 2 ? -115 : -110,
          new Date(Date.parse('2065-09-01T00:00:00Z') + i * 60_000).toISOString(),
        ),
      ),
    );
    expect(await appendOddsSnapshots(t.db.orm, rows)).toEqual({ inserted: 5001, updated: 0, unchanged: 0 });
  });

  it('appends player props by the same rule, the player part of the key', async () => {
    const G = '2061_01_NE_MIA';
    await gameOf(t.db.orm, G, '2061-09-11T17:00:00Z');
    const prop = (playerName: string, line: number, when: string) => ({
      gameId: G,
      book: 'draftkings',
      market: 'player_pass_yds',
      playerName,
      side: 'over',
      line,
      price: -115,
      capturedAt: at(when),
    });
    expect(
      await appendPlayerProps(t.db.orm, [
        prop('A Passer', 250.5, '2061-09-10T10:00:00Z'),
        prop('B Passer', 250.5, '2061-09-10T10:00:00Z'),
      ]),
    ).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(
      await appendPlayerProps(t.db.orm, [
        prop('A Passer', 250.5, '2061-09-10T11:00:00Z'),
        prop('B Passer', 262.5, '2061-09-10T11:00:00Z'),
      ]),
    ).toEqual({ inserted: 1, updated: 0, unchanged: 1 });
    const rows = (await t.db.orm.select().from(playerProps))
      .filter((r) => r.gameId === G)
      .map((r) => [r.book, r.market, r.playerName, r.side, r.line, r.price, r.capturedAt])
      .sort((a, b) => String(a[2]).localeCompare(String(b[2])) || Number(a[4]) - Number(b[4]));
    expect(rows).toEqual([
      ['draftkings', 'player_pass_yds', 'A Passer', 'over', 250.5, -115, at('2061-09-10T10:00:00Z')],
      ['draftkings', 'player_pass_yds', 'B Passer', 'over', 250.5, -115, at('2061-09-10T10:00:00Z')],
      ['draftkings', 'player_pass_yds', 'B Passer', 'over', 262.5, -115, at('2061-09-10T11:00:00Z')],
    ]);
  });
});

describe('reading lines', () => {
  // 2062 week 1, NE at MIA: spreads from fanduel at 10:00 (home −3 −110, away +3 −110) and draftkings at
  // 11:00 (home −3.5 −105 only; its away side from 09:00, +3.5 −115); totals at 10:00 from betmgm and from
  // 'zbook' and 'abook' (outside the order: by name). A moneyline draw (a side the board does not
  // read), a player market and a 13:00 line come after.
  const G = '2062_01_NE_MIA';
  const G2 = '2062_01_BUF_NYJ';
  beforeAll(async () => {
    await gameOf(t.db.orm, G, '2062-09-10T17:00:00Z');
    await gameOf(t.db.orm, G2, '2062-09-10T17:00:00Z');
    const q = (
      book: string,
      market: string,
      side: string,
      line: number | null,
      price: number | null,
      when: string,
    ) => oddsRow(G, { book, market, side, line, price, at: when });
    await appendOddsSnapshots(t.db.orm, [
      q('fanduel', 'spreads', 'home', -3, -110, '2062-09-09T10:00:00Z'),
      q('fanduel', 'spreads', 'away', 3, -110, '2062-09-09T10:00:00Z'),
      q('draftkings', 'spreads', 'away', 3.5, -115, '2062-09-09T09:00:00Z'),
      q('draftkings', 'spreads', 'home', -3.5, -105, '2062-09-09T11:00:00Z'),
      q('zbook', 'totals', 'over', 47, -110, '2062-09-09T10:00:00Z'),
      q('abook', 'totals', 'over', 46, -110, '2062-09-09T10:00:00Z'),
      q('betmgm', 'totals', 'over', 45, -110, '2062-09-09T10:00:00Z'),
      q('betmgm', 'totals', 'under', 45, -110, '2062-09-09T10:00:00Z'),
      q('draftkings', 'h2h', 'home', null, -160, '2062-09-09T10:00:00Z'),
      q('draftkings', 'h2h', 'draw', null, 900, '2062-09-09T10:00:00Z'),
      q('draftkings', 'h2h', 'away', null, null, '2062-09-09T10:00:00Z'),
      q('draftkings', 'player_pass_yds', 'over', 250.5, -115, '2062-09-09T10:00:00Z'),
      q('draftkings', 'spreads', 'home', -4, -110, '2062-09-09T13:00:00Z'),
      oddsRow(G2, {
        book: 'espn_bet',
        market: 'spreads',
        side: 'home',
        line: -1,
        price: -110,
        at: '2062-09-09T10:00:00Z',
      }),
    ]);
  });

  it('takes the book captured last for each game and market, each side its latest, ties to the books people bet with', async () => {
    const lines = (await latestLines(t.db.orm, [G], at('2062-09-09T12:00:00Z')))
      .map((l) => [l.gameId, l.market, l.side, l.book, l.line, l.price, l.capturedAt])
      .sort((a, b) => `${a[1]}${a[2]}`.localeCompare(`${b[1]}${b[2]}`));
    expect(lines).toEqual([
      [G, 'h2h', 'away', 'draftkings', null, null, at('2062-09-09T10:00:00Z')],
      [G, 'h2h', 'draw', 'draftkings', null, 900, at('2062-09-09T10:00:00Z')],
      [G, 'h2h', 'home', 'draftkings', null, -160, at('2062-09-09T10:00:00Z')],
      [G, 'player_pass_yds', 'over', 'draftkings', 250.5, -115, at('2062-09-09T10:00:00Z')],
      // draftkings captured last (11:00): its home from 11:00, its away from 09:00.
      [G, 'spreads', 'away', 'draftkings', 3.5, -115, at('2062-09-09T09:00:00Z')],
      [G, 'spreads', 'home', 'draftkings', -3.5, -105, at('2062-09-09T11:00:00Z')],
      // Three books at 10:00: betmgm is in the order, the two others are not.
      [G, 'totals', 'over', 'betmgm', 45, -110, at('2062-09-09T10:00:00Z')],
      [G, 'totals', 'under', 'betmgm', 45, -110, at('2062-09-09T10:00:00Z')],
    ]);
    // A millisecond before 11:00, fanduel's 10:00 spreads are the latest; nothing of the other game asked.
    const before = await latestLines(t.db.orm, [G], at('2062-09-09T10:59:59.999Z'));
    expect(before.filter((l) => l.market === 'spreads').map((l) => [l.side, l.book, l.line])).toEqual([
      ['away', 'fanduel', 3],
      ['home', 'fanduel', -3],
    ]);
    expect(await latestLines(t.db.orm, [], at('2062-09-09T12:00:00Z'))).toEqual([]);
    expect((await latestLines(t.db.orm, [G2], at('2062-09-09T12:00:00Z'))).map((l) => l.book)).toEqual([
      'espn_bet',
    ]);
  });

  it('orders books outside the list by name', async () => {
    await gameOf(t.db.orm, '2063_01_NE_MIA', '2063-09-09T17:00:00Z');
    const q = (book: string, line: number) =>
      oddsRow('2063_01_NE_MIA', {
        book,
        market: 'totals',
        side: 'over',
        line,
        price: -110,
        at: '2063-09-08T10:00:00Z',
      });
    await appendOddsSnapshots(t.db.orm, [q('zbook', 47), q('abook', 46)]);
    const [line] = await latestLines(t.db.orm, ['2063_01_NE_MIA'], at('2063-09-08T10:00:00Z'));
    expect([line?.book, line?.line]).toEqual(['abook', 46]);
  });

  it("reads each game's history of the three markets up to the instant, oldest first, then by book, market, side", async () => {
    const history = await lineSnapshots(t.db.orm, [G, G2], at('2062-09-09T11:00:00Z'));
    expect([...history.keys()].sort()).toEqual([G2, G]);
    expect(history.get(G)?.map((s) => [s.capturedAtMs, s.book, s.market, s.side, s.line, s.price])).toEqual([
      [Date.parse('2062-09-09T09:00:00Z'), 'draftkings', 'spreads', 'away', 3.5, -115],
      [Date.parse('2062-09-09T10:00:00Z'), 'abook', 'totals', 'over', 46, -110],
      [Date.parse('2062-09-09T10:00:00Z'), 'betmgm', 'totals', 'over', 45, -110],
      [Date.parse('2062-09-09T10:00:00Z'), 'betmgm', 'totals', 'under', 45, -110],
      [Date.parse('2062-09-09T10:00:00Z'), 'draftkings', 'h2h', 'away', null, null],
      [Date.parse('2062-09-09T10:00:00Z'), 'draftkings', 'h2h', 'home', null, -160],
      [Date.parse('2062-09-09T10:00:00Z'), 'fanduel', 'spreads', 'away', 3, -110],
      [Date.parse('2062-09-09T10:00:00Z'), 'fanduel', 'spreads', 'home', -3, -110],
      [Date.parse('2062-09-09T10:00:00Z'), 'zbook', 'totals', 'over', 47, -110],
      [Date.parse('2062-09-09T11:00:00Z'), 'draftkings', 'spreads', 'home', -3.5, -105],
    ]);
    expect((await lineSnapshots(t.db.orm, [], at('2062-09-09T11:00:00Z'))).size).toBe(0);
    expect(await gameLineSnapshots(t.db.orm, '2062_01_XX_YY', at('2062-09-09T11:00:00Z'))).toEqual([]);
  });
});

describe('the Odds API budget', () => {
  it("spends a day's requests up to the budget, exactly the budget allowed, never past it", async () => {
    const day = '2064-01-01';
    expect(await oddsApiUsageOn(t.db.orm, day)).toBe(0);
    // More than the budget on a fresh day: refused, nothing counted.
    expect(await reserveOddsApiRequests(t.db.orm, day, 11, 10)).toBe(false);
    expect(await oddsApiUsageOn(t.db.orm, day)).toBe(0);
    expect(await reserveOddsApiRequests(t.db.orm, day, 6, 10)).toBe(true);
    // 6 + 5 = 11 > 10: refused; 6 + 4 = 10: allowed; 10 + 1 = 11: refused.
    expect(await reserveOddsApiRequests(t.db.orm, day, 5, 10)).toBe(false);
    expect(await reserveOddsApiRequests(t.db.orm, day, 4, 10)).toBe(true);
    expect(await reserveOddsApiRequests(t.db.orm, day, 1, 10)).toBe(false);
    expect(await oddsApiUsageOn(t.db.orm, day)).toBe(10);
    // A fresh day at exactly the budget: allowed.
    expect(await reserveOddsApiRequests(t.db.orm, '2064-01-02', 10, 10)).toBe(true);
    expect(await oddsApiUsageOn(t.db.orm, '2064-01-02')).toBe(10);
  });

  it('records what the API says remains without touching the day’s count', async () => {
    await recordOddsApiRemaining(t.db.orm, '2064-02-01', 480);
    expect(await oddsApiUsageOn(t.db.orm, '2064-02-01')).toBe(0);
    await reserveOddsApiRequests(t.db.orm, '2064-02-01', 3, 10);
    await recordOddsApiRemaining(t.db.orm, '2064-02-01', 477);
    const { rows } = await t.db.pool.query(
      `select requests, remaining_reported from odds_api_usage where day = '2064-02-01'`,
    );
    expect(rows).toEqual([{ requests: 3, remaining_reported: 477 }]);
  });
});
