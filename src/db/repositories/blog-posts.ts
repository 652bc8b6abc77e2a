// The generated weekly recap posts (docs/decisions/111-blog.md). Written once per season and week: the
// primary key turns a second writer's insert into a no-op.
import { asc, eq, lte, sql } from 'drizzle-orm';
import { blogGeneratedPosts } from '../schema/blog.ts';
import { games } from '../schema/games.ts';
import type { Executor } from './executor.ts';

export type GeneratedPostRow = typeof blogGeneratedPosts.$inferSelect;
export type GeneratedPostDraft = Omit<GeneratedPostRow, 'createdAt'>;

/** Recaps shown at `asOf`: published by then. */
export function generatedPostsAsOf(db: Executor, asOf: Date): Promise<GeneratedPostRow[]> {
  return db.select().from(blogGeneratedPosts).where(lte(blogGeneratedPosts.publishedAt, asOf));
}

/** Stores a recap unless its season and week already have one; true when this call wrote it. */
export async function insertGeneratedPost(db: Executor, draft: GeneratedPostDraft): Promise<boolean> {
  const rows = await db
    .insert(blogGeneratedPosts)
    .values(draft)
    .onConflictDoNothing()
    .returning({ season: blogGeneratedPosts.season });
  return rows.length > 0;
}

export interface SeasonWeek {
  season: number;
  week: number;
  /** The week's last kickoff. */
  lastKickoff: Date;
  /** When the week's last final score became known; null until every game of the week has one. */
  finalKnownAt: Date | null;
}

/** Every week of a season on the schedule: its last kickoff and when its last result became known. */
export async function seasonWeeks(db: Executor, season: number): Promise<SeasonWeek[]> {
  const rows = await db
    .select({
      week: games.week,
      lastKickoff: sql<Date>`max(${games.kickoff})`.mapWith((v: string | Date) => new Date(v)),
      finalKnownAt:
        sql<Date | null>`case when bool_and(${games.resultKnownAt} is not null and ${games.homeScore} is not null and ${games.awayScore} is not null) then max(${games.resultKnownAt}) end`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(games)
    .where(eq(games.season, season))
    .groupBy(games.week)
    .orderBy(asc(games.week));
  return rows.map((r) => ({ season, ...r }));
}

/** Weeks of a season that already have a recap. */
export async function recappedWeeks(db: Executor, season: number): Promise<Set<number>> {
  const rows = await db
    .select({ week: blogGeneratedPosts.week })
    .from(blogGeneratedPosts)
    .where(eq(blogGeneratedPosts.season, season));
  return new Set(rows.map((r) => r.week));
}
