// Each team's record this season to date against nflverse's closing spread and total (book
// nflverse_close, known at kickoff), from the games whose result is known at `asOf`. Pushes count
// neither way. One statement; the risk heatmap reads it once per data version (a cached route).
import { sql } from 'drizzle-orm';
import type { TeamHistory } from '../../domain/risk/factors.ts';
import type { Executor } from './executor.ts';

export async function atsRecords(
  db: Executor,
  season: number,
  asOf: Date,
): Promise<Map<string, TeamHistory>> {
  const { rows } = await db.execute<{
    team: string;
    covers: number;
    fails: number;
    overs: number;
    unders: number;
  }>(sql`
    with closes as (
      select game_id,
             max(line) filter (where market = 'spreads' and side = 'home') as home_line,
             max(line) filter (where market = 'totals' and side = 'over') as total
      from odds_snapshots where book = 'nflverse_close' and captured_at <= ${asOf} group by game_id
    ), g as (
      select g.home_team, g.away_team, g.home_score - g.away_score + c.home_line as home_ats,
             g.home_score + g.away_score - c.total as over_by
      from games g join closes c using (game_id)
      where g.season = ${season} and g.result_known_at <= ${asOf}
        and g.home_score is not null and g.away_score is not null
    ), t as (
      select home_team as team, home_ats as ats, over_by from g
      union all
      select away_team, -home_ats, over_by from g
    )
    select team,
           count(*) filter (where ats > 0)::int as covers, count(*) filter (where ats < 0)::int as fails,
           count(*) filter (where over_by > 0)::int as overs, count(*) filter (where over_by < 0)::int as unders
    from t group by team`);
  return new Map(
    rows.map((r) => [r.team, { covers: r.covers, fails: r.fails, overs: r.overs, unders: r.unders }]),
  );
}
