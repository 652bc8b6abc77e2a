// Rows for the repositories' fast test set (decision 128): people and games inserted with only what
// the tables require, so a test states the figures it is about (kickoffs, results, owners) and nothing
// else. One cloned database per file (createTestDatabase), the reference teams seeded once.

import { sql } from 'drizzle-orm';
import type { Executor } from '../../src/db/repositories/executor.ts';
import { seedReferenceData } from '../../src/db/repositories/reference-data.ts';
import { users } from '../../src/db/schema/auth.ts';
import { games } from '../../src/db/schema/games.ts';
import type { predictions } from '../../src/db/schema/model.ts';
import type { AlertDraft } from '../../src/domain/alerts/alert.ts';
import { pickDetails } from './graded-weeks.ts';

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
 * The regular-season game its nflverse id names (`season_week_away_home`: '2025_12_NYJ_BAL' is NYJ at BAL
 * in week 12 of 2025), kicking off at `kickoff`, with its final when given. The id is what a test's
 * rows refer to, so the test writes it once and the teams, season and week cannot disagree with it.
 */
export function gameOf(db: Executor, id: string, kickoff: string, score?: GameSpec['score']): Promise<void> {
  const [season, week, away, home] = id.split('_');
  if (!home || !away) throw new Error(`not an nflverse game id: ${id}`);
  return game(db, { id, season: Number(season), week: Number(week), kickoff, home, away, score });
}

/**
 * A stored line (an odds snapshot) of one game: `book` quoted `side` of `market` at `line` and `price` at
 * the instant `at`; the closing source unless another book is named.
 */
export const oddsRow = (
  gameId: string,
  quote: {
    market: string;
    side: string;
    line: number | null;
    price: number | null;
    at: string;
    book?: string;
  },
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

/**
 * An alert as the detectors draft it, about `gameId`, detected at the instant `at`: a line move on the
 * home spread unless `extra` says otherwise (type, urgency, side, line, price …).
 */
export const alertDraft = (
  key: string,
  gameId: string,
  at: string,
  extra: Partial<AlertDraft> = {},
): AlertDraft => ({
  key,
  type: 'line_movement',
  urgency: 'medium',
  gameId,
  detectedAtMs: Date.parse(at),
  fromAtMs: null,
  title: `Alert ${key}`,
  description: `About ${key}`,
  emoji: '📈',
  oldValue: null,
  newValue: null,
  impact: 'x',
  team: null,
  player: null,
  playerId: null,
  book: null,
  market: null,
  side: null,
  line: null,
  price: null,
  details: {} as AlertDraft['details'],
  ...extra,
});

/** A person whose account was created at `createdAt`, with a paid plan in `status` when given. */
export async function accountAt(
  db: Executor,
  email: string,
  createdAt: string,
  status?: string,
): Promise<string> {
  const id = await person(db, email);
  await db.execute(sql`update users set created_at = ${createdAt} where id = ${id}`);
  if (status)
    await db.execute(sql`insert into subscriptions (user_id, status, last_event_at, updated_at)
      values (${id}, ${status}, ${createdAt}, ${createdAt})`);
  return id;
}

/**
 * A model's pick of one game as stored at its kickoff (the predictions table's required columns), the home
 * side picked unless `extra` says otherwise; ungraded.
 */
export const predictionRow = (
  gameId: string,
  kickoff: string,
  modelVersion: string,
  extra: Partial<typeof predictions.$inferInsert> = {},
): typeof predictions.$inferInsert => ({
  gameId,
  modelVersion,
  predictedAt: new Date(kickoff),
  homeWinProbability: 0.6,
  winnerTeam: 'HOME',
  confidence: 'MEDIUM',
  confidencePct: 60,
  predictedMargin: 3,
  predictedTotal: 44,
  homeBioBoost: 50,
  awayBioBoost: 50,
  details: pickDetails({ home: 50, away: 50, homePicked: true }),
  commentary: '',
  ...extra,
});
