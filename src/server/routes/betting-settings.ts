// The tracker's settings: bankroll, max bet and the weekly stake and loss limits (GET/PUT).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettingSettings, saveBettingSettings } from '../../db/repositories/betting-settings.ts';
import { dollarsToCents } from '../../domain/bets/money.ts';
import { BettingSettings } from '../../shared/api/bets.ts';
import { ApiError } from '../../shared/api/error.ts';
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
        response: { 200: BettingSettings },
      },
    },
    async (request) => settingsView(await bettingSettings(db.orm, (request.user as { id: string }).id)),
  );

  app.put(
    '/user/betting-settings',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Save bankroll, max bet and weekly limits (null: none)',
        tags: ['bets'],
        body: BettingSettings,
        response: { 200: BettingSettings, 400: ApiError },
      },
    },
    async (request, reply) => {
      const b = request.body;
      if (b.bankroll !== null && b.maxBet !== null && b.maxBet > b.bankroll) {
        return reply
          .status(400)
          .send({ error: 'Bad Request', message: 'maxBet: a max bet cannot be more than the bankroll' });
      }
      const values = {
        bankrollCents: cents(b.bankroll),
        maxBetCents: cents(b.maxBet),
        weeklyStakeLimitCents: cents(b.weeklyStakeLimit),
        weeklyLossLimitCents: cents(b.weeklyLossLimit),
      };
      await saveBettingSettings(db.orm, (request.user as { id: string }).id, values, wallNow());
      return settingsView(values);
    },
  );
};
