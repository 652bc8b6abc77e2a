// "My picks" (issue 21 deliverable 2) on a hand-built fixture: four games of our own making and the
// picks two people locked on them, on a clock frozen at Friday 12 December 2025, 18:00 UTC. Ann holds
// a graded win, a graded loss and a pending pick this season and one pick last season; Bob one pick.
// What the list, the record and the Dashboard's "Total Picks Made" say is worked out by hand below.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { lockPick } from '../../db/repositories/contributor-picks.ts';
import { upsertGames } from '../../db/repositories/games.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { users } from '../../db/schema/auth.ts';
import { oddsSnapshots } from '../../db/schema/odds.ts';
import { DashboardResponse } from '../../shared/api/dashboard.ts';
import { MyPicksResponse } from '../../shared/api/my-picks.ts';

const NOW = '2025-12-12T18:00:00Z';
const WIN = '2025_14_BUF_KC'; // KC 27, BUF 24: KC −2.5 covers by half a point
const LOSS = '2025_14_DAL_NYG'; // NYG 17, DAL 20: 37 points, the over 44.5 loses
const PENDING = '2025_15_MIA_PIT'; // Monday night, after the clock
const LAST_SEASON = '2024_10_DET_GB'; // GB 20, DET 27

const game = (
  gameId: string,
  home: string,
  away: string,
  kickoff: string,
  score: { home: number; away: number } | null,
) => ({
  gameId,
  season: Number(gameId.slice(0, 4)),
  gameType: 'REG' as const,
  week: Number(gameId.split('_')[1]),
  kickoff: new Date(kickoff),
  timeSlot: 'sunday_late' as const,
  homeTeam: home,
  awayTeam: away,
  neutralSite: false,
  divisionGame: false,
  homeScore: score?.home ?? null,
  awayScore: score?.away ?? null,
  status: score ? ('final' as const) : ('scheduled' as const),
  resultKnownAt: score ? new Date(new Date(kickoff).getTime() + 4 * 3_600_000) : null,
});

let t: TestApp;
let ann: TestBrowser;
let bob: TestBrowser;

async function userId(email: string) {
  const [u] = await t.database.db.orm.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(`no user ${email}`);
  return u.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const orm = t.database.db.orm;
  await seedReferenceData(orm);
  await upsertGames(orm, [
    game(WIN, 'KC', 'BUF', '2025-12-07T21:25:00Z', { home: 27, away: 24 }),
    game(LOSS, 'NYG', 'DAL', '2025-12-07T18:00:00Z', { home: 17, away: 20 }),
    game(PENDING, 'PIT', 'MIA', '2025-12-16T01:15:00Z', null),
    game(LAST_SEASON, 'GB', 'DET', '2024-11-10T18:00:00Z', { home: 20, away: 27 }),
  ]);
  // nflverse's close of the won game's spread: KC −3.5. No close is held for the lost game's total.
  await orm.insert(oddsSnapshots).values({
    gameId: WIN,
    book: 'nflverse_close',
    market: 'spreads',
    side: 'home',
    line: -3.5,
    price: -110,
    capturedAt: new Date('2025-12-07T21:25:00Z'),
    source: 'nflverse',
  });
  [ann, bob] = await Promise.all([
    signedInBrowser(t, 'ann@example.com'),
    signedInBrowser(t, 'bob@example.com'),
  ]);
  const [annId, bobId] = await Promise.all([userId('ann@example.com'), userId('bob@example.com')]);
  const lock = (
    who: string,
    gameId: string,
    market: 'spread' | 'total' | 'moneyline',
    selection: 'home' | 'away' | 'over' | 'under',
    line: number | null,
    price: number | null,
    at: string,
  ) =>
    lockPick(orm, {
      userId: who,
      gameId,
      market,
      selection,
      line,
      price,
      book: 'draftkings',
      lineCapturedAt: new Date(at),
      lockedAt: new Date(at),
    });
  await lock(annId, WIN, 'spread', 'home', -2.5, -110, '2025-12-05T12:00:00Z');
  await lock(annId, LOSS, 'total', 'over', 44.5, 100, '2025-12-06T12:00:00Z');
  await lock(annId, PENDING, 'moneyline', 'away', null, 180, '2025-12-12T12:00:00Z');
  await lock(annId, LAST_SEASON, 'spread', 'away', -3, null, '2024-11-08T12:00:00Z');
  await lock(bobId, WIN, 'spread', 'away', -2.5, -110, '2025-12-05T13:00:00Z');
}, 120_000);
afterAll(() => t.close());

