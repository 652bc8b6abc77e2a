import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheControlOf, computingOf } from '../../core/catch-up.ts';
import { alertSummary, listAlerts } from '../../db/repositories/alerts.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek, weekLabel } from '../../domain/current-week.ts';
import { AlertsQuery, AlertsResponse } from '../../shared/api/alerts.ts';
import type { AppContext } from '../app-context.ts';
import { alertView } from './alert-view.ts';

export const alertsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, catchUp }) => {
  app.get(
    '/alerts',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          'Juice Watch: line-move, steam, injury and weather alerts detected by the clock, newest first, graded once the result is known',
        tags: ['alerts'],
        querystring: AlertsQuery,
        response: { 200: AlertsResponse },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      // A first start finds the alerts after the record (decision 150): until then a count of 0 is not known.
      const computing = await computingOf(db.orm, catchUp, now, 'alerts');
      const q = request.query;
      const current = currentWeek(await seasonWindows(db.orm), now);
      const season = q.season ?? current.season;
      // The feed follows the current week; another season is shown whole unless a week is asked for.
      const week = q.week ?? (season === current.season ? current.week : undefined);
      const [summary, rows] = await Promise.all([
        alertSummary(db.orm, { asOf: now, season, week }),
        listAlerts(db.orm, { asOf: now, season, week, type: q.type, urgency: q.urgency, limit: q.limit }),
      ]);
      // Polled every 15 s by a live page: a short public lifetime keeps the feed fresh and cheap.
      reply.header('cache-control', cacheControlOf(computing, 'public, max-age=15'));
      return {
        computing,
        asOf: now.toISOString(),
        season,
        week: week ?? null,
        weekLabel: week === undefined ? `Season ${season}` : weekLabel(week),
        summary: {
          alerts: summary.alerts,
          byType: summary.byType,
          graded: summary.graded,
          wins: summary.wins,
          losses: summary.losses,
          pushes: summary.pushes,
          hitRate: summary.hitRate,
          units: summary.units,
          assumedPrices: summary.assumedPrices,
        },
        alerts: rows.map(alertView),
      };
    },
  );
};
