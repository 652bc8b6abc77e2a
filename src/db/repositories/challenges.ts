// Challenges, their members and follows (docs/decisions/070-challenge-membership.md). Scores are not
// stored: the caller grades each member's contributor picks from the final scores known at the clock.

import { and, asc, count, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../schema/auth.ts';
import { challengeMembers, challenges, userFollows } from '../schema/challenges.ts';
import { PICK_MARKETS, PICK_SELECTIONS } from '../schema/contributor-picks.ts';
import type { Executor } from './executor.ts';
import { parseRows, sqlNumber, sqlTime } from './sql-rows.ts';

export type ChallengeInsert = Omit<typeof challenges.$inferInsert, 'id'>;

export interface ChallengeRow {
  id: number;
  title: string;
  description: string;
  kind: (typeof challenges.$inferSelect)['kind'];
  period: (typeof challenges.$inferSelect)['period'];
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  entryCoins: number;
  creatorId: string | null;
  creatorName: string | null;
  createdAt: Date;
  members: number;
}

const memberCount = sql<number>`(select count(*)::int from challenge_members m where m.challenge_id = ${challenges.id})`;

const listColumns = {
  id: challenges.id,
  title: challenges.title,
  description: challenges.description,
  kind: challenges.kind,
  period: challenges.period,
  startsAt: challenges.startsAt,
  endsAt: challenges.endsAt,
  capacity: challenges.capacity,
  entryCoins: challenges.entryCoins,
  creatorId: challenges.creatorId,
  creatorName: users.name,
  createdAt: challenges.createdAt,
  members: memberCount,
};

/** Every challenge with its member count and creator's name, soonest-ending first. */
export async function listChallenges(db: Executor): Promise<ChallengeRow[]> {
  const rows = await db
    .select(listColumns)
    .from(challenges)
    .leftJoin(users, eq(users.id, challenges.creatorId))
    .orderBy(asc(challenges.endsAt), asc(challenges.id));
  return rows.map((r) => ({ ...r, members: Number(r.members) }));
}

export async function findChallenge(db: Executor, id: number): Promise<ChallengeRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(challenges)
    .leftJoin(users, eq(users.id, challenges.creatorId))
    .where(eq(challenges.id, id));
  return row ? { ...row, members: Number(row.members) } : null;
}

export async function insertChallenge(db: Executor, row: ChallengeInsert): Promise<number> {
  const [stored] = await db.insert(challenges).values(row).returning({ id: challenges.id });
  if (!stored) throw new Error('challenge not stored');
  return stored.id;
}

/** Removes a challenge (its memberships cascade); false when there was none. */
export async function deleteChallenge(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(challenges).where(eq(challenges.id, id)).returning({ id: challenges.id });
  return rows.length > 0;
}

/**
 * Serialises one person's creates for the rest of the transaction (call inside one), so the quota
 * counted by `creationCounts` is the one the insert after it meets: 100 concurrent creates store
 * exactly the limit. A transaction-scoped advisory lock on the creator, not a table lock.
 */
export async function lockCreator(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('challenge_create'), hashtext(${userId}))`);
}

/** How many challenges the person created since `since` (real time), and how many have not ended at `now`. */
export async function creationCounts(db: Executor, userId: string, since: Date, now: Date) {
  const [lastDay] = await db
    .select({ n: count() })
    .from(challenges)
    .where(and(eq(challenges.creatorId, userId), gte(challenges.createdAt, since)));
  const [open] = await db
    .select({ n: count() })
    .from(challenges)
    .where(and(eq(challenges.creatorId, userId), gt(challenges.endsAt, now)));
  return { createdLastDay: lastDay?.n ?? 0, openCreated: open?.n ?? 0 };
}

/**
 * Locks the challenge's row for the rest of the transaction (joins and leaves of one challenge take
 * turns, so a capacity check and the insert after it see the same member count) and answers it with
 * its member count; null when there is no such challenge. Call inside a transaction.
 */
export async function lockChallenge(db: Executor, id: number) {
  const locked = await db.execute<{ id: string }>(sql`select id from challenges where id = ${id} for update`);
  if (locked.rows.length === 0) return null;
  return findChallenge(db, id);
}

/** How many different people are members of these challenges. */
export async function distinctMembers(db: Executor, challengeIds: readonly number[]): Promise<number> {
  if (challengeIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${challengeMembers.userId})::int` })
    .from(challengeMembers)
    .where(inArray(challengeMembers.challengeId, [...challengeIds]));
  return Number(row?.n ?? 0);
}

export async function isMember(db: Executor, challengeId: number, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: challengeMembers.userId })
    .from(challengeMembers)
    .where(and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId)));
  return rows.length > 0;
}

/** Adds the member; false when they already were one. */
export async function addMember(db: Executor, challengeId: number, userId: string, joinedAt: Date) {
  const rows = await db
    .insert(challengeMembers)
    .values({ challengeId, userId, joinedAt })
    .onConflictDoNothing()
    .returning({ userId: challengeMembers.userId });
  return rows.length > 0;
}

export async function removeMember(db: Executor, challengeId: number, userId: string): Promise<boolean> {
  const rows = await db
    .delete(challengeMembers)
    .where(and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId)))
    .returning({ userId: challengeMembers.userId });
  return rows.length > 0;
}

