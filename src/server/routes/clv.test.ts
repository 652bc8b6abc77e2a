// Closing-line value against the line the market offered before the pick (decision 084), on real data:
// the game screens' fixture (the 2025 schedule with every close, the Odds API capture of Friday
// 12 December) plus the captures of Monday 15 December (03:17 and 20:32 UTC), loaded through the
// function `ingest -- odds-api --file` calls, and week 15 frozen by the model job on Wednesday 17th.
// Lines by hand from the capture files and nflverse's schedule (home handicaps):
// - ARI at HOU: books −9.5 ×4, −10 ×4, −9 → median −9.5; closed −10.5.
// - BUF at NE: books +1.5 ×3, +1 ×5, −1 → median +1; closed +2.5.
// - MIA at PIT: every book −3 in all three captures; closed −3 (a real 0 after real captures). On Monday
//   evening the nine books' no-vig chances of PIT sort .5108 .5108 .5134 .5150 .5174 .5174 .5217 .5217
//   .5240: the median .5174 is DraftKings' −118/−102, the close's prices, so 0 in chance too.
// - ATL at TB (Thursday 11th): the Friday capture came after kickoff, so only the close is known.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, type TestBrowser } from '../../../tests/support/accounts.ts';
import { gameScreensDatabase } from '../../../tests/support/game-screens-fixture.ts';
import { API_SAMPLES, NFL_DATA, testIngestContext } from '../../../tests/support/ingest.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { scoreModel } from '../../jobs/score-model.ts';
import { runSource } from '../../jobs/sources.ts';
import { BetsResponse } from '../../shared/api/bets.ts';
import { GameDetailResponse } from '../../shared/api/game-detail.ts';
import { LeaderboardResponse } from '../../shared/api/leaderboard.ts';
import { PastPicksResponse } from '../../shared/api/past-picks.ts';

const AFTER_WEEK_15 = '2025-12-17T12:00:00Z';
const MONDAY_CAPTURES = ['2025-12-15T0317Z', '2025-12-15T2032Z'].map((at) =>
  path.join(API_SAMPLES, 'the-odds-api', `v4_americanfootball_nfl_odds_${at}.json`),
);
const NO_EARLIER_LINE = 'no line captured before the close';

let t: TestApp;
let kong: TestBrowser;

beforeAll(async () => {
  t = await createTestApp({ now: AFTER_WEEK_15, database: await gameScreensDatabase() });
  const ctx = testIngestContext(t.database.db, {
    clock: fixedClock(new Date(AFTER_WEEK_15)),
    env: { NFL_DATA_DIR: NFL_DATA },
  });
  for (const file of MONDAY_CAPTURES) {
    for (const run of [await runSource(ctx, 'odds-api', { file })].flat()) expect(run.status).toBe('success');
  }
  expect((await scoreModel(ctx)).status).toBe('success');
  kong = await signedInBrowser(t, 'kong-clv@example.com');
}, 600_000); // the first file to ask builds the game screens' fixture

afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('Past Picks CLV against the line before kickoff', () => {
  it('measures each week-15 spread pick from the books’ median before kickoff to the close', async () => {
    const body = PastPicksResponse.parse(await get('/api/past-picks?season=2025&week=15'));
    const pick = (id: string) => {
      const p = body.picks.find((x) => x.id === id);
      if (!p) throw new Error(`no settled pick for ${id}`);
      return p;
    };
    const hou = pick('2025_15_ARI_HOU');
    expect(hou.pick).toBe('spread');
    // At different lines the two no-vig chances are of different bets: no probability CLV.
    expect(hou.clv).toMatchObject({
      pickLine: -9.5,
      pickLineBooks: 9,
      closingLine: -10.5,
      probability: null,
    });
    // Home pick: −9.5 − (−10.5) = +1 (Houston gave a point less than the close); away pick: −1.
    expect(hou.clv?.points).toBe(hou.pickedTeam === 'HOU' ? 1 : -1);
    expect(hou.clvUnknown).toBeNull();

    const ne = pick('2025_15_BUF_NE');
    expect(ne.clv).toMatchObject({ pickLine: 1, pickLineBooks: 9, closingLine: 2.5 });
    // Home pick: 1 − 2.5 = −1.5 (New England got 1.5 points fewer than at the close); away: +1.5.
    expect(ne.clv?.points).toBe(ne.pickedTeam === 'NE' ? -1.5 : 1.5);

    const pit = pick('2025_15_MIA_PIT');
    // Three captures of −3 and a −3 close: a measured 0, with the Monday-evening capture as its date.
    // In chance too: on Monday evening the median book's no-vig chance of PIT at −118 / MIA −102 (DraftKings,
    // BetMGM) is the close's own −118 / −102, so 0 either way.
    expect(pit.clv).toMatchObject({
      pickLine: -3,
      pickLineBooks: 9,
      closingLine: -3,
      points: 0,
      probability: 0,
    });
    expect(Date.parse(pit.clv?.pickLineAt ?? '')).toBeGreaterThanOrEqual(Date.parse('2025-12-15T20:30:00Z'));
    expect(Date.parse(pit.clv?.pickLineAt ?? '')).toBeLessThan(Date.parse('2025-12-16T01:15:00Z'));

    const tb = pick('2025_15_ATL_TB');
    expect(tb.clv).toBeNull();
    expect(tb.clvUnknown).toBe(NO_EARLIER_LINE);

    const measured = body.picks.filter((p) => p.clv !== null);
    expect(body.summary.clvPicks).toBe(measured.length);
    expect(measured.some((p) => p.clv?.points !== 0)).toBe(true);
  });
});

describe('the game page', () => {
  it("shows the locked pick's CLV from the line before kickoff, and '—' with the reason without one", async () => {
    const hou = GameDetailResponse.parse(await get('/api/games/2025_15_ARI_HOU'));
    if (hou.prediction?.status !== 'locked') throw new Error('expected a locked pick');
    const home = hou.prediction.spread?.pick === 'HOU';
    expect(hou.clv).toMatchObject({ pickLine: -9.5, closingLine: -10.5, points: home ? 1 : -1 });
    expect(hou.clvUnknown).toBeNull();

    const tb = GameDetailResponse.parse(await get('/api/games/2025_15_ATL_TB'));
    expect(tb.clv).toBeNull();
    expect(tb.clvUnknown).toBe(NO_EARLIER_LINE);
  });
});

describe('the bet tracker', () => {
  const bet = (over: Record<string, unknown>) => ({
    gameId: '2025_15_BUF_NE',
    book: 'DraftKings',
    market: 'spreads',
    stake: 50,
    placedAt: '2025-12-12T12:00:00Z',
    ...over,
  });

  it('measures the line each bet got against the close; a bet placed after kickoff has none, said why', async () => {
    // DraftKings on Friday: New England +1.5 at −118, Buffalo −1.5 at −102.
    for (const b of [
      bet({ side: 'home', line: 1.5, price: -118 }),
      bet({ side: 'away', line: -1.5, price: -102 }),
      bet({ side: 'away', line: -2.5, price: -110, placedAt: '2025-12-14T18:30:00Z' }),
    ]) {
      const res = await kong.post('/api/user/bets', b);
      expect(res.statusCode, res.body).toBe(201);
    }
    const body = BetsResponse.parse((await kong.get('/api/user/bets')).json());
    const byLine = new Map(body.bets.map((b) => [`${b.side} ${b.line}`, b]));
    // The captures quote the game, so the close is theirs (decision 099): the last capture before kickoff
    // is 12 December's, the books' median NE +1 (BetUS +1 … DraftKings +1.5, as above); nflverse's +2.5
    // is not used. New England +1.5 against +1: 1.5 − 1 = +0.5 point.
    const captured = { source: 'odds-api', books: 9 };
    expect(byLine.get('home 1.5')).toMatchObject({ closingLine: 1, lineClv: 0.5, clvUnknown: null });
    expect(byLine.get('home 1.5')?.closeSource).toMatchObject(captured);
    // Buffalo −1.5 against −1: −1.5 − (−1) = −0.5 point.
    expect(byLine.get('away -1.5')).toMatchObject({ closingLine: -1, lineClv: -0.5, clvUnknown: null });
    // Logged as placed half an hour after kickoff (18:00 UTC): the close was already out.
    expect(byLine.get('away -2.5')).toMatchObject({
      lineClv: null,
      priceClv: null,
      clvUnknown: 'placed at or after kickoff: the close was already known',
    });
    // The average is over the two measured bets only: (−1 + 1) / 2 = 0 from n = 2.
    expect(body.record.clvSample.line).toBe(2);
  });
});

