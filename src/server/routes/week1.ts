import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weekPredictions } from '../../core/model/week-predictions.ts';
import { listWeekGames, seasonWindows } from '../../db/repositories/games.ts';
import { loadModelGames } from '../../db/repositories/model-games.ts';
import { latestLines, lineSnapshots } from '../../db/repositories/odds.ts';
import { injuriesAsOf } from '../../db/repositories/players.ts';
import { latestWeather } from '../../db/repositories/weather.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { buildScheduleFacts } from '../../domain/model/schedule-facts.ts';
import { ApiError } from '../../shared/api/error.ts';
import { Week1Query, Week1Response } from '../../shared/api/week1.ts';
import type { AppContext } from '../app-context.ts';
import { gameView } from './game-view.ts';
import { week1GameView } from './week1-view.ts';

export const week1Routes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, freezeLineMaxAgeMs },
) => {
  app.get(
    '/week1',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          'Week 1 of the season in force in the Week 1 page shape: lines, moneyline, total, and the BioBoost call with its factors',
        tags: ['picks'],
        querystring: Week1Query,
        response: { 200: Week1Response, 400: ApiError },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const season = request.query.season ?? currentWeek(await seasonWindows(db.orm), now).season;
      const rows = await listWeekGames(db.orm, season, 1, now);
      const ids = rows.map((r) => r.gameId);
      const [predictions, lines, weather, snapshots, injuries, schedule] = await Promise.all([
        weekPredictions(db.orm, season, 1, now, freezeLineMaxAgeMs),
        latestLines(db.orm, ids, now),
        latestWeather(db.orm, ids, now),
        lineSnapshots(db.orm, ids, now),
        injuriesAsOf(db.orm, season, 1, now),
        // Travel needs each team's home base, which the season's schedule gives.
        loadModelGames(db.orm, now, { toSeason: season }),
      ]);
      const facts = buildScheduleFacts(schedule.filter((g) => g.season === season));
      const byId = new Map(predictions.predictions.map((p) => [p.gameId, p]));
      reply.header('cache-control', 'public, max-age=30');
      return {
        season,
        week: 1 as const,
        asOf: now.toISOString(),
        games: rows.map((g) => {
          const f = facts.get(g.gameId);
          const trips = [f?.home.travelMiles, f?.away.travelMiles].filter(
            (m): m is number => typeof m === 'number',
          );
          return week1GameView(g, gameView(g, lines, weather.get(g.gameId), now), byId.get(g.gameId), {
            snapshots: snapshots.get(g.gameId) ?? [],
            injuries,
            travelMiles: trips.length ? Math.max(...trips) : null,
          });
        }),
      };
    },
  );
};
