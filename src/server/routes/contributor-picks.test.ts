// Contributor picks and the leaderboard on real data: the 2025 schedule and the saved Odds API answer
// of Friday 12 December 2025, replayed from 18:00 UTC that day. People lock week-15 picks at the line
// the game screens show, are refused after kickoff by the replay clock, and are graded from the real
// final scores; the model's frozen picks sit in the same table.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInBrowser, type TestBrowser } from '../../../tests/support/accounts.ts';
import { pickDetails } from '../../../tests/support/graded-weeks.ts';
import { API_SAMPLES } from '../../../tests/support/ingest.ts';
import { replayClock } from '../../../tests/support/manual-clock.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { insertPredictions } from '../../db/repositories/predictions.ts';
import { users } from '../../db/schema/auth.ts';
import { contributorPicks } from '../../db/schema/contributor-picks.ts';
import { games } from '../../db/schema/games.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { DashboardResponse } from '../../shared/api/dashboard.ts';
import { GamesResponse } from '../../shared/api/games.ts';
import { LeaderboardResponse } from '../../shared/api/leaderboard.ts';
import { ProfileStats } from '../../shared/api/pick-stats.ts';
import { ProfileResponse } from '../../shared/api/profile.ts';

const CAPTURE = path.join(API_SAMPLES, 'the-odds-api', 'v4_americanfootball_nfl_odds_2025-12-12.json');
const GAME = '2025_15_ARI_HOU';
const LATER = '2025_15_MIA_PIT'; // Monday night: still open after the Sunday games kicked off

let t: TestApp;
const clock = replayClock('2025-12-12T18:00:00Z');
let ann: TestBrowser;
let bob: TestBrowser;

/** The game as the screens show it (the week's list: the same lines as the game page, without the model). */
async function shown(gameId: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=15' });
  const game = GamesResponse.parse(res.json()).games.find((g) => g.id === gameId);
  if (!game) throw new Error(`${gameId} not listed`);
  return game;
}

async function finalScore(gameId: string) {
  const [g] = await t.database.db.orm.select().from(games).where(eq(games.gameId, gameId));
  return { home: g?.homeScore ?? Number.NaN, away: g?.awayScore ?? Number.NaN, kickoff: g?.kickoff as Date };
}

beforeAll(async () => {
  // The schedule and results as loaded on 1 March 2026, then the Odds API capture read at the clock's
  // first instant: one build per run, cloned here (tests/support/pack-fixtures.ts; it fails unless
  // every run succeeded).
  const database = await packDatabase({
    kinds: ['games'],
    at: '2026-03-01T00:00:00Z',
    odds: [{ file: CAPTURE, at: '2025-12-12T18:00:00Z' }],
  });
  t = await createTestApp({ clock, database });
  [ann, bob] = await Promise.all([
    signedInBrowser(t, 'ann@example.com'),
    signedInBrowser(t, 'bob@example.com'),
  ]);
}, 120_000);
afterAll(() => t.close());

