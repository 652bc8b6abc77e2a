// GET /api/user/my-picks: "My picks" on the Dashboard and the Profile (issue 21 deliverable 2,
// docs/decisions/102-my-picks-and-live-panels.md). Every pick the signed-in person locked in a season,
// newest game first, graded at the clock as the leaderboard grades them, with the season's record.
// The Dashboard's "Total Picks Made" is `record.picks` of the current season, read by the same code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userPicks } from '../../db/repositories/contributor-picks.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import type { GradedPick } from '../../domain/contributors/contributor-stats.ts';
import { clvNote, pickUnits, unitsTotal } from '../../domain/contributors/my-picks.ts';
import { ownPickStats } from '../../domain/contributors/own-stats.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  MY_PICKS_PAGE_SIZE,
  type MyPick,
  MyPicksQuery,
  MyPicksResponse,
  type MyRecord,
} from '../../shared/api/my-picks.ts';
import type { AppContext } from '../app-context.ts';
import { capturedCloses } from './captured-closes.ts';
import { gradedContributorPick, userPickView } from './contributor-pick-view.ts';

export interface SeasonPicks {
  season: number | null;
  seasons: number[];
  picks: MyPick[];
  record: MyRecord;
}

/** The person's picks of `season` (default: the current season at `now`) and their record. */
export async function mySeasonPicks(
  db: AppContext['db'],
  userId: string,
  now: Date,
  season?: number,
): Promise<SeasonPicks> {
  const [windows, rows] = await Promise.all([
    seasonWindows(db.orm),
    userPicks(db.orm, userId, MODEL_PARAMS.version, now),
  ]);
  const shown = season ?? (windows.length > 0 ? currentWeek(windows, now).season : null);
  const own = rows.filter((r) => r.season === shown);
  // The same close as the locks' own list (decision 099): the captures' where they cover the game.
  const captured = await capturedCloses(db.orm, own, now);
  const picks = own.map((r): MyPick => {
    const view = userPickView(r, captured);
    return { ...view, clvNote: clvNote(view), units: pickUnits(view.status, view.price) };
  });
  const graded = own
    .map((r) => gradedContributorPick(r, captured))
    .filter((p): p is GradedPick => p !== null);
  const stats = ownPickStats(graded);
  return {
    season: shown,
    seasons: [...new Set(rows.map((r) => r.season))].sort((a, b) => b - a),
    picks,
    record: {
      picks: picks.length,
      pending: picks.filter((p) => p.status === 'pending').length,
      wins: stats.wins,
      losses: stats.losses,
      pushes: stats.pushes,
      winRate: stats.winRate,
      ...unitsTotal(picks),
    },
  };
}

export const myPicksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/user/my-picks',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "The signed-in person's locked picks of a season, pending and graded, with CLV, units and their record",
        tags: ['profile'],
        querystring: MyPicksQuery,
        response: { 200: MyPicksResponse, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => {
      const now = clock.now();
      const { season, page } = request.query;
      const mine = await mySeasonPicks(db, request.requireUser().id, now, season);
      const pageCount = Math.max(1, Math.ceil(mine.picks.length / MY_PICKS_PAGE_SIZE));
      const from = (page - 1) * MY_PICKS_PAGE_SIZE;
      return {
        asOf: now.toISOString(),
        season: mine.season,
        seasons: mine.seasons,
        record: mine.record,
        page,
        pageCount,
        picks: mine.picks.slice(from, from + MY_PICKS_PAGE_SIZE),
      };
    },
  );
};
