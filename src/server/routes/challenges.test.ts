// Challenges on real data: the 2025 schedule and the saved Odds API answer of Friday 12 December 2025,
// replayed from 18:00 UTC that day. People create, join and leave challenges under the server's clock,
// lock week-15 picks, and after Sunday's finals each challenge's board and the global top 20 are
// computed from their graded picks. Every state-changing route: 401 for visitors, 403 without CSRF.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { API_SAMPLES } from '../../../tests/support/ingest.ts';
import { replayClock } from '../../../tests/support/manual-clock.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { users } from '../../db/schema/auth.ts';
import { challengeMembers, userFollows } from '../../db/schema/challenges.ts';
import { games } from '../../db/schema/games.ts';
import { ChallengeDetailResponse, ChallengesResponse, TopResponse } from '../../shared/api/challenges.ts';
import { GamesResponse } from '../../shared/api/games.ts';

const CAPTURE = path.join(API_SAMPLES, 'the-odds-api', 'v4_americanfootball_nfl_odds_2025-12-12.json');
const GAME = '2025_15_ARI_HOU';

let t: TestApp;
const clock = replayClock('2025-12-12T18:00:00Z');
let wall = new Date('2026-11-25T12:00:00Z');
let ann: TestBrowser;
let bob: TestBrowser;
let cat: TestBrowser;
let dan: TestBrowser;
let admin: TestBrowser;

const put = (b: TestBrowser, url: string, extras?: Parameters<TestBrowser['request']>[3]) =>
  b.request('PUT', url, undefined, extras);

const weekly = {
  title: 'Week 15 spreads',
  description: 'Beat the number this week.',
  kind: 'spreads',
  period: 'weekly',
  startDate: '2025-12-12',
  entryCoins: 100,
};
const tournament = {
  title: 'Weekend pick’em duel',
  kind: 'pickem',
  period: 'tournament',
  startDate: '2025-12-13',
  endDate: '2025-12-15',
  capacity: 2,
};

async function create(b: TestBrowser, body: object) {
  const res = await b.post('/api/challenges', body);
  return { res, id: res.statusCode === 201 ? (res.json().challenge.id as number) : -1 };
}

const detail = async (id: number) =>
  ChallengeDetailResponse.parse((await t.app.inject({ method: 'GET', url: `/api/challenges/${id}` })).json());

async function userId(email: string) {
  const [row] = await t.database.db.orm.select().from(users).where(eq(users.email, email));
  return row?.id as string;
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
  t = await createTestApp({ clock, wallNow: () => new Date(wall), database });
  [ann, bob, cat, dan, admin] = await Promise.all([
    signedInBrowser(t, 'ann@example.com'),
    signedInBrowser(t, 'bob@example.com'),
    signedInBrowser(t, 'cat@example.com'),
    signedInBrowser(t, 'dan@example.com'),
    signedInBrowser(t, 'admin@example.com', { admin: true }),
  ]);
}, 120_000);
afterAll(() => t.close());

describe('who may change challenges', () => {
  it('refuses visitors (401) and requests without the CSRF token (403) on every state-changing route', async () => {
    const { id } = await create(admin, { ...weekly, title: 'Guarded' });
    expect(id).toBeGreaterThan(0);
    const annId = await userId('ann@example.com');
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    const routes: [
      string,
      (b: TestBrowser, extras?: { csrfToken: null }) => ReturnType<TestBrowser['post']>,
    ][] = [
      ['create', (b, e) => b.post('/api/challenges', weekly, e)],
      ['join', (b, e) => b.post(`/api/challenges/${id}/join`, {}, e)],
      ['leave', (b, e) => b.delete(`/api/challenges/${id}/membership`, undefined, e)],
      ['follow', (b, e) => put(b, `/api/users/${annId}/follow`, e)],
      ['unfollow', (b, e) => b.delete(`/api/users/${annId}/follow`, undefined, e)],
      ['remove', (b, e) => b.delete(`/api/challenges/${id}`, undefined, e)],
    ];
    for (const [name, call] of routes) {
      expect((await call(visitor)).statusCode, `${name} as a visitor`).toBe(401);
      expect((await call(bob, { csrfToken: null })).statusCode, `${name} without CSRF`).toBe(403);
    }
    expect(await t.database.db.orm.select().from(challengeMembers)).toEqual([]);
    // Removing a challenge is for admins only.
    expect((await bob.delete(`/api/challenges/${id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/challenges/${id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/challenges/${id}` })).statusCode).toBe(404);
  });
});