describe('locking a pick', () => {
  it('refuses visitors (401) and requests without the CSRF token (403)', async () => {
    const body = { gameId: GAME, market: 'moneyline', selection: 'home', line: null, price: -600 };
    expect((await t.app.inject({ method: 'POST', url: '/api/picks', payload: body })).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/user/picks' });
    expect(visitor.statusCode).toBe(401);
    expect((await ann.post('/api/picks', body, { csrfToken: null })).statusCode).toBe(403);
    const { TestBrowser } = await import('../../../tests/support/accounts.ts');
    const anonymous = new TestBrowser(t.app);
    await anonymous.session();
    expect((await anonymous.post('/api/picks', body)).statusCode).toBe(401);
  });

  it('asks again when the line shown is not the current one, then locks at the server’s line and time', async () => {
    const game = await shown(GAME);
    const spread = game.odds.spread;
    if (!spread || spread.homeLine === null) throw new Error('expected a captured spread');
    const moved = await ann.post('/api/picks', {
      gameId: GAME,
      market: 'spread',
      selection: 'home',
      line: spread.homeLine + 1,
      price: spread.homePrice,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      code: 'line_moved',
      current: { line: spread.homeLine, book: spread.book },
    });
    const handicap = spread.homeLine > 0 ? `+${spread.homeLine}` : `${spread.homeLine}`;
    expect(moved.json().message).toContain(`The line moved to HOU ${handicap}`);

    const locked = await ann.post('/api/picks', {
      gameId: GAME,
      market: 'spread',
      selection: 'home',
      line: spread.homeLine,
      price: spread.homePrice,
    });
    expect(locked.statusCode, locked.body).toBe(201);
    expect(locked.json().pick).toMatchObject({
      gameId: GAME,
      market: 'spread',
      selection: 'home',
      line: spread.homeLine,
      price: spread.homePrice,
      book: spread.book,
      lineCapturedAt: spread.capturedAt,
      lockedAt: clock.now().toISOString(),
      status: 'pending',
    });
  });

  it('never lets a locked pick change: a second lock is refused and the table refuses edits and deletes', async () => {
    const game = await shown(GAME);
    const again = await ann.post('/api/picks', {
      gameId: GAME,
      market: 'spread',
      selection: 'away',
      line: game.odds.spread?.homeLine,
      price: game.odds.spread?.awayPrice,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_locked');
    const { pool } = t.database.db;
    await expect(pool.query("update contributor_picks set selection = 'away'")).rejects.toThrow(/is locked/);
    await expect(pool.query('update contributor_picks set line = line + 1')).rejects.toThrow(/is locked/);
    // Cutting the person without the deletion's key is not the allowed change either.
    await expect(pool.query('update contributor_picks set user_id = null')).rejects.toThrow(/is locked/);
    await expect(pool.query('delete from contributor_picks')).rejects.toThrow(/cannot be deleted/);
    const rows = await t.database.db.orm.select().from(contributorPicks);
    expect(rows.map((r) => r.selection)).toEqual(['home']);
  });

  it('stores exactly one of many concurrent locks of the same pick', async () => {
    const total = (await shown(GAME)).odds.total;
    const body = {
      gameId: GAME,
      market: 'total',
      selection: 'over',
      line: total?.line,
      price: total?.overPrice,
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => bob.post('/api/picks', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const [bobRow] = await t.database.db.orm.select().from(users).where(eq(users.email, 'bob@example.com'));
    const stored = await t.database.db.orm
      .select()
      .from(contributorPicks)
      .where(eq(contributorPicks.userId, bobRow?.id as string));
    expect(stored).toHaveLength(1);
  });

  it('refuses a pick at kickoff by the server’s replay clock, whatever the browser says', async () => {
    const { kickoff } = await finalScore(GAME);
    clock.set(kickoff);
    const ml = (await shown(GAME)).odds.moneyline;
    const late = await bob.post(
      '/api/picks',
      { gameId: GAME, market: 'moneyline', selection: 'away', line: null, price: ml?.awayPrice ?? null },
      { headers: { date: 'Fri, 12 Dec 2025 18:00:00 GMT' } },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'kicked_off',
      message: expect.stringContaining('Locked at kickoff'),
    });
    // The public leaderboard is served from prepared bytes until a lock changes the data.
    const board = () => t.app.inject({ method: 'GET', url: '/api/leaderboard?timeframe=weekly' });
    expect((await board()).statusCode).toBe(200);
    expect((await board()).headers['x-cache']).toBe('hit');
    // Monday night's game is still open.
    const pit = (await shown(LATER)).odds.spread;
    const open = await bob.post('/api/picks', {
      gameId: LATER,
      market: 'spread',
      selection: 'away',
      line: pit?.homeLine,
      price: pit?.awayPrice,
    });
    expect(open.statusCode, open.body).toBe(201);
    expect((await board()).headers['x-cache']).toBe('miss');
  });

  it('refuses a lock during the person’s cool-off, on the server whatever the screens show', async () => {
    const cara = await signedInBrowser(t, 'cara@example.com');
    const pit = (await shown(LATER)).odds.spread;
    const body = {
      gameId: LATER,
      market: 'spread',
      selection: 'home',
      line: pit?.homeLine,
      price: pit?.homePrice,
    };
    expect((await cara.post('/api/user/rg/cool-off', { period: '24h' })).statusCode).toBe(201);
    const refused = await cara.post('/api/picks', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You are taking a break: picks cannot be locked until it ends.');
    const [caraRow] = await t.database.db.orm.select().from(users).where(eq(users.email, 'cara@example.com'));
    const stored = await t.database.db.orm
      .select()
      .from(contributorPicks)
      .where(eq(contributorPicks.userId, caraRow?.id as string));
    expect(stored).toEqual([]);
  });
});

describe('grading and the leaderboard', () => {
  it('grades each pick from the final score with the model’s rules, and lists the model as a contributor', async () => {
    // Two of the model's frozen week-15 picks, written as the model job writes them (HOU against the
    // close, and the over), so the model appears beside the people.
    const close = await t.database.db.pool.query<{ line: number }>(
      `select line from odds_snapshots where game_id = $1 and book = 'nflverse_close' and market = 'spreads' and side = 'home'`,
      [GAME],
    );
    const closeHome = Number(close.rows[0]?.line);
    const closeTotal = Number(
      (
        await t.database.db.pool.query<{ line: number }>(
          `select line from odds_snapshots where game_id = $1 and book = 'nflverse_close' and market = 'totals' and side = 'over'`,
          [GAME],
        )
      ).rows[0]?.line,
    );
    const { kickoff } = await finalScore(GAME);
    await insertPredictions(t.database.db.orm, [
      {
        gameId: GAME,
        modelVersion: MODEL_PARAMS.version,
        predictedAt: kickoff,
        homeWinProbability: 0.8,
        winnerTeam: 'HOU',
        confidence: 'HIGH',
        confidencePct: 80,
        predictedMargin: 10,
        predictedTotal: 45,
        spreadLine: -closeHome,
        spreadPickTeam: 'HOU',
        spreadEdge: 1,
        totalLine: closeTotal,
        totalPick: 'OVER',
        totalEdge: 1,
        homeBioBoost: 70,
        awayBioBoost: 60,
        details: pickDetails({ home: 70, away: 60, homePicked: true }),
        commentary: 'test pick',
      },
    ]);

    clock.set('2025-12-15T12:00:00Z'); // Monday: Sunday's results are known, Monday night's is not
    const score = await finalScore(GAME);
    const picks = (await ann.get('/api/user/picks')).json().picks;
    expect(picks).toHaveLength(1);
    const line = picks[0].line as number;
    const margin = score.home - score.away + line;
    const expected = margin > 0 ? 'win' : margin < 0 ? 'loss' : 'push';
    expect(picks[0]).toMatchObject({ status: expected, finalScore: { home: score.home, away: score.away } });
    // CLV: the locked home handicap minus the close (HOU backers gain when the close moves toward HOU).
    // The Odds API captures quote the game, so the close is theirs (decision 099): the last capture before
    // kickoff, 12 December's, the books' median HOU −9.5 (clv.test.ts), not nflverse's −10.5.
    expect(picks[0].closingLineValue).toBeCloseTo(line - -9.5, 6);
    expect(picks[0].closeSource).toMatchObject({ source: 'odds-api', books: 9 });

    const bobs = (await bob.get('/api/user/picks')).json().picks;
    expect(bobs.map((p: { gameId: string; status: string }) => [p.gameId, p.status])).toEqual([
      [LATER, 'pending'],
      [
        GAME,
        (() => {
          const total = score.home + score.away;
          const over = bobs[1].line as number;
          return total > over ? 'win' : total < over ? 'loss' : 'push';
        })(),
      ],
    ]);

    const board = LeaderboardResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/leaderboard?timeframe=weekly' })).json(),
    );
    expect(board).toMatchObject({ season: 2025, week: 15, timeframe: 'weekly' });
    const everyone = [...board.ranked, ...board.unranked];
    expect(everyone.map((c) => c.name).sort()).toEqual(['Go Gorilla model', 'ann', 'bob']);
    const annRow = everyone.find((c) => c.name === 'ann');
    expect(annRow).toMatchObject({ kind: 'person', graded: 1, rank: null, badge: 'rookie' });
    expect(annRow?.wins).toBe(expected === 'win' ? 1 : 0);
    const model = everyone.find((c) => c.kind === 'model');
    expect(model).toMatchObject({ id: 'model', graded: 2, rankedWins: expect.any(Number) });
    // Nothing in the public answer names an account.
    const [annUser] = await t.database.db.orm.select().from(users).where(eq(users.email, 'ann@example.com'));
    expect(JSON.stringify(board)).not.toContain(annUser?.id as string);
    expect(JSON.stringify(board)).not.toContain('@example.com');
  });

  it('shows each person, on Profile, Dashboard and /api/user/pick-stats, the figures of their leaderboard row', async () => {
    const board = LeaderboardResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/leaderboard?timeframe=season' })).json(),
    );
    for (const [name, browser] of [
      ['ann', ann],
      ['bob', bob],
    ] as const) {
      const row = [...board.ranked, ...board.unranked].find((c) => c.name === name);
      if (!row) throw new Error(`${name} is not on the leaderboard`);
      const streak =
        row.streakType === null ? null : `${row.streakType === 'win' ? 'W' : 'L'}${row.currentStreak}`;
      const expected = {
        season: board.season,
        totalPicks: row.graded,
        wins: row.wins,
        losses: row.losses,
        pushes: row.pushes,
        winRate: row.pickAccuracy,
        currentStreak: streak,
      };
      const own = ProfileStats.parse((await browser.get('/api/user/pick-stats')).json());
      expect(own).toMatchObject(expected);
      // Bob's Monday-night pick is not graded yet: only his settled pick counts, as on the board.
      expect(own.totalPicks).toBe(1);
      expect(ProfileResponse.parse((await browser.get('/api/user/profile')).json()).stats).toEqual(own);
      const dashboard = DashboardResponse.parse((await browser.get('/api/dashboard')).json());
      expect(dashboard.pickStats).toEqual(own);
      // "Total Picks Made" counts every pick locked this season, pending too (issue 21): Bob's Monday pick.
      expect(dashboard.stats).toMatchObject({
        totalPicks: row.graded + (name === 'bob' ? 1 : 0),
        pendingPicks: name === 'bob' ? 1 : 0,
        winRate: row.pickAccuracy,
        currentStreak: streak,
      });
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/user/pick-stats' });
    expect(visitor.statusCode).toBe(401);
  });

  it('keeps the leaderboard’s figures when a contributor deletes their account', async () => {
    const get = async () =>
      LeaderboardResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/leaderboard?timeframe=season' })).json(),
      );
    const before = await get();
    const exported = (await ann.get('/api/user/export')).json();
    expect(exported.picks).toEqual([expect.objectContaining({ gameId: GAME, market: 'spread' })]);
    expect((await ann.delete('/api/user', { password: PASSWORD })).statusCode).toBe(200);
    const after = await get();
    const strip = (c: (typeof before.unranked)[number]) => ({ ...c, id: '', name: '', kind: '' });
    const annBefore = before.unranked.find((c) => c.name === 'ann');
    const former = after.unranked.find((c) => c.kind === 'former');
    expect(former?.name).toBe('Former contributor');
    expect(strip(former as typeof annBefore & object)).toEqual(strip(annBefore as typeof former & object));
    expect(after.ranked).toEqual(before.ranked);
    expect(await t.database.db.orm.select().from(contributorPicks)).toHaveLength(3);
  });
});
