// Per-person isolation, proven for every route a session guards (issue 20, deliverable 6; decision
// 101). Ann holds one of everything a person can hold — a bet, tracker settings, a personal profile, a
// profile with an avatar and favourite teams, saved picks, contributor picks (one graded), a challenge
// she is in, a person she follows. Then, route by route, Bob (or a fresh account, for requests that
// end or lock the caller's own account) reads, changes and deletes — by Ann's ids where a route takes
// one, by list where it does not — and must get nothing of Ann's: a 404 or his own empty answer,
// with none of Ann's identifying strings anywhere in it. After each request Ann reads all her data
// again and it must be what it was. A visitor sends the same request and gets 401.
//
// The table is checked against the app's own route table (app.routeAccess, filled by an onRoute hook
// as routes register): a route declared `access: 'user'` without a row here fails the first test.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { GAME_SCREENS_NOW, gameScreensDatabase } from '../../../tests/support/game-screens-fixture.ts';
import { walkJson } from '../../../tests/support/json-walk.ts';
import { createTestApp, NO_WRITE_LIMIT, type TestApp } from '../../../tests/support/test-app.ts';
import { ISOLATION_TABLE, type Seeded } from '../../../tests/support/user-isolation-table.ts';
import { lockPick } from '../../db/repositories/contributor-picks.ts';
import { writeSubscription } from '../../db/repositories/subscriptions.ts';
import { GamesResponse } from '../../shared/api/games.ts';

const ANN = { email: 'ann.isolde@example.com', password: 'ann-isolde-passphrase-1' };
const BOB = { email: 'bob.isolde@example.com', password: 'bob-isolde-passphrase-2' };
const CAROL = { email: 'carol.isolde@example.com', password: 'carol-isolde-passphrase-3' };
const ANN_NAME = 'Annabel Isolde';
const ANN_SUBSTACK = 'https://annabel-isolde.substack.com/';
const ANN_BOOK = 'AnnabelsBook';
/** Sunday's game: open at the clock (Friday 12 December 2025, 18:00 UTC), with captured lines. */
const OPEN_GAME = '2025_15_ARI_HOU';
/** Week 14's Sunday game: played and graded at the clock. */
const PLAYED_GAME = '2025_14_PIT_BAL';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Ann's browser subscription (an endpoint on an allowed push service; nothing is sent to it here). */
const ANN_PUSH = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/ann-isolde-phone',
  keys: {
    p256dh: 'BAnnIsoldeP256dhKeyAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    auth: 'AnnIsoldeAuthKey',
  },
};

/** Real time during the test: a year after the replayed season. */
const WALL = '2026-11-27T12:00:00Z';

/** Everything Ann can read about herself; compared before and after every request of Bob's. */
const ANN_READS = [
  '/api/auth/session',
  '/api/user/export',
  '/api/user/bets',
  '/api/user/betting-settings',
  '/api/user/rg-status',
  '/api/user/personal-profile',
  '/api/user/profile',
  '/api/user/avatar',
  '/api/user/favorite-teams',
  '/api/user/recent-alerts',
  '/api/user/saved-picks',
  '/api/user/picks',
  '/api/user/pick-stats',
  '/api/user/challenges',
  '/api/dashboard',
  '/api/user/my-picks',
  '/api/notifications/settings',
  '/api/user/testimonials',
];

let t: TestApp;
let ann: TestBrowser;
let bob: TestBrowser;
let visitor: TestBrowser;
let seeded: Seeded;
let annBefore: Record<string, unknown>;
let fresh = 0;

const ok = (res: LightMyRequestResponse, status = 200) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

