// The free-pick funnel and premium picks for one viewer (decision 120). The public weekly answer is the
// same cached bytes for everyone, with premium picks withheld; these routes are per viewer and never
// cached: what this person may see (GET /picks/unlocked), their free picks left (GET /free-picks), and
// the claim that spends one (POST /free-picks/claim), counted atomically in PostgreSQL.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimedGames, claimFreePick, type FreePickHolder } from '../../db/repositories/free-picks.ts';
import { gameWeek, seasonWindows } from '../../db/repositories/games.ts';
import { getPreferences } from '../../db/repositories/push.ts';
import { hasPremium } from '../../db/repositories/subscriptions.ts';
import { currentWeek } from '../../domain/current-week.ts';
import {
  FREE_PICKS_PER_WEEK,
  freePickWeek,
  isTimeZone,
  VISITOR_TIME_ZONE,
} from '../../domain/funnel/free-pick-week.ts';
import { isPremiumPick } from '../../domain/picks/premium-pick.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  FreePickClaimBody,
  FreePickClaimResponse,
  FreePickRefusal,
  FreePickState,
  UnlockedPicksQuery,
  UnlockedPicksResponse,
} from '../../shared/api/free-picks.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import type { CookieNames } from '../auth/session-policy.ts';
import { newVisitorValue, visitorSetCookie } from '../auth/visitor-cookie.ts';
import { holderOf } from './premium-access.ts';
import { propsUnlockedRoutes } from './props-unlocked.ts';
import { weekPickViews } from './weekly-pick-view.ts';

type Options = AppContext & { secret: string; cookies: CookieNames };

interface Viewer {
  holder: FreePickHolder | null;
  subscribed: boolean;
  timeZone: string;
}

export const freePickRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, clock, freezeLineMaxAgeMs, secret, cookies } = options;

  async function viewerOf(request: FastifyRequest): Promise<Viewer> {
    const holder = holderOf(request, secret, cookies);
    if (holder?.kind === 'user') {
      const [subscribed, prefs] = await Promise.all([
        hasPremium(db.orm, holder.userId, clock.now()),
        getPreferences(db.orm, holder.userId),
      ]);
      const timeZone = isTimeZone(prefs.timeZone) ? prefs.timeZone : VISITOR_TIME_ZONE;
      return { holder, subscribed, timeZone };
    }
    return { holder, subscribed: false, timeZone: VISITOR_TIME_ZONE };
  }

  async function stateOf(viewer: Viewer, now: Date): Promise<FreePickState> {
    const week = freePickWeek(now, viewer.timeZone);
    const claimed = viewer.holder ? await claimedGames(db.orm, viewer.holder, week.startsAt) : [];
    return {
      limit: FREE_PICKS_PER_WEEK,
      remaining: Math.max(0, FREE_PICKS_PER_WEEK - claimed.length),
      resetsAt: week.resetsAt.toISOString(),
      timeZone: viewer.timeZone,
      claimed,
      subscribed: viewer.subscribed,
    };
  }

  /** A visitor's first claim gets the signed cookie that its later requests are counted by. */
  function holderFor(viewer: Viewer, reply: FastifyReply): FreePickHolder {
    if (viewer.holder) return viewer.holder;
    const minted = newVisitorValue(secret);
    reply.header('set-cookie', visitorSetCookie(cookies, minted.value));
    return { kind: 'visitor', visitorId: minted.id };
  }

  const perViewer = { access: 'public', session: 'optional' } as const;
  // The props counterpart of GET /picks/unlocked, by the same rule (decision 124).
  await app.register(propsUnlockedRoutes, options);

  app.get(
    '/free-picks',
    {
      config: perViewer,
      schema: {
        summary: "This viewer's free picks this week: left, claimed, when they reset, and whether subscribed",
        tags: ['picks'],
        response: { 200: FreePickState },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const viewer = await viewerOf(request);
      // A visitor is given the signed cookie on the first look, so every later claim is counted by it.
      return stateOf({ ...viewer, holder: holderFor(viewer, reply) }, clock.now());
    },
  );

  app.post(
    '/free-picks/claim',
    {
      config: perViewer,
      schema: {
        summary: "Unlock one game's premium pick with a free pick (2 a week; subscribers use none)",
        tags: ['picks'],
        body: FreePickClaimBody,
        response: {
          200: FreePickClaimResponse,
          400: ApiError,
          403: FreePickRefusal,
          404: ApiError,
          409: ApiError,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock.now();
      const { gameId } = request.body;
      const week = await gameWeek(db.orm, gameId, now);
      const views = week && (await weekPickViews(db.orm, week, now, freezeLineMaxAgeMs));
      const pick = views?.picks.find((p) => p.gameId === gameId);
      if (!pick) return sendError(reply, 404, `No game ${gameId} on the schedule.`);
      if (pick.status === 'no_pick') {
        return sendError(reply, 409, 'No pick was published for this game, so there is nothing to unlock.');
      }
      if (!isPremiumPick(pick, now)) {
        return sendError(
          reply,
          409,
          'This game has kicked off: its pick is public now, no free pick needed.',
        );
      }
      const viewer = await viewerOf(request);
      if (viewer.subscribed) {
        return { outcome: 'subscribed' as const, pick, state: await stateOf(viewer, now) };
      }
      const holder = holderFor(viewer, reply);
      const outcome = await claimFreePick(db.orm, {
        holder,
        weekStart: freePickWeek(now, viewer.timeZone).startsAt,
        gameId,
        at: now,
        limit: FREE_PICKS_PER_WEEK,
      });
      const state = await stateOf({ ...viewer, holder }, now);
      if (outcome === 'limit_reached') {
        return sendError(
          reply,
          403,
          `You have used your ${FREE_PICKS_PER_WEEK} free picks this week. They come back at the reset (Tuesday 03:00); Premium opens every pick.`,
          { state },
        );
      }
      request.log.info({ event: 'free_pick.claim', outcome, gameId }, 'free pick claimed');
      return { outcome, pick, state };
    },
  );

  app.get(
    '/picks/unlocked',
    {
      config: perViewer,
      schema: {
        summary:
          "The week's premium picks this viewer may see in full: all for a subscriber, the free-pick claims otherwise",
        tags: ['picks'],
        querystring: UnlockedPicksQuery,
        response: { 200: UnlockedPicksResponse, 400: ApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = clock.now();
      const season = request.query.season ?? currentWeek(await seasonWindows(db.orm), now).season;
      const { week } = request.query;
      const viewer = await viewerOf(request);
      const claimed = viewer.subscribed ? [] : (await stateOf(viewer, now)).claimed;
      if (!viewer.subscribed && claimed.length === 0) return { season, week, subscribed: false, picks: [] };
      const views = await weekPickViews(db.orm, { season, week }, now, freezeLineMaxAgeMs);
      const open = new Set(claimed);
      const picks = views.picks.filter(
        (p) => isPremiumPick(p, now) && (viewer.subscribed || open.has(p.gameId)),
      );
      return { season, week, subscribed: viewer.subscribed, picks };
    },
  );
};
