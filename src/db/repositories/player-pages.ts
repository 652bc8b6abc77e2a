// What a player's page and card read besides the week board: his identity and headshot, his injury
// reports and his DFS salaries, each as known at `asOf` (a later report or export is invisible).
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { dfsSalaries } from '../schema/dfs.ts';
import { injuries, players } from '../schema/players.ts';
import type { Executor } from './executor.ts';

/** The player with his team as of `asOf` (null when nothing known by then names one). */
export async function playerById(db: Executor, gsisId: string, asOf: Date) {
  const [[row], team] = await Promise.all([
    db
      .select({
        id: players.gsisId,
        name: players.fullName,
        position: players.position,
        jerseyNumber: players.jerseyNumber,
        headshotUrl: players.headshotUrl,
      })
      .from(players)
      .where(eq(players.gsisId, gsisId)),
    teamAsOf(db, gsisId, asOf),
  ]);
  return row ? { ...row, team } : null;
}

/**
 * The player's team as known at `asOf` (decision 082), not `players.team`, which is the newest roster
 * file's (the 2026 roster put Kyler Murray in Minnesota on a 2025 replay). The latest of: a game he
 * played whose result was known (weekly stats carry his team that week), an injury report published, or
 * a season's roster from that season's first kickoff (a season snapshot, so it yields to any weekly fact).
 */
export async function teamAsOf(db: Executor, gsisId: string, asOf: Date): Promise<string | null> {
  const { rows } = await db.execute<{ team: string }>(sql`
    select team from (
      select s.team, g.kickoff as at
      from player_week_stats s
      join games g on g.season = s.season and g.week = s.week and s.team in (g.home_team, g.away_team)
      where s.player_id = ${gsisId} and g.result_known_at <= ${asOf}
      union all
      select i.team, i.reported_at as at from injuries i where i.gsis_id = ${gsisId} and i.reported_at <= ${asOf}
      union all
      select r.team, w.first_kickoff as at
      from roster_entries r
      join (select season, min(kickoff) as first_kickoff from games group by season) w on w.season = r.season
      where r.gsis_id = ${gsisId} and w.first_kickoff <= ${asOf}
    ) facts
    order by at desc
    limit 1`);
  return rows[0]?.team ?? null;
}

/** Headshot URLs we hold for these players (a player without one is absent from the map). */
export async function headshotsOf(db: Executor, gsisIds: readonly string[]): Promise<Map<string, string>> {
  if (gsisIds.length === 0) return new Map();
  const rows = await db
    .select({ id: players.gsisId, url: players.headshotUrl })
    .from(players)
    .where(inArray(players.gsisId, [...gsisIds]));
  return new Map(rows.flatMap((r) => (r.url ? [[r.id, r.url] as const] : [])));
}

export function injuryHistoryOf(db: Executor, gsisId: string, season: number, asOf: Date) {
  return db
    .select({
      week: injuries.week,
      status: injuries.reportStatus,
      injury: injuries.reportPrimaryInjury,
      practice: injuries.practiceStatus,
      reportedAt: injuries.reportedAt,
    })
    .from(injuries)
    .where(and(eq(injuries.gsisId, gsisId), eq(injuries.season, season), lte(injuries.reportedAt, asOf)))
    .orderBy(asc(injuries.week), asc(injuries.reportedAt));
}

export function salaryHistoryOf(db: Executor, gsisId: string, asOf: Date, site = 'draftkings') {
  return db
    .select({
      season: dfsSalaries.season,
      week: dfsSalaries.week,
      slate: dfsSalaries.slate,
      salary: dfsSalaries.salary,
    })
    .from(dfsSalaries)
    .where(and(eq(dfsSalaries.site, site), eq(dfsSalaries.gsisId, gsisId), lte(dfsSalaries.capturedAt, asOf)))
    .orderBy(asc(dfsSalaries.season), asc(dfsSalaries.week), asc(dfsSalaries.slate));
}
