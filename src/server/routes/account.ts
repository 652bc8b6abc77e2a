// The signed-in person's own data: everything we hold, as JSON, and deleting it (with the password).
// Both walk the parts of src/db/repositories/user-data.ts. See docs/decisions/047-account-export-and-deletion.md.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StripeGateway } from '../../core/billing/stripe-gateway.ts';
import type { Clock } from '../../core/clock.ts';
import { notifyCommunityChanged } from '../../core/data-changes.ts';
import { listSavedPicks } from '../../db/repositories/saved-picks.ts';
import { type HeldPlan, planOf } from '../../db/repositories/subscriptions.ts';
import { deleteUserData, exportUserData, USER_DATA_PARTS } from '../../db/repositories/user-data.ts';
import { passwordHashOf } from '../../db/repositories/users.ts';
import { AccountExport, DeleteAccountBody, DeletedResponse } from '../../shared/api/account.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import { tooManyAttempts } from '../auth/auth-replies.ts';
import type { AuthServices } from '../auth/auth-services.ts';
import { csrfSetCookie } from '../auth/csrf.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { expiredCookie } from '../auth/session.ts';
import { premiumAccess } from './premium-access.ts';
import { savedPickView } from './saved-picks.ts';

/** Dates become ISO strings, as every API date is. */
function jsonDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonDates(v)]));
  }
  return value;
}

/** Statuses after which Stripe charges nothing more. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

/** Cancels the person's live Stripe subscription; the refusal to answer when it cannot. */
async function cancelPlan(
  stripe: StripeGateway | undefined,
  held: HeldPlan | null,
): Promise<{ status: 502 | 503; message: string } | null> {
  if (!held?.stripeSubscriptionId || ENDED.has(held.status)) return null;
  const kept = 'The account is kept, so you are not charged for one you cannot use.';
  if (!stripe)
    return {
      status: 503,
      message: `Your plan cannot be cancelled now (payments are not configured). ${kept}`,
    };
  try {
    await stripe.cancelSubscription(held.stripeSubscriptionId);
    return null;
  } catch {
    return { status: 502, message: `Stripe did not cancel your plan; please try again. ${kept}` };
  }
}

export const accountRoutes: FastifyPluginAsyncZod<{
  services: AuthServices;
  stripe: StripeGateway | undefined;
  clock: Clock;
}> = async (app, { services, stripe, clock }) => {
  const { db, throttle } = services;

  /**
   * The saved picks as the export may show them at `now`: a premium pick of a game not yet kicked off
   * keeps its side and probability back exactly as GET /user/saved-picks does (decision 124), or the
   * download would be a way round the paywall.
   */
  async function exportedSavedPicks(userId: string, now: Date) {
    // Every saved pick has its game (a foreign key), so the listing holds every stored row.
    const listed = await listSavedPicks(db.orm, userId, now);
    const access = await premiumAccess(
      db.orm,
      { kind: 'user', userId },
      listed.map((r) => r.pick.gameId),
      now,
    );
    return listed
      .sort((x, y) => x.pick.id - y.pick.id)
      .map((r) =>
        savedPickView(r, now, access.opens).withheld
          ? { ...r.pick, pickedTeam: null, confidencePct: null, withheld: true }
          : { ...r.pick, withheld: false },
      );
  }

  app.get(
    '/user/export',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Everything we hold about the signed-in person, as a JSON download',
        tags: ['accounts'],
        response: { 200: AccountExport },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const parts = {
        // The saved picks are read once, below, with what the clock lets the person see of them.
        ...(await exportUserData(
          db.orm,
          user.id,
          USER_DATA_PARTS.filter((part) => part.key !== 'savedPicks'),
        )),
        savedPicks: await exportedSavedPicks(user.id, clock.now()),
      };
      reply.header('content-disposition', 'attachment; filename="go-gorilla-account.json"');
      request.log.info({ event: 'account.export', userId: user.id }, 'account exported');
      return AccountExport.parse({
        format: 'go-gorilla-account-export/1',
        exportedAt: services.wallNow().toISOString(),
        ...(jsonDates(parts) as object),
      });
    },
  );

  app.delete(
    '/user',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Delete the account and the data we hold about the person (needs the password)',
        tags: ['accounts'],
        body: DeleteAccountBody,
        response: { 200: DeletedResponse, 403: ApiError, 429: ApiError, 502: ApiError, 503: ApiError },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const wait = await throttle.blocked('reauthFailuresPerUser', user.id);
      if (wait) return tooManyAttempts(reply, wait);
      const hash = await passwordHashOf(db.orm, user.id);
      if (!hash || !(await verifyPassword({ hash, password: request.body.password }))) {
        await throttle.hit('reauthFailuresPerUser', user.id);
        request.log.warn(
          { event: 'auth.reauth', outcome: 'failure', userId: user.id, ip: request.ip },
          'wrong password',
        );
        return sendError(reply, 403, 'The password is not right.');
      }
      // A deleted account must not go on being charged: Stripe cancels first, or nothing is deleted.
      const cancelFailure = await cancelPlan(stripe, await planOf(db.orm, user.id));
      if (cancelFailure) {
        request.log.error(
          { event: 'account.delete', userId: user.id, reason: cancelFailure.message },
          'plan not cancelled',
        );
        return sendError(reply, cancelFailure.status, cancelFailure.message);
      }
      await db.orm.transaction((tx) => deleteUserData(tx, user.id));
      // Their picks now count as a former contributor's: public answers are recomputed at once.
      notifyCommunityChanged();
      const { cookies } = services;
      reply.header('set-cookie', expiredCookie(cookies, cookies.session));
      reply.header('set-cookie', csrfSetCookie(cookies, services.csrf.newCookieValue()));
      request.log.info({ event: 'account.deleted', userId: user.id, ip: request.ip }, 'account deleted');
      return { status: 'deleted' as const };
    },
  );
};
