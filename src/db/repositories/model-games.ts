// Builds the model's view of every game (src/domain/model/game.ts) as it was known at one instant:
// the line and the weather from the latest snapshots captured by then (and by kickoff), the final score
// only if it was known by then. The walk-forward engine and the backtest read nothing else.
import { type SQL, sql } from 'drizzle-orm';
import type { GameType, ModelGame, Roof } from '../../domain/model/game.ts';
import { attachInjuryReports, type InjuryReportRow } from '../../domain/model/injury-reports.ts';
import type { SnapShareRow } from '../../domain/model/snap-roles.ts';
import type { Executor } from './executor.ts';
import { pairingKnown, RAW_G } from './pairing-known.ts';

interface Row extends Record<string, unknown> {
  game_id: string;
  season: number;
  week: number;
  game_type: string;
  kickoff: Date;
  home_team: string;
  away_team: string;
  neutral_site: boolean;
  division_game: boolean;
  roof: string | null;
  stadium_id: string | null;
  latitude: number | null;
  longitude: number | null;
  time_zone: string | null;
  country: string | null;
  home_score: number | null;
  away_score: number | null;
  home_spread_line: number | null;
  total_line: number | null;
  home_spread_price: number | null;
  away_spread_price: number | null;
  over_price: number | null;
  under_price: number | null;
  home_moneyline: number | null;
  away_moneyline: number | null;
  temperature_f: number | null;
  wind_mph: number | null;
  humidity_pct: number | null;
}

const GAME_TYPES: readonly GameType[] = ['REG', 'WC', 'DIV', 'CON', 'SB'];
const ROOFS: readonly Roof[] = ['dome', 'closed', 'open', 'outdoors'];

/** Narrows a stored text to one of the known values (a guard, so no cast is needed). */
const isOneOf = <T extends string>(values: readonly T[], v: string | null): v is T =>
  values.some((x) => x === v);

/**
 * The price the same book (`o`, the row whose line the model reads) quoted for the other side at that
 * line, from its latest row by the bound: a side's row is appended only when it moves, so it may be
 * older than `o`; if its line is not `o`'s counterpart, that book's price at `o`'s line is not recorded.
 */
const otherSidePrice = (market: string, side: string, line: SQL, asOf: Date) => sql`(
  select case when p.line = ${line} then p.price end from odds_snapshots p
  where p.game_id = o.game_id and p.book = o.book and p.market = ${market} and p.side = ${side}
    and p.captured_at <= least(${asOf}::timestamptz, g.kickoff)
  order by p.captured_at desc limit 1
)`;

export interface ModelGamesOptions {
  /** Only seasons up to this one (the model needs every earlier season to warm its ratings up). */
  toSeason?: number;
}

export async function loadModelGames(
  db: Executor,
  asOf: Date,
  options: ModelGamesOptions = {},
): Promise<ModelGame[]> {
  const toSeason = options.toSeason ?? 9999;
  // The three reads at once (the pool has room): the injury reports and snap shares no longer wait for
  // the games query to finish first (decision 127).
  const [result, reports, snaps] = await Promise.all([
    gameRows(db, asOf, toSeason),
    injuryReports(db, asOf, toSeason),
    snapShares(db, asOf, toSeason),
  ]);
  const games = result.rows.map(toModelGame);
  return reports.length === 0 ? games : attachInjuryReports(games, reports, snaps);
}

/** Every game with the line, prices and weather as known at `asOf` (and by its kickoff). */
function gameRows(db: Executor, asOf: Date, toSeason: number) {
  return db.execute<Row>(sql`
    select g.game_id, g.season, g.week, g.game_type, g.kickoff, g.home_team, g.away_team,
           g.neutral_site, g.division_game, g.roof, g.stadium_id,
           s.latitude, s.longitude, s.time_zone, s.country,
           case when g.result_known_at <= ${asOf} then g.home_score end as home_score,
           case when g.result_known_at <= ${asOf} then g.away_score end as away_score,
           spread.line as home_spread_line, total.line as total_line,
           spread.home_price as home_spread_price, spread.away_price as away_spread_price,
           total.over_price, total.under_price,
           ml.home_price as home_moneyline, ml.away_price as away_moneyline,
           w.temperature_f, w.wind_mph, w.humidity_pct
    from games g
    left join stadiums s on s.id = g.stadium_id
    left join lateral (
      select o.line, o.price as home_price, ${otherSidePrice('spreads', 'away', sql`-o.line`, asOf)} as away_price
      from odds_snapshots o
      where o.game_id = g.game_id and o.market = 'spreads' and o.side = 'home' and o.line is not null
        and o.captured_at <= least(${asOf}::timestamptz, g.kickoff)
      order by o.captured_at desc, (o.book = 'nflverse_close') desc, o.book
      limit 1
    ) spread on true
    left join lateral (
      select o.line, o.price as over_price, ${otherSidePrice('totals', 'under', sql`o.line`, asOf)} as under_price
      from odds_snapshots o
      where o.game_id = g.game_id and o.market = 'totals' and o.side = 'over' and o.line is not null
        and o.captured_at <= least(${asOf}::timestamptz, g.kickoff)
      order by o.captured_at desc, (o.book = 'nflverse_close') desc, o.book
      limit 1
    ) total on true
    left join lateral (
      -- Both sides from the book of the latest home moneyline (a side's row is appended only when its
      -- own price moves, so the two sides of one book need not share a capture instant).
      select
        (select o.price from odds_snapshots o
         where o.game_id = g.game_id and o.book = b.book and o.market = 'h2h' and o.side = 'home'
           and o.price is not null and o.captured_at <= least(${asOf}::timestamptz, g.kickoff)
         order by o.captured_at desc limit 1) as home_price,
        (select o.price from odds_snapshots o
         where o.game_id = g.game_id and o.book = b.book and o.market = 'h2h' and o.side = 'away'
           and o.price is not null and o.captured_at <= least(${asOf}::timestamptz, g.kickoff)
         order by o.captured_at desc limit 1) as away_price
      from (
        select o.book from odds_snapshots o
        where o.game_id = g.game_id and o.market = 'h2h' and o.side = 'home' and o.price is not null
          and o.captured_at <= least(${asOf}::timestamptz, g.kickoff)
        order by o.captured_at desc, (o.book = 'nflverse_close') desc, o.book
        limit 1
      ) b
    ) ml on true
    left join lateral (
      select ws.temperature_f, ws.wind_mph, ws.humidity_pct from weather_snapshots ws
      where ws.game_id = g.game_id and ws.captured_at <= least(${asOf}::timestamptz, g.kickoff)
      order by ws.captured_at desc, ws.observed desc
      limit 1
    ) w on true
    where g.season <= ${toSeason}
      and ${pairingKnown(RAW_G, asOf)}
    order by g.kickoff, g.game_id
  `);
}