describe('creating challenges', () => {
  it('says what is wrong, by the field', async () => {
    const res = await ann.post('/api/challenges', { ...tournament, title: 'x', capacity: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('at least 3 characters');
    expect(res.body).toContain('A tournament needs a capacity.');
    const ended = await ann.post('/api/challenges', { ...weekly, startDate: '2025-12-01' });
    expect(ended.statusCode).toBe(422);
    expect(ended.json()).toMatchObject({
      code: 'bad_dates',
      message: expect.stringContaining('already ended'),
    });
  });

  it('lets a user create 3 a day and hold 5 open; an admin is not limited', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await create(ann, { ...weekly, title: `Ann ${i}` })).res.statusCode).toBe(201);
    const fourth = await ann.post('/api/challenges', { ...weekly, title: 'Ann 3' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'daily_limit',
      message: expect.stringContaining('3 challenges in 24 hours'),
    });
    wall = new Date(wall.getTime() + 25 * 3_600_000); // a day later (real time)
    for (let i = 3; i < 5; i += 1)
      expect((await create(ann, { ...weekly, title: `Ann ${i}` })).res.statusCode).toBe(201);
    const sixth = await ann.post('/api/challenges', { ...weekly, title: 'Ann 5' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('open_limit');
    for (let i = 0; i < 4; i += 1)
      expect((await create(admin, { ...weekly, title: `Admin ${i}` })).res.statusCode).toBe(201);
    const list = ChallengesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/challenges' })).json(),
    );
    const mine = list.challenges.filter((c) => c.creator?.name === 'ann');
    expect(mine).toHaveLength(5);
    expect(mine[0]).toMatchObject({
      status: 'open', // the week of Tue 9 Dec runs, and takes members until it ends
      startsAt: '2025-12-09T05:00:00.000Z',
      endsAt: '2025-12-16T05:00:00.000Z',
      entryCoins: 100,
      members: 0,
      prizePoolCoins: 0,
    });
  });
});

describe('joining and leaving', () => {
  let id = -1;
  it('stores exactly one of two concurrent joins of the last place', async () => {
    ({ id } = await create(admin, tournament));
    expect((await detail(id)).challenge).toMatchObject({ status: 'upcoming', capacity: 2 });
    expect((await ann.post(`/api/challenges/${id}/join`)).statusCode).toBe(200);
    const [b, c] = await Promise.all([
      bob.post(`/api/challenges/${id}/join`),
      cat.post(`/api/challenges/${id}/join`),
    ]);
    expect([b.statusCode, c.statusCode].sort()).toEqual([200, 409]);
    expect([b, c].find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'full',
      message: 'This challenge is full.',
    });
    const rows = await t.database.db.orm
      .select()
      .from(challengeMembers)
      .where(eq(challengeMembers.challengeId, id));
    expect(rows).toHaveLength(2);
    expect((await detail(id)).challenge.members).toBe(2);
  });

  it('lets a member leave before the start only, and closes a started tournament to new members', async () => {
    expect((await ann.delete(`/api/challenges/${id}/membership`)).statusCode).toBe(200);
    expect((await dan.post(`/api/challenges/${id}/join`)).statusCode).toBe(200);
    clock.set('2025-12-13T05:00:00Z'); // the tournament's first minute
    const leave = await dan.delete(`/api/challenges/${id}/membership`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json()).toMatchObject({ code: 'started', message: expect.stringContaining('has started') });
    expect((await ann.delete(`/api/challenges/${id}/membership`)).json().code).toBe('not_member');
    expect((await admin.delete(`/api/challenges/${id}/membership`)).statusCode).toBe(409);
    expect((await admin.post(`/api/challenges/${id}/join`)).json()).toMatchObject({ code: 'started' });
    expect((await detail(id)).challenge).toMatchObject({ status: 'running', members: 2 });
    clock.set('2025-12-12T18:00:00Z');
  });
});

