// A person's logged bets, with what settles them: the game's final score when known at `asOf`, and
// nflverse's closing line and prices for the bet's market (the close is stored at kickoff).
import { and, desc, eq, sql } from 'drizzle-orm';
import { userBets } from '../schema/bets.ts';
import { games } from '../schema/games.ts';
import type { Executor } from './executor.ts';

export type UserBetRow = typeof userBets.$inferSelect;
export type NewUserBet = Omit<typeof userBets.$inferInsert, 'id'>;

const closeOf = (side: ReturnType<typeof sql>, column: 'line' | 'price', asOf: Date) => sql`(
  select o.${sql.raw(column)} from odds_snapshots o
  where o.game_id = ${userBets.gameId} and o.book = 'nflverse_close' and o.market = ${userBets.market}
    and o.side = ${side} and o.captured_at <= ${asOf}
  order by o.captured_at desc limit 1)`;

const otherSide = sql`case ${userBets.side} when 'home' then 'away' when 'away' then 'home'
  when 'over' then 'under' else 'over' end`;

/** Every bet of the person, newest placed first, with its game as known at `asOf`. */
export function listUserBets(db: Executor, userId: string, asOf: Date) {
  const known = sql`${games.resultKnownAt} <= ${asOf}`;
  return db
    .select({
      bet: userBets,
      game: {
        season: games.season,
        week: games.week,
        kickoff: games.kickoff,
        homeTeam: games.homeTeam,
        awayTeam: games.awayTeam,
      },
      final: sql<{ homeScore: number; awayScore: number; knownAt: Date } | null>`case when ${known}
        and ${games.homeScore} is not null and ${games.awayScore} is not null
        then json_build_object('homeScore', ${games.homeScore}, 'awayScore', ${games.awayScore},
          'knownAt', ${games.resultKnownAt}) end`,
      closeLine: sql<number | null>`${closeOf(sql`${userBets.side}`, 'line', asOf)}`,
      closePrice: sql<number | null>`${closeOf(sql`${userBets.side}`, 'price', asOf)}`,
      closeOtherPrice: sql<number | null>`${closeOf(otherSide, 'price', asOf)}`,
    })
    .from(userBets)
    .innerJoin(games, eq(games.gameId, userBets.gameId))
    .where(eq(userBets.userId, userId))
    .orderBy(desc(userBets.placedAt), desc(userBets.id));
}
export type ListedBet = Awaited<ReturnType<typeof listUserBets>>[number];

export async function insertUserBet(db: Executor, bet: NewUserBet): Promise<number> {
  const [row] = await db.insert(userBets).values(bet).returning({ id: userBets.id });
  // Stryker disable next-line OptionalChaining: equivalent: insert … returning answers the inserted row (a failed insert throws)
  return row?.id ?? 0;
}

export async function updateUserBet(
  db: Executor,
  userId: string,
  id: number,
  change: Partial<Omit<NewUserBet, 'userId' | 'loggedAt'>>,
): Promise<boolean> {
  const rows = await db
    .update(userBets)
    .set(change)
    .where(and(eq(userBets.id, id), eq(userBets.userId, userId)))
    .returning({ id: userBets.id });
  return rows.length > 0;
}

export async function deleteUserBet(db: Executor, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(userBets)
    .where(and(eq(userBets.id, id), eq(userBets.userId, userId)))
    .returning({ id: userBets.id });
  return rows.length > 0;
}

/** Serialises one person's writes, so two concurrent bets cannot both fit the same weekly limit. */
export async function lockUserBets(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('user_bets'), hashtext(${userId}))`);
}

/** The game a bet is on, with whether its result is known at `asOf` (a settled bet is not edited). */
export async function betGame(db: Executor, gameId: string, asOf: Date) {
  const [row] = await db
    .select({
      gameId: games.gameId,
      settled: sql<boolean>`coalesce(${games.resultKnownAt} <= ${asOf}, false)`,
    })
    .from(games)
    .where(eq(games.gameId, gameId));
  return row;
}
