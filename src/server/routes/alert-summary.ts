import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertSummary } from '../../db/repositories/alerts.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { AlertSummaryQuery, AlertSummaryResponse } from '../../shared/api/alert-summary.ts';
import { ApiError } from '../../shared/api/error.ts';
import type { AppContext } from '../app-context.ts';

// The full feed (/api/alerts) belongs to the Juice Watch page; the home panel needs only these counts.
export const alertSummaryRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/alerts/summary',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: "The Juice Watch panel's summary: this week's alerts by type, graded hit rate and units",
        tags: ['alerts'],
        querystring: AlertSummaryQuery,
        response: { 200: AlertSummaryResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const current = currentWeek(await seasonWindows(db.orm), now);
      const season = request.query.season ?? current.season;
      const week = request.query.week ?? (season === current.season ? current.week : 1);
      const [thisWeek, thisSeason] = await Promise.all([
        alertSummary(db.orm, { asOf: now, season, week }),
        alertSummary(db.orm, { asOf: now, season }),
      ]);
      reply.header('cache-control', 'public, max-age=30');
      return {
        season,
        week,
        asOf: now.toISOString(),
        alerts: thisWeek.alerts,
        byType: thisWeek.byType,
        graded: thisWeek.graded,
        wins: thisWeek.wins,
        losses: thisWeek.losses,
        pushes: thisWeek.pushes,
        hitRate: thisWeek.hitRate,
        units: thisWeek.units,
        seasonGraded: thisSeason.graded,
        seasonHitRate: thisSeason.hitRate,
        seasonUnits: thisSeason.units,
      };
    },
  );
};
