// GET /api/props/unlocked (decision 124): the props counterpart of GET /api/picks/unlocked. The public
// props answers (/api/props, the player cards and pages) are cached bytes for everyone, with every
// provisional prop pick withheld until kickoff; this per-viewer, uncached answer carries those picks in
// full to whoever may read them — a subscriber all of the week's, anyone else the ones of the games they
// claimed with a free pick — and nothing to anyone else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weekPropItems } from '../../core/props/prop-items.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { isPremiumPick } from '../../domain/picks/premium-pick.ts';
import { UnlockedPropsResponse } from '../../shared/api/props.ts';
import type { AppContext } from '../app-context.ts';
import type { CookieNames } from '../auth/session-policy.ts';
import { holderOf, premiumAccess } from './premium-access.ts';

type Options = AppContext & { secret: string; cookies: CookieNames };

export const propsUnlockedRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, clock, boards, freezeLineMaxAgeMs, secret, cookies } = options;

  app.get(
    '/props/unlocked',
    {
      config: { access: 'public', session: 'optional' },
      schema: {
        summary:
          "The week's provisional prop picks this viewer may read in full: all for a subscriber, the free-pick games' otherwise",
        tags: ['props'],
        response: { 200: UnlockedPropsResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock.now();
      // Provisional prop picks exist only in the week in force (the other weeks are on the record).
      const { season, week } = currentWeek(await seasonWindows(db.orm), now);
      const board = await boards(season, week, now);
      const gameOf = new Map(
        board.players.map((p) => [p.projection.target.playerId, p.projection.target.gameId]),
      );
      const access = await premiumAccess(
        db.orm,
        holderOf(request, secret, cookies),
        [...new Set(gameOf.values())],
        now,
      );
      const items = await weekPropItems(db.orm, board, now, freezeLineMaxAgeMs);
      const props = items.filter((item) => {
        const gameId = gameOf.get(item.playerId);
        return isPremiumPick(item, now) && gameId !== undefined && access.opens(gameId);
      });
      return { season, week, subscribed: access.subscribed, props };
    },
  );
};
