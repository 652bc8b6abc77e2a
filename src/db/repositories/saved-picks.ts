// Model picks a person saved (Dashboard → Saved Picks). Saving twice keeps the first row.
import { and, asc, desc, eq } from 'drizzle-orm';
import { games } from '../schema/games.ts';
import { savedPicks } from '../schema/user-profiles.ts';
import type { Executor } from './executor.ts';

export type SavedPickInsert = Omit<typeof savedPicks.$inferInsert, 'id'>;

/** Inserts the pick unless the person already saved this game; answers whether a row was added. */
export async function savePick(db: Executor, row: SavedPickInsert): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(savedPicks)
    .values(row)
    // Stryker disable next-line ArrayDeclaration,ObjectLiteral: equivalent: (user_id, game_id) is the table's only unique key besides the generated id, so a bare ON CONFLICT DO NOTHING meets the same conflict
    .onConflictDoNothing({ target: [savedPicks.userId, savedPicks.gameId] })
    // Stryker disable next-line ObjectLiteral: equivalent: only the number of rows returned is read
    .returning({ id: savedPicks.id });
  return { created: inserted.length > 0 };
}

export async function unsavePick(db: Executor, userId: string, gameId: string): Promise<boolean> {
  const rows = await db
    .delete(savedPicks)
    .where(and(eq(savedPicks.userId, userId), eq(savedPicks.gameId, gameId)))
    .returning({ id: savedPicks.id });
  return rows.length > 0;
}

/**
 * A person's saved picks with their game, newest kickoff first. The final score shows only once it
 * was known at `asOf` (a replay never sees a later result).
 */
export async function listSavedPicks(db: Executor, userId: string, asOf: Date) {
  const rows = await db
    .select({
      pick: savedPicks,
      season: games.season,
      week: games.week,
      kickoff: games.kickoff,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      resultKnownAt: games.resultKnownAt,
    })
    .from(savedPicks)
    .innerJoin(games, eq(games.gameId, savedPicks.gameId))
    .where(eq(savedPicks.userId, userId))
    .orderBy(desc(games.kickoff), asc(savedPicks.id));
  return rows.map((r) => {
    const { homeScore, awayScore } = r;
    const known = r.resultKnownAt !== null && r.resultKnownAt.getTime() <= asOf.getTime();
    return {
      ...r,
      result: known && homeScore !== null && awayScore !== null ? { homeScore, awayScore } : null,
    };
  });
}
export type ListedSavedPick = Awaited<ReturnType<typeof listSavedPicks>>[number];

/** For the account export: the rows as stored. */
export function savedPickRows(db: Executor, userId: string) {
  return db.select().from(savedPicks).where(eq(savedPicks.userId, userId)).orderBy(asc(savedPicks.id));
}

export async function deleteSavedPicks(db: Executor, userId: string): Promise<void> {
  await db.delete(savedPicks).where(eq(savedPicks.userId, userId));
}

/** The game a pick is about to be saved for; undefined for an id the schedule does not hold. */
export async function gameForSaving(db: Executor, gameId: string) {
  const [row] = await db
    .select({ gameId: games.gameId, season: games.season, week: games.week, kickoff: games.kickoff })
    .from(games)
    .where(eq(games.gameId, gameId));
  return row;
}
