// GET /api/record/captured-lines: one season's picks made against captured lines and their CLV against
// the last capture before kickoff (decision 099), as known at the clock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonCapturePicks } from '../../db/repositories/capture-picks.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import {
  CapturedLinesQuery,
  CapturedLinesResponse,
  type CapturePick,
} from '../../shared/api/captured-lines.ts';
import type { AppContext } from '../app-context.ts';

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);

export const capturedLinesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/record/captured-lines',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "The model's picks made against the first line captured after the week's inputs, with CLV against the last capture before kickoff",
        tags: ['model'],
        querystring: CapturedLinesQuery,
        response: { 200: CapturedLinesResponse },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const stored = await seasonCapturePicks(db.orm, MODEL_PARAMS.version, request.query.season);
      const picks: CapturePick[] = stored
        .filter(({ game }) => game.kickoff.getTime() <= now.getTime())
        .map(({ row, game }) => ({
          gameId: game.gameId,
          week: game.week,
          kickoff: game.kickoff.toISOString(),
          home: game.homeTeam,
          away: game.awayTeam,
          inputsKnownAt: row.inputsKnownAt.toISOString(),
          pickedTeam: row.pick === null ? null : row.pick === 'home' ? game.homeTeam : game.awayTeam,
          source: row.pickLineSource,
          pickLine: capturedLine(row.pickLine, row.pickLineBooks, row.pickLineAt),
          closingLine: capturedLine(row.closingLine, row.closingLineBooks, row.closingLineAt),
          clvPoints: row.clvPoints,
          clvProbability: row.clvProbability,
          unknown: row.unknown,
        }));
      const points = picks.flatMap((p) => (p.clvPoints === null ? [] : [p.clvPoints]));
      const chances = picks.flatMap((p) => (p.clvProbability === null ? [] : [p.clvProbability]));
      reply.header('cache-control', 'public, max-age=60');
      return {
        season: request.query.season,
        picks,
        summary: {
          count: points.length,
          meanPoints: mean(points),
          sharePositive: points.length ? points.filter((x) => x > 0).length / points.length : null,
          probabilityCount: chances.length,
          meanProbability: mean(chances),
        },
      };
    },
  );
};

function capturedLine(line: number | null, books: number | null, at: Date | null) {
  return line === null || books === null || at === null
    ? null
    : { line, books, capturedAt: at.toISOString() };
}
