import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { ApiError } from '../../shared/api/error.ts';
import { Week1Query, Week1Response } from '../../shared/api/week1.ts';
import type { AppContext } from '../app-context.ts';
import { loadWeekBoard } from './week-board.ts';

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
      const board = await loadWeekBoard(db, freezeLineMaxAgeMs, season, 1, now);
      reply.header('cache-control', 'public, max-age=30');
      return {
        season,
        week: 1 as const,
        asOf: now.toISOString(),
        games: board.map((g) => g.view),
      };
    },
  );
};
