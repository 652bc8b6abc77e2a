// What the player engine reads, as known at one instant: each player's weekly lines joined to their
// game (kickoff, opponent), the injury reports, and the snap shares. Every row is visible only once
// its game's result (or the report) was known at `asOf` (docs/decisions/006-replay-visibility.md).
import { and, inArray, lte, sql } from 'drizzle-orm';
import { injuries } from '../schema/players.ts';
import type { Executor } from './executor.ts';

export interface PlayerLineRow extends Record<string, unknown> {
  season: number;
  week: number;
  player_id: string;
  player_name: string | null;
  position: string | null;
  team: string;
  opponent: string;
  game_id: string;
  kickoff: Date;
  stats: Record<string, number>;
}

const list = (xs: readonly number[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

export async function playerLinesAsOf(
  db: Executor,
  seasons: readonly number[],
  asOf: Date,
): Promise<PlayerLineRow[]> {
  if (seasons.length === 0) return [];
  const { rows } = await db.execute<PlayerLineRow>(sql`
    select s.season, s.week, s.player_id, s.player_name, s.position, s.team,
           case when g.home_team = s.team then g.away_team else g.home_team end as opponent,
           g.game_id, g.kickoff, s.stats
    from player_week_stats s
    join games g on g.season = s.season and g.week = s.week and (g.home_team = s.team or g.away_team = s.team)
    where s.season in (${list(seasons)}) and g.result_known_at <= ${asOf}
    order by g.kickoff, s.player_id`);
  return rows;
}

export function injuryReportsAsOf(db: Executor, seasons: readonly number[], asOf: Date) {
  if (seasons.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(injuries)
    .where(and(inArray(injuries.season, [...seasons]), lte(injuries.reportedAt, asOf)));
}

export interface SnapShareRow extends Record<string, unknown> {
  game_id: string;
  season: number;
  week: number;
  team: string;
  gsis_id: string | null;
  player: string;
  position: string | null;
  offense_pct: number | null;
  offense_snaps: number | null;
  kickoff: Date;
}

/** Offensive snap shares of finished games, with the player's gsis id through the crosswalk's PFR id. */
export async function snapSharesAsOf(
  db: Executor,
  seasons: readonly number[],
  asOf: Date,
): Promise<SnapShareRow[]> {
  if (seasons.length === 0) return [];
  const { rows } = await db.execute<SnapShareRow>(sql`
    select s.game_id, s.season, s.week, s.team, p.gsis_id, s.player, s.position, s.offense_pct, s.offense_snaps, g.kickoff
    from snap_counts s
    join games g on g.game_id = s.game_id
    left join lateral (select gsis_id from players where pfr_id = s.pfr_player_id limit 1) p on true
    where s.season in (${list(seasons)}) and g.result_known_at <= ${asOf} and coalesce(s.offense_snaps, 0) > 0
    order by g.kickoff`);
  return rows;
}

/** Seasons with weekly player lines stored. */
export async function playerLineSeasons(db: Executor): Promise<number[]> {
  const { rows } = await db.execute<{ season: number }>(
    sql`select distinct season from player_week_stats order by season`,
  );
  return rows.map((r) => Number(r.season));
}
