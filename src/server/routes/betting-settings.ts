// The tracker's settings: bankroll, max bet and the weekly stake and loss limits (GET/PUT).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettingSettings, saveBettingSettings } from '../../db/repositories/betting-settings.ts';
import { lockUserBets } from '../../db/repositories/user-bets.ts';
import { changeLimits } from '../../domain/bets/limit-change.ts';
import { dollarsToCents } from '../../domain/bets/money.ts';
import { BettingSettings, BettingSettingsView } from '../../shared/api/bets.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { settingsView } from './bets-view.ts';

const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

export const bettingSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, wallNow }) => {
  app.get(
    '/user/betting-settings',
    {
      config: { access: 'user' },
      schema: {
        summary: "The bet tracker's settings of the signed-in person",
        tags: ['bets'],
        response: { 200: BettingSettingsView },
      },
    },
    async (request) => settingsView(await bettingSettings(db.orm, request.requireUser().id, wallNow())),
  );

  app.put(
    '/user/betting-settings',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Save bankroll, max bet and weekly limits (null: none); a raised limit waits 24 hours',
        tags: ['bets'],
        body: BettingSettings,
        response: { 200: BettingSettingsView, 400: ApiError },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (b.bankroll !== null && b.maxBet !== null && b.maxBet > b.bankroll) {
        return sendError(reply, 400, 'maxBet: a max bet cannot be more than the bankroll');
      }
      const userId = request.requireUser().id;
      const requested = {
        weeklyStakeLimitCents: cents(b.weeklyStakeLimit),
        weeklyLossLimitCents: cents(b.weeklyLossLimit),
      };
      const saved = await db.orm.transaction(async (tx) => {
        // The per-person lock of bets: a raise and a bet at once see one state of the limits.
        await lockUserBets(tx, userId);
        const now = wallNow();
        const stored = await bettingSettings(tx, userId, now);
        const { current, pending } = changeLimits(
          {
            current: {
              weeklyStakeLimitCents: stored.weeklyStakeLimitCents,
              weeklyLossLimitCents: stored.weeklyLossLimitCents,
            },
            pending: stored.pending,
          },
          requested,
          now,
        );
        const settings = {
          bankrollCents: cents(b.bankroll),
          maxBetCents: cents(b.maxBet),
          ...current,
          pending,
        };
        await saveBettingSettings(tx, userId, settings, now);
        return settings;
      });
      return settingsView(saved);
    },
  );
};
