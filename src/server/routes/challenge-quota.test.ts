// The challenge-creation quota (decision 070): 3 in any 24 hours of real time and 5 not yet ended, per
// non-admin person. It holds under 100 concurrent creates (one transaction per create, serialised per
// person by an advisory lock), and its window is pinned by literal instants so shortening it fails here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, NO_WRITE_LIMIT, type TestApp } from '../../../tests/support/test-app.ts';
import { users } from '../../db/schema/auth.ts';
import { challenges } from '../../db/schema/challenges.ts';

let t: TestApp;
// Real time for the quota; the replay instant is Friday 12 December 2025 (a weekly challenge of that
// week, Tue 9 – Tue 16 Dec, has not ended).
let wall = new Date('2026-11-27T12:00:00Z');
const MINUTE = 60_000;

const weekly = (title: string) => ({
  title,
  description: 'Beat the number this week.',
  kind: 'spreads',
  period: 'weekly',
  startDate: '2025-12-12',
  entryCoins: 0,
});

async function createdBy(email: string) {
  return t.database.db.orm
    .select({ id: challenges.id })
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.creatorId))
    .where(eq(users.email, email));
}

beforeAll(async () => {
  // The per-person request limit (decision 092: 10 creates a minute) would turn most of the 100 away
  // before they reach the quota; lifted here so that all 100 race for it in the database.
  t = await createTestApp({
    now: '2025-12-12T18:00:00Z',
    wallNow: () => new Date(wall),
    userWrites: NO_WRITE_LIMIT,
  });
}, 60_000);
afterAll(() => t.close());

describe('challenge creation quota', () => {
  it('stores exactly 3 of 100 concurrent creates by one person', async () => {
    const racer = await signedInBrowser(t, 'racer@example.com');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => racer.post('/api/challenges', weekly(`Race ${i}`))),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(97);
    expect(await createdBy('racer@example.com')).toHaveLength(3);
  }, 60_000);

  it('counts a challenge created 23 h 59 min ago and not one created 24 h 01 min ago', async () => {
    const pat = await signedInBrowser(t, 'pat@example.com');
    const start = wall;
    for (const i of [1, 2, 3])
      expect((await pat.post('/api/challenges', weekly(`Pat ${i}`))).statusCode).toBe(201);
    // 23 h 59 min later all three are still inside the 24-hour window: 3 of 3 used.
    wall = new Date(start.getTime() + (23 * 60 + 59) * MINUTE);
    const early = await pat.post('/api/challenges', weekly('Pat 4'));
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('daily_limit');
    // 24 h 01 min after them they have left the window: 0 of 3 used, so a fourth is stored.
    wall = new Date(start.getTime() + (24 * 60 + 1) * MINUTE);
    expect((await pat.post('/api/challenges', weekly('Pat 4'))).statusCode).toBe(201);
    wall = start;
  });

  it('refuses a sixth challenge not yet ended, whatever the day', async () => {
    const lee = await signedInBrowser(t, 'lee@example.com');
    const start = wall;
    // 3 on day one, 2 on day two (25 h later): 5 open, the daily quota not used up (2 of 3).
    for (const i of [1, 2, 3])
      expect((await lee.post('/api/challenges', weekly(`Lee ${i}`))).statusCode).toBe(201);
    wall = new Date(start.getTime() + 25 * 60 * MINUTE);
    for (const i of [4, 5])
      expect((await lee.post('/api/challenges', weekly(`Lee ${i}`))).statusCode).toBe(201);
    const sixth = await lee.post('/api/challenges', weekly('Lee 6'));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('open_limit');
    wall = start;
  });
});
