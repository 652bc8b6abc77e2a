import { sql } from 'drizzle-orm';
import { weatherSnapshots } from '../schema/weather.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

export type WeatherInsert = typeof weatherSnapshots.$inferInsert;

export function upsertWeather(db: Executor, rows: WeatherInsert[]): Promise<WriteCounts> {
  return bulkUpsert(db, weatherSnapshots, rows, {
    target: [weatherSnapshots.gameId, weatherSnapshots.source, weatherSnapshots.capturedAt],
  });
}

export type WeatherRow = typeof weatherSnapshots.$inferSelect;

/** The latest weather known at `asOf` per game; an observation beats a forecast made at the same time. */
export async function latestWeather(
  db: Executor,
  gameIds: string[],
  asOf: Date,
): Promise<Map<string, WeatherRow>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([weatherSnapshots.gameId])
    .from(weatherSnapshots)
    .where(
      sql`${weatherSnapshots.gameId} = any(${sql.param(gameIds)}::text[]) and ${weatherSnapshots.capturedAt} <= ${asOf}`,
    )
    .orderBy(
      weatherSnapshots.gameId,
      sql`${weatherSnapshots.capturedAt} desc`,
      sql`${weatherSnapshots.observed} desc`,
    );
  return new Map(rows.map((r) => [r.gameId, r]));
}
