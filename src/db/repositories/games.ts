import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SeasonWindow } from '../../domain/current-week.ts';
import { games } from '../schema/games.ts';
import { stadiums, teams } from '../schema/reference.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';
import { pairingKnown } from './pairing-known.ts';
import { writeStamp } from './write-stamp.ts';

export type GameInsert = typeof games.$inferInsert;

/**
 * Upserts schedule rows. A source without a score never erases one another source reported, and the
 * earliest known result time is kept (a live feed usually knows before the nightly file).
 */
export function upsertGames(
  db: Executor,
  rows: GameInsert[],
  onChunk?: (done: number, total: number) => void,
): Promise<WriteCounts> {
  return bulkUpsert(db, games, rows, {
    target: [games.gameId],
    touch: games.updatedAt,
    onChunk,
    rules: {
      home_score: (cur, exc) => sql`coalesce(${exc}, ${cur})`,
      away_score: (cur, exc) => sql`coalesce(${exc}, ${cur})`,
      overtime: (cur, exc) => sql`coalesce(${exc}, ${cur})`,
      status: (cur, exc) => sql`case when ${exc} = 'scheduled' then ${cur} else ${exc} end`,
      result_known_at: (cur, exc) => sql`least(${cur}, ${exc})`,
      live_home_score: (cur) => cur,
      live_away_score: (cur) => cur,
      live_detail: (cur) => cur,
      live_score_at: (cur) => cur,
    },
  });
}

/** First and last kickoff and last week of every season in the schedule (for the current week). */
export async function seasonWindows(db: Executor): Promise<SeasonWindow[]> {
  const rows = await db
    .select({
      season: games.season,
      firstKickoff: sql<Date>`min(${games.kickoff})`.mapWith(games.kickoff),
      lastKickoff: sql<Date>`max(${games.kickoff})`.mapWith(games.kickoff),
      lastWeek: sql<number>`max(${games.week})::int`,
    })
    .from(games)
    .groupBy(games.season)
    .orderBy(asc(games.season));
  return rows;
}

/** The season and week of the newest game whose final score is known at `asOf`, if any. */
export async function latestResultWeek(
  db: Executor,
  asOf: Date,
): Promise<{ season: number; week: number } | null> {
  const [row] = await db
    .select({ season: games.season, week: games.week })
    .from(games)
    .where(lte(games.resultKnownAt, asOf))
    .orderBy(sql`${games.kickoff} desc`)
    .limit(1);
  return row ?? null;
}

const home = alias(teams, 'home');
const away = alias(teams, 'away');

/**
 * Games of one week with teams and venue, as known at `asOf`: scores only once known, a playoff game only
 * once its pairing was decided (pairing-known.ts).
 */
export async function listWeekGames(db: Executor, season: number, week: number, asOf: Date) {
  const known = sql`${games.resultKnownAt} <= ${asOf}`;
  // coalesce: a game without a result has a null `known`, and `not null` would hide its live score.
  const live = sql`not coalesce(${known}, false) and ${games.liveScoreAt} <= ${asOf} and ${games.kickoff} <= ${asOf}`;
  return db
    .select({
      gameId: games.gameId,
      season: games.season,
      week: games.week,
      gameType: games.gameType,
      kickoff: games.kickoff,
      kickoffEstimated: games.kickoffEstimated,
      timeSlot: games.timeSlot,
      neutralSite: games.neutralSite,
      divisionGame: games.divisionGame,
      roof: games.roof,
      homeRest: games.homeRest,
      awayRest: games.awayRest,
      final: sql<boolean>`coalesce(${known}, false)`,
      homeScore: sql<
        number | null
      >`case when ${known} then ${games.homeScore} when ${live} then ${games.liveHomeScore} end`,
      awayScore: sql<
        number | null
      >`case when ${known} then ${games.awayScore} when ${live} then ${games.liveAwayScore} end`,
      liveDetail: sql<string | null>`case when ${live} then ${games.liveDetail} end`,
      overtime: sql<boolean | null>`case when ${known} then ${games.overtime} end`,
      home,
      away,
      stadium: {
        id: stadiums.id,
        name: stadiums.name,
        city: stadiums.city,
        country: stadiums.country,
        roof: stadiums.roof,
        timeZone: stadiums.timeZone,
      },
    })
    .from(games)
    .innerJoin(home, eq(home.code, games.homeTeam))
    .innerJoin(away, eq(away.code, games.awayTeam))
    .leftJoin(stadiums, eq(stadiums.id, games.stadiumId))
    .where(and(eq(games.season, season), eq(games.week, week), pairingKnown(games, asOf)))
    .orderBy(asc(games.kickoff), asc(games.gameId));
}

