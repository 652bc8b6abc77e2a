// The archive of frozen picks whose game's final score is known at the clock (Past Picks); their CLV
// is read from the game's stored lines (decision 084). A game decided as "no pick published" has no
// predictions row, so it can never appear here as a graded pick.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { games } from '../schema/games.ts';
import { predictions } from '../schema/model.ts';
import { teams } from '../schema/reference.ts';
import type { Executor } from './executor.ts';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

const settled = (modelVersion: string, asOf: Date) =>
  and(
    eq(predictions.modelVersion, modelVersion),
    lte(games.kickoff, asOf),
    lte(games.resultKnownAt, asOf),
    sql`${games.homeScore} is not null and ${games.awayScore} is not null`,
  );

/** Seasons holding at least one settled pick at `asOf`, newest first. */
export async function settledPickSeasons(db: Executor, modelVersion: string, asOf: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ season: games.season })
    .from(predictions)
    .innerJoin(games, eq(games.gameId, predictions.gameId))
    .where(settled(modelVersion, asOf))
    .orderBy(desc(games.season));
  return rows.map((r) => r.season);
}

/**
 * One season's settled picks (optionally one week; every season without one), newest first, with the
 * final score.
 */
export function settledPicks(
  db: Executor,
  q: { modelVersion: string; season?: number; week?: number; asOf: Date },
) {
  return db
    .select({
      prediction: predictions,
      season: games.season,
      week: games.week,
      kickoff: games.kickoff,
      homeScore: games.homeScore,
      awayScore: games.awayScore,
      home: { code: home.code, name: home.name },
      away: { code: away.code, name: away.name },
    })
    .from(predictions)
    .innerJoin(games, eq(games.gameId, predictions.gameId))
    .innerJoin(home, eq(home.code, games.homeTeam))
    .innerJoin(away, eq(away.code, games.awayTeam))
    .where(
      and(
        settled(q.modelVersion, q.asOf),
        q.season !== undefined ? eq(games.season, q.season) : undefined,
        q.week !== undefined ? eq(games.week, q.week) : undefined,
      ),
    )
    .orderBy(desc(games.kickoff), desc(games.gameId));
}
export type SettledPick = Awaited<ReturnType<typeof settledPicks>>[number];