describe('moneyline bets against the captured close (decision 117)', () => {
  it('values the price each bet got at the no-vig chance of the last capture before kickoff, not at nflverse’s close', async () => {
    // BUF at NE kicks off 14 December 18:00 UTC; the last capture before it is 12 December's. Its eight
    // books quoting both h2h sides, NE's no-vig chance = p(NE) / (p(NE) + p(BUF)), p(−x) = x / (x + 100),
    // p(+x) = 100 / (x + 100):
    //   BetRivers BUF −124 / NE −103: .507389 / (.507389 + .553571) = .478236
    //   DraftKings and Bovada −120 / +100: .5 / 1.045455 = .478261 (twice)
    //   FanDuel −118 / +100: .5 / 1.041284 = .480176
    //   LowVig and BetOnline −117 / −103: .507389 / 1.046560 = .484819 (twice)
    //   BetMGM −115 / −105: .512195 / 1.047079 = .489165
    //   MyBookie −106 / −115: .534884 / 1.049447 = .509682
    // Median of eight: (.480176 + .484819) / 2 = .482498 for NE, 1 − that = .517502 for BUF.
    // nflverse's close (NE +120 / BUF −142) would give NE .436508 and BUF .563492 instead.
    for (const b of [
      { side: 'home', price: 120 },
      { side: 'away', price: -110 },
    ]) {
      const res = await kong.post('/api/user/bets', {
        gameId: '2025_15_BUF_NE',
        book: 'DraftKings',
        market: 'h2h',
        line: null,
        stake: 20,
        placedAt: '2025-12-11T12:00:00Z',
        ...b,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const body = BetsResponse.parse((await kong.get('/api/user/bets')).json());
    const ml = (side: string) => body.bets.find((b) => b.market === 'h2h' && b.side === side);
    // Price CLV = chance at the close × decimal price − 1. NE at +120 (decimal 2.2): .482498 × 2.2 − 1
    // = +.0615 (nflverse's close would say .436508 × 2.2 − 1 = −.0397).
    expect(ml('home')?.priceClv).toBeCloseTo(0.0615, 4);
    // BUF at −110 (decimal 1.909091): .517502 × 1.909091 − 1 = −.0120 (nflverse's: +.0758).
    expect(ml('away')?.priceClv).toBeCloseTo(-0.01204, 4);
    for (const side of ['home', 'away']) {
      expect(ml(side)).toMatchObject({ lineClv: null, clvUnknown: null });
      expect(ml(side)?.closeSource).toMatchObject({ source: 'odds-api', books: 8 });
    }
  });
});

describe('the leaderboard', () => {
  it("counts only the model's picks that had a line before kickoff in its CLV", async () => {
    const body = LeaderboardResponse.parse(await get('/api/leaderboard?timeframe=season'));
    const model = [...body.ranked, ...body.unranked].find((c) => c.kind === 'model');
    const past = PastPicksResponse.parse(await get('/api/past-picks?season=2025'));
    const spreads = past.picks.filter((p) => p.clv !== null).length;
    // Spread picks measured on Past Picks, plus at most one total pick per game with a captured total.
    expect(model?.clvPicks).toBeGreaterThanOrEqual(spreads);
    expect(model?.clvPicks).toBeLessThanOrEqual(2 * spreads);
    expect(model?.meanClv).not.toBeNull();
  });
});
