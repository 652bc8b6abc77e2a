// Responsible-gaming controls that hold (issue 20, decision 094), on an injected wall clock: the weekly
// stake limit under 100 concurrent bets and its 7-day window pinned by literal instants; limit
// increases that wait 24 hours while decreases apply at once; a self-exclusion that survives account
// deletion (a keyed hash of the address) and refuses sign-up and sign-in until it ends.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { packDatabase } from '../../../tests/support/pack-fixtures.ts';
import { createTestApp, NO_WRITE_LIMIT, type TestApp } from '../../../tests/support/test-app.ts';
import { users } from '../../db/schema/auth.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
let wall = new Date('2026-11-27T12:00:00Z');
let t: TestApp;
let gameId: string;

beforeAll(async () => {
  // The per-person request limit (decision 092: 30 writes a minute) would turn most of the 100 away
  // before they reach the weekly limit; lifted here so that all 100 race for it in the database.
  t = await createTestApp({
    now: '2025-11-19T12:00:00Z',
    wallNow: () => new Date(wall),
    userWrites: NO_WRITE_LIMIT,
    // 2025's schedule and results, loaded as of 1 March 2026 (a clone: tests/support/pack-fixtures.ts).
    database: await packDatabase({ kinds: ['games'], season: 2025, at: '2026-03-01T00:00:00Z' }),
  });
  const rows = await t.database.db.orm.execute<{ game_id: string }>(
    sql`select game_id from games where season = 2025 and week = 12 order by kickoff, game_id limit 1`,
  );
  gameId = rows.rows[0]?.game_id as string;
}, 120_000);
afterAll(() => t.close());

const bet = (stake: number) => ({
  gameId,
  book: 'DraftKings',
  market: 'h2h',
  side: 'home',
  line: null,
  price: 100,
  stake,
  placedAt: '2025-11-18T18:00:00Z',
});
const settings = (b: TestBrowser, body: object) => b.request('PUT', '/api/user/betting-settings', body);
const noLimits = { bankroll: null, maxBet: null, weeklyStakeLimit: null, weeklyLossLimit: null };

async function at<T>(instant: Date, run: () => Promise<T>): Promise<T> {
  const saved = wall;
  wall = instant;
  try {
    return await run();
  } finally {
    wall = saved;
  }
}

describe('the weekly stake limit', () => {
  it('logs exactly 3 of 100 concurrent $30 bets under a $100 limit', async () => {
    const b = await signedInBrowser(t, 'race@example.com');
    expect((await settings(b, { ...noLimits, weeklyStakeLimit: 100 })).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 100 }, () => b.post('/api/user/bets', bet(30))));
    const codes = answers.map((a) => a.statusCode);
    // 3 × $30 = $90 fits $100; a fourth would make $120.
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(97);
    const stored = await t.database.db.orm.execute(
      sql`select b.stake_cents from user_bets b join users u on u.id = b.user_id where u.email = 'race@example.com'`,
    );
    expect(stored.rows).toEqual([{ stake_cents: 3_000 }, { stake_cents: 3_000 }, { stake_cents: 3_000 }]);
  }, 60_000);

  it('counts a bet logged 6 days 23 hours ago and frees it 7 days 1 minute after', async () => {
    const b = await signedInBrowser(t, 'window@example.com');
    const start = wall;
    expect((await settings(b, { ...noLimits, weeklyStakeLimit: 100 })).statusCode).toBe(200);
    expect((await b.post('/api/user/bets', bet(80))).statusCode).toBe(201);
    // 6 d 23 h later the $80 still counts: $20 of $100 left, so $30 is refused.
    const inside = await at(new Date(start.getTime() + 6 * DAY + 23 * HOUR), () =>
      b.post('/api/user/bets', bet(30)),
    );
    expect(inside.statusCode).toBe(422);
    expect(inside.json().message).toBe(
      'This bet would pass your weekly stake limit of $100: $20 is left this week.',
    );
    // 7 d 1 min later it has left the window: $100 left, $30 fits.
    const outside = await at(new Date(start.getTime() + 7 * DAY + MINUTE), () =>
      b.post('/api/user/bets', bet(30)),
    );
    expect(outside.statusCode).toBe(201);
  });
});

