// Responsible-gaming breaks: GET /api/user/rg-status (any caller: visitors get "none", so the web app
// can ask without an error), POST cool-off and self-exclusion. A break is only ever lengthened
// (docs/decisions/058-responsible-gaming.md).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertRgBreak, rgBreaks } from '../../db/repositories/betting-settings.ts';
import { registerExclusion } from '../../db/repositories/rg-registry.ts';
import { lockUserBets } from '../../db/repositories/user-bets.ts';
import { breakEnd, breakInForce, refuseShorterBreak } from '../../domain/bets/rg-break.ts';
import { ApiError } from '../../shared/api/error.ts';
import { CoolOffBody, RgStatus, SelfExclusionBody } from '../../shared/api/rg.ts';
import type { CoolOffPeriod, SelfExclusionPeriod } from '../../shared/bet-terms.ts';
import { sendError } from '../api-error.ts';
import type { RgContext } from '../app-context.ts';
import { exclusionKey } from '../auth/exclusion-key.ts';
import { rgStatusView } from './bets-view.ts';

export const rgRoutes: FastifyPluginAsyncZod<RgContext> = async (app, { db, wallNow, secret }) => {
  app.get(
    '/user/rg-status',
    {
      // Public with the session read: a visitor is told "not signed in" instead of a 401 the browser logs.
      config: { access: 'public', session: 'optional' },
      schema: {
        summary: 'Whether the signed-in person is on a cool-off or self-exclusion (picks are then hidden)',
        tags: ['bets'],
        response: { 200: RgStatus },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      if (!request.user) return { signedIn: false, state: 'none', until: null, permanent: false } as const;
      return rgStatusView(await rgBreaks(db.orm, request.user.id), wallNow());
    },
  );

  async function startBreak(
    user: { id: string; email: string },
    kind: 'cool_off' | 'self_exclusion',
    period: CoolOffPeriod | SelfExclusionPeriod,
  ) {
    return db.orm.transaction(async (tx) => {
      // The same per-person lock as bets: two breaks at once cannot race past the "only longer" check.
      const userId = user.id;
      await lockUserBets(tx, userId);
      const now = wallNow();
      const breaks = await rgBreaks(tx, userId);
      const endsAt = breakEnd(period, now);
      const refused = refuseShorterBreak(breakInForce(breaks, now), endsAt);
      if (refused) return { refused };
      await insertRgBreak(tx, { userId, kind, period, startsAt: now, endsAt });
      // A self-exclusion outlives the account: kept under a keyed hash of the address (decision 094).
      if (kind === 'self_exclusion')
        await registerExclusion(tx, exclusionKey(secret, user.email), endsAt, now);
      return { status: rgStatusView(await rgBreaks(tx, userId), now) };
    });
  }

  app.post(
    '/user/rg/cool-off',
    {
      config: { access: 'user' },
      schema: {
        summary:
          'Take a break of 24 hours, 7 days or 30 days: picks hidden, no marketing mail. Cannot be shortened.',
        tags: ['bets'],
        body: CoolOffBody,
        response: { 201: RgStatus, 400: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const result = await startBreak(user, 'cool_off', request.body.period);
      if ('refused' in result) return sendError(reply, 409, result.refused ?? '');
      request.log.info({ event: 'rg.break', kind: 'cool_off', userId: user.id }, 'cool-off started');
      return reply.status(201).send(result.status);
    },
  );

  app.post(
    '/user/rg/self-exclusion',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Self-exclude for 6 months or permanently (confirmed twice). Cannot be shortened or lifted.',
        tags: ['bets'],
        body: SelfExclusionBody,
        response: { 201: RgStatus, 400: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const result = await startBreak(user, 'self_exclusion', request.body.period);
      if ('refused' in result) return sendError(reply, 409, result.refused ?? '');
      request.log.info(
        { event: 'rg.break', kind: 'self_exclusion', userId: user.id },
        'self-exclusion started',
      );
      return reply.status(201).send(result.status);
    },
  );
};
