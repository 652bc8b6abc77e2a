// Logged bets on one cloned database (decision 128, the repositories' fast test set): a person lists,
// changes and deletes only their own bets; the list is newest-placed first; a bet's final score and
// closing line are those known at the clock, the latest close captured by then, for its own market.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, oddsRow, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import {
  betGame,
  deleteUserBet,
  insertUserBet,
  listUserBets,
  lockUserBets,
  type NewUserBet,
  updateUserBet,
} from './user-bets.ts';

let t: TestDatabase;
let ann: string;
let bob: string;
const G = '2025_12_NYJ_BAL';
// Kickoff 23 Nov 18:00; final BAL 23, NYJ 10 known at 22:00.
const KNOWN = '2025-11-23T22:00:00Z';

const bet = (userId: string, over: Partial<NewUserBet> = {}): NewUserBet => ({
  userId,
  gameId: G,
  book: 'draftkings',
  market: 'spreads',
  side: 'home',
  line: -3.5,
  price: -110,
  stakeCents: 2_000,
  placedAt: new Date('2025-11-20T12:00:00Z'),
  loggedAt: new Date('2026-11-27T09:00:00Z'),
  updatedAt: new Date('2026-11-27T09:00:00Z'),
  ...over,
});

const close = (
  market: string,
  side: string,
  line: number | null,
  price: number,
  at: string,
  book = 'nflverse_close',
) => oddsRow(G, { market, side, line, price, at, book });

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  await gameOf(db, G, '2025-11-23T18:00:00Z', { home: 23, away: 10, knownAt: KNOWN });
  ann = await person(db, 'ann@example.com');
  bob = await person(db, 'bob@example.com');
  await db.insert(oddsSnapshots).values([
    // Spreads: an early close at -3 (-105/-115), the close at kickoff -4.5 (-112/-108).
    close('spreads', 'home', -3, -105, '2025-11-22T18:00:00Z'),
    close('spreads', 'away', 3, -115, '2025-11-22T18:00:00Z'),
    close('spreads', 'home', -4.5, -112, '2025-11-23T18:00:00Z'),
    close('spreads', 'away', 4.5, -108, '2025-11-23T18:00:00Z'),
    // Totals at kickoff: 41.5, over -105, under -115; a later row of another book is not the close.
    close('totals', 'over', 41.5, -105, '2025-11-23T18:00:00Z'),
    close('totals', 'under', 41.5, -115, '2025-11-23T18:00:00Z'),
    close('totals', 'over', 44, -130, '2025-11-23T18:00:00Z', 'fanduel'),
  ]);
});
afterAll(() => t.destroy());

