import { doublePrecision, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.ts';

/**
 * The model's spread pick made against the market's line at the first capture after the week's inputs
 * were known, with that line's source and capture time, and its closing-line value against the last
 * capture before kickoff (docs/decisions/099-picks-against-captured-lines.md). Written by the model job
 * once a game has kicked off and its captures are final; rewritten (upsert) when more captures load.
 * A game its captures do not cover has a row with the reason and null lines.
 */
export const capturePicks = pgTable(
  'capture_picks',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    modelVersion: text('model_version').notNull(),
    /** When the model's inputs for the game's week were known (the previous week's last result). */
    inputsKnownAt: timestamp('inputs_known_at', { withTimezone: true }).notNull(),
    /** 'home' | 'away'; null when not measured (see `unknown`). */
    pick: text('pick'),
    /** The home handicap the pick was made at: the median of the books' lines at that capture. */
    pickLine: doublePrecision('pick_line'),
    pickLineBooks: integer('pick_line_books'),
    /** Where the line came from: 'odds-api' (a saved or live The Odds API answer). */
    pickLineSource: text('pick_line_source'),
    /** The first stamp of the capture the pick was made at. */
    pickLineAt: timestamp('pick_line_at', { withTimezone: true }),
    closingLine: doublePrecision('closing_line'),
    closingLineBooks: integer('closing_line_books'),
    closingLineAt: timestamp('closing_line_at', { withTimezone: true }),
    /** Points the picked side gained from the pick's line to the closing capture's. */
    clvPoints: doublePrecision('clv_points'),
    /** The picked side's no-vig chance at the pick's line, at the closing capture minus at the pick's. */
    clvProbability: doublePrecision('clv_probability'),
    /** Why there is no pick at a captured line (e.g. one capture only); null when measured. */
    unknown: text('unknown'),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.modelVersion] })],
);
