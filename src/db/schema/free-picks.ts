// The free-pick funnel (issue 24, decision 120): 2 free picks a week per person (an account, or a
// visitor known by a signed cookie), counted here so that concurrent claims cannot pass the limit.
// `free_pick_weeks` is the counter, one row per holder and week, raised by a conditional upsert that
// PostgreSQL serialises on the row; `free_pick_claims` says which games a holder unlocked that week.

import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { games } from './games.ts';

export const freePickWeeks = pgTable(
  'free_pick_weeks',
  {
    /** 'user:<uuid>' or 'visitor:<id from the signed cookie>'. */
    holder: text('holder').notNull(),
    /** The reset that opened the week (Tuesday 03:00 in the holder's zone). */
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.holder, t.weekStart] }),
    // The database itself refuses a third pick, whatever a future caller does.
    check('free_pick_weeks_used_range', sql`${t.used} between 1 and 2`),
  ],
);

export const freePickClaims = pgTable(
  'free_pick_claims',
  {
    holder: text('holder').notNull(),
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.holder, t.weekStart, t.gameId] })],
);
