// What the alerts job reads, each as known at the job's instant: the games in its window, the injury
// reports, snap shares and starting quarterbacks of their seasons, and their weather snapshots. The line
// history comes from `lineSnapshots` in odds.ts.
import { sql } from 'drizzle-orm';
import type { AlertGame } from '../../domain/alerts/alert.ts';
import type { InjuryReportEntry, QbStart } from '../../domain/alerts/injury-changes.ts';
import type { WeatherReading } from '../../domain/alerts/weather-crossings.ts';
import type { SnapShareRow } from '../../domain/model/snap-roles.ts';
import type { Executor } from './executor.ts';

const ms = (v: Date | string) => new Date(v).getTime();

/** Games kicking off in [from, to], or of one season when `season` is given. */
export async function alertGames(
  db: Executor,
  window: { from: Date; to: Date } | { season: number },
): Promise<AlertGame[]> {
  const where =
    'season' in window
      ? sql`season = ${window.season}`
      : sql`kickoff >= ${window.from} and kickoff <= ${window.to}`;
  const result = await db.execute<{
    game_id: string;
    season: number;
    week: number;
    home_team: string;
    away_team: string;
    kickoff: Date;
    roof: string | null;
  }>(
    sql`select game_id, season, week, home_team, away_team, kickoff, roof from games where ${where} order by kickoff, game_id`,
  );
  return result.rows.map((r) => ({
    gameId: r.game_id,
    season: r.season,
    week: r.week,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    kickoffMs: ms(r.kickoff),
    roof: r.roof,
  }));
}

/** Injury reports of these seasons published by `asOf`, every source. */
export async function injuryReportsAsOf(
  db: Executor,
  seasons: number[],
  asOf: Date,
): Promise<InjuryReportEntry[]> {
  if (seasons.length === 0) return [];
  const result = await db.execute<{
    source: string;
    season: number;
    week: number;
    team: string;
    player_key: string;
    gsis_id: string | null;
    full_name: string;
    position: string | null;
    report_status: string | null;
    reported_at: Date;
  }>(sql`
    select source, season, week, team, player_key, gsis_id, full_name, position, report_status, reported_at
    from injuries where season = any(${sql.param(seasons)}::int[]) and reported_at <= ${asOf}`);
  return result.rows.map((r) => ({
    source: r.source,
    season: r.season,
    week: r.week,
    team: r.team,
    playerKey: r.player_key,
    gsisId: r.gsis_id,
    fullName: r.full_name,
    position: r.position,
    status: r.report_status,
    reportedAtMs: ms(r.reported_at),
  }));
}

/** Each player's snap shares in games whose result was known by `asOf` (the model's starter rule reads them). */
export async function snapSharesAsOf(db: Executor, seasons: number[], asOf: Date): Promise<SnapShareRow[]> {
  if (seasons.length === 0) return [];
  const result = await db.execute<{
    season: number;
    week: number;
    team: string;
    player: string;
    position: string | null;
    offense_pct: number | null;
    defense_pct: number | null;
    st_pct: number | null;
  }>(sql`
    select s.season, s.week, s.team, s.player, s.position, s.offense_pct, s.defense_pct, s.st_pct
    from snap_counts s join games g on g.game_id = s.game_id
    where s.season = any(${sql.param(seasons)}::int[]) and g.result_known_at <= ${asOf}`);
  const num = (v: number | null) => (v === null ? null : Number(v));
  return result.rows.map((r) => ({
    season: r.season,
    week: r.week,
    team: r.team,
    player: r.player,
    position: r.position,
    offensePct: num(r.offense_pct),
    defensePct: num(r.defense_pct),
    specialTeamsPct: num(r.st_pct),
  }));
}

/** Each team's starting quarterback (nflverse) in games whose result was known by `asOf`. */
export async function qbStartsAsOf(db: Executor, seasons: number[], asOf: Date): Promise<QbStart[]> {
  if (seasons.length === 0) return [];
  const result = await db.execute<{ season: number; week: number; team: string; gsis_id: string }>(sql`
    select season, week, home_team as team, home_qb_id as gsis_id from games
    where season = any(${sql.param(seasons)}::int[]) and result_known_at <= ${asOf} and home_qb_id is not null
    union all
    select season, week, away_team, away_qb_id from games
    where season = any(${sql.param(seasons)}::int[]) and result_known_at <= ${asOf} and away_qb_id is not null`);
  return result.rows.map((r) => ({ season: r.season, week: r.week, team: r.team, gsisId: r.gsis_id }));
}

/** Every weather snapshot of these games captured by `asOf`. */
export async function weatherReadings(
  db: Executor,
  gameIds: string[],
  asOf: Date,
): Promise<Map<string, WeatherReading[]>> {
  const out = new Map<string, WeatherReading[]>();
  if (gameIds.length === 0) return out;
  const result = await db.execute<{
    game_id: string;
    source: string;
    captured_at: Date;
    observed: boolean;
    temperature_f: number | null;
    wind_mph: number | null;
    precipitation_pct: number | null;
  }>(sql`
    select game_id, source, captured_at, observed, temperature_f, wind_mph, precipitation_pct
    from weather_snapshots where game_id = any(${sql.param(gameIds)}::text[]) and captured_at <= ${asOf}`);
  for (const r of result.rows) {
    const list = out.get(r.game_id) ?? [];
    list.push({
      source: r.source,
      capturedAtMs: ms(r.captured_at),
      observed: r.observed,
      temperatureF: r.temperature_f,
      windMph: r.wind_mph,
      precipitationPct: r.precipitation_pct,
    });
    out.set(r.game_id, list);
  }
  return out;
}
