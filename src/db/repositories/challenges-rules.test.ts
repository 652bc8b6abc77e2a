// Challenges on one cloned database (decision 128, the repositories' fast test set): the creation
// quota's counts over their window (issue 20 item 11: the daily window shortened to an hour passed every
// test), the owner filters of membership, follows, the export and the erasure, and the list's order.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { contributorPicks } from '../schema/contributor-picks.ts';
import {
  addMember,
  type ChallengeInsert,
  creationCounts,
  deleteChallenge,
  distinctMembers,
  eraseChallengeData,
  exportChallengeData,
  findChallenge,
  follow,
  insertChallenge,
  isMember,
  listChallenges,
  lockChallenge,
  lockCreator,
  memberPicks,
  removeMember,
  unfollow,
  userChallengeState,
  userExists,
} from './challenges.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const challenge = (creatorId: string | null, over: Partial<ChallengeInsert> = {}): ChallengeInsert => ({
  title: 'Week 12 pick’em',
  description: 'Straight up',
  kind: 'pickem',
  period: 'weekly',
  startsAt: new Date('2025-11-20T00:00:00Z'),
  endsAt: new Date('2025-11-25T00:00:00Z'),
  capacity: null,
  entryCoins: 0,
  creatorId,
  ...over,
});

describe('the creation quota’s counts', () => {
  it('counts the creator’s challenges created since the start of the window, that instant included', async () => {
    const db = t.db.orm;
    const ann = await person(db, 'quota-ann@example.com');
    const bob = await person(db, 'quota-bob@example.com');
    // Ann created at 00:00, 12:00 and 23:59:59 on 26 Nov; Bob once at 12:00.
    for (const at of ['2026-11-26T00:00:00Z', '2026-11-26T12:00:00Z', '2026-11-26T23:59:59Z'])
      await insertChallenge(db, challenge(ann, { createdAt: new Date(at) }));
    await insertChallenge(db, challenge(bob, { createdAt: new Date('2026-11-26T12:00:00Z') }));
    const now = new Date('2026-11-27T00:00:00Z');
    // A 24-hour window from 26 Nov 00:00 holds all three of Ann's (the first at its very start) ...
    expect((await creationCounts(db, ann, new Date('2026-11-26T00:00:00Z'), now)).createdLastDay).toBe(3);
    // ... one millisecond later, two; an hour's window (from 23:00) only the last.
    expect((await creationCounts(db, ann, new Date('2026-11-26T00:00:00.001Z'), now)).createdLastDay).toBe(2);
    expect((await creationCounts(db, ann, new Date('2026-11-26T23:00:00Z'), now)).createdLastDay).toBe(1);
    expect((await creationCounts(db, bob, new Date('2026-11-26T00:00:00Z'), now)).createdLastDay).toBe(1);
  });

  it('counts as open the creator’s challenges that end after the instant, not at it', async () => {
    const db = t.db.orm;
    const cara = await person(db, 'quota-cara@example.com');
    const other = await person(db, 'quota-other@example.com');
    const created = new Date('2020-01-01T00:00:00Z');
    const ends = ['2026-11-27T12:00:00Z', '2026-11-28T00:00:00Z', '2026-11-30T00:00:00Z'];
    for (const at of ends)
      await insertChallenge(
        db,
        challenge(cara, {
          createdAt: created,
          startsAt: new Date('2026-11-20T00:00:00Z'),
          endsAt: new Date(at),
        }),
      );
    await insertChallenge(
      db,
      challenge(other, { createdAt: created, endsAt: new Date('2026-11-30T00:00:00Z') }),
    );
    // At 27 Nov 12:00 the first has just ended (ends_at = now): two are open.
    const counts = await creationCounts(
      db,
      cara,
      new Date('2026-11-26T12:00:00Z'),
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(counts).toEqual({ createdLastDay: 0, openCreated: 2 });
  });
});

describe('the list and one challenge', () => {
  it('lists soonest-ending first (ties by id), with the creator’s name and the member count', async () => {
    const fresh = await createTestDatabase();
    try {
      const db = fresh.db.orm;
      const ann = await person(db, 'ann@example.com');
      const bob = await person(db, 'bob@example.com');
      const late = await insertChallenge(
        db,
        challenge(ann, { title: 'late', endsAt: new Date('2025-12-01T00:00:00Z') }),
      );
      const soon = await insertChallenge(
        db,
        challenge(null, { title: 'soon', endsAt: new Date('2025-11-22T00:00:00Z') }),
      );
      const tie = await insertChallenge(
        db,
        challenge(bob, { title: 'tie', endsAt: new Date('2025-11-22T00:00:00Z') }),
      );
      await addMember(db, late, ann, new Date('2025-11-20T01:00:00Z'));
      await addMember(db, late, bob, new Date('2025-11-20T02:00:00Z'));
      await addMember(db, tie, bob, new Date('2025-11-20T02:00:00Z'));
      const listed = await listChallenges(db);
      expect(listed.map((c) => [c.id, c.title, c.creatorName, c.members])).toEqual([
        [soon, 'soon', null, 0],
        [tie, 'tie', 'bob@example.com', 1],
        [late, 'late', 'ann@example.com', 2],
      ]);
      expect(await findChallenge(db, late)).toMatchObject({
        id: late,
        title: 'late',
        creatorId: ann,
        members: 2,
      });
      expect(await findChallenge(db, late + tie + soon)).toBeNull();
      expect(await lockChallenge(db, late + tie + soon)).toBeNull();
      expect(await lockChallenge(db, tie)).toMatchObject({ id: tie, members: 1 });
      expect(await distinctMembers(db, [late, tie])).toBe(2);
      expect(await distinctMembers(db, [tie])).toBe(1);
      expect(await distinctMembers(db, [])).toBe(0);
      // Deleting removes it and its memberships; a second delete says there was none.
      expect(await deleteChallenge(db, late)).toBe(true);
      expect(await deleteChallenge(db, late)).toBe(false);
      expect(await isMember(db, late, ann)).toBe(false);
      expect((await listChallenges(db)).map((c) => c.id)).toEqual([soon, tie]);
    } finally {
      await fresh.destroy();
    }
  });
});

describe('membership and follows, per person', () => {
  it('adds a member once, removes only that person, and answers for that person alone', async () => {
    const db = t.db.orm;
    const ann = await person(db, 'member-ann@example.com');
    const bob = await person(db, 'member-bob@example.com');
    const id = await insertChallenge(db, challenge(ann));
    const other = await insertChallenge(db, challenge(ann));
    expect(await addMember(db, id, ann, new Date('2025-11-20T01:00:00Z'))).toBe(true);
    expect(await addMember(db, id, ann, new Date('2025-11-20T02:00:00Z'))).toBe(false);
    expect(await isMember(db, id, ann)).toBe(true);
    expect(await isMember(db, id, bob)).toBe(false);
    expect(await isMember(db, other, ann)).toBe(false);
    // Bob leaving, or Ann leaving another challenge, does not take Ann out.
    expect(await removeMember(db, id, bob)).toBe(false);
    expect(await removeMember(db, other, ann)).toBe(false);
    expect(await isMember(db, id, ann)).toBe(true);
    expect(await removeMember(db, id, ann)).toBe(true);
    expect(await isMember(db, id, ann)).toBe(false);
  });

  it('keeps each person’s state, export and erasure to their own rows', async () => {
    const db = t.db.orm;
    const ann = await person(db, 'state-ann@example.com');
    const bob = await person(db, 'state-bob@example.com');
    const cara = await person(db, 'state-cara@example.com');
    const mine = await insertChallenge(
      db,
      challenge(ann, { title: 'Ann’s', createdAt: new Date('2025-11-19T08:00:00Z') }),
    );
    const bobs = await insertChallenge(db, challenge(bob, { title: 'Bob’s' }));
    await addMember(db, bobs, ann, new Date('2025-11-20T01:00:00Z'));
    await addMember(db, mine, ann, new Date('2025-11-20T03:00:00Z'));
    await addMember(db, mine, bob, new Date('2025-11-20T04:00:00Z'));
    await follow(db, ann, bob);
    await follow(db, ann, bob);
    await follow(db, cara, ann);
    await follow(db, bob, cara);
    expect(await userChallengeState(db, ann)).toEqual({
      memberOf: expect.arrayContaining([mine, bobs]),
      following: [bob],
    });
    expect((await userChallengeState(db, ann)).memberOf).toHaveLength(2);
    expect(await userChallengeState(db, cara)).toEqual({ memberOf: [], following: [ann] });

    const exported = await exportChallengeData(db, ann);
    expect(exported.created.map((c) => [c.id, c.title, c.createdAt.toISOString()])).toEqual([
      [mine, 'Ann’s', '2025-11-19T08:00:00.000Z'],
    ]);
    // Memberships by challenge id.
    expect(exported.joined.map((j) => [j.challengeId, j.joinedAt.toISOString()])).toEqual([
      [mine, '2025-11-20T03:00:00.000Z'],
      [bobs, '2025-11-20T01:00:00.000Z'],
    ]);
    expect(exported.follows.map((f) => f.followeeId)).toEqual([bob]);

    await unfollow(db, cara, bob); // not a follow: nothing changes
    expect((await userChallengeState(db, cara)).following).toEqual([ann]);

    await eraseChallengeData(db, ann);
    expect(await userChallengeState(db, ann)).toEqual({ memberOf: [], following: [] });
    // Follows of Ann went too; Bob's own follow and membership stay; Ann's challenge stays, creator-less.
    expect((await userChallengeState(db, cara)).following).toEqual([]);
    expect(await userChallengeState(db, bob)).toEqual({ memberOf: [mine], following: [cara] });
    expect(await findChallenge(db, mine)).toMatchObject({ title: 'Ann’s', creatorId: null, members: 1 });
    expect(await findChallenge(db, bobs)).toMatchObject({ creatorId: bob, members: 0 });
    expect((await exportChallengeData(db, bob)).created.map((c) => c.id)).toEqual([bobs]);
    await unfollow(db, bob, cara);
    expect((await userChallengeState(db, bob)).following).toEqual([]);
  });

  it('knows an account by its id', async () => {
    const db = t.db.orm;
    const id = await person(db, 'exists@example.com');
    expect(await userExists(db, id)).toBe(true);
    expect(await userExists(db, '00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});

describe('the members’ picks and the locks', () => {
  it('reads each member’s picks locked from the start instant up to, not at, the end, the final only once known', async () => {
    const db = t.db.orm;
    const ann = await person(db, 'picks-ann@example.com');
    const bob = await person(db, 'picks-bob@example.com');
    const cara = await person(db, 'picks-cara@example.com');
    // The window: 20 Nov 00:00Z to 25 Nov 00:00Z. The game's final (BAL 23, NYJ 10) known 23 Nov 22:00Z.
    const id = await insertChallenge(db, challenge(ann));
    const other = await insertChallenge(db, challenge(ann, { title: 'other' }));
    await gameOf(db, '2025_12_NYJ_BAL', '2025-11-23T18:00:00Z', {
      home: 23,
      away: 10,
      knownAt: '2025-11-23T22:00:00Z',
    });
    await addMember(db, id, ann, new Date('2025-11-19T12:00:00Z'));
    await addMember(db, id, bob, new Date('2025-11-21T12:00:00Z'));
    await addMember(db, other, cara, new Date('2025-11-19T12:00:00Z'));
    const lockAt = async (userId: string, market: 'spread' | 'total' | 'moneyline', lockedAt: string) => {
      const [row] = await db
        .insert(contributorPicks)
        .values({
          userId,
          gameId: '2025_12_NYJ_BAL',
          market,
          selection: market === 'total' ? 'over' : 'home',
          line: market === 'moneyline' ? null : market === 'spread' ? -3.5 : 41.5,
          price: -110,
          book: 'draftkings',
          lineCapturedAt: new Date(lockedAt),
          lockedAt: new Date(lockedAt),
        })
        .returning({ id: contributorPicks.id });
      return row?.id ?? 0;
    };
    // Ann: one a millisecond before the start (out), one at the start (in), one a millisecond before the
    // end (in); Cara's at the start is hers in the other challenge only.
    await lockAt(ann, 'spread', '2025-11-19T23:59:59.999Z');
    const atStart = await lockAt(ann, 'total', '2025-11-20T00:00:00Z');
    const beforeEnd = await lockAt(ann, 'moneyline', '2025-11-24T23:59:59.999Z');
    await lockAt(cara, 'spread', '2025-11-20T00:00:00Z');
    // Bob's only pick is locked at the end instant: out, so he shows as a member without a pick.
    await lockAt(bob, 'spread', '2025-11-25T00:00:00Z');
    const rows = await memberPicks(db, [id], new Date('2025-11-23T22:00:00Z'));
    const annRows = rows.filter((r) => r.userId === ann);
    expect(annRows.map((r) => [r.pickId, r.market, r.selection, r.line, r.price])).toEqual([
      [atStart, 'total', 'over', 41.5, -110],
      [beforeEnd, 'moneyline', 'home', null, -110],
    ]);
    expect(annRows[0]).toMatchObject({
      challengeId: id,
      name: 'picks-ann@example.com',
      joinedAt: new Date('2025-11-19T12:00:00Z'),
      lockedAt: new Date('2025-11-20T00:00:00Z'),
      kickoff: new Date('2025-11-23T18:00:00Z'),
      homeScore: 23,
      awayScore: 10,
    });
    // Bob, a member without a pick in the window: one row with nothing but himself.
    expect(rows.filter((r) => r.userId === bob)).toEqual([
      {
        challengeId: id,
        userId: bob,
        name: 'picks-bob@example.com',
        joinedAt: new Date('2025-11-21T12:00:00Z'),
        pickId: null,
        market: null,
        selection: null,
        line: null,
        price: null,
        lockedAt: null,
        kickoff: null,
        homeScore: null,
        awayScore: null,
      },
    ]);
    expect(rows.some((r) => r.userId === cara)).toBe(false);
    // Ordered by member (user id) then pick id.
    expect(rows.map((r) => r.userId)).toEqual([ann, ann, bob].sort());
    // A millisecond before the final was known: no score.
    const before = await memberPicks(db, [id], new Date('2025-11-23T21:59:59.999Z'));
    expect(before.filter((r) => r.pickId === atStart).map((r) => [r.homeScore, r.awayScore])).toEqual([
      [null, null],
    ]);
    // Both challenges at once; none asked, none read.
    const both = await memberPicks(db, [id, other], new Date('2025-11-23T22:00:00Z'));
    expect(both.map((r) => r.challengeId)).toEqual([id, id, id, other]);
    expect(both.at(-1)?.userId).toBe(cara);
    expect(await memberPicks(db, [], new Date('2025-11-23T22:00:00Z'))).toEqual([]);
  });

  it('makes a creator’s creates, and one challenge’s joins, take turns', async () => {
    const db = t.db.orm;
    const ann = await person(db, 'lock-ann@example.com');
    const bob = await person(db, 'lock-bob@example.com');
    const id = await insertChallenge(db, challenge(ann));
    const other = await insertChallenge(db, challenge(ann));
    // lock_timeout bounds a wait: a second transaction that must wait fails after 200 ms (55P03).
    const tryIn = (fn: (tx: typeof db) => Promise<unknown>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '200ms'`);
        await fn(tx);
        return 'locked';
      });
    await db.transaction(async (tx) => {
      await lockCreator(tx, ann);
      await expect(tryIn((tx2) => lockCreator(tx2, ann))).rejects.toMatchObject({ cause: { code: '55P03' } });
      expect(await tryIn((tx2) => lockCreator(tx2, bob))).toBe('locked');
    });
    expect(await tryIn((tx2) => lockCreator(tx2, ann))).toBe('locked');
    await db.transaction(async (tx) => {
      expect(await lockChallenge(tx, id)).toMatchObject({ id });
      await expect(tryIn((tx2) => lockChallenge(tx2, id))).rejects.toMatchObject({
        cause: { code: '55P03' },
      });
      expect(await tryIn((tx2) => lockChallenge(tx2, other))).toBe('locked');
    });
  });
});
