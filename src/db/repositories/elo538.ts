import { and, asc, gte, lte } from 'drizzle-orm';
import { elo538Games } from '../schema/model.ts';
import { bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

export type Elo538Insert = typeof elo538Games.$inferInsert;

export function upsertElo538(db: Executor, rows: Elo538Insert[]): Promise<WriteCounts> {
  return bulkUpsert(db, elo538Games, rows, {
    target: [elo538Games.date, elo538Games.team1, elo538Games.team2],
  });
}

export function listElo538(db: Executor, fromSeason: number, toSeason: number) {
  return db
    .select()
    .from(elo538Games)
    .where(and(gte(elo538Games.season, fromSeason), lte(elo538Games.season, toSeason)))
    .orderBy(asc(elo538Games.date));
}
