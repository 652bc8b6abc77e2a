// Contributor picks: locking (insert-only, one per person, game and market), the person's own list,
// the season's settled picks for the leaderboard (people and the model), and account deletion's
// anonymising. Grades are computed by the caller from the final score known at the clock.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../schema/auth.ts';
import { contributorPicks, PICK_MARKETS, PICK_SELECTIONS } from '../schema/contributor-picks.ts';
import { games } from '../schema/games.ts';
import type { Executor } from './executor.ts';
import { pairingKnown } from './pairing-known.ts';
import { arrayParam } from './sql-arrays.ts';
import { parseRows, sqlNumber, sqlTime } from './sql-rows.ts';

export type ContributorPickInsert = Omit<
  typeof contributorPicks.$inferInsert,
  'id' | 'writtenAt' | 'formerKey'
>;
export type ContributorPickRow = typeof contributorPicks.$inferSelect;

/**
 * Stores the pick unless the person already holds one on that game and market: the unique index and
 * ON CONFLICT make concurrent locks store exactly one. Null when nothing was stored.
 */
export async function lockPick(db: Executor, row: ContributorPickInsert): Promise<ContributorPickRow | null> {
  const [stored] = await db.insert(contributorPicks).values(row).onConflictDoNothing().returning();
  return stored ?? null;
}

export async function existingPick(
  db: Executor,
  userId: string,
  gameId: string,
  market: ContributorPickRow['market'],
) {
  const [row] = await db
    .select()
    .from(contributorPicks)
    .where(
      and(
        eq(contributorPicks.userId, userId),
        eq(contributorPicks.gameId, gameId),
        eq(contributorPicks.market, market),
      ),
    );
  return row ?? null;
}

/** The game a pick is locked on, once its pairing was decided at `asOf` (decision 087). */
export async function gameForLock(db: Executor, gameId: string, asOf: Date) {
  const [row] = await db
    .select({
      gameId: games.gameId,
      kickoff: games.kickoff,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
    })
    .from(games)
    .where(and(eq(games.gameId, gameId), pairingKnown(games, asOf)));
  return row ?? null;
}

/** nflverse's closing line of a market, as known at `asOf` (home handicap for spreads, the total for totals). */
const close = (market: 'spreads' | 'totals', side: 'home' | 'over', asOf: Date) => sql<number | null>`(
  select o.line from odds_snapshots o
  where o.game_id = g.game_id and o.book = 'nflverse_close' and o.market = ${market} and o.side = ${side}
    and o.captured_at <= ${asOf}
  order by o.captured_at desc limit 1)`;

export interface PickWithGame {
  id: number;
  contributor: string;
  userId: string | null;
  gameId: string;
  season: number;
  week: number;
  kickoff: Date;
  homeTeam: string;
  awayTeam: string;
  market: ContributorPickRow['market'];
  selection: ContributorPickRow['selection'];
  line: number | null;
  price: number | null;
  book: string;
  lineCapturedAt: Date;
  lockedAt: Date;
  /** The final score, only once known at `asOf`. */
  homeScore: number | null;
  awayScore: number | null;
  closeSpread: number | null;
  closeTotal: number | null;
  /** Both teams' BioBoost at kickoff from the model's frozen pick, when there is one. */
  homeBioBoost: number | null;
  awayBioBoost: number | null;
}