/** Injury reports published by `asOf` (each game then keeps those published before its kickoff). */
async function injuryReports(db: Executor, asOf: Date, toSeason: number): Promise<InjuryReportRow[]> {
  const result = await db.execute<{
    season: number;
    week: number;
    team: string;
    full_name: string;
    position: string | null;
    report_status: string | null;
    report_primary_injury: string | null;
    reported_at: Date;
  }>(sql`
    select season, week, team, full_name, position, report_status, report_primary_injury, reported_at
    from injuries
    where reported_at <= ${asOf} and season <= ${toSeason}
  `);
  return result.rows.map((r) => ({
    season: r.season,
    week: r.week,
    team: r.team,
    fullName: r.full_name,
    position: r.position,
    reportStatus: r.report_status,
    injury: r.report_primary_injury,
    reportedAtMs: new Date(r.reported_at).getTime(),
  }));
}

/**
 * Each player's share of his unit's snaps per game, for the weeks a game with injury reports reads
 * them: a game's report lists only read the weeks before its own, and only weeks with a report
 * published by `asOf` get a list, so a season's rows from its latest reported week on, and seasons
 * without reports, are never read (decision 157). No order is asked for, as before: the roles depend
 * on the rows' order only between two rows of one name in one team-week (snap-roles.ts), and the plan
 * (the table scanned against the few seasons' hash) reads it in its own order.
 */
async function snapShares(db: Executor, asOf: Date, toSeason: number): Promise<SnapShareRow[]> {
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
    from snap_counts s
    join (
      select season, max(week) as last_week from injuries
      where reported_at <= ${asOf} and season <= ${toSeason}
      group by season
    ) reported on reported.season = s.season and s.week < reported.last_week
    where s.game_type = 'REG'
  `);
  return result.rows.map((r) => ({
    season: r.season,
    week: r.week,
    team: r.team,
    player: r.player,
    position: r.position,
    offensePct: r.offense_pct,
    defensePct: r.defense_pct,
    specialTeamsPct: r.st_pct,
  }));
}

function toModelGame(r: Row): ModelGame {
  const gameType = isOneOf(GAME_TYPES, r.game_type) ? r.game_type : 'REG';
  const { home_score: homeScore, away_score: awayScore } = r;
  return {
    id: r.game_id,
    season: r.season,
    week: r.week,
    gameType,
    kickoffMs: new Date(r.kickoff).getTime(),
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    neutralSite: r.neutral_site,
    divisional: r.division_game,
    venue:
      r.stadium_id && r.latitude !== null && r.longitude !== null && r.time_zone && r.country
        ? {
            id: r.stadium_id,
            latitude: r.latitude,
            longitude: r.longitude,
            timeZone: r.time_zone,
            country: r.country,
          }
        : null,
    roof: isOneOf(ROOFS, r.roof) ? r.roof : 'unknown',
    weather: { temperatureF: r.temperature_f, windMph: r.wind_mph, humidityPct: r.humidity_pct },
    // A home handicap of −3.5 means the home side is expected to win by 3.5.
    market: {
      spread: r.home_spread_line === null ? null : -r.home_spread_line || 0,
      total: r.total_line,
      ...(r.home_moneyline !== null && r.away_moneyline !== null
        ? { moneyline: { home: r.home_moneyline, away: r.away_moneyline } }
        : {}),
      prices: {
        spread: { home: r.home_spread_price, away: r.away_spread_price },
        total: { over: r.over_price, under: r.under_price },
      },
    },
    result: homeScore !== null && awayScore !== null ? { homeScore, awayScore } : null,
  };
}
