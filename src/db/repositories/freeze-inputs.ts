// What the freeze rule (src/domain/picks/freeze-rule.ts) needs to know about a game at its kickoff: the
// line the model would use and when a source last vouched for it, and each team's previous game.
import { sql } from 'drizzle-orm';
import type { Executor } from './executor.ts';
import { arrayParam } from './sql-arrays.ts';

export interface TimelineGame {
  gameId: string;
  kickoffMs: number;
  homeTeam: string;
  awayTeam: string;
  /** When the final became known; null while unknown. */
  resultKnownAtMs: number | null;
}

/** Every game in kickoff order, with when its result became known (7,500 small rows). */
export async function gameTimeline(db: Executor): Promise<TimelineGame[]> {
  const result = await db.execute<{
    game_id: string;
    kickoff: Date;
    home_team: string;
    away_team: string;
    result_known_at: Date | null;
  }>(
    sql`select game_id, kickoff, home_team, away_team, result_known_at from games order by kickoff, game_id`,
  );
  return result.rows.map((r) => ({
    gameId: r.game_id,
    kickoffMs: new Date(r.kickoff).getTime(),
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    resultKnownAtMs: r.result_known_at === null ? null : new Date(r.result_known_at).getTime(),
  }));
}

export interface LineConfirmation {
  gameId: string;
  /** The spread line the model reads for this game (the latest captured by kickoff and by `asOf`). */
  capturedAtMs: number;
  /**
   * The last instant by kickoff a source vouched for that line: its capture, or a later successful run
   * of the same source (which found it unchanged, since lines are appended only when they move).
   */
  confirmedAtMs: number;
}

// Which recorded run reads the lines of each odds source.
const RUN_SOURCE = sql`case o.source when 'nflverse' then 'nflverse:games' else o.source end`;

/** The spread line of each game as the model picks it, with when it was last confirmed before kickoff. */
export async function lineConfirmations(
  db: Executor,
  gameIds: readonly string[],
  asOf: Date,
): Promise<LineConfirmation[]> {
  if (gameIds.length === 0) return [];
  const result = await db.execute<{ game_id: string; captured_at: Date; confirmed_at: Date }>(sql`
    select g.game_id, line.captured_at, line.confirmed_at
    from games g
    join lateral (
      select o.captured_at, greatest(o.captured_at, (
        select max(r.started_at) from provider_runs r
        where r.source = ${RUN_SOURCE} and r.status = 'success'
          and r.started_at >= o.captured_at and r.started_at <= least(${asOf}::timestamptz, g.kickoff)
      )) as confirmed_at
      from odds_snapshots o
      where o.game_id = g.game_id and o.market = 'spreads' and o.side = 'home' and o.line is not null
        and o.captured_at <= least(${asOf}::timestamptz, g.kickoff)
      order by o.captured_at desc, (o.book = 'nflverse_close') desc, o.book
      limit 1
    ) line on true
    where g.game_id = any(${arrayParam([...gameIds], 'text')})
  `);
  return result.rows.map((r) => ({
    gameId: r.game_id,
    capturedAtMs: new Date(r.captured_at).getTime(),
    confirmedAtMs: new Date(r.confirmed_at).getTime(),
  }));
}
