import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { games } from './games.ts';

export const PICK_MARKETS = ['spread', 'total', 'moneyline'] as const;
export const PICK_SELECTIONS = ['home', 'away', 'over', 'under'] as const;

/**
 * A pick a signed-in person locked before kickoff, at the line we had captured at that instant
 * (docs/decisions/054-contributor-picks.md). Insert-only: a trigger (same migration) refuses any
 * change and any delete, except the one update account deletion makes — cutting `user_id` and
 * setting `former_key` (decision 047) — so the public record keeps its figures. Grades are not stored:
 * they are computed from the locked line and the final score known at the clock, with the model's
 * grading code.
 */
export const contributorPicks = pgTable(
  'contributor_picks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The person; null once their account is deleted (the row stays, anonymised). */
    userId: uuid('user_id').references(() => users.id),
    /** Set at account deletion, one per deleted person: their picks still count as one contributor. */
    formerKey: uuid('former_key'),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    market: text('market', { enum: PICK_MARKETS }).notNull(),
    /** 'home' | 'away' for spreads and moneylines, 'over' | 'under' for totals. */
    selection: text('selection', { enum: PICK_SELECTIONS }).notNull(),
    /**
     * Spread: the home handicap as books print it (decision 034), whichever side was picked. Total:
     * the total. Moneyline: null.
     */
    line: doublePrecision('line'),
    /** American odds of the picked side at that book, when the book quoted one. */
    price: integer('price'),
    book: text('book').notNull(),
    /** When the line locked against was captured. */
    lineCapturedAt: timestamp('line_captured_at', { withTimezone: true }).notNull(),
    /** The server's clock (the replay clock in replay mode) when the pick was locked: before kickoff. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    /** Real time (the database's clock) when the row was written. */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    // One pick per person, game and market: a second lock of the same pick stores nothing.
    uniqueIndex('contributor_picks_one_per_market').on(t.userId, t.gameId, t.market),
    index('contributor_picks_game_idx').on(t.gameId),
    check('contributor_picks_market_check', sql`${t.market} in ('spread', 'total', 'moneyline')`),
    check(
      'contributor_picks_selection_check',
      sql`(${t.market} = 'total' and ${t.selection} in ('over', 'under')) or (${t.market} <> 'total' and ${t.selection} in ('home', 'away'))`,
    ),
    check('contributor_picks_line_check', sql`(${t.market} = 'moneyline') = (${t.line} is null)`),
    check('contributor_picks_owner_check', sql`${t.userId} is not null or ${t.formerKey} is not null`),
  ],
);