const PickWithGameRow = z
  .object({
    id: sqlNumber,
    contributor: z.string(),
    user_id: z.string().nullable(),
    game_id: z.string(),
    season: sqlNumber,
    week: sqlNumber,
    kickoff: sqlTime,
    home_team: z.string(),
    away_team: z.string(),
    market: z.enum(PICK_MARKETS),
    selection: z.enum(PICK_SELECTIONS),
    line: sqlNumber.nullable(),
    price: sqlNumber.nullable(),
    book: z.string(),
    line_captured_at: sqlTime,
    locked_at: sqlTime,
    home_score: sqlNumber.nullable(),
    away_score: sqlNumber.nullable(),
    close_spread: sqlNumber.nullable(),
    close_total: sqlNumber.nullable(),
    home_bioboost: sqlNumber.nullable(),
    away_bioboost: sqlNumber.nullable(),
  })
  .transform(
    (r): PickWithGame => ({
      id: r.id,
      contributor: r.contributor,
      userId: r.user_id,
      gameId: r.game_id,
      season: r.season,
      week: r.week,
      kickoff: r.kickoff,
      homeTeam: r.home_team,
      awayTeam: r.away_team,
      market: r.market,
      selection: r.selection,
      line: r.line,
      price: r.price,
      book: r.book,
      lineCapturedAt: r.line_captured_at,
      lockedAt: r.locked_at,
      homeScore: r.home_score,
      awayScore: r.away_score,
      closeSpread: r.close_spread,
      closeTotal: r.close_total,
      homeBioBoost: r.home_bioboost,
      awayBioBoost: r.away_bioboost,
    }),
  );

async function picksWithGames(db: Executor, where: ReturnType<typeof sql>, modelVersion: string, asOf: Date) {
  const known = sql`g.result_known_at <= ${asOf} and g.home_score is not null and g.away_score is not null`;
  const result = await db.execute(sql`
    select p.id, coalesce(p.user_id::text, 'former:' || p.former_key::text) as contributor, p.user_id,
      p.game_id, g.season, g.week, g.kickoff, g.home_team, g.away_team, p.market, p.selection, p.line,
      p.price, p.book, p.line_captured_at, p.locked_at,
      case when ${known} then g.home_score end as home_score,
      case when ${known} then g.away_score end as away_score,
      ${close('spreads', 'home', asOf)} as close_spread, ${close('totals', 'over', asOf)} as close_total,
      m.home_bioboost, m.away_bioboost
    from contributor_picks p
    join games g on g.game_id = p.game_id
    left join predictions m on m.game_id = p.game_id and m.model_version = ${modelVersion}
    where ${where}
    order by g.kickoff desc, p.locked_at desc, p.id desc`);
  return parseRows(PickWithGameRow, result.rows);
}

/** The person's picks, newest game first, graded where the result is known at `asOf`. */
export function userPicks(db: Executor, userId: string, modelVersion: string, asOf: Date) {
  return picksWithGames(db, sql`p.user_id = ${userId}`, modelVersion, asOf);
}

/**
 * Every contributor pick of a season whose final score is known at `asOf`; with `userId`, only that
 * person's (their Profile and Dashboard stats read the same rows as their leaderboard row).
 */
export function settledSeasonPicks(
  db: Executor,
  season: number,
  modelVersion: string,
  asOf: Date,
  userId?: string,
) {
  const whose = userId === undefined ? sql`true` : sql`p.user_id = ${userId}`;
  return picksWithGames(
    db,
    sql`g.season = ${season} and g.kickoff <= ${asOf} and g.result_known_at <= ${asOf}
      and g.home_score is not null and g.away_score is not null and ${whose}`,
    modelVersion,
    asOf,
  );
}

/**
 * Every contributor pick of any season whose final score is known at `asOf` (a testimonial's writer
 * record and the community's, decision 113); with `userIds`, only those people's.
 */
export function settledPicks(db: Executor, modelVersion: string, asOf: Date, userIds?: readonly string[]) {
  const whose = userIds === undefined ? sql`true` : sql`p.user_id = any(${arrayParam(userIds, 'uuid')})`;
  return picksWithGames(
    db,
    sql`g.kickoff <= ${asOf} and g.result_known_at <= ${asOf}
      and g.home_score is not null and g.away_score is not null and ${whose}`,
    modelVersion,
    asOf,
  );
}

