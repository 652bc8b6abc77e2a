import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { games } from './games.ts';

/**
 * Every line we have seen, append-only: line history and movement come from here. A snapshot is only
 * added when it differs from the latest one before it, so re-reading the same source adds nothing.
 */
export const oddsSnapshots = pgTable(
  'odds_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    /** 'draftkings' | 'fanduel' | 'betmgm' | 'espn_bet' | 'nflverse_close' … */
    book: text('book').notNull(),
    /** 'h2h' | 'spreads' | 'totals' (The Odds API's market keys). */
    market: text('market').notNull(),
    /** 'home' | 'away' | 'over' | 'under'. */
    side: text('side').notNull(),
    /** Handicap from this side's point of view (home -3.5), or the total; null for moneylines. */
    line: doublePrecision('line'),
    /** American odds. */
    price: integer('price'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    uniqueIndex('odds_snapshots_natural_key').on(t.gameId, t.book, t.market, t.side, t.capturedAt),
    index('odds_snapshots_game_captured_idx').on(t.gameId, t.capturedAt),
  ],
);

/** Player prop lines (The Odds API event-odds endpoint), append-only like odds_snapshots. */
export const playerProps = pgTable(
  'player_props',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    book: text('book').notNull(),
    /** e.g. 'player_pass_yds', 'player_anytime_td'. */
    market: text('market').notNull(),
    playerName: text('player_name').notNull(),
    /** 'over' | 'under' | 'yes' | 'no'. */
    side: text('side').notNull(),
    line: doublePrecision('line'),
    price: integer('price'),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('player_props_natural_key').on(
      t.gameId,
      t.book,
      t.market,
      t.playerName,
      t.side,
      t.capturedAt,
    ),
  ],
);

/** Requests spent on The Odds API per UTC day, so the daily budget holds across restarts and instances. */
export const oddsApiUsage = pgTable('odds_api_usage', {
  day: date('day').primaryKey(),
  requests: integer('requests').notNull().default(0),
  /** The provider's own x-requests-remaining header, when it sent one. */
  remainingReported: integer('remaining_reported'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});
