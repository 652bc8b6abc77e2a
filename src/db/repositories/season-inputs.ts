// Inputs for a season that has no weekly player lines: last season's player totals and both seasons'
// team totals per game (with kickoff), as known at `asOf`.
import { and, eq, sql } from 'drizzle-orm';
import { playerSeasonStats } from '../schema/stats.ts';
import type { Executor } from './executor.ts';

export function playerSeasonTotals(db: Executor, season: number) {
  return db
    .select()
    .from(playerSeasonStats)
    .where(and(eq(playerSeasonStats.season, season), eq(playerSeasonStats.seasonType, 'REG')));
}

export interface TeamGameRow extends Record<string, unknown> {
  team: string;
  season: number;
  week: number;
  game_id: string;
  kickoff: Date;
  stats: Record<string, number>;
}

/** Team totals per regular-season game of `seasons` whose result was known at `asOf`. */
export async function teamGameTotals(
  db: Executor,
  seasons: readonly number[],
  asOf: Date,
): Promise<TeamGameRow[]> {
  if (seasons.length === 0) return [];
  const list = sql.join(
    seasons.map((s) => sql`${s}`),
    sql`, `,
  );
  const { rows } = await db.execute<TeamGameRow>(sql`
    select t.team, t.season, t.week, g.game_id, g.kickoff, t.stats
    from team_week_stats t
    join games g on g.season = t.season and g.week = t.week and (g.home_team = t.team or g.away_team = t.team)
    where t.season in (${list}) and t.season_type = 'REG' and g.result_known_at <= ${asOf}
    order by g.kickoff`);
  return rows;
}
