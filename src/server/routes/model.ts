import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheControlOf, computingOf } from '../../core/catch-up.ts';
import { modelSeasonRecords } from '../../core/model/season-record.ts';
import { weekPredictions } from '../../core/model/week-predictions.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { latestReport } from '../../db/repositories/model-reports.ts';
import { currentWeek, weekLabel } from '../../domain/current-week.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { publicPrediction } from '../../domain/picks/premium-pick.ts';
import { ModelReport, ModelReportResponse, type NoModelReport } from '../../shared/api/model-report.ts';
import { PredictionsQuery, PublicPredictionsResponse } from '../../shared/api/predictions.ts';
import type { AppContext } from '../app-context.ts';

export const modelRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, freezeLineMaxAgeMs, catchUp },
) => {
  app.get(
    '/predictions',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "One week's picks as known at the clock: locked picks from the public record, provisional ones until kickoff",
        tags: ['model'],
        querystring: PredictionsQuery,
        response: { 200: PublicPredictionsResponse },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const state = catchUp.state();
      const current = currentWeek(await seasonWindows(db.orm), now);
      const season = request.query.season ?? current.season;
      const week = request.query.week ?? (season === current.season ? current.week : 1);
      // The current week is whole once decided; another week once the whole record is (decision 134).
      const thisWeek = season === current.season && week === current.week;
      const computing = state ? await computingOf(db.orm, catchUp, now, thisWeek ? 'week' : 'record') : null;
      // While computing, no picks from half-loaded data: computing them would also take the cores the
      // catch-up needs (a walk-forward over every game after each load).
      const answer = computing
        ? {
            season,
            week,
            weekLabel: weekLabel(week),
            asOf: now.toISOString(),
            modelVersion: MODEL_PARAMS.version,
            predictions: [],
          }
        : await weekPredictions(db.orm, season, week, now, freezeLineMaxAgeMs);
      reply.header('cache-control', cacheControlOf(computing, 'public, max-age=60'));
      // The same bytes for every visitor (decision 120): a premium pick is withheld until its kickoff; the
      // cache key holds the clock's minute, so it turns public within the minute of kickoff.
      return { computing, ...answer, predictions: answer.predictions.map((p) => publicPrediction(p, now)) };
    },
  );

  app.get(
    '/model/report',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "The public record: each season's graded frozen picks, and the walk-forward backtest against the closing line and FiveThirtyEight",
        tags: ['model'],
        response: { 200: ModelReportResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      // Stryker disable next-line StringLiteral: equivalent: computingOf treats every label but 'week' and 'alerts' as 'record'
      const computing = await computingOf(db.orm, catchUp, now, 'record');
      const row = await latestReport(db.orm, MODEL_PARAMS.version, now);
      if (!row) {
        // A fresh install is a normal state, not a missing resource: the page shows it as such; while
        // the start-up catch-up computes the record, the answer says so (decision 134).
        reply.header('cache-control', cacheControlOf(computing, 'public, max-age=60'));
        return {
          status: 'empty',
          reason: computing
            ? 'The model job is computing the public record from the games loaded at start-up.'
            : 'The model job computes the public record once games with results are loaded.',
          ...(computing && { computing }),
        } satisfies NoModelReport;
      }
      // The season records are the frozen picks' (decision 083), as of the clock like every other screen.
      const record = await modelSeasonRecords(db.orm, { modelVersion: MODEL_PARAMS.version, asOf: now });
      reply.header('cache-control', 'public, max-age=300');
      return { ...ModelReport.parse(row.report), record };
    },
  );
};
