import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { atsRecords } from '../../db/repositories/ats-records.ts';
import { listWeekGames, seasonWindows } from '../../db/repositories/games.ts';
import { latestLines, lineSnapshots } from '../../db/repositories/odds.ts';
import { injuriesAsOf } from '../../db/repositories/players.ts';
import { latestWeather } from '../../db/repositories/weather.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { RiskHeatmapResponse } from '../../shared/api/risk-heatmap.ts';
import type { AppContext } from '../app-context.ts';
import { gameView } from './game-view.ts';
import { riskGameView } from './risk-heatmap-view.ts';
import { INDOOR_ROOFS } from './strategy-week.ts';
import { injuries } from './week1-view.ts';

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
      const rows = await listWeekGames(db.orm, current.season, current.week, now);
      const ids = rows.map((r) => r.gameId);
      const [lines, weather, snapshots, report, history] = await Promise.all([
        latestLines(db.orm, ids, now),
        latestWeather(db.orm, ids, now),
        lineSnapshots(db.orm, ids, now),
        injuriesAsOf(db.orm, current.season, current.week, now),
        atsRecords(db.orm, current.season, now),
      ]);
      const sources = [...new Set(report.map((r) => r.source))].sort().join(', ');
      const games = rows.map((row) => {
        const hurt = injuries(report, row);
        return riskGameView({
          row,
          game: gameView(row, lines, weather.get(row.gameId), now),
          indoors: INDOOR_ROOFS.includes(row.roof ?? row.stadium?.roof),
          snapshots: snapshots.get(row.gameId) ?? [],
          // An empty report for the whole week is unknown, not "nobody hurt".
          injuries: report.length
            ? {
                homeImpact: hurt.homeTeamImpact,
                awayImpact: hurt.awayTeamImpact,
                source: `Injury reports (${sources})`,
              }
            : null,
          history,
        });
      });
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
};
