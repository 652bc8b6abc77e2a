import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { modelSideProbability } from '../../domain/odds/model-probability.ts';
import { StrategyWeekResponse } from '../../shared/api/strategy-week.ts';
import type { AppContext } from '../app-context.ts';
import { modelView } from './game-detail.ts';
import { loadWeekBoard, type WeekBoardGame } from './week-board.ts';

export const INDOOR_ROOFS: readonly (string | null | undefined)[] = ['dome', 'closed'];

function strategyGame({ row, view, prediction: full }: WeekBoardGame) {
  // A pick not yet kicked off is premium (decision 120): the board's public view already withholds it,
  // and its side and probabilities stay out of this public answer too.
  const prediction = view.bioBoost.withheld ? undefined : full;
  const model = modelView(prediction ?? null);
  const pick = prediction && prediction.status !== 'no_pick' ? (prediction.spread?.pick ?? null) : null;
  const side = pick === null ? null : pick === row.home.code ? 'home' : 'away';
  const line =
    // Stryker disable next-line ConditionalExpression: equivalent: without a side no chance is read below
    side === 'home' ? view.homeTeam.spreadValue : side === 'away' ? view.awayTeam.spreadValue : null;
  return {
    ...view,
    divisional: row.divisionGame,
    indoors: INDOOR_ROOFS.includes(row.roof ?? row.stadium?.roof),
    spreadPick: pick,
    spreadPickProbability:
      // Stryker disable next-line ConditionalExpression,LogicalOperator: equivalent: no model or no side comes with a null line, and modelSideProbability answers a null line with null
      model && side && line !== null ? modelSideProbability(model, 'spreads', side, line) : null,
    homeWinProbability: model?.homeWinProbability ?? null,
  };
}

export const strategyWeekRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, freezeLineMaxAgeMs },
) => {
  app.get(
    '/strategy/week',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "The week in force for the strategy generator: each game's lines, the model's calls and probabilities, and the facts avoidance reads",
        tags: ['picks'],
        response: { 200: StrategyWeekResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const current = currentWeek(await seasonWindows(db.orm), now);
      const board = await loadWeekBoard(db, freezeLineMaxAgeMs, current.season, current.week, now);
      reply.header('cache-control', 'public, max-age=30');
      return {
        season: current.season,
        week: current.week,
        weekLabel: current.label,
        asOf: now.toISOString(),
        games: board.map(strategyGame),
      };
    },
  );
};
