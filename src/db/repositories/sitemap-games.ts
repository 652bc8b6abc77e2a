// The games sitemap.xml lists beyond the week in force: every game with a pick of the model on the
// public record at the clock (locked at kickoff), oldest first.
import { and, asc, eq, lte } from 'drizzle-orm';
import { games } from '../schema/games.ts';
import { predictions } from '../schema/model.ts';
import type { Executor } from './executor.ts';

export interface PickedGame {
  gameId: string;
  season: number;
  week: number;
  kickoff: Date;
}

export function pickedGames(db: Executor, modelVersion: string, asOf: Date): Promise<PickedGame[]> {
  return db
    .select({ gameId: games.gameId, season: games.season, week: games.week, kickoff: games.kickoff })
    .from(predictions)
    .innerJoin(games, eq(games.gameId, predictions.gameId))
    .where(and(eq(predictions.modelVersion, modelVersion), lte(games.kickoff, asOf)))
    .orderBy(asc(games.kickoff), asc(games.gameId));
}