export interface SettledModelPick {
  gameId: string;
  season: number;
  week: number;
  kickoff: Date;
  homeScore: number;
  awayScore: number;
  /** Stored as the model's expected home margin (decision 034). */
  spreadMargin: number | null;
  spreadPickTeam: string | null;
  homeTeam: string;
  /** The straight-up pick: with the rest of the frozen pick, what the record grades (decision 083). */
  winnerTeam: string;
  totalLine: number | null;
  totalPick: 'OVER' | 'UNDER' | null;
  homeBioBoost: number;
  awayBioBoost: number;
  closeSpread: number | null;
  closeTotal: number | null;
}

const SettledModelPickRow = z
  .object({
    game_id: z.string(),
    season: sqlNumber,
    week: sqlNumber,
    kickoff: sqlTime,
    home_score: sqlNumber,
    away_score: sqlNumber,
    spread_line: sqlNumber.nullable(),
    spread_pick_team: z.string().nullable(),
    home_team: z.string(),
    winner_team: z.string(),
    total_line: sqlNumber.nullable(),
    total_pick: z.enum(['OVER', 'UNDER']).nullable(),
    home_bioboost: sqlNumber,
    away_bioboost: sqlNumber,
    close_spread: sqlNumber.nullable(),
    close_total: sqlNumber.nullable(),
  })
  .transform(
    (r): SettledModelPick => ({
      gameId: r.game_id,
      season: r.season,
      week: r.week,
      kickoff: r.kickoff,
      homeScore: r.home_score,
      awayScore: r.away_score,
      spreadMargin: r.spread_line,
      spreadPickTeam: r.spread_pick_team,
      homeTeam: r.home_team,
      winnerTeam: r.winner_team,
      totalLine: r.total_line,
      totalPick: r.total_pick,
      homeBioBoost: r.home_bioboost,
      awayBioBoost: r.away_bioboost,
      closeSpread: r.close_spread,
      closeTotal: r.close_total,
    }),
  );

/** The model's frozen picks of a season whose final score is known at `asOf`. */
export async function settledModelPicks(
  db: Executor,
  season: number,
  modelVersion: string,
  asOf: Date,
): Promise<SettledModelPick[]> {
  const result = await db.execute(sql`
    select m.game_id, g.season, g.week, g.kickoff, g.home_score, g.away_score, g.home_team,
      m.winner_team, m.spread_line, m.spread_pick_team, m.total_line, m.total_pick, m.home_bioboost, m.away_bioboost,
      ${close('spreads', 'home', asOf)} as close_spread, ${close('totals', 'over', asOf)} as close_total
    from predictions m join games g on g.game_id = m.game_id
    where m.model_version = ${modelVersion} and g.season = ${season} and g.kickoff <= ${asOf}
      and g.result_known_at <= ${asOf} and g.home_score is not null and g.away_score is not null`);
  return parseRows(SettledModelPickRow, result.rows);
}

/** Display names of people, by id. */
export async function contributorNames(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  // Stryker disable next-line ConditionalExpression: equivalent: drizzle's inArray of no ids is `false`, so the query answers no rows and the same empty map
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The person's picks as their export lists them. */
export function exportPicks(db: Executor, userId: string) {
  return db
    .select({
      gameId: contributorPicks.gameId,
      market: contributorPicks.market,
      selection: contributorPicks.selection,
      line: contributorPicks.line,
      price: contributorPicks.price,
      book: contributorPicks.book,
      lineCapturedAt: contributorPicks.lineCapturedAt,
      lockedAt: contributorPicks.lockedAt,
    })
    .from(contributorPicks)
    .where(eq(contributorPicks.userId, userId))
    .orderBy(contributorPicks.id);
}

/**
 * Account deletion (decision 047): cuts the person from their picks and gives them one fresh key for
 * this deletion, so the record still counts them as one former contributor and no figure changes.
 */
export async function anonymisePicks(db: Executor, userId: string): Promise<void> {
  await db
    .update(contributorPicks)
    .set({ userId: null, formerKey: randomUUID() })
    .where(eq(contributorPicks.userId, userId));
}