describe('GET /api/user/my-picks', () => {
  it("lists this season's picks, newest game first, each graded with its line, CLV and units", async () => {
    const res = await ann.get('/api/user/my-picks');
    expect(res.statusCode).toBe(200);
    const body = MyPicksResponse.parse(res.json());
    expect(body).toMatchObject({ season: 2025, seasons: [2025, 2024], page: 1, pageCount: 1 });
    expect(body.picks.map((p) => [p.gameId, p.market, p.selection, p.line, p.price, p.status])).toEqual([
      [PENDING, 'moneyline', 'away', null, 180, 'pending'],
      // Kickoffs on 7 December: 21:25 before 18:00.
      [WIN, 'spread', 'home', -2.5, -110, 'win'],
      [LOSS, 'total', 'over', 44.5, 100, 'loss'],
    ]);
    const [pending, win, loss] = body.picks;
    // KC −2.5 against a close of −3.5: a point better than the close.
    expect(win).toMatchObject({ closingLineValue: 1, clvNote: null, finalScore: { home: 27, away: 24 } });
    // 1 unit at −110 wins 100/110 = 0.909… → 0.91; the loss costs the unit.
    expect(win?.units).toBe(0.91);
    expect(loss).toMatchObject({ closingLineValue: null, clvNote: 'no closing line in our data', units: -1 });
    expect(pending).toMatchObject({
      closingLineValue: null,
      clvNote: 'moneyline: measured once the game is final',
      units: null,
      finalScore: null,
    });
  });

  it('gives the record: 3 picks, 1 pending, 1–1–0, 50%, units −0.09 over the 2 graded', async () => {
    const body = MyPicksResponse.parse((await ann.get('/api/user/my-picks')).json());
    // 0.91 − 1 = −0.09.
    expect(body.record).toEqual({
      picks: 3,
      pending: 1,
      wins: 1,
      losses: 1,
      pushes: 0,
      winRate: 0.5,
      units: -0.09,
      unitsPicks: 2,
    });
  });

  it('agrees with the Dashboard: "Total Picks Made" counts the pending pick too', async () => {
    const dashboard = DashboardResponse.parse((await ann.get('/api/dashboard')).json());
    expect(dashboard.stats).toMatchObject({ totalPicks: 3, pendingPicks: 1, winRate: 0.5 });
  });

  it('reads another season on request; its unpriced graded pick leaves units unknown', async () => {
    const body = MyPicksResponse.parse((await ann.get('/api/user/my-picks?season=2024')).json());
    // DET +3 (the home handicap GB −3 taken by the away side) won by 7: a win with no price.
    expect(body.picks.map((p) => [p.gameId, p.status, p.units])).toEqual([[LAST_SEASON, 'win', null]]);
    expect(body.record).toMatchObject({ picks: 1, wins: 1, units: null, unitsPicks: 0 });
  });

  it('shows each person only their own picks; a visitor is refused', async () => {
    const body = MyPicksResponse.parse((await bob.get('/api/user/my-picks')).json());
    // Bob took BUF at the same line: KC won by 3, so BUF +2.5 lost.
    expect(body.picks.map((p) => [p.gameId, p.selection, p.status])).toEqual([[WIN, 'away', 'loss']]);
    expect(body.seasons).toEqual([2025]);
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    expect((await visitor.get('/api/user/my-picks')).statusCode).toBe(401);
  });

  it('pages the list and refuses a bad query', async () => {
    const empty = MyPicksResponse.parse((await ann.get('/api/user/my-picks?page=2')).json());
    expect(empty).toMatchObject({ page: 2, pageCount: 1, picks: [] });
    for (const query of ['page=0', 'season=abc', 'userId=x', 'season=1998']) {
      expect((await ann.get(`/api/user/my-picks?${query}`)).statusCode, query).toBe(400);
    }
  });
});
