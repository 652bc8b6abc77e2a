// Rows for the repositories' fast test set (decision 128): people and games inserted with only what
// the tables require, so a test states the figures it is about (kickoffs, results, owners) and nothing
// else. One cloned database per file (createTestDatabase), the reference teams seeded once.

import type { Executor } from '../../src/db/repositories/executor.ts';
import { seedReferenceData } from '../../src/db/repositories/reference-data.ts';
import { users } from '../../src/db/schema/auth.ts';
import { games } from '../../src/db/schema/games.ts';

const seeded = new WeakSet<Executor>();

/** The 32 teams (games reference them); once per database. */
export async function withTeams(db: Executor): Promise<void> {
  if (seeded.has(db)) return;
  await seedReferenceData(db);
  seeded.add(db);
}

export async function person(db: Executor, email: string): Promise<string> {
  const [row] = await db.insert(users).values({ name: email, email }).returning({ id: users.id });
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export interface GameSpec {
  id: string;
  season: number;
  week: number;
  kickoff: string;
  home: string;
  away: string;
  /** 'REG' unless given (a playoff round: 'WC', 'DIV', 'CON', 'SB'). */
  gameType?: (typeof games.$inferInsert)['gameType'];
  score?: { home: number; away: number; knownAt: string };
}

export async function game(db: Executor, g: GameSpec): Promise<void> {
  await withTeams(db);
  await db.insert(games).values({
    gameId: g.id,
    season: g.season,
    gameType: g.gameType ?? 'REG',
    week: g.week,
    kickoff: new Date(g.kickoff),
    timeSlot: 'sunday_early',
    homeTeam: g.home,
    awayTeam: g.away,
    neutralSite: false,
    divisionGame: false,
    status: g.score ? 'final' : 'scheduled',
    homeScore: g.score?.home ?? null,
    awayScore: g.score?.away ?? null,
    resultKnownAt: g.score ? new Date(g.score.knownAt) : null,
  });
}

/**
 * A stored line (an odds snapshot) of one game: `book` quoted `side` of `market` at `line` and `price` at
 * the instant `at`; the closing source unless another book is named.
 */
export const oddsRow = (
  gameId: string,
  quote: { market: string; side: string; line: number | null; price: number; at: string; book?: string },
) => ({
  gameId,
  book: quote.book ?? 'nflverse_close',
  market: quote.market,
  side: quote.side,
  line: quote.line,
  price: quote.price,
  capturedAt: new Date(quote.at),
  source: 'test',
});
