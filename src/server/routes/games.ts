import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestResultWeek, listWeekGames, seasonWindows } from '../../db/repositories/games.ts';
import { latestLines } from '../../db/repositories/odds.ts';
import { undecidedNote } from '../../db/repositories/pairing-known.ts';
import { latestWeather } from '../../db/repositories/weather.ts';
import { currentWeek, weekLabel } from '../../domain/current-week.ts';
import { CurrentWeekResponse, GamesQuery, GamesResponse } from '../../shared/api/games.ts';
import type { AppContext } from '../app-context.ts';
import { currentWeekView, gameView } from './game-view.ts';

export const gamesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/current-week',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'The current NFL season and week at the clock (weeks run Tuesday to Monday, New York)',
        tags: ['nfl'],
        response: { 200: CurrentWeekResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      reply.header('cache-control', 'public, max-age=60');
      const [windows, resultsThrough] = await Promise.all([
        seasonWindows(db.orm),
        latestResultWeek(db.orm, now),
      ]);
      return { ...currentWeekView(currentWeek(windows, now), now), resultsThrough };
    },
  );

  app.get(
    '/games',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'Games of one week, as known at the clock: scores, latest lines and weather',
        tags: ['nfl'],
        querystring: GamesQuery,
        response: { 200: GamesResponse },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const current = currentWeek(await seasonWindows(db.orm), now);
      const season = request.query.season ?? current.season;
      const week = request.query.week ?? (season === current.season ? current.week : 1);
      const [rows, undecided] = await Promise.all([
        listWeekGames(db.orm, season, week, now),
        undecidedNote(db.orm, season, week, now),
      ]);
      const ids = rows.map((r) => r.gameId);
      const [lines, weather] = await Promise.all([
        latestLines(db.orm, ids, now),
        latestWeather(db.orm, ids, now),
      ]);
      reply.header('cache-control', 'public, max-age=60');
      return {
        season,
        week,
        weekLabel: weekLabel(week),
        current: currentWeekView(current, now),
        games: rows.map((g) => gameView(g, lines, weather.get(g.gameId), now)),
        ...(undecided && { undecided }),
      };
    },
  );
};
