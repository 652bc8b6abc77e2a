// The rows of src/server/routes/user-isolation.test.ts: one per route declared `access: 'user'`,
// keyed `METHOD /url` exactly as the app registers it (the test fails when a route has no row, or a row
// no route). Each row is the request another person makes against Ann's data — her ids where the route
// takes one — the status he must get, and what his answer must hold (his own, empty, data). Reads come
// first: Bob has written nothing yet when he reads. Requests that end or lock the caller's account go
// to a fresh account, so Bob stays usable. See docs/decisions/101-isolation-and-planted-bugs.md.
import { expect } from 'vitest';
import type { TestBrowser } from './accounts.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What Ann holds, as the test seeded it. */
export interface Seeded {
  annId: string;
  carolId: string;
  betId: number;
  challengeId: number;
  openGame: string;
  playedGame: string;
  /** The spread shown for the open game (home handicap; the away side's price). */
  spread: { homeLine: number; awayPrice: number | null };
  /** Ann's browser push subscription endpoint. */
  pushEndpoint: string;
  /** Ann's testimonial, held for review. */
  testimonialId: number;
  /** The caller's own password (requests that need it). */
  bobPassword: string;
  /** Strings only Ann's data holds: her id, address, name, Substack, the book of her bet. */
  markers: string[];
}

export interface IsolationRow {
  request(s: Seeded): [Method, string, unknown?];
  /** 'fresh': a new account makes the request (it ends, locks or re-keys the caller's own account). */
  caller?: 'fresh';
  /** Done by the caller first (e.g. join, to then leave). */
  before?(caller: TestBrowser, s: Seeded): Promise<void>;
  status: number;
  /** Keys whose values may name Ann because they are public by design (a challenge's creator). */
  publicKeys?: string[];
  /** The caller's answer (JSON, or null) holds only the caller's data. */
  check?(body: unknown, s: Seeded): void;
}

const has = (shape: Record<string, unknown>) => (body: unknown) => expect(body).toMatchObject(shape);

