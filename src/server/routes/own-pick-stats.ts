// The signed-in person's own pick stats (Profile's Stats tab, the Dashboard's tiles, GET
// /api/user/pick-stats): this season's settled picks, read as the leaderboard reads them and counted by
// the same function, so the three screens always show the figures of the person's leaderboard row.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settledSeasonPicks } from '../../db/repositories/contributor-picks.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import type { GradedPick } from '../../domain/contributors/contributor-stats.ts';
import { ownPickStats } from '../../domain/contributors/own-stats.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { ProfileStats } from '../../shared/api/pick-stats.ts';
import type { AppContext } from '../app-context.ts';
import { capturedCloses } from './captured-closes.ts';
import { gradedContributorPick } from './contributor-pick-view.ts';

export async function ownSeasonStats(db: AppContext['db'], userId: string, now: Date): Promise<ProfileStats> {
  const windows = await seasonWindows(db.orm);
  if (windows.length === 0) return { season: null, ...ownPickStats([]) };
  const { season } = currentWeek(windows, now);
  const rows = await settledSeasonPicks(db.orm, season, MODEL_PARAMS.version, now, userId);
  // CLV against the best close we have, as the leaderboard reads it (decision 107).
  const captured = await capturedCloses(db.orm, rows, now);
  const graded = rows
    .map((r) => gradedContributorPick(r, captured))
    .filter((p): p is GradedPick => p !== null);
  return { season, ...ownPickStats(graded) };
}

export const ownPickStatsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/user/pick-stats',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "The signed-in person's graded picks this season: the figures of their leaderboard row (season tab)",
        tags: ['profile'],
        response: { 200: ProfileStats },
      },
    },
    (request) => ownSeasonStats(db, request.requireUser().id, clock.now()),
  );
};
