import { boolean, doublePrecision, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { games } from './games.ts';

/** Weather at a game's kickoff: observed (nflverse, captured at kickoff) or forecast (Open-Meteo). */
export const weatherSnapshots = pgTable(
  'weather_snapshots',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.gameId),
    /** 'nflverse' | 'open-meteo'. */
    source: text('source').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
    /** The hour the figures describe (the kickoff hour). */
    validAt: timestamp('valid_at', { withTimezone: true }).notNull(),
    observed: boolean('observed').notNull(),
    temperatureF: doublePrecision('temperature_f'),
    windMph: doublePrecision('wind_mph'),
    humidityPct: doublePrecision('humidity_pct'),
    precipitationPct: doublePrecision('precipitation_pct'),
  },
  (t) => [uniqueIndex('weather_snapshots_natural_key').on(t.gameId, t.source, t.capturedAt)],
);
