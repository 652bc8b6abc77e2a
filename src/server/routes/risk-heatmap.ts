import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { RiskHeatmapResponse, RiskRecordResponse } from '../../shared/api/risk-heatmap.ts';
import type { AppContext } from '../app-context.ts';
import { loadRiskRecord } from './risk-record.ts';
import { weekRisk } from './risk-week.ts';

function summary(games: RiskHeatmapResponse['games']): RiskHeatmapResponse['summary'] {
  const cells = games.flatMap((g) => g.cells);
  const scores = cells.map((c) => c.riskScore).filter((s): s is number => s !== null);
  return {
    bets: cells.length,
    scored: scores.length,
    averageRisk: scores.length
      ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10
      : null,
    highRisk: scores.filter((s) => s >= 60).length,
    lowRisk: scores.filter((s) => s < 40).length,
  };
}

export const riskHeatmapRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/risk-heatmap',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "Spec 02's risk heatmap for the week in force: each game's spread, total and moneyline risk from line movement, weather, injuries and ATS history, each factor with its input and source",
        tags: ['picks'],
        response: { 200: RiskHeatmapResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const current = currentWeek(await seasonWindows(db.orm), now);
      const games = await weekRisk(db.orm, current.season, current.week, now);
      reply.header('cache-control', 'public, max-age=30');
      return {
        season: current.season,
        week: current.week,
        weekLabel: current.label,
        asOf: now.toISOString(),
        summary: summary(games),
        games,
      };
    },
  );

  app.get(
    '/risk-heatmap/record',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "The heatmap's risk checked against results: the model's graded picks of the season to date by risk band (scored as of each week's first kickoff), with win % and a plain verdict on the weights",
        tags: ['picks'],
        response: { 200: RiskRecordResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const current = currentWeek(await seasonWindows(db.orm), now);
      reply.header('cache-control', 'public, max-age=300');
      return loadRiskRecord(db.orm, current.season, now);
    },
  );
};