export type WeekGame = Awaited<ReturnType<typeof listWeekGames>>[number];

/** Kickoff of each team's game, by season and week (used to date injury reports that carry no date). */
export async function kickoffsByTeamWeek(db: Executor, seasons: number[]): Promise<Map<string, Date>> {
  // Stryker disable next-line ConditionalExpression: equivalent: drizzle's inArray of no seasons is `false`, so no rows and the same empty map
  if (seasons.length === 0) return new Map();
  const rows = await db
    .select({
      season: games.season,
      week: games.week,
      home: games.homeTeam,
      away: games.awayTeam,
      kickoff: games.kickoff,
    })
    .from(games)
    .where(inArray(games.season, seasons));
  const out = new Map<string, Date>();
  for (const r of rows) {
    out.set(`${r.season}:${r.week}:${r.home}`, r.kickoff);
    out.set(`${r.season}:${r.week}:${r.away}`, r.kickoff);
  }
  return out;
}

export type GameRow = typeof games.$inferSelect;

/** Games whose kickoff falls in [from, to]. */
export function gamesBetween(db: Executor, from: Date, to: Date): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(and(gte(games.kickoff, from), lte(games.kickoff, to)))
    .orderBy(asc(games.kickoff));
}

/** Writes what a live feed says about one game; a final also sets the result and when it was known. */
export async function applyLiveUpdate(
  db: Executor,
  update: {
    gameId: string;
    state: 'scheduled' | 'in_progress' | 'final';
    homeScore: number | null;
    awayScore: number | null;
    detail: string | null;
    capturedAt: Date;
    espnId: string;
  },
): Promise<'updated' | 'unchanged'> {
  const set =
    update.state === 'final'
      ? {
          status: 'final' as const,
          homeScore: update.homeScore,
          awayScore: update.awayScore,
          resultKnownAt: sql`least(${games.resultKnownAt}, ${update.capturedAt})`,
        }
      : update.state === 'in_progress'
        ? {
            status: 'in_progress' as const,
            liveHomeScore: update.homeScore,
            liveAwayScore: update.awayScore,
            liveDetail: update.detail,
            liveScoreAt: update.capturedAt,
          }
        : {};
  const changedWhere =
    update.state === 'final'
      ? sql`(${games.status} <> 'final' or ${games.homeScore} is distinct from ${update.homeScore} or ${games.awayScore} is distinct from ${update.awayScore})`
      : update.state === 'in_progress'
        ? sql`(${games.liveHomeScore} is distinct from ${update.homeScore} or ${games.liveAwayScore} is distinct from ${update.awayScore} or ${games.liveDetail} is distinct from ${update.detail})`
        : sql`${games.espnId} is distinct from ${update.espnId}`;
  const rows = await db
    .update(games)
    .set({ ...set, espnId: update.espnId, updatedAt: writeStamp() })
    .where(and(eq(games.gameId, update.gameId), changedWhere))
    .returning({ id: games.gameId });
  return rows.length > 0 ? 'updated' : 'unchanged';
}

export async function countGames(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games);
  // Stryker disable next-line OptionalChaining: equivalent: count(*) always answers one row
  return row?.n ?? 0;
}

/**
 * The season and week of one game, or undefined for an id the schedule does not hold or a playoff game
 * whose pairing was not decided at `asOf` (decision 087: nobody could name it then).
 */
export async function gameWeek(
  db: Executor,
  gameId: string,
  asOf: Date,
): Promise<{ season: number; week: number } | undefined> {
  const [row] = await db
    .select({ season: games.season, week: games.week })
    .from(games)
    .where(and(eq(games.gameId, gameId), pairingKnown(games, asOf)))
    .limit(1);
  return row;
}