describe('changing a limit', () => {
  it('raises a limit only after 24 hours, showing the pending one and when it applies', async () => {
    const b = await signedInBrowser(t, 'raise@example.com');
    const start = wall;
    expect((await settings(b, { ...noLimits, weeklyStakeLimit: 100 })).statusCode).toBe(200);
    const raised = await settings(b, { ...noLimits, weeklyStakeLimit: 1_000_000 });
    expect(raised.statusCode).toBe(200);
    // 2026-11-27 12:00 + 24 h = 2026-11-28 12:00.
    expect(raised.json()).toEqual({
      ...noLimits,
      weeklyStakeLimit: 100,
      pendingLimits: {
        weeklyStakeLimit: 1_000_000,
        weeklyLossLimit: null,
        appliesAt: '2026-11-28T12:00:00.000Z',
      },
    });
    expect((await b.post('/api/user/bets', bet(150))).statusCode).toBe(422);
    const early = await at(new Date(start.getTime() + 23 * HOUR + 59 * MINUTE), async () => {
      expect((await b.get('/api/user/betting-settings')).json().weeklyStakeLimit).toBe(100);
      return b.post('/api/user/bets', bet(150));
    });
    expect(early.statusCode).toBe(422);
    await at(new Date(start.getTime() + DAY), async () => {
      expect((await b.get('/api/user/betting-settings')).json()).toEqual({
        ...noLimits,
        weeklyStakeLimit: 1_000_000,
        pendingLimits: null,
      });
      expect((await b.post('/api/user/bets', bet(150))).statusCode).toBe(201);
    });
  });

  it('lowers a limit at once, and counts removing a limit as a raise', async () => {
    const b = await signedInBrowser(t, 'lower@example.com');
    expect((await settings(b, { ...noLimits, weeklyLossLimit: 500 })).statusCode).toBe(200);
    const lowered = await settings(b, { ...noLimits, weeklyLossLimit: 50 });
    expect(lowered.json()).toMatchObject({ weeklyLossLimit: 50, pendingLimits: null });
    expect((await b.post('/api/user/bets', bet(60))).statusCode).toBe(422);
    const removed = await settings(b, noLimits);
    expect(removed.json()).toMatchObject({
      weeklyLossLimit: 50,
      pendingLimits: { weeklyLossLimit: null, appliesAt: '2026-11-28T12:00:00.000Z' },
    });
    // Bankroll and max bet are not limits: they change at once, the pending raise stays as it was.
    const bankroll = await settings(b, { ...noLimits, bankroll: 900, maxBet: 90 });
    expect(bankroll.json()).toMatchObject({
      bankroll: 900,
      maxBet: 90,
      weeklyLossLimit: 50,
      pendingLimits: { weeklyLossLimit: null, appliesAt: '2026-11-28T12:00:00.000Z' },
    });
    // The tracker shows the limit in force and the pending one.
    expect((await b.get('/api/user/bets')).json().settings).toMatchObject({
      weeklyLossLimit: 50,
      pendingLimits: { weeklyLossLimit: null },
    });
  });
});

describe('a self-exclusion survives account deletion', () => {
  async function deleteAccount(b: TestBrowser) {
    expect((await b.delete('/api/user', { password: PASSWORD })).statusCode).toBe(200);
  }
  async function signUp(email: string) {
    const browser = new TestBrowser(t.app);
    await browser.session();
    const res = await browser.post('/api/auth/sign-up', { name: 'again', email, password: PASSWORD });
    return { browser, res };
  }
  const accountOf = async (email: string) =>
    t.database.db.orm.select({ id: users.id }).from(users).where(eq(users.email, email));

  it('refuses sign-up with the address, in any case, until a 6-month exclusion ends', async () => {
    const b = await signedInBrowser(t, 'sixmonths@example.com');
    const start = wall;
    const excluded = await b.post('/api/user/rg/self-exclusion', { period: '6m', confirm: 'EXCLUDE' });
    expect(excluded.statusCode).toBe(201);
    const until = excluded.json().until as string;
    await deleteAccount(b);
    // The registry holds a keyed hash, never the address itself.
    const registry = await t.database.db.orm.execute<{ email_hmac: string }>(
      sql`select email_hmac from rg_exclusion_registry`,
    );
    expect(registry.rows.map((r) => r.email_hmac)).toEqual([expect.stringMatching(/^[A-Za-z0-9_-]{43}$/)]);
    expect(JSON.stringify(registry.rows)).not.toContain('sixmonths');

    const again = await signUp('  SixMonths@Example.com ');
    // The same answer as any sign-up (nothing said about the exclusion to whoever typed the address)…
    expect(again.res.statusCode).toBe(200);
    // …but no account and no confirmation link.
    expect(await accountOf('sixmonths@example.com')).toEqual([]);
    await expect(lastMail(t, 'sixmonths@example.com', 'verify-email')).rejects.toThrow(/no verify-email/);

    // One millisecond before the end: still refused; at the end: a new account can be made.
    await at(new Date(new Date(until).getTime() - 1), async () => {
      await signUp('sixmonths@example.com');
      expect(await accountOf('sixmonths@example.com')).toEqual([]);
    });
    await at(new Date(until), async () => {
      expect((await signUp('sixmonths@example.com')).res.statusCode).toBe(200);
      expect(await accountOf('sixmonths@example.com')).toHaveLength(1);
    });
    wall = start;
  });

  it('refuses sign-in to a self-excluded account with the right password, saying until when', async () => {
    const b = await signedInBrowser(t, 'forever@example.com');
    await b.post('/api/user/rg/self-exclusion', { period: 'permanent', confirm: 'EXCLUDE' });
    const fresh = new TestBrowser(t.app);
    await fresh.session();
    const wrong = await fresh.post('/api/auth/sign-in', {
      email: 'forever@example.com',
      password: 'not-it-at-all-1',
    });
    // A wrong password learns nothing about the exclusion.
    expect(wrong.statusCode).toBe(401);
    const right = await fresh.post('/api/auth/sign-in', { email: 'forever@example.com', password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('This address is self-excluded permanently: signing in is closed.');
    // No session was left behind for the refused sign-in.
    expect((await fresh.get('/api/auth/session')).json().user).toBeNull();
  });
});
