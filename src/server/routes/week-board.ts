// One week's games in the Week 1 page's shape (spec 02 §3), with the model's prediction and the row
// each came from: shared by /api/week1 and the strategy generator's /api/strategy/week.
import { weekPredictions } from '../../core/model/week-predictions.ts';
import type { Database } from '../../db/client.ts';
import { listWeekGames, type WeekGame } from '../../db/repositories/games.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import { latestLines, lineSnapshots } from '../../db/repositories/odds.ts';
import { injuriesAsOf } from '../../db/repositories/players.ts';
import { latestWeather } from '../../db/repositories/weather.ts';
import { buildScheduleFacts } from '../../domain/model/schedule-facts.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';
import type { Week1Game } from '../../shared/api/week1.ts';
import { gameView } from './game-view.ts';
import { week1GameView } from './week1-view.ts';

export interface WeekBoardGame {
  row: WeekGame;
  view: Week1Game;
  prediction: PredictionView | undefined;
}

export async function loadWeekBoard(
  db: Database,
  freezeLineMaxAgeMs: number,
  season: number,
  week: number,
  now: Date,
): Promise<WeekBoardGame[]> {
  const rows = await listWeekGames(db.orm, season, week, now);
  const ids = rows.map((r) => r.gameId);
  const [predictions, lines, weather, snapshots, injuries, schedule] = await Promise.all([
    weekPredictions(db.orm, season, week, now, freezeLineMaxAgeMs),
    latestLines(db.orm, ids, now),
    latestWeather(db.orm, ids, now),
    lineSnapshots(db.orm, ids, now),
    injuriesAsOf(db.orm, season, week, now),
    // Travel needs each team's home base, which the season's schedule gives.
    loadModelGames(db.orm, now, { toSeason: season }),
  ]);
  const facts = buildScheduleFacts(schedule.filter((g) => g.season === season));
  const byId = new Map(predictions.predictions.map((p) => [p.gameId, p]));
  return rows.map((row) => {
    const f = facts.get(row.gameId);
    const trips = [f?.home.travelMiles, f?.away.travelMiles].filter(
      (m): m is number => typeof m === 'number',
    );
    const prediction = byId.get(row.gameId);
    const view = week1GameView(row, gameView(row, lines, weather.get(row.gameId), now), prediction, {
      snapshots: snapshots.get(row.gameId) ?? [],
      injuries,
      travelMiles: trips.length ? Math.max(...trips) : null,
      now,
    });
    return { row, view, prediction };
  });
}
