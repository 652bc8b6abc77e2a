import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheControlOf, computingOf } from '../../core/catch-up.ts';
import { modelSeasonRecord } from '../../core/model/season-record.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { undecidedNote } from '../../db/repositories/pairing-known.ts';
import { currentWeek, REGULAR_SEASON_WEEKS, weekLabel } from '../../domain/current-week.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { publicPicks } from '../../domain/picks/premium-pick.ts';
import { weekEdges } from '../../domain/picks/week-edge.ts';
import { ApiError } from '../../shared/api/error.ts';
import { WeeklyPicksParams, WeeklyPicksQuery, WeeklyPicksResponse } from '../../shared/api/weekly-picks.ts';
import type { AppContext } from '../app-context.ts';
import { currentWeekView } from './game-view.ts';
import { weekPickViews } from './weekly-pick-view.ts';

export const weeklyPicksRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, freezeLineMaxAgeMs, catchUp },
) => {
  app.get(
    '/weekly-picks/:week',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "One week's game picks in the Weekly Picks shape: locked at kickoff, provisional before, 'no_pick' where none was published; with the model's season record and the week's edges",
        tags: ['picks'],
        params: WeeklyPicksParams,
        querystring: WeeklyPicksQuery,
        response: { 200: WeeklyPicksResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      // Before the data (decision 134): what the catch-up has not finished, the answer says is partial.
      const state = catchUp.state();
      const windows = await seasonWindows(db.orm);
      const current = currentWeek(windows, now);
      const season = request.query.season ?? current.season;
      const { week } = request.params;
      // The current week is whole once decided; another week once the whole record is.
      const thisWeek = season === current.season && week === current.week;
      // Stryker disable next-line StringLiteral: equivalent: computingOf treats every label but 'week' and 'alerts' as 'record'
      const recordComputing = state ? await computingOf(db.orm, catchUp, now, 'record') : null;
      const computing = thisWeek && state ? await computingOf(db.orm, catchUp, now, 'week') : recordComputing;
      const [views, record, undecided] = await Promise.all([
        // While computing, no picks from half-loaded data (and no walk-forward taking the catch-up's cores).
        computing
          ? { modelVersion: MODEL_PARAMS.version, picks: [] }
          : weekPickViews(db.orm, { season, week }, now, freezeLineMaxAgeMs),
        modelSeasonRecord(db.orm, { modelVersion: MODEL_PARAMS.version, season, asOf: now }),
        undecidedNote(db.orm, season, week, now),
      ]);
      // The same bytes for every visitor: premium picks leave as withheld cards (decision 120). The cache
      // key holds the clock's minute, so a game's pick turns public within the minute it kicks off.
      const picks = publicPicks(views.picks, now);
      const lastWeek = windows.find((w) => w.season === season)?.lastWeek ?? REGULAR_SEASON_WEEKS;
      reply.header('cache-control', cacheControlOf(recordComputing, 'public, max-age=60'));
      return {
        computing,
        recordComputing,
        season,
        week,
        weekLabel: weekLabel(week),
        lastWeek,
        current: currentWeekView(current, now),
        asOf: now.toISOString(),
        modelVersion: views.modelVersion,
        picks,
        edge: {
          seasonStraightUp: record.straightUp,
          seasonAgainstSpread: record.againstSpread,
          ...weekEdges(picks),
        },
        ...(undecided && { undecided }),
      };
    },
  );
};