async function annReads(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const url of ANN_READS) {
    const res = await ann.get(url);
    if (url === '/api/user/avatar') {
      out[url] = { status: res.statusCode, bytes: res.rawPayload.toString('base64') };
      continue;
    }
    const body = res.json();
    // A session's idle deadline moves with use (once a minute); who is signed in must not.
    if (url === '/api/auth/session') delete body.session?.expiresAt;
    if (url === '/api/user/export') {
      // When the export was made and the session's last use move on their own; the rest must not.
      delete body.exportedAt;
      delete body.sessions;
    }
    out[url] = { status: res.statusCode, body };
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp({
    now: GAME_SCREENS_NOW,
    database: await gameScreensDatabase(),
    // Real time fixed, so windows counted back from it (the bets' weekly limits) read the same twice.
    wallNow: () => new Date(WALL),
    // Ann's fifteen reads after each of 36 requests: far past the 300 a minute one client may send.
    config: { rateLimitPerMinute: 1_000_000 },
    userWrites: NO_WRITE_LIMIT,
  });
  [ann, bob] = await Promise.all([
    signedInBrowser(t, ANN.email, { password: ANN.password }),
    signedInBrowser(t, BOB.email, { password: BOB.password }),
  ]);
  const carol = await signedInBrowser(t, CAROL.email, { password: CAROL.password });
  visitor = new TestBrowser(t.app);
  await visitor.session();
  const id = async (b: TestBrowser) => ok(await b.session()).user.id as string;
  const [annId, carolId] = [await id(ann), await id(carol)];

  ok(
    await ann.request('PUT', '/api/user/profile', {
      name: ANN_NAME,
      substackUrl: ANN_SUBSTACK,
      favoriteTeams: ['HOU', 'BAL'],
    }),
  );
  ok(await ann.request('PUT', '/api/user/avatar', { image: PNG.toString('base64') }));
  ok(
    await ann.request('PUT', '/api/user/personal-profile', {
      riskTolerance: 'aggressive',
      bankroll: 1000,
      maxBet: 50,
    }),
  );
  ok(
    await ann.request('PUT', '/api/user/betting-settings', {
      bankroll: 1000,
      maxBet: 50,
      weeklyStakeLimit: 200,
      weeklyLossLimit: 150,
    }),
  );
  const bet = ok(
    await ann.post('/api/user/bets', {
      gameId: OPEN_GAME,
      book: ANN_BOOK,
      market: 'spreads',
      side: 'home',
      line: -9.5,
      price: -110,
      stake: 40,
      placedAt: '2025-12-12T17:00:00Z',
    }),
    201,
  );
  for (const gameId of [OPEN_GAME, PLAYED_GAME]) ok(await ann.post('/api/user/saved-picks', { gameId }));
  const week = GamesResponse.parse(
    ok(await t.app.inject({ method: 'GET', url: '/api/games?season=2025&week=15' })),
  );
  const spread = week.games.find((g) => g.id === OPEN_GAME)?.odds.spread;
  if (!spread || spread.homeLine === null) throw new Error(`no spread captured for ${OPEN_GAME}`);
  const pick = { gameId: OPEN_GAME, market: 'spread', selection: 'home', line: spread.homeLine };
  ok(await ann.post('/api/picks', { ...pick, price: spread.homePrice }), 201);
  // A graded pick needs a game already played, which the API no longer takes a pick on: stored as the
  // lock route stores one, the day before kickoff (Sunday 7 December 2025, 13:00 Eastern).
  const stored = await lockPick(t.database.db.orm, {
    userId: annId,
    gameId: PLAYED_GAME,
    market: 'moneyline',
    selection: 'home',
    line: null,
    price: -250,
    book: 'draftkings',
    lineCapturedAt: new Date('2025-12-06T18:00:00Z'),
    lockedAt: new Date('2025-12-06T18:00:00Z'),
  });
  if (!stored) throw new Error('graded pick not stored');
  // Week 16 (Tuesday 16 – Monday 22 December): not started at the clock, so a member may still leave.
  const challenge = ok(
    await ann.post('/api/challenges', {
      title: 'Annabel’s week',
      kind: 'pickem',
      period: 'weekly',
      startDate: '2025-12-21',
    }),
    201,
  ).challenge;
  ok(await ann.post(`/api/challenges/${challenge.id}/join`));
  ok(await ann.request('PUT', `/api/users/${carolId}/follow`));
  // Ann's phone gets Juice Watch pushes: critical ones only, quiet at night.
  ok(await ann.post('/api/notifications/subscribe', { subscription: ANN_PUSH }));
  ok(
    await ann.request('PUT', '/api/notifications/preferences', {
      juiceWatch: true,
      lineMovements: true,
      playerUpdates: false,
      weeklyDigest: true,
      criticalOnly: true,
      favoriteTeamsOnly: true,
      quietHours: { start: 22, end: 7 },
      timeZone: 'America/Chicago',
    }),
  );
  // Ann pays for Premium (as Stripe's webhook would write it): her plan is hers alone.
  await writeSubscription(
    t.database.db.orm,
    annId,
    {
      stripeCustomerId: 'cus_AnnStripe',
      stripeSubscriptionId: 'sub_AnnStripe',
      status: 'active',
      currentPeriodEnd: new Date('2026-01-12T18:00:00Z'),
      cancelAtPeriodEnd: false,
      eventAt: new Date('2025-12-12T17:00:00Z'),
    },
    new Date('2025-12-12T17:00:00Z'),
  );
  const story = ok(
    await ann.post('/api/testimonials', { quote: `${ANN_NAME}: my story, held for review.`, rating: 5 }),
    201,
  );

  seeded = {
    annId,
    carolId,
    betId: bet.id,
    challengeId: challenge.id,
    openGame: OPEN_GAME,
    playedGame: PLAYED_GAME,
    spread: { homeLine: spread.homeLine, awayPrice: spread.awayPrice },
    bobPassword: BOB.password,
    pushEndpoint: ANN_PUSH.endpoint,
    testimonialId: story.testimonial.id,
    markers: [annId, ANN.email, ANN_NAME, ANN_SUBSTACK, ANN_BOOK, ANN_PUSH.endpoint, 'cus_AnnStripe'],
  };
  annBefore = await annReads();
}, 600_000); // the first file to ask builds the game screens' fixture
afterAll(() => t.close());

