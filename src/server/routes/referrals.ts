// Referrals (decision 123): a person's code and link with its counts, a click counted once per visitor
// a day, and a new account's sign-up attributed to the code it arrived with — never to its own.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attributeSignup,
  ensureReferralCode,
  recordReferralClick,
  referralCodeOwner,
  referralCounts,
} from '../../db/repositories/referrals.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  MyReferrals,
  REFERRAL_ALPHABET,
  REFERRAL_CODE_LENGTH,
  ReferralAttributeResponse,
  ReferralClickResponse,
  ReferralCodeBody,
} from '../../shared/api/referrals.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { visitorKey } from '../visitor-key.ts';

/** A referral brings new accounts: a sign-up older than this is not attributed. */
export const ATTRIBUTION_WINDOW_MS = 7 * 86_400_000;

const newCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
  ).join('');

type Options = AppContext & { secret: string; siteUrl: string };

export const referralRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, wallNow } = options;

  app.get(
    '/referrals/me',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Your referral code and link, and the clicks, sign-ups and paid plans it brought',
        tags: ['referrals'],
        response: { 200: MyReferrals },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const code = await ensureReferralCode(db.orm, user.id, newCode(), wallNow());
      const counts = (await referralCounts(db.orm, [code])).get(code) ?? { clicks: 0, signUps: 0, paid: 0 };
      return { code, link: `${options.siteUrl}/?ref=${code}`, ...counts };
    },
  );

  app.post(
    '/referrals/click',
    {
      config: { access: 'public', session: 'optional' },
      schema: {
        summary: 'Count a visit through a referral link (once per visitor a day; never your own)',
        tags: ['referrals'],
        body: ReferralCodeBody,
        response: { 200: ReferralClickResponse, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { code } = request.body;
      const owner = await referralCodeOwner(db.orm, code);
      if (!owner) return sendError(reply, 404, 'No such referral code.');
      if (owner === request.user?.id) return { counted: false };
      const now = wallNow();
      const counted = await recordReferralClick(db.orm, {
        code,
        visitor: visitorKey(options.secret, request),
        day: now.toISOString().slice(0, 10),
        now,
      });
      return { counted };
    },
  );

  app.post(
    '/referrals/attribute',
    {
      config: { access: 'user' },
      schema: {
        summary: "Attribute your new account's sign-up to the referral code you arrived with",
        tags: ['referrals'],
        body: ReferralCodeBody,
        response: { 200: ReferralAttributeResponse, 400: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const owner = await referralCodeOwner(db.orm, request.body.code);
      if (!owner) return sendError(reply, 404, 'No such referral code.');
      if (owner === user.id) return sendError(reply, 400, 'You cannot refer yourself.');
      const now = wallNow();
      const outcome = await attributeSignup(db.orm, {
        userId: user.id,
        code: request.body.code,
        createdAfter: new Date(now.getTime() - ATTRIBUTION_WINDOW_MS),
        now,
      });
      if (outcome === 'too-late') {
        return sendError(reply, 409, 'Only a new account (made in the last 7 days) can be referred.');
      }
      return {
        status: outcome,
        message:
          outcome === 'attributed'
            ? 'Thanks: your sign-up counts for the friend who sent you.'
            : 'Your sign-up was already counted for a referral.',
      };
    },
  );
};
