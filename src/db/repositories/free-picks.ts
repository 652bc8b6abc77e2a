// Free-pick claims (decision 120). The limit is kept by PostgreSQL, not by a read-then-write: the week's
// counter row is raised by one conditional upsert (`used < limit`), which PostgreSQL serialises on the
// row, and the claim row is written in the same transaction; a refused raise rolls the claim back. So
// 100 concurrent claims by one holder give exactly `limit` successes (free-picks.test.ts).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { freePickClaims, freePickWeeks } from '../schema/free-picks.ts';
import type { Executor } from './executor.ts';

/** Who claims: an account, or a visitor known by the id in their signed cookie. */
export type FreePickHolder = { kind: 'user'; userId: string } | { kind: 'visitor'; visitorId: string };

const holderKey = (h: FreePickHolder) => (h.kind === 'user' ? `user:${h.userId}` : `visitor:${h.visitorId}`);
// Stryker disable next-line ConditionalExpression: equivalent: a visitor holder has no userId, and an undefined column value is written as its default, null
const userIdOf = (h: FreePickHolder) => (h.kind === 'user' ? h.userId : null);

export type ClaimOutcome = 'claimed' | 'already_claimed' | 'limit_reached';

class LimitReached extends Error {}

/**
 * Unlocks `gameId` for the holder's week starting at `weekStart`. Claiming a game already claimed this
 * week costs nothing ('already_claimed'); a claim past `limit` changes nothing ('limit_reached').
 */
export async function claimFreePick(
  db: Executor,
  claim: { holder: FreePickHolder; weekStart: Date; gameId: string; at: Date; limit: number },
): Promise<ClaimOutcome> {
  const holder = holderKey(claim.holder);
  const userId = userIdOf(claim.holder);
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(freePickClaims)
        .values({ holder, weekStart: claim.weekStart, gameId: claim.gameId, userId, claimedAt: claim.at })
        .onConflictDoNothing()
        .returning({ gameId: freePickClaims.gameId });
      if (inserted.length === 0) return 'already_claimed' as const;
      const raised = await tx
        .insert(freePickWeeks)
        .values({ holder, weekStart: claim.weekStart, userId, used: 1 })
        .onConflictDoUpdate({
          target: [freePickWeeks.holder, freePickWeeks.weekStart],
          set: { used: sql`${freePickWeeks.used} + 1` },
          setWhere: sql`${freePickWeeks.used} < ${claim.limit}`,
        })
        .returning({ used: freePickWeeks.used });
      // No row: the counter is at the limit; throwing rolls the claim row back with it.
      if (raised.length === 0) throw new LimitReached();
      return 'claimed' as const;
    });
  } catch (error) {
    if (error instanceof LimitReached) return 'limit_reached';
    throw error;
  }
}

/** The games the holder unlocked in the week starting at `weekStart`, oldest claim first. */
export async function claimedGames(db: Executor, holder: FreePickHolder, weekStart: Date): Promise<string[]> {
  const rows = await db
    .select({ gameId: freePickClaims.gameId })
    .from(freePickClaims)
    .where(and(eq(freePickClaims.holder, holderKey(holder)), eq(freePickClaims.weekStart, weekStart)))
    .orderBy(asc(freePickClaims.claimedAt), asc(freePickClaims.gameId));
  return rows.map((r) => r.gameId);
}

/**
 * Which of `gameIds` the holder unlocked with a free pick, in any free-pick week: a claim opens its game
 * until kickoff, even when the claim was made in the week before the game's (a Tuesday 02:00 claim of
 * a Thursday game).
 */
export async function claimedAmong(
  db: Executor,
  holder: FreePickHolder,
  gameIds: readonly string[],
): Promise<Set<string>> {
  // Stryker disable next-line ConditionalExpression: equivalent: drizzle's inArray of no ids is `false`, so the query answers no rows and the same empty set
  if (gameIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ gameId: freePickClaims.gameId })
    .from(freePickClaims)
    .where(and(eq(freePickClaims.holder, holderKey(holder)), inArray(freePickClaims.gameId, [...gameIds])));
  return new Set(rows.map((r) => r.gameId));
}

/** A person's claims of every week (account export). */
export function claimsOfUser(db: Executor, userId: string) {
  return db
    .select({
      gameId: freePickClaims.gameId,
      weekStart: freePickClaims.weekStart,
      claimedAt: freePickClaims.claimedAt,
    })
    .from(freePickClaims)
    .where(eq(freePickClaims.userId, userId))
    .orderBy(asc(freePickClaims.claimedAt));
}

/** Deletes a person's claims and counters (account deletion). */
export async function eraseClaimsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(freePickClaims).where(eq(freePickClaims.userId, userId));
  await db.delete(freePickWeeks).where(eq(freePickWeeks.userId, userId));
}