/** A new person, signed in, for a request that ends or locks the caller's own account. */
async function freshAccount() {
  fresh += 1;
  const password = `fresh-isolde-passphrase-${fresh}`;
  const browser = await signedInBrowser(t, `fresh${fresh}.isolde@example.com`, { password });
  return { browser, password };
}

/**
 * Strings of Ann's found anywhere in an answer (her id, address, name, Substack, book), except under
 * the keys the row names as public by design (a challenge's creator).
 */
function annStringsIn(body: unknown, publicKeys: readonly string[] = []): string[] {
  const found: string[] = [];
  walkJson(body, (v, path, key) => {
    if (typeof v !== 'string' || publicKeys.some((k) => path.includes(`.${k}`) || key === k)) return;
    for (const m of seeded.markers) if (v.includes(m)) found.push(`${path}: ${JSON.stringify(v)}`);
  });
  return found;
}

describe('the isolation table', () => {
  it('has a row for every route that needs a session, and no row for any other', () => {
    const userRoutes = t.app.routeAccess
      .filter((r) => r.access === 'user' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(userRoutes.length).toBeGreaterThanOrEqual(36);
    expect(Object.keys(ISOLATION_TABLE).sort()).toEqual(userRoutes);
  });

  it('starts from Ann holding one of everything', () => {
    const read = (url: string) => (annBefore[url] as { status: number; body: Record<string, never[]> }).body;
    expect(read('/api/user/bets').bets).toHaveLength(1);
    expect(read('/api/user/saved-picks').picks).toHaveLength(2);
    expect(read('/api/user/picks').picks).toHaveLength(2);
    expect(read('/api/user/challenges')).toEqual({
      userId: seeded.annId,
      memberOf: [seeded.challengeId],
      following: [seeded.carolId],
    });
    expect(read('/api/user/pick-stats')).toMatchObject({ season: 2025, totalPicks: 1 });
    expect(read('/api/user/profile')).toMatchObject({ name: ANN_NAME, favoriteTeams: ['HOU', 'BAL'] });
    expect(read('/api/user/betting-settings')).toMatchObject({ bankroll: 1000, weeklyStakeLimit: 200 });
    expect((annBefore['/api/user/avatar'] as { status: number }).status).toBe(200);
  });
});

describe.each(Object.entries(ISOLATION_TABLE))('%s', (route, row) => {
  it('answers a visitor 401', async () => {
    const [method, url, body] = row.request(seeded);
    const res = await visitor.request(method, url, body);
    expect(res.statusCode, `${route}: ${res.body}`).toBe(401);
  });

  it('gives another person nothing of Ann’s and leaves Ann’s data as it was', async () => {
    const caller = row.caller === 'fresh' ? await freshAccount() : { browser: bob, password: BOB.password };
    await row.before?.(caller.browser, seeded);
    const [method, url, body] = row.request({ ...seeded, bobPassword: caller.password });
    const res = await caller.browser.request(method, url, body);
    expect(res.statusCode, `${route}: ${res.body}`).toBe(row.status);
    const json = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : null;
    expect(annStringsIn(json, row.publicKeys)).toEqual([]);
    row.check?.(json, seeded);
    expect(await annReads()).toEqual(annBefore);
  });
});

describe('after every row', () => {
  it('Ann still signs in with her own password from a new browser', async () => {
    const browser = new TestBrowser(t.app);
    await browser.session();
    const res = await browser.post('/api/auth/sign-in', { email: ANN.email, password: ANN.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(seeded.annId);
  });
});
