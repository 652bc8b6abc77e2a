import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheControlOf, computingOf } from '../../core/catch-up.ts';
import { pastPickView } from '../../core/picks/past-pick-view.ts';
import { lineSnapshots } from '../../db/repositories/odds.ts';
import { settledPickSeasons, settledPicks } from '../../db/repositories/past-picks.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { filterPastPicks, summarisePastPicks } from '../../domain/picks/past-picks.ts';
import { PastPicksQuery, PastPicksResponse } from '../../shared/api/past-picks.ts';
import type { AppContext } from '../app-context.ts';

export const pastPicksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, catchUp }) => {
  app.get(
    '/past-picks',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          'The archive: picks frozen at kickoff whose final score is known at the clock, graded, with closing-line value',
        tags: ['model'],
        querystring: PastPicksQuery,
        response: { 200: PastPicksResponse },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      // Before the data (decision 134): while the catch-up computes the record, this one is partial.
      // Stryker disable next-line StringLiteral: equivalent: computingOf treats every label but 'week' and 'alerts' as 'record'
      const computing = await computingOf(db.orm, catchUp, now, 'record');
      const version = MODEL_PARAMS.version;
      const seasons = await settledPickSeasons(db.orm, version, now);
      const season = request.query.season ?? seasons[0] ?? null;
      const { week, team, outcome } = request.query;
      const rows =
        season === null ? [] : await settledPicks(db.orm, { modelVersion: version, season, week, asOf: now });
      const lines = await lineSnapshots(
        db.orm,
        rows.map((r) => r.prediction.gameId),
        now,
      );
      const views = rows.map((r) => pastPickView(r, lines.get(r.prediction.gameId) ?? []));
      const picks = filterPastPicks(views, { team, outcome });
      reply.header('cache-control', cacheControlOf(computing, 'public, max-age=300'));
      return {
        computing,
        asOf: now.toISOString(),
        season,
        seasons,
        modelVersion: version,
        summary: summarisePastPicks(picks),
        picks,
      };
    },
  );
};