describe('following the creator', () => {
  it('follows and unfollows a person, never oneself', async () => {
    const annId = await userId('ann@example.com');
    expect((await put(bob, `/api/users/${annId}/follow`)).json()).toEqual({ following: true });
    expect((await put(bob, `/api/users/${annId}/follow`)).json()).toEqual({ following: true });
    expect((await bob.get('/api/user/challenges')).json().following).toEqual([annId]);
    expect((await put(ann, `/api/users/${annId}/follow`)).statusCode).toBe(422);
    expect((await put(ann, '/api/users/00000000-0000-4000-8000-000000000000/follow')).statusCode).toBe(404);
    expect((await bob.delete(`/api/users/${annId}/follow`)).json()).toEqual({ following: false });
    expect((await put(cat, `/api/users/${annId}/follow`)).statusCode).toBe(200);
  });
});

describe('scoring from graded picks on the replay clock', () => {
  it('ranks members by their graded picks of the kind and period, and merges boards into the top 20', async () => {
    const { id } = await create(admin, { ...weekly, title: 'Scored week', entryCoins: 50 });
    const week = GamesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=15' })).json(),
    ).games;
    const sunday = week.filter(
      (g) => g.id !== GAME && g.slot === 'sunday_early' && g.odds.spread?.homeLine != null,
    );
    const game = week.find((g) => g.id === GAME);
    const other = sunday[0];
    if (!game?.odds.spread || !other?.odds.spread || !game.odds.total) throw new Error('expected lines');
    const spread = (g: typeof game, selection: 'home' | 'away') => ({
      gameId: g.id,
      market: 'spread',
      selection,
      line: g.odds.spread?.homeLine,
      price: selection === 'home' ? g.odds.spread?.homePrice : g.odds.spread?.awayPrice,
    });
    // A list answer cached before the joins is not served after them.
    const list = () => t.app.inject({ method: 'GET', url: '/api/challenges' });
    await list();
    expect((await list()).headers['x-cache']).toBe('hit');
    for (const b of [ann, bob]) expect((await b.post(`/api/challenges/${id}/join`)).statusCode).toBe(200);
    expect((await list()).headers['x-cache']).toBe('miss');
    expect((await ann.post('/api/picks', spread(game, 'home'))).statusCode).toBe(201);
    expect((await ann.post('/api/picks', spread(other, 'away'))).statusCode).toBe(201);
    expect((await bob.post('/api/picks', spread(other, 'home'))).statusCode).toBe(201);
    // A total does not count in a spreads challenge.
    const total = {
      gameId: GAME,
      market: 'total',
      selection: 'over',
      line: game.odds.total.line,
      price: game.odds.total.overPrice,
    };
    expect((await bob.post('/api/picks', total)).statusCode).toBe(201);
    // Cat joins after the picks above: her picks count from when she joined.
    expect((await cat.post(`/api/challenges/${id}/join`)).statusCode).toBe(200);

    // The summary cards: distinct people in active challenges, and their virtual prize pools.
    const totals = ChallengesResponse.parse((await list()).json()).totals;
    expect(totals).toMatchObject({ participants: 3, prizeCoins: 150 });
    const pending = await detail(id);
    expect(pending.leaderboard.map((m) => [m.name, m.pending, m.points])).toEqual(
      expect.arrayContaining([
        ['ann', 2, 0],
        ['bob', 1, 0],
        ['cat', 0, 0],
      ]),
    );

    clock.set('2025-12-15T12:00:00Z'); // Monday: Sunday's finals are known
    const finals = new Map((await t.database.db.orm.select().from(games)).map((g) => [g.gameId, g] as const));
    const grade = (p: ReturnType<typeof spread>) => {
      const g = finals.get(p.gameId);
      const margin = (g?.homeScore ?? 0) - (g?.awayScore ?? 0) + (p.line as number);
      const m = p.selection === 'home' ? margin : -margin;
      return m > 0 ? 'win' : m < 0 ? 'loss' : 'push';
    };
    const profit = (price: number | null | undefined) => {
      const pr = price ?? -110;
      return pr > 0 ? pr / 100 : 100 / -pr;
    };
    const expected = (picks: ReturnType<typeof spread>[]) => {
      const outcomes = picks.map((p) => [grade(p), p.price] as const);
      const w = outcomes.filter(([o]) => o === 'win').length;
      const l = outcomes.filter(([o]) => o === 'loss').length;
      const units = outcomes.reduce(
        (s, [o, pr]) => s + (o === 'win' ? profit(pr) : o === 'loss' ? -1 : 0),
        0,
      );
      const points = Math.max(
        0,
        5 * Math.min(w, 10) + Math.round((100 * w) / (w + l + 4)) + Math.round(10 * units),
      );
      return { wins: w, losses: l, units: Math.round(units * 10_000) / 10_000, points };
    };
    const annExpected = expected([spread(game, 'home'), spread(other, 'away')]);
    const bobExpected = expected([spread(other, 'home')]);
    const graded = await detail(id);
    const row = (name: string) => graded.leaderboard.find((m) => m.name === name);
    expect(row('ann')).toMatchObject({ ...annExpected, pending: 0 });
    expect(row('bob')).toMatchObject({ ...bobExpected, pending: 0 });
    expect(row('cat')).toMatchObject({ wins: 0, losses: 0, points: 0 });
    // Board order: points, then units.
    const points = graded.leaderboard.map((m) => m.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(graded.leaderboard.map((m) => m.rank)).toEqual([1, 2, 3]);
    expect(graded.stats).toMatchObject({ participants: 3, prizePoolCoins: 150 });
    expect(graded.counts).toContain('Spread picks');

    const top = TopResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/challenges/top' })).json(),
    ).top;
    const annTop = top.find((e) => e.name === 'ann');
    expect(annTop).toMatchObject({ total: annExpected.points, challenges: 1 });
    expect(top.map((e) => e.total)).toEqual([...top.map((e) => e.total)].sort((a, b) => b - a));
    // Nothing public names an account or an address.
    const annId = await userId('ann@example.com');
    expect(JSON.stringify(graded)).not.toContain(annId);
    expect(JSON.stringify(top)).not.toContain('@example.com');
  });
});

describe('account export and deletion', () => {
  it('exports challenges created and joined and follows, and deletion removes memberships and follows', async () => {
    const exported = (await ann.get('/api/user/export')).json();
    expect(exported.challenges.created).toHaveLength(5);
    expect(exported.challenges.joined.length).toBeGreaterThanOrEqual(1);
    const catExport = (await cat.get('/api/user/export')).json();
    expect(catExport.challenges.follows).toEqual([
      expect.objectContaining({ followeeId: await userId('ann@example.com') }),
    ]);
    const annId = await userId('ann@example.com');
    expect((await ann.delete('/api/user', { password: PASSWORD })).statusCode).toBe(200);
    const { orm } = t.database.db;
    expect(await orm.select().from(challengeMembers).where(eq(challengeMembers.userId, annId))).toEqual([]);
    expect(await orm.select().from(userFollows).where(eq(userFollows.followeeId, annId))).toEqual([]);
    const list = ChallengesResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/challenges' })).json(),
    );
    // Her challenges stay, without a creator.
    expect(list.challenges.filter((c) => c.title.startsWith('Ann ')).map((c) => c.creator)).toEqual(
      Array(5).fill(null),
    );
  });
});
