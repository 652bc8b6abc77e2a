import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Provisional picks of one week, computed once for a given state of the model's inputs and shared by
 * every instance (docs/decisions/017-precomputed-picks.md). A cache, not a record: the key is the
 * fingerprint of everything the computation read, so an entry is either exactly right or not found.
 */
export const weekPickCache = pgTable(
  'week_pick_cache',
  {
    modelVersion: text('model_version').notNull(),
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    /** Fingerprint of the inputs visible at the instant of computing (see model-games.ts). */
    inputsKey: text('inputs_key').notNull(),
    /** The model's GamePrediction[] (src/domain); the repository types it, the schema imports no domain code. */
    picks: jsonb('picks').$type<unknown[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.modelVersion, t.season, t.week, t.inputsKey] }),
    index('week_pick_cache_computed_idx').on(t.modelVersion, t.season, t.week, t.computedAt),
  ],
);
