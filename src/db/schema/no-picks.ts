import { sql } from 'drizzle-orm';
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NoPickReason } from '../../shared/api/predictions.ts';
import { games } from './games.ts';

/**
 * "No pick published": the model's decision, at a game's kickoff, that its inputs were not fresh enough
 * to publish a pick. Part of the public record like a pick: written once, never rewritten, never
 * deleted (a trigger in migration 0004 refuses both), and never graded.
 */
export const noPicks = pgTable(
  'no_picks',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    modelVersion: text('model_version').notNull(),
    /** The instant the decision is about: the kickoff. */
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    /** Real time (the database's clock) when the row was written. */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    reasons: jsonb('reasons').$type<NoPickReason[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.modelVersion] })],
);
