import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cacheControlOf, computingOf } from '../../core/catch-up.ts';
import { rankPlayers } from '../../core/players/player-ranking.ts';
import { playerWeeks, WEEKS_NOTES } from '../../core/players/player-weeks.ts';
import { storedPropItems, weekPropItems } from '../../core/props/prop-items.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import {
  headshotsOf,
  injuryHistoryOf,
  playerById,
  salaryHistoryOf,
} from '../../db/repositories/player-pages.ts';
import { latestPlayerProps } from '../../db/repositories/player-props.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { SLATES } from '../../domain/dfs/slates.ts';
import { publicProp } from '../../domain/picks/premium-pick.ts';
import { propKey, propsByPlayer } from '../../domain/players/prop-odds.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  PlayerDetail,
  PlayerParams,
  PlayersQuery,
  PlayersResponse,
  Top5Response,
  TopFiveQuery,
  TopFiveResponse,
} from '../../shared/api/players.ts';
import type { PropItem } from '../../shared/api/props.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { bioBoostView, boardInfo, playerCard, top5Pick, topFiveItem } from './player-views.ts';

export const playersRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, boards, freezeLineMaxAgeMs, catchUp },
) => {
  /** The board of the week in force at the clock (weeks run Tuesday to Monday, New York). */
  const boardNow = async (now = clock.now()) => {
    const { season, week } = currentWeek(await seasonWindows(db.orm), now);
    return boards(season, week, now);
  };
  const cached = { access: 'public', cache: true } as const;

  app.get(
    '/top5',
    {
      config: cached,
      schema: {
        summary: 'The DFS Top 5 of both slates for the week in force, ranked by ggScore',
        tags: ['players'],
        response: { 200: Top5Response },
      },
    },
    async (_request, reply) => {
      // The players' data loads in the catch-up's second part (decision 134): until it is done, say so.
      const now = clock.now();
      const computing = await computingOf(db.orm, catchUp, now, 'record');
      const board = await boardNow(now);
      const lists = SLATES.map((s) => board.topFive[s]);
      const picks = lists.flatMap((l) => l.picks);
      const headshots = await headshotsOf(
        db.orm,
        picks.map((p) => p.candidate.id),
      );
      reply.header('cache-control', cacheControlOf(computing, 'public, max-age=60'));
      return {
        computing,
        ...boardInfo(board),
        totalCandidates: lists.reduce((n, l) => n + l.totalCandidates, 0),
        fallback: lists.some((l) => l.fallback),
        picks: picks.map((p) => top5Pick(p, headshots)),
      };
    },
  );

  app.get(
    '/top-five',
    {
      config: cached,
      schema: {
        summary: 'The Top 5 of one slate with salary, value, projected ownership and weather',
        tags: ['players'],
        querystring: TopFiveQuery,
        response: { 200: TopFiveResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const board = await boardNow();
      const list = board.topFive[request.query.slate];
      const headshots = await headshotsOf(
        db.orm,
        list.picks.map((p) => p.candidate.id),
      );
      const hydration = new Map(
        board.players.map((p) => [p.projection.target.playerId, p.bioBoost?.inputs.hydration ?? null]),
      );
      reply.header('cache-control', 'public, max-age=30');
      return {
        ...boardInfo(board),
        slate: list.slate,
        totalCandidates: list.totalCandidates,
        fallback: list.fallback,
        players: list.picks.map((p) => topFiveItem(p, headshots, hydration.get(p.candidate.id) ?? null)),
      };
    },
  );

  app.get(
    '/players',
    {
      config: cached,
      schema: {
        summary:
          'The players projected for the week in force, highest projection (or BioBoost) first (paginated)',
        tags: ['players'],
        querystring: PlayersQuery,
        response: { 200: PlayersResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      const { position, limit, offset, sort } = request.query;
      const now = clock.now();
      const board = await boardNow(now);
      const ranked = rankPlayers(
        board.players.filter((p) => !position || p.projection.target.position === position),
        sort,
        now.getTime(),
      );
      const page = ranked.slice(offset, offset + limit);
      const [headshots, props] = await Promise.all([
        headshotsOf(
          db.orm,
          page.map((p) => p.projection.target.playerId),
        ),
        latestPlayerProps(db.orm, [...new Set(page.map((p) => p.projection.target.gameId))], now),
      ]);
      const propsOf = propsByPlayer(props);
      // A card's recommended bets are his prop picks, as /api/props publishes them (decision 073). No line
      // captured for the page's games by now means no pick (a frozen one was priced before kickoff).
      const picksOf = new Map<string, PropItem[]>();
      if (props.length > 0)
        for (const item of await weekPropItems(db.orm, board, now, freezeLineMaxAgeMs))
          picksOf.set(item.playerId, [...(picksOf.get(item.playerId) ?? []), item]);
      reply.header('cache-control', 'public, max-age=120');
      return {
        ...boardInfo(board),
        total: ranked.length,
        offset,
        limit,
        players: page.map((p) =>
          playerCard(
            p,
            headshots,
            now,
            propsOf.get(propKey(p.projection.target.gameId, p.projection.target.name)),
            picksOf.get(p.projection.target.playerId),
          ),
        ),
      };
    },
  );

  app.get(
    '/players/:id',
    {
      config: cached,
      schema: {
        summary: 'One player: BioBoost and projections against actual points by week, injuries, salaries',
        tags: ['players'],
        params: PlayerParams,
        response: { 200: PlayerDetail, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const player = await playerById(db.orm, request.params.id, now);
      if (!player) {
        return sendError(reply, 404, 'No player with this id.');
      }
      const board = await boardNow();
      const [weeks, injuries, salaries, props, decided] = await Promise.all([
        playerWeeks(db.orm, board, player.id),
        injuryHistoryOf(db.orm, player.id, board.season, now),
        salaryHistoryOf(db.orm, player.id, now),
        weekPropItems(db.orm, board, now, freezeLineMaxAgeMs, { playerId: player.id }),
        storedPropItems(db.orm, now, { playerId: player.id }),
      ]);
      reply.header('cache-control', 'public, max-age=120');
      return {
        ...boardInfo(board),
        player,
        weeksNote: WEEKS_NOTES[board.basis],
        weeks: weeks.map((w) => ({
          season: w.season,
          week: w.week,
          opponent: w.opponent,
          kickoff: new Date(w.kickoffMs).toISOString(),
          projected: {
            draftKings: Math.round(10 * w.projected.median) / 10,
            low: Math.round(10 * w.projected.low) / 10,
            high: Math.round(10 * w.projected.high) / 10,
          },
          actual: w.actual === null ? null : Math.round(10 * w.actual) / 10,
          bioBoost: bioBoostView(w.bioBoost),
        })),
        injuries: injuries.map((r) => ({ ...r, reportedAt: r.reportedAt.toISOString() })),
        // An export without a season or week (a showdown file) is not part of the weekly history.
        salaries: salaries.flatMap(({ season, week, ...rest }) =>
          season === null || week === null ? [] : [{ season, week, ...rest }],
        ),
        // A provisional prop pick is premium until kickoff (decision 124), as on /api/props.
        props: props.map((item) => publicProp(item, now)),
        propHistory: decided.filter((d) => d.season !== board.season || d.week !== board.week),
      };
    },
  );
};
