// Picks against captured lines (decision 099) in a replay of 2025 weeks 15–18 with every saved Odds API
// answer loaded from ODDS_API_CAPTURES_DIR and the model job run as of 15 February 2026. Each line below
// is worked out by hand from the capture files (v4_americanfootball_nfl_odds_<stamp>.json in
// ../shared/data/api-samples/the-odds-api), home handicaps, the median of the books' lines at a capture.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../tests/support/accounts.ts';
import { gameScreensDatabase } from '../../../tests/support/game-screens-fixture.ts';
import { API_SAMPLES, NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { createTestApp, getAtInstant, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { lockPick } from '../../db/repositories/contributor-picks.ts';
import { users } from '../../db/schema/auth.ts';
import { scoreModel } from '../../jobs/score-model.ts';
import { runOddsCaptures } from '../../jobs/sources.ts';
import { BetsResponse } from '../../shared/api/bets.ts';
import { CapturedLinesResponse } from '../../shared/api/captured-lines.ts';
import { UserPicksResponse } from '../../shared/api/contributor-picks.ts';
import { LeaderboardResponse } from '../../shared/api/leaderboard.ts';

const AFTER_SUPER_BOWL = '2026-02-15T00:00:00Z';
const ONE_CAPTURE = 'one capture between the week’s inputs and kickoff: the pick’s line is the close';

let t: TestApp;
let body: CapturedLinesResponse;

beforeAll(async () => {
  t = await createTestApp({ now: AFTER_SUPER_BOWL, database: await gameScreensDatabase() });
  const ctx = testIngestContext(t.database.db, {
    clock: fixedClock(new Date(AFTER_SUPER_BOWL)),
    env: { NFL_DATA_DIR: NFL_DATA, ODDS_API_CAPTURES_DIR: path.join(API_SAMPLES, 'the-odds-api') },
  });
  expect((await runOddsCaptures(ctx)).status).toBe('success');
  expect((await scoreModel(ctx)).status).toBe('success');
  const res = await t.app.inject({ method: 'GET', url: '/api/record/captured-lines?season=2025' });
  expect(res.statusCode, res.body).toBe(200);
  body = CapturedLinesResponse.parse(res.json());
}, 600_000); // the first file to ask builds the game screens' fixture

afterAll(() => t.close());

const game = (id: string) => {
  const p = body.picks.find((x) => x.gameId === id);
  if (!p) throw new Error(`no row for ${id}`);
  return p;
};

describe('picks made at the first capture after the week’s inputs, CLV against the last before kickoff', () => {
  it('PIT at CLE (week 17): +4 → +3.5, half a point lost by a Pittsburgh pick', () => {
    // Week 16's last game kicked off 2025-12-23T01:15Z: inputs known at 05:15. Captures after that and
    // before kickoff: 2025-12-23T1107Z and 2025-12-23T1653Z.
    // 1107Z, CLE: +3.5 DraftKings, FanDuel, Bovada; +4 BetUS, MyBookie, LowVig, BetOnline, BetRivers,
    // BetMGM → sorted 3.5 3.5 3.5 4 4 4 4 4 4, median +4 (9 books).
    // 1653Z: +3 BetUS, LowVig, BetOnline; +3.5 the other six → median +3.5.
    // A Cleveland pick took +4 and the market closed +3.5: 4 − 3.5 = +0.5 points. A Pittsburgh pick laid 4
    // where the close laid 3.5: the line moved against it, 3.5 − 4 = −0.5. No book quoted +4 at 1653Z, so
    // there is no chance at the pick's line to compare: probability unknown.
    // The model picked Pittsburgh: −0.5.
    expect(game('2025_17_PIT_CLE')).toMatchObject({
      pickedTeam: 'PIT',
      clvPoints: -0.5,
      source: 'odds-api',
      pickLine: { line: 4, books: 9, capturedAt: '2025-12-23T11:05:19.000Z' },
      closingLine: { line: 3.5, books: 9, capturedAt: '2025-12-23T16:52:14.000Z' },
      clvProbability: null,
      unknown: null,
      inputsKnownAt: '2025-12-23T05:15:00.000Z',
    });
  });

  it('DAL at WAS (week 17): +6.5 → +7', () => {
    // 1107Z, WAS: +6.5 at seven books, +7 BetRivers and Bovada → median +6.5. 1653Z: +7 at eight, +6.5
    // BetRivers → +7. Points: home pick 6.5 − 7 = −0.5; away pick (Dallas laid 6.5, closed 7) +0.5.
    // No-vig chance of WAS +6.5 at 1107Z, the seven books at +6.5 (proportional, e.g. FanDuel −104/−118:
    // .50980/(.50980+.54128) = .48502): MyBookie +100/−120 .47826, FanDuel .48502, LowVig +100/−110
    // .48837, DraftKings and BetOnline −105/−115 .48917, BetMGM and BetUS .5 → median .48917.
    // At 1653Z only BetRivers quotes +6.5, −107/−120: .51691/(.51691+.54545) = .48656. WAS .48656 − .48917
    // = −.0026; DAL +.0026.
    // The model picked Washington (at its inputs, against +6.5): −0.5 points and −.0026.
    const p = game('2025_17_DAL_WAS');
    expect(p.pickLine).toMatchObject({ line: 6.5, books: 9 });
    expect(p.closingLine).toMatchObject({ line: 7, books: 9 });
    expect([p.pickedTeam, p.clvPoints, p.clvProbability]).toEqual(['WAS', -0.5, -0.0026]);
  });

  it('NYG at LV (week 17): −1 → −1.5', () => {
    // 1107Z, LV: −2 Bovada, −1.5 DraftKings FanDuel MyBookie, −1 LowVig BetOnline BetUS BetRivers BetMGM
    // → 5th of 9 = −1. 1653Z: BetMGM to −1.5 → −2, −1.5 ×4, −1 ×4 → −1.5.
    // Points: home (LV gave 1, closed giving 1.5) −1 − (−1.5) = +0.5; away −0.5.
    // LV −1, no-vig: 1107Z LowVig −107/−103 .50465, BetOnline −112/−108 .50433, BetUS .5, BetRivers
    // −114/−112 .50208, BetMGM −105/−115 .48917 → median .50208. 1653Z (BetMGM left −1): LowVig −109/−101
    // .50930, BetOnline −114/−106 .50866, BetUS −115/−105 .51083, BetRivers −113/−113 .5 → median of four
    // (.50866 + .50930)/2 = .50898. LV: .50898 − .50208 = +.0069; NYG −.0069.
    // The model picked Las Vegas: +0.5 and +.0069, the one pick of the season the line moved toward.
    const p = game('2025_17_NYG_LV');
    expect(p.pickLine).toMatchObject({ line: -1, books: 9 });
    expect(p.closingLine).toMatchObject({ line: -1.5, books: 9 });
    expect([p.pickedTeam, p.clvPoints, p.clvProbability]).toEqual(['LV', 0.5, 0.0069]);
  });

  it('GB at MIN (week 18): −9.5 → −10 between Saturday’s captures', () => {
    // Week 17's last game kicked off 2025-12-30T01:15Z: inputs known 05:15. Captures: 2026-01-03T1709Z,
    // then 2107Z and 2115Z, 8 minutes apart (one capture, read at its end 21:15:08).
    // 1709Z, MIN: −9.5 at eight books, −8.5 FanDuel → −9.5. 2115Z: −10 DraftKings BetUS MyBookie BetMGM
    // Bovada, −9.5 BetOnline LowVig BetRivers, −8.5 FanDuel → 5th of 9 = −10.
    // Points: home −9.5 − (−10) = +0.5; away −0.5.
    // MIN −9.5, no-vig: 1709Z eight books: DraftKings −108/−112 .49567, BetRivers −112/−114 .49792,
    // five at −110/−110 or −105/−105 .5, Bovada −115/−105 .51083 → median .5. 2115Z at −9.5: BetOnline
    // −115/−105 .51083, LowVig −113/+102 .51729, BetRivers .49792 → .51083. MIN +.0108; GB −.0108.
    // The model picked Green Bay +9.5; the close gave 10: −0.5 and −.0108.
    const p = game('2025_18_GB_MIN');
    expect(p.pickLine).toMatchObject({ line: -9.5, books: 9, capturedAt: '2026-01-03T17:07:18.000Z' });
    expect(p.closingLine).toMatchObject({ line: -10, books: 9, capturedAt: '2026-01-03T21:07:07.000Z' });
    expect([p.pickedTeam, p.clvPoints, p.clvProbability]).toEqual(['GB', -0.5, -0.0108]);
  });

  it('MIA at PIT (week 15, Monday): −3 held through three captures, the price moved', () => {
    // Week 14's Monday game kicked off 2025-12-09T01:15Z: inputs known 05:15. Captures: 2025-12-12 (pick),
    // 2025-12-15T0317Z, 2025-12-15T2032Z (close, 20:19:44–20:32:12). Every book −3 in each: 0 points.
    // PIT −3 no-vig, 12-12: sorted .5 .50433 .51083 ×5 .51344 .51729 → .51083. 2032Z: .51083 .51083
    // .51344 .51498 .51736 .51736 .52174 .52174 .52402 → .51736. PIT +.0065; MIA −.0065.
    // The model picked Miami: 0 points, −.0065 (Pittsburgh's price firmed at the same −3).
    const p = game('2025_15_MIA_PIT');
    expect(p.pickLine).toMatchObject({ line: -3, books: 9, capturedAt: '2025-12-12T02:17:13.000Z' });
    expect(p.closingLine).toMatchObject({ line: -3, books: 9 });
    expect([p.pickedTeam, p.clvPoints, p.clvProbability]).toEqual(['MIA', 0, -0.0065]);
  });

  it('says why where the captures do not measure a move', () => {
    // Sunday of week 15: only the 12-12 capture before kickoff.
    expect(game('2025_15_ARI_HOU')).toMatchObject({ clvPoints: null, pickLine: null, unknown: ONE_CAPTURE });
    // Thursday's ATL at TB has no captured line before kickoff at all: not in the captured record.
    expect(body.picks.some((p) => p.gameId === '2025_15_ATL_TB')).toBe(false);
    // Week 16: Monday night (15 December) ended after the 2032Z capture; 2025-12-16T1107Z is the only one.
    expect(game('2025_16_LA_SEA')).toMatchObject({ clvPoints: null, unknown: ONE_CAPTURE });
  });

  it('sums the season: 34 picks with a CLV, four lines moved half a point, one toward the pick', () => {
    // Measured: MIA at PIT (week 15) + 16 games of week 17 + 16 of week 18 + the Super Bowl = 34. The moved
    // lines above: WAS −0.5, PIT −0.5, LV +0.5, GB −0.5, the other 30 held (0): mean −1 / 34, one of 34
    // positive.
    expect(body.summary).toMatchObject({ count: 34, meanPoints: -1 / 34, sharePositive: 1 / 34 });
  });
});

describe('tracked bets and locked picks measure CLV against the captured close where the captures quote the game', () => {
  let bets: BetsResponse;
  let picks: UserPicksResponse;

  beforeAll(async () => {
    const kong = await signedInBrowser(t, 'captured-close@example.com');
    const spread = { book: 'DraftKings', market: 'spreads', price: -110, stake: 10 };
    for (const b of [
      { ...spread, gameId: '2025_17_PIT_CLE', side: 'away', line: -4, placedAt: '2025-12-23T12:00:00Z' },
      { ...spread, gameId: '2025_15_ATL_TB', side: 'home', line: -5.5, placedAt: '2025-12-10T12:00:00Z' },
      {
        ...spread,
        market: 'totals',
        gameId: '2025_17_PIT_CLE',
        side: 'under',
        line: 36.5,
        placedAt: '2025-12-23T12:00:00Z',
      },
    ]) {
      const res = await kong.post('/api/user/bets', b);
      expect(res.statusCode, res.body).toBe(201);
    }
    const [user] = await t.database.db.orm
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'captured-close@example.com'));
    const lock = {
      userId: user?.id as string,
      book: 'DraftKings',
      price: -110,
      lineCapturedAt: new Date('2025-12-23T11:05:19Z'),
      lockedAt: new Date('2025-12-23T12:00:00Z'),
    };
    await lockPick(t.database.db.orm, {
      ...lock,
      gameId: '2025_17_PIT_CLE',
      market: 'spread',
      selection: 'home',
      line: 4,
    });
    await lockPick(t.database.db.orm, {
      ...lock,
      gameId: '2025_17_PIT_CLE',
      market: 'total',
      selection: 'under',
      line: 36.5,
    });
    // Cleveland to win at DraftKings' +180 (PIT −218), the quote of the 1107Z capture (decision 117).
    await lockPick(t.database.db.orm, {
      ...lock,
      book: 'draftkings',
      price: 180,
      lineCapturedAt: new Date('2025-12-23T11:06:31Z'),
      gameId: '2025_17_PIT_CLE',
      market: 'moneyline',
      selection: 'home',
      line: null,
    });
    bets = BetsResponse.parse((await kong.get('/api/user/bets')).json());
    picks = UserPicksResponse.parse((await kong.get('/api/user/picks')).json());
  }, 120_000);

  // PIT at CLE's captured close (above): CLE +3.5, the median of 9 books at 2025-12-23T1653Z (its first
  // stamp 16:52:14). nflverse's close for the game: spread_line −4.5 (Pittsburgh by 4.5), CLE +4.5.
  it('a Pittsburgh −4 bet lost half a point to the captured close, not gained it against nflverse’s', () => {
    // Backed side's handicap at the captured close: PIT −3.5. Spreads: bet line − close = −4 − (−3.5) = −0.5.
    // (Against nflverse's PIT −4.5 it would read −4 − (−4.5) = +0.5.) −4 is not the close: no price CLV.
    const pit = bets.bets.find((b) => b.gameId === '2025_17_PIT_CLE' && b.market === 'spreads');
    expect(pit).toMatchObject({
      closingLine: -3.5,
      lineClv: -0.5,
      priceClv: null,
      clvUnknown: null,
      closeSource: { source: 'odds-api', books: 9, capturedAt: '2025-12-23T16:52:14.000Z' },
    });
  });

  it('an under 36.5 bet gained 2.5 points on the captured total (decision 107), not 1 on nflverse’s', () => {
    // The captured total at 1653Z: 34, the median of eight books (worked out below for the lock). Under:
    // bet line − close = 36.5 − 34 = +2.5 (nflverse's total_line 35.5 would say +1). 36.5 is not the
    // close: no price CLV.
    const under = bets.bets.find((b) => b.gameId === '2025_17_PIT_CLE' && b.market === 'totals');
    expect(under).toMatchObject({
      closingLine: 34,
      lineClv: 2.5,
      priceClv: null,
      clvUnknown: null,
      closeSource: { source: 'odds-api', books: 8, capturedAt: '2025-12-23T16:52:14.000Z' },
    });
  });

  it('a bet on a game the captures do not quote keeps nflverse’s close, named as such', () => {
    // ATL at TB (Thursday of week 15) kicked off before the first capture. nflverse: spread_line 6, TB −6.
    // A TB −5.5 bet: −5.5 − (−6) = +0.5.
    const tb = bets.bets.find((b) => b.gameId === '2025_15_ATL_TB');
    expect(tb).toMatchObject({
      closingLine: -6,
      lineClv: 0.5,
      closeSource: { source: 'nflverse', books: null, capturedAt: null },
    });
  });

  it('a Cleveland +4 lock gained half a point on the captured close; its total reads the captured total', () => {
    // Home pick: locked line − close = 4 − 3.5 = +0.5 (against nflverse's +4.5: 4 − 4.5 = −0.5).
    const spread = picks.picks.find((p) => p.market === 'spread');
    expect(spread).toMatchObject({
      closingLineValue: 0.5,
      closeSource: { source: 'odds-api', books: 9, capturedAt: '2025-12-23T16:52:14.000Z' },
      clvUnknown: null,
    });
    // The total at the same capture (decision 107), from v4_..._2025-12-23T1653Z.json: draftkings, betus,
    // fanduel 33.5; mybookieag, lowvig, betonlineag, betmgm, bovada 34 — eight books quote it, median
    // of 33.5 ×3 and 34 ×5 = 34. Under 36.5: 36.5 − 34 = +2.5 (nflverse's total_line 35.5 would say +1).
    const total = picks.picks.find((p) => p.market === 'total');
    expect(total).toMatchObject({
      closingLineValue: 2.5,
      closeSource: { source: 'odds-api', books: 8, capturedAt: '2025-12-23T16:52:14.000Z' },
      clvUnknown: null,
    });
  });

  it('a Cleveland moneyline lock gained 2.65 points of no-vig chance to the captured close (decision 117)', () => {
    // p(+x) = 100 / (x + 100), p(−x) = x / (x + 100); CLE's no-vig chance = p(CLE) / (p(CLE) + p(PIT)).
    // At the lock, DraftKings +180 / −218: .357143 / (.357143 + .685535) = .342525.
    // At the close (1653Z), nine books: Bovada +170/−200 .357143, BetMGM +165/−200 .361446, BetUS
    // +163/−190 .367228, BetRivers +155/−205 .368469, DraftKings +160/−192 .369060, MyBookie +155/−202
    // .369600, FanDuel +160/−190 .369898, LowVig and BetOnline +161/−185 .371166: median .369060.
    // CLV = .369060 − .342525 = +.0265 (the market moved toward Cleveland; a PIT lock would read −.0265).
    const ml = picks.picks.find((p) => p.market === 'moneyline');
    expect(ml).toMatchObject({
      closingLineValue: 0.0265,
      closeSource: { source: 'odds-api', books: 9, capturedAt: '2025-12-23T16:52:14.000Z' },
      clvUnknown: null,
    });
  });

  it('the leaderboard measures the same locks against the same closes as My picks', async () => {
    // The contributor's two line locks: +0.5 (spread) and +2.5 (total) against the captured closes, mean
    // 1.5; the moneyline lock's CLV is in chance, not points, and stays out of the mean (decision 117).
    // Against nflverse's closes they would read −0.5 and +1, mean 0.25.
    // Asked on 5 January 2026: 2025 is still the current season (after the Super Bowl it is 2026's).
    const board = LeaderboardResponse.parse(
      await getAtInstant(t.database.db, '2026-01-05T00:00:00Z', '/api/leaderboard?timeframe=season'),
    );
    expect(board.season).toBe(2025);
    const people = [...board.ranked, ...board.unranked].filter((c) => c.kind === 'person');
    expect(people.map((c) => [c.meanClv, c.clvPicks])).toEqual([[1.5, 2]]);
  });
});
