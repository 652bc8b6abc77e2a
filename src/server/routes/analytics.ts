// First-party analytics (decision 123): the web app's events, stored here and nowhere else, without the
// client's address in clear (a keyed hash counts visitors); nothing is kept when the browser sends DNT: 1.
// The admin's funnel reads them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funnelByWeek, recordEvent } from '../../db/repositories/analytics.ts';
import { referralCounts, referralOwners } from '../../db/repositories/referrals.ts';
import { AdminFunnel, AnalyticsEventBody, AnalyticsEventResponse } from '../../shared/api/analytics.ts';
import type { AppContext } from '../app-context.ts';
import { windowCounter } from '../plugins/rate-limit.ts';
import { RATE_LIMITS } from '../rate-limits.ts';
import { doNotTrack, visitorKey } from '../visitor-key.ts';

/** The admin funnel's span: the last 12 ISO weeks. */
const FUNNEL_WEEKS = 12;
const WEEK_MS = 7 * 86_400_000;

export const analyticsRoutes: FastifyPluginAsyncZod<
  AppContext & { secret: string; rateLimitNow?: () => number }
> = async (app, options) => {
  const { db, wallNow } = options;
  const perClient = windowCounter(RATE_LIMITS.analyticsEventsPerMinute, options.rateLimitNow);

  app.post(
    '/analytics/event',
    {
      config: { access: 'public', session: 'optional' },
      schema: {
        summary: 'Record one analytics event (nothing is kept when the request carries DNT: 1)',
        tags: ['analytics'],
        body: AnalyticsEventBody,
        response: { 200: AnalyticsEventResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (doNotTrack(request)) return { stored: false };
      if (perClient.take(request.ip) > 0) return { stored: false };
      const { event, path, referralCode, props } = request.body;
      await recordEvent(db.orm, {
        event,
        occurredAt: wallNow(),
        visitor: visitorKey(options.secret, request),
        userId: request.user?.id ?? null,
        path,
        referralCode: referralCode ?? null,
        props: props ?? {},
      });
      return { stored: true };
    },
  );

  app.get(
    '/admin/funnel',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The funnel per week (visits → claims → sign-ups → checkouts → paid) and per referral code',
        tags: ['admin'],
        response: { 200: AdminFunnel },
      },
    },
    async () => {
      const now = wallNow();
      const weeks = await funnelByWeek(db.orm, new Date(now.getTime() - FUNNEL_WEEKS * WEEK_MS), now);
      const counts = await referralCounts(db.orm);
      const owners = await referralOwners(db.orm, [...counts.keys()]);
      const codes = [...counts]
        .map(([code, c]) => ({ code, owner: owners.get(code) ?? '—', ...c }))
        .sort(
          (a, b) =>
            b.paid - a.paid || b.signUps - a.signUps || b.clicks - a.clicks || a.code.localeCompare(b.code),
        );
      return { weeks, codes };
    },
  );
};
