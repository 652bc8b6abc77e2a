// What the Dashboard shows for favourite teams: their games of the season (scores only once known at
// the clock), their BioBoost in the model's frozen picks, and their next game.
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { games } from '../schema/games.ts';
import { predictions } from '../schema/model.ts';
import type { Executor } from './executor.ts';
import { pairingKnown, RAW_G } from './pairing-known.ts';
import { arrayParam } from './sql-arrays.ts';

/** The season's games of these teams, in kickoff order; a score shows only if known at `asOf`. */
export async function teamSeasonGames(
  db: Executor,
  q: { teams: string[]; season: number; asOf: Date; modelVersion: string },
) {
  if (q.teams.length === 0) return [];
  const known = sql`${games.resultKnownAt} is not null and ${games.resultKnownAt} <= ${q.asOf}`;
  return (
    db
      .select({
        gameId: games.gameId,
        week: games.week,
        kickoff: games.kickoff,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
        homeScore: sql<number | null>`case when ${known} then ${games.homeScore} end`,
        awayScore: sql<number | null>`case when ${known} then ${games.awayScore} end`,
        homeBioBoost: predictions.homeBioBoost,
        awayBioBoost: predictions.awayBioBoost,
      })
      .from(games)
      // Frozen picks only (written at kickoff), and only those frozen by the clock.
      .leftJoin(
        predictions,
        and(
          eq(predictions.gameId, games.gameId),
          eq(predictions.modelVersion, q.modelVersion),
          lte(predictions.predictedAt, q.asOf),
        ),
      )
      .where(
        and(
          eq(games.season, q.season),
          pairingKnown(games, q.asOf),
          or(inArray(games.homeTeam, q.teams), inArray(games.awayTeam, q.teams)),
        ),
      )
      .orderBy(asc(games.kickoff))
  );
}

/** The next game of each team after `asOf` (whatever the season). */
export async function nextGames(db: Executor, teams: string[], asOf: Date) {
  if (teams.length === 0) return [];
  const result = await db.execute<{
    team: string;
    game_id: string;
    week: number;
    kickoff: Date | string;
    home_team: string;
    away_team: string;
  }>(sql`
    select distinct on (t.team) t.team, g.game_id, g.week, g.kickoff, g.home_team, g.away_team
    from ${games} g cross join lateral unnest(array[g.home_team, g.away_team]) as t(team)
    where g.kickoff > ${asOf} and t.team = any(${arrayParam(teams, 'text')})
      and ${pairingKnown(RAW_G, asOf)}
    order by t.team, g.kickoff`);
  return result.rows.map((r) => ({
    team: r.team,
    gameId: r.game_id,
    week: r.week,
    kickoff: new Date(r.kickoff),
    homeTeam: r.home_team,
    awayTeam: r.away_team,
  }));
}