export const ISOLATION_TABLE: Record<string, IsolationRow> = {
  // Reads by list: Bob's own answer, empty where Ann's is full.
  'GET /api/user/bets': {
    request: () => ['GET', '/api/user/bets'],
    status: 200,
    check: has({ bets: [], settings: { bankroll: null, weeklyStakeLimit: null } }),
  },
  'GET /api/user/bets/suggestion': {
    request: (s) => ['GET', `/api/user/bets/suggestion?gameId=${s.openGame}&market=h2h&side=home&price=-110`],
    status: 200,
    // Ann has a bankroll of $1,000; Bob has none, so no stake is suggested to him.
    check: has({ stake: null, reason: expect.stringContaining('bankroll') }),
  },
  'GET /api/user/betting-settings': {
    request: () => ['GET', '/api/user/betting-settings'],
    status: 200,
    check: (body) =>
      expect(body).toEqual({
        bankroll: null,
        maxBet: null,
        weeklyStakeLimit: null,
        weeklyLossLimit: null,
        pendingLimits: null,
      }),
  },
  'GET /api/user/personal-profile': {
    request: () => ['GET', '/api/user/personal-profile'],
    status: 200,
    check: has({ bankroll: null, maxBet: null, favoriteTeams: [] }),
  },
  'GET /api/user/profile': {
    request: () => ['GET', '/api/user/profile'],
    status: 200,
    check: has({
      name: 'bob.isolde',
      email: 'bob.isolde@example.com',
      substackUrl: null,
      avatar: { imageUrl: null },
      favoriteTeams: [],
      stats: { totalPicks: 0 },
    }),
  },
  'GET /api/user/avatar': { request: () => ['GET', '/api/user/avatar'], status: 404 },
  'GET /api/user/favorite-teams': {
    request: () => ['GET', '/api/user/favorite-teams'],
    status: 200,
    check: has({ teams: [] }),
  },
  'GET /api/user/recent-alerts': {
    request: () => ['GET', '/api/user/recent-alerts'],
    status: 200,
    check: has({ filter: { teams: [] } }),
  },
  'GET /api/user/saved-picks': {
    request: () => ['GET', '/api/user/saved-picks'],
    status: 200,
    check: (body) => expect(body).toEqual({ picks: [] }),
  },
  'GET /api/user/picks': {
    request: () => ['GET', '/api/user/picks'],
    status: 200,
    check: has({ picks: [] }),
  },
  'GET /api/user/pick-stats': {
    request: () => ['GET', '/api/user/pick-stats'],
    status: 200,
    check: has({ season: 2025, totalPicks: 0 }),
  },
  'GET /api/user/challenges': {
    request: () => ['GET', '/api/user/challenges'],
    status: 200,
    check: has({ memberOf: [], following: [] }),
  },
  'GET /api/dashboard': {
    request: () => ['GET', '/api/dashboard'],
    status: 200,
    check: has({ stats: { totalPicks: 0, favoriteTeams: 0 }, savedPicks: { total: 0 } }),
  },
  'GET /api/user/my-picks': {
    request: () => ['GET', '/api/user/my-picks'],
    status: 200,
    check: has({ season: 2025, seasons: [], picks: [], record: { picks: 0, pending: 0 } }),
  },
  'GET /api/user/testimonials': {
    // Ann has one held for review; Bob has written none.
    request: () => ['GET', '/api/user/testimonials'],
    status: 200,
    check: (body) => expect(body).toEqual({ testimonials: [] }),
  },
  'GET /api/user/export': {
    request: () => ['GET', '/api/user/export'],
    status: 200,
    check: has({
      profile: { email: 'bob.isolde@example.com' },
      picks: [],
      savedPicks: [],
      betting: { bets: [], settings: [], breaks: [] },
      challenges: { created: [], joined: [], follows: [] },
      testimonials: [],
    }),
  },

  // Changes and deletes of Ann's things by their ids.
  'PATCH /api/user/testimonials/:id': {
    // Ann's held story: Bob cannot rewrite it (her own list is compared before and after).
    request: (s) => [
      'PATCH',
      `/api/user/testimonials/${s.testimonialId}`,
      { quote: 'Bob’s words put in Ann’s testimonial, which must not happen.' },
    ],
    status: 404,
  },
  'PATCH /api/user/bets/:id': {
    request: (s) => ['PATCH', `/api/user/bets/${s.betId}`, { stake: 1 }],
    status: 404,
  },
  // Push notifications (decision 115): Ann's phone is subscribed with her own preferences.
  'GET /api/notifications/settings': {
    request: () => ['GET', '/api/notifications/settings'],
    status: 200,
    check: has({ endpoints: [], preferences: { criticalOnly: false, quietHours: null } }),
  },
  'PUT /api/notifications/preferences': {
    request: () => [
      'PUT',
      '/api/notifications/preferences',
      {
        juiceWatch: false,
        lineMovements: false,
        playerUpdates: false,
        weeklyDigest: false,
        criticalOnly: false,
        favoriteTeamsOnly: false,
        quietHours: null,
        timeZone: 'America/New_York',
      },
    ],
    status: 200,
    check: has({ juiceWatch: false }),
  },
  // Referrals (decision 123): Bob's own code and counts, nothing of Ann's; attributing needs a real code.
  'GET /api/referrals/me': {
    request: () => ['GET', '/api/referrals/me'],
    status: 200,
    check: has({ clicks: 0, signUps: 0, paid: 0 }),
  },
  'POST /api/referrals/attribute': {
    request: () => ['POST', '/api/referrals/attribute', { code: 'zzzzzzzzzz' }],
    status: 404,
  },
  'POST /api/notifications/subscribe': {
    // Knowing Ann's endpoint is not holding her browser: with other keys it stays hers.
    request: (s) => [
      'POST',
      '/api/notifications/subscribe',
      {
        subscription: {
          endpoint: s.pushEndpoint,
          keys: { p256dh: 'BBobKeyBobKeyBobKey', auth: 'BobAuthBobAuth' },
        },
      },
    ],
    status: 409,
  },
  'POST /api/notifications/unsubscribe': {
    request: (s) => ['POST', '/api/notifications/unsubscribe', { endpoint: s.pushEndpoint }],
    status: 200,
  },
  'POST /api/notifications/test': {
    request: (s) => [
      'POST',
      '/api/notifications/test',
      {
        subscription: {
          endpoint: s.pushEndpoint,
          keys: { p256dh: 'BBobKeyBobKeyBobKey', auth: 'BobAuthBobAuth' },
        },
      },
    ],
    status: 404,
  },
  // Billing (decision 121): Ann holds an active plan with a Stripe customer; Bob has none.
  'GET /api/billing/status': {
    request: () => ['GET', '/api/billing/status'],
    status: 200,
    check: has({ plan: 'free', status: null, renewsAt: null, manageable: false }),
  },
  'POST /api/billing/portal': {
    // The portal opens for the caller's own Stripe customer only: Bob has none.
    request: () => ['POST', '/api/billing/portal', {}],
    status: 404,
  },
  'POST /api/create-checkout-session': {
    // This app has no Stripe keys: refused before anything is created for anyone.
    request: () => ['POST', '/api/create-checkout-session', {}],
    status: 503,
  },
  'DELETE /api/user/bets/:id': {
    request: (s) => ['DELETE', `/api/user/bets/${s.betId}`],
    status: 404,
  },
  'DELETE /api/user/saved-picks/:gameId': {
    request: (s) => ['DELETE', `/api/user/saved-picks/${s.openGame}`],
    status: 404,
  },
  'DELETE /api/challenges/:id/membership': {
    // Bob in Ann's challenge, then leaving it: only his membership goes.
    before: async (caller, s) => {
      expect((await caller.post(`/api/challenges/${s.challengeId}/join`)).statusCode).toBe(200);
    },
    request: (s) => ['DELETE', `/api/challenges/${s.challengeId}/membership`],
    status: 200,
    // The answer is the public summary of Ann's challenge, which names its creator to everyone.
    publicKeys: ['creator'],
  },
  'POST /api/challenges/:id/join': {
    request: (s) => ['POST', `/api/challenges/${s.challengeId}/join`],
    status: 200,
    publicKeys: ['creator'],
    check: (body, s) => expect(body).toMatchObject({ challenge: { id: s.challengeId } }),
  },
  'DELETE /api/users/:id/follow': {
    // Ann follows Carol; Bob's unfollow of Carol is his own (he follows nobody).
    request: (s) => ['DELETE', `/api/users/${s.carolId}/follow`],
    status: 200,
    check: (body) => expect(body).toEqual({ following: false }),
  },

  // Bob's own writes, on the very games and things Ann holds.
  'POST /api/user/bets': {
    request: (s) => [
      'POST',
      '/api/user/bets',
      {
        gameId: s.openGame,
        book: 'BobsBook',
        market: 'h2h',
        side: 'away',
        line: null,
        price: 320,
        stake: 5,
        placedAt: '2025-12-12T17:30:00Z',
      },
    ],
    status: 201,
  },
  'PUT /api/user/betting-settings': {
    request: () => [
      'PUT',
      '/api/user/betting-settings',
      { bankroll: 300, maxBet: 20, weeklyStakeLimit: 40, weeklyLossLimit: null },
    ],
    status: 200,
    check: has({ bankroll: 300, maxBet: 20, weeklyStakeLimit: 40 }),
  },
  'PUT /api/user/personal-profile': {
    request: () => [
      'PUT',
      '/api/user/personal-profile',
      { riskTolerance: 'conservative', bankroll: 300, maxBet: 10 },
    ],
    status: 200,
    check: has({ riskTolerance: 'conservative', bankroll: 300, maxBet: 10 }),
  },
  'PUT /api/user/profile': {
    request: () => ['PUT', '/api/user/profile', { name: 'Bob Other', substackUrl: null }],
    status: 200,
    check: has({ name: 'Bob Other', email: 'bob.isolde@example.com' }),
  },
  'PUT /api/user/favorite-teams': {
    request: () => ['PUT', '/api/user/favorite-teams', { teams: ['KC'] }],
    status: 200,
    check: (body) => expect((body as { teams: { id: string }[] }).teams.map((t) => t.id)).toEqual(['KC']),
  },
  'PUT /api/user/avatar': {
    // One white pixel, not Ann's black one.
    request: () => [
      'PUT',
      '/api/user/avatar',
      {
        image:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
      },
    ],
    status: 200,
  },
  'DELETE /api/user/avatar': { request: () => ['DELETE', '/api/user/avatar'], status: 200 },
  'POST /api/user/saved-picks': {
    request: (s) => ['POST', '/api/user/saved-picks', { gameId: s.openGame }],
    status: 200,
    // Ann saved this game too: Bob's save is a new one of his own.
    check: has({ created: true }),
  },
  'POST /api/picks': {
    request: (s) => [
      'POST',
      '/api/picks',
      {
        gameId: s.openGame,
        market: 'spread',
        selection: 'away',
        line: s.spread.homeLine,
        price: s.spread.awayPrice,
      },
    ],
    status: 201,
    check: has({ pick: { selection: 'away' } }),
  },
  'POST /api/challenges': {
    request: () => [
      'POST',
      '/api/challenges',
      { title: 'Bob’s week', kind: 'pickem', period: 'weekly', startDate: '2025-12-21' },
    ],
    status: 201,
  },
  'POST /api/testimonials': {
    // His own, pending: Ann's held one neither blocks it nor changes.
    request: () => [
      'POST',
      '/api/testimonials',
      { quote: 'Bob’s story: the record beside the quote is real.' },
    ],
    status: 201,
    check: has({
      testimonial: { status: 'pending', quote: 'Bob’s story: the record beside the quote is real.' },
    }),
  },
  'PUT /api/users/:id/follow': {
    // Last of Bob's rows: from here on his own state names Ann.
    request: (s) => ['PUT', `/api/users/${s.annId}/follow`],
    status: 200,
    check: (body) => expect(body).toEqual({ following: true }),
  },

  // The caller's own account: ending, re-keying, breaking or deleting it touches nobody else's.
  'POST /api/auth/sign-out': {
    caller: 'fresh',
    request: () => ['POST', '/api/auth/sign-out', {}],
    status: 200,
  },
  'POST /api/auth/change-password': {
    caller: 'fresh',
    request: (s) => [
      'POST',
      '/api/auth/change-password',
      { currentPassword: s.bobPassword, newPassword: 'a-brand-new-passphrase-77' },
    ],
    status: 200,
  },
  'POST /api/user/rg/cool-off': {
    caller: 'fresh',
    request: () => ['POST', '/api/user/rg/cool-off', { period: '24h' }],
    status: 201,
  },
  'POST /api/user/rg/self-exclusion': {
    caller: 'fresh',
    request: () => ['POST', '/api/user/rg/self-exclusion', { period: '6m', confirm: 'EXCLUDE' }],
    status: 201,
  },
  'DELETE /api/user': {
    caller: 'fresh',
    request: (s) => ['DELETE', '/api/user', { password: s.bobPassword }],
    status: 200,
  },
};