export interface MemberPickRow {
  challengeId: number;
  userId: string;
  name: string;
  joinedAt: Date;
  /** The rest is null for a member without a pick in the window. */
  pickId: number | null;
  market: 'spread' | 'total' | 'moneyline' | null;
  selection: 'home' | 'away' | 'over' | 'under' | null;
  line: number | null;
  price: number | null;
  lockedAt: Date | null;
  kickoff: Date | null;
  /** Only once the final score is known at `asOf`. */
  homeScore: number | null;
  awayScore: number | null;
}

const MemberPickRowSchema = z
  .object({
    challenge_id: sqlNumber,
    user_id: z.string(),
    name: z.string(),
    joined_at: sqlTime,
    pick_id: sqlNumber.nullable(),
    market: z.enum(PICK_MARKETS).nullable(),
    selection: z.enum(PICK_SELECTIONS).nullable(),
    line: sqlNumber.nullable(),
    price: sqlNumber.nullable(),
    locked_at: sqlTime.nullable(),
    kickoff: sqlTime.nullable(),
    home_score: sqlNumber.nullable(),
    away_score: sqlNumber.nullable(),
  })
  .transform(
    (r): MemberPickRow => ({
      challengeId: r.challenge_id,
      userId: r.user_id,
      name: r.name,
      joinedAt: r.joined_at,
      pickId: r.pick_id,
      market: r.market,
      selection: r.selection,
      line: r.line,
      price: r.price,
      lockedAt: r.locked_at,
      kickoff: r.kickoff,
      homeScore: r.home_score,
      awayScore: r.away_score,
    }),
  );

/**
 * The members of these challenges, each with their contributor picks locked inside the challenge's
 * window (one row per pick; one row with a null pick for a member with none). The exact rule — which
 * market, and from when the member joined — is the domain's (countsFor).
 */
export async function memberPicks(
  db: Executor,
  challengeIds: readonly number[],
  asOf: Date,
): Promise<MemberPickRow[]> {
  if (challengeIds.length === 0) return [];
  const ids = sql.join(
    challengeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const known = sql`g.result_known_at <= ${asOf} and g.home_score is not null and g.away_score is not null`;
  const result = await db.execute(sql`
    select m.challenge_id, m.user_id, u.name, m.joined_at, p.id as pick_id, p.market, p.selection,
      p.line, p.price, p.locked_at, g.kickoff,
      case when ${known} then g.home_score end as home_score,
      case when ${known} then g.away_score end as away_score
    from challenge_members m
    join challenges c on c.id = m.challenge_id
    join users u on u.id = m.user_id
    left join contributor_picks p on p.user_id = m.user_id
      and p.locked_at >= c.starts_at and p.locked_at < c.ends_at
    left join games g on g.game_id = p.game_id
    where m.challenge_id in (${ids})
    order by m.challenge_id, m.user_id, p.id`);
  return parseRows(MemberPickRowSchema, result.rows);
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

export async function follow(db: Executor, followerId: string, followeeId: string): Promise<void> {
  await db.insert(userFollows).values({ followerId, followeeId }).onConflictDoNothing();
}

export async function unfollow(db: Executor, followerId: string, followeeId: string): Promise<void> {
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followeeId, followeeId)));
}

/** The challenges the person is in and the people they follow. */
export async function userChallengeState(db: Executor, userId: string) {
  const [memberOf, following] = await Promise.all([
    db
      .select({ id: challengeMembers.challengeId })
      .from(challengeMembers)
      .where(eq(challengeMembers.userId, userId)),
    db.select({ id: userFollows.followeeId }).from(userFollows).where(eq(userFollows.followerId, userId)),
  ]);
  return { memberOf: memberOf.map((r) => r.id), following: following.map((r) => r.id) };
}

/** What the account export lists: challenges created, memberships, follows. */
export async function exportChallengeData(db: Executor, userId: string) {
  const [created, joined, follows] = await Promise.all([
    db
      .select({
        id: challenges.id,
        title: challenges.title,
        kind: challenges.kind,
        period: challenges.period,
        startsAt: challenges.startsAt,
        endsAt: challenges.endsAt,
        createdAt: challenges.createdAt,
      })
      .from(challenges)
      .where(eq(challenges.creatorId, userId))
      .orderBy(challenges.id),
    db
      .select({ challengeId: challengeMembers.challengeId, joinedAt: challengeMembers.joinedAt })
      .from(challengeMembers)
      .where(eq(challengeMembers.userId, userId))
      .orderBy(challengeMembers.challengeId),
    db
      .select({ followeeId: userFollows.followeeId, createdAt: userFollows.createdAt })
      .from(userFollows)
      .where(eq(userFollows.followerId, userId)),
  ]);
  return { created, joined, follows };
}

/**
 * Account deletion: the person leaves every challenge and every follow (theirs and of them) goes;
 * challenges they created stay, without a creator.
 */
export async function eraseChallengeData(db: Executor, userId: string): Promise<void> {
  await db.delete(challengeMembers).where(eq(challengeMembers.userId, userId));
  await db
    .delete(userFollows)
    .where(sql`${userFollows.followerId} = ${userId} or ${userFollows.followeeId} = ${userId}`);
  await db.update(challenges).set({ creatorId: null }).where(eq(challenges.creatorId, userId));
}