describe('a person’s logged bets', () => {
  it('lists only their own, the latest placed first (ties: the later logged row first)', async () => {
    const db = t.db.orm;
    const first = await insertUserBet(db, bet(ann, { placedAt: new Date('2025-11-20T12:00:00Z') }));
    const later = await insertUserBet(db, bet(ann, { placedAt: new Date('2025-11-21T12:00:00Z') }));
    const tie = await insertUserBet(db, bet(ann, { placedAt: new Date('2025-11-21T12:00:00Z') }));
    await insertUserBet(db, bet(bob, { stakeCents: 9_900 }));
    expect(first).toBeGreaterThan(0);
    const listed = await listUserBets(db, ann, new Date(KNOWN));
    expect(listed.map((r) => r.bet.id)).toEqual([tie, later, first]);
    expect(listed.every((r) => r.bet.userId === ann)).toBe(true);
    expect((await listUserBets(db, bob, new Date(KNOWN))).map((r) => r.bet.stakeCents)).toEqual([9_900]);
    await db.execute(sql`delete from user_bets`);
  });

  it('shows the final and the close only as known at the clock: the latest nflverse close of its own side and market', async () => {
    const db = t.db.orm;
    await insertUserBet(db, bet(ann));
    await insertUserBet(
      db,
      bet(ann, {
        market: 'totals',
        side: 'under',
        line: 43,
        price: -110,
        placedAt: new Date('2025-11-19T12:00:00Z'),
      }),
    );
    const [spread, total] = await listUserBets(db, ann, new Date(KNOWN));
    expect(spread?.game).toEqual({
      season: 2025,
      week: 12,
      kickoff: new Date('2025-11-23T18:00:00Z'),
      homeTeam: 'BAL',
      awayTeam: 'NYJ',
    });
    expect(spread?.final).toEqual({ homeScore: 23, awayScore: 10, knownAt: '2025-11-23T22:00:00+00:00' });
    // The home side's close at kickoff, and the away side's price of the same capture.
    expect([spread?.closeLine, spread?.closePrice, spread?.closeOtherPrice]).toEqual([-4.5, -112, -108]);
    // The under's close is the nflverse row (41.5, -115), not FanDuel's; its other side the over's -105.
    expect([total?.closeLine, total?.closePrice, total?.closeOtherPrice]).toEqual([41.5, -115, -105]);

    // One millisecond before the final was known: no final; the day before kickoff: the earlier close.
    const before = await listUserBets(db, ann, new Date('2025-11-23T21:59:59.999Z'));
    expect(before[0]?.final).toBeNull();
    const dayBefore = await listUserBets(db, ann, new Date('2025-11-22T18:00:00Z'));
    expect([dayBefore[0]?.closeLine, dayBefore[0]?.closePrice, dayBefore[0]?.closeOtherPrice]).toEqual([
      -3, -105, -115,
    ]);
    const earlier = await listUserBets(db, ann, new Date('2025-11-22T17:59:59Z'));
    expect([earlier[0]?.closeLine, earlier[0]?.closePrice]).toEqual([null, null]);
    await db.execute(sql`delete from user_bets`);
  });

  it("changes and deletes a bet only for its owner: Bob's id in Ann's hands does nothing", async () => {
    const db = t.db.orm;
    const annBet = await insertUserBet(db, bet(ann));
    const bobBet = await insertUserBet(db, bet(bob));
    expect(await updateUserBet(db, ann, bobBet, { stakeCents: 1 })).toBe(false);
    expect(await deleteUserBet(db, ann, bobBet)).toBe(false);
    expect((await listUserBets(db, bob, new Date(KNOWN))).map((r) => r.bet.stakeCents)).toEqual([2_000]);
    expect(await updateUserBet(db, ann, annBet, { stakeCents: 3_500 })).toBe(true);
    expect((await listUserBets(db, ann, new Date(KNOWN))).map((r) => r.bet.stakeCents)).toEqual([3_500]);
    expect(await deleteUserBet(db, ann, annBet)).toBe(true);
    expect(await deleteUserBet(db, ann, annBet)).toBe(false);
    expect(await listUserBets(db, ann, new Date(KNOWN))).toEqual([]);
    expect(await listUserBets(db, bob, new Date(KNOWN))).toHaveLength(1);
    await db.execute(sql`delete from user_bets`);
  });

  it('says a game is settled from the instant its final is known, and nothing for an unknown id', async () => {
    const db = t.db.orm;
    expect(await betGame(db, G, new Date(KNOWN))).toEqual({ gameId: G, settled: true });
    expect(await betGame(db, G, new Date('2025-11-23T21:59:59.999Z'))).toEqual({ gameId: G, settled: false });
    await gameOf(db, '2025_13_NYJ_ATL', '2025-11-30T18:00:00Z');
    // No final at all: not settled (coalesce to false, never null).
    expect(await betGame(db, '2025_13_NYJ_ATL', new Date(KNOWN))).toEqual({
      gameId: '2025_13_NYJ_ATL',
      settled: false,
    });
    expect(await betGame(db, '2025_13_XXX_YYY', new Date(KNOWN))).toBeUndefined();
  });

  it("serialises one person's writes: a second lock of Ann waits while the first is held, Bob's does not", async () => {
    const db = t.db.orm;
    // lock_timeout bounds the wait: a second transaction that must wait for Ann's lock fails after 200 ms.
    const tryLock = (userId: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '200ms'`);
        await lockUserBets(tx, userId);
        return 'locked';
      });
    await db.transaction(async (tx) => {
      await lockUserBets(tx, ann);
      // 55P03: lock_not_available, the wait cut by lock_timeout.
      await expect(tryLock(ann)).rejects.toMatchObject({ cause: { code: '55P03' } });
      expect(await tryLock(bob)).toBe('locked');
    });
    // Released at the end of the transaction.
    expect(await tryLock(ann)).toBe('locked');
  });
});
