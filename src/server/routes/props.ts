import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheControlOf, computingOf } from '../../core/catch-up.ts';
import { storedPropItems, weekPropItems } from '../../core/props/prop-items.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { propLineCoverage } from '../../db/repositories/prop-lines.ts';
import { latestPropReport, recordRows } from '../../db/repositories/prop-picks.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { publicProp } from '../../domain/picks/premium-pick.ts';
import { isPropMarket } from '../../domain/props/prop-markets.ts';
import { PROP_MODEL_VERSION } from '../../domain/props/prop-pick.ts';
import { propRecord } from '../../domain/props/prop-record.ts';
import { ApiError } from '../../shared/api/error.ts';
import { PropRecordResponse, PropsQuery, PropsResponse } from '../../shared/api/props.ts';
import type { AppContext } from '../app-context.ts';

const NO_LINES_NOTE =
  'No sportsbook prop lines were captured for this week: each projection is shown against the player’s recent median, never against an invented line, and none of it is graded as a pick.';
const LINES_NOTE =
  'Picks against the sportsbook line are provisional until kickoff, then frozen and graded from the weekly stats. Projections against a recent median are shown where no line exists; they are never graded as picks.';

export const propsRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, boards, freezeLineMaxAgeMs, catchUp },
) => {
  app.get(
    '/props',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "One week's prop picks: frozen and graded, provisional before kickoff, the median view without a line",
        tags: ['props'],
        querystring: PropsQuery,
        response: { 200: PropsResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const current = currentWeek(await seasonWindows(db.orm), now);
      const { season } = current;
      const week = request.query.week ?? current.week;
      // Only the week in force has a board (the projections behind provisional picks and median views).
      const items =
        week === current.week
          ? await weekPropItems(db.orm, await boards(season, week, now), now, freezeLineMaxAgeMs)
          : await storedPropItems(db.orm, now, { season, week });
      const { quotes } = await propLineCoverage(db.orm, now, { season, week });
      const { limit, offset } = request.query;
      reply.header('cache-control', 'public, max-age=60');
      return {
        season,
        week,
        generatedAt: now.toISOString(),
        linesCaptured: quotes,
        note: quotes === 0 ? NO_LINES_NOTE : LINES_NOTE,
        total: items.length,
        offset,
        limit,
        // The same bytes for every visitor (decision 120); the cache key holds the clock's minute.
        props: items.slice(offset, offset + limit).map((item) => publicProp(item, now)),
      };
    },
  );

  app.get(
    '/props/record',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary: 'The prop picks’ public record, and the median view’s accuracy where no lines exist',
        tags: ['props'],
        response: { 200: PropRecordResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      // Before the data (decision 134): the start-up catch-up runs the props job after the model's.
      const computing = await computingOf(db.orm, catchUp, now, 'record');
      const [rows, coverage, report] = await Promise.all([
        recordRows(db.orm, PROP_MODEL_VERSION, now),
        propLineCoverage(db.orm, now),
        latestPropReport(db.orm, PROP_MODEL_VERSION, now),
      ]);
      const graded = rows.flatMap((r) =>
        r.status === 'pick' && r.outcome && isPropMarket(r.market)
          ? [{ market: r.market, outcome: r.outcome }]
          : [],
      );
      const record = propRecord(graded);
      const note =
        coverage.quotes === 0
          ? `No sportsbook prop lines have been captured (the data pack holds none, and none were fetched live), so there is no graded props record yet.${
              // Only over the median view's table: with no report yet it would point at nothing (issue 21).
              report
                ? ' Below: how the projection fared against each player’s recent median, labelled as such.'
                : ''
            }`
          : record.picks === 0
            ? `Prop lines were captured for ${coverage.weeks} week${coverage.weeks === 1 ? '' : 's'}; no prop pick has been graded yet.`
            : `Graded prop picks from ${coverage.weeks} week${coverage.weeks === 1 ? '' : 's'} with sportsbook lines. Only props with a line count.`;
      reply.header('cache-control', cacheControlOf(computing, 'public, max-age=300'));
      return {
        computing,
        generatedAt: now.toISOString(),
        linesCaptured: coverage.quotes,
        weeksWithLines: coverage.weeks,
        record,
        noPicks: rows.filter((r) => r.status === 'no_pick').length,
        note,
        medianAccuracy: report?.report ?? null,
      };
    },
  );
};
