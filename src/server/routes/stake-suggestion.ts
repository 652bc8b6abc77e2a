// GET /api/user/bets/suggestion: the suggested stake for one side at one price — quarter Kelly on the
// model's probability for that side and line, capped by the person's bankroll, max bet and what the
// weekly stake limit leaves (decision 057). Paused during a responsible-gaming break.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weekPredictions } from '../../core/model/week-predictions.ts';
import { bettingSettings, rgBreaks } from '../../db/repositories/betting-settings.ts';
import { gameWeek } from '../../db/repositories/games.ts';
import { listUserBets } from '../../db/repositories/user-bets.ts';
import { KELLY_FRACTION, suggestStake } from '../../domain/bets/kelly.ts';
import { formatCents } from '../../domain/bets/money.ts';
import { breakInForce } from '../../domain/bets/rg-break.ts';
import { limitsLeft } from '../../domain/bets/rg-limits.ts';
import { expectedValue } from '../../domain/odds/expected-value.ts';
import { modelSideProbability } from '../../domain/odds/model-probability.ts';
import { isPremiumPick } from '../../domain/picks/premium-pick.ts';
import {
  type StakeSuggestion,
  StakeSuggestion as StakeSuggestionSchema,
  SuggestionQuery,
} from '../../shared/api/bets.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { settleRow, weekOf } from './bets-view.ts';
import { modelView } from './game-detail.ts';
import { premiumAccess } from './premium-access.ts';

const none = (
  reason: string,
  probability: number | null = null,
  ev: number | null = null,
): StakeSuggestion => ({
  probability,
  expectedValue: ev,
  stake: null,
  kellyFraction: KELLY_FRACTION,
  limitedBy: null,
  reason,
});

const LIMITED_BY: Record<NonNullable<StakeSuggestion['limitedBy']>, string> = {
  'no-edge': 'The model sees no edge at this price: no bet suggested.',
  kelly: 'A quarter of the Kelly stake on the model’s probability.',
  'ten-percent-rule': 'Quarter Kelly came above 10 % of your bankroll, so it is cut to 5 %.',
  'max-bet': 'Capped at your max bet.',
  'weekly-limit': 'Cut to what your weekly stake limit leaves.',
};

export const suggestionRoute: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db, clock, wallNow, freezeLineMaxAgeMs } = context;
  app.get(
    '/user/bets/suggestion',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Suggested stake for a side at a price: quarter Kelly on the model, capped (spec 02 §5)',
        tags: ['bets'],
        querystring: SuggestionQuery,
        response: { 200: StakeSuggestionSchema, 400: ApiError },
      },
    },
    async (request, reply) => {
      const userId = request.requireUser().id;
      const q = request.query;
      const now = clock.now();
      const [where, settings, breaks, rows] = await Promise.all([
        gameWeek(db.orm, q.gameId, now),
        bettingSettings(db.orm, userId, wallNow()),
        rgBreaks(db.orm, userId),
        listUserBets(db.orm, userId, now),
      ]);
      if (!where) return sendError(reply, 400, `gameId: no game ${q.gameId}`);
      if (breakInForce(breaks, wallNow())) return none('Suggestions are paused during your break.');
      const picks = await weekPredictions(db.orm, where.season, where.week, now, freezeLineMaxAgeMs);
      const prediction = picks.predictions.find((p) => p.gameId === q.gameId) ?? null;
      // The model's probability for a side names the side the model takes: premium until kickoff
      // (decision 124), like the public board, unless premium or a free pick opens the game. Without a
      // bankroll no stake could be suggested anyway: that is said first, still without the probability.
      if (prediction && isPremiumPick(prediction, now)) {
        const access = await premiumAccess(db.orm, { kind: 'user', userId }, [q.gameId], now);
        if (!access.opens(q.gameId))
          return none(
            settings.bankrollCents === null
              ? 'Set your bankroll to see a suggested stake.'
              : 'The model’s probability for this game is premium until kickoff: go Premium or use a free pick on it.',
          );
      }
      const model = modelView(prediction);
      const probability = model ? modelSideProbability(model, q.market, q.side, q.line ?? null) : null;
      if (probability === null) return none('The model gives no probability for this bet.');
      const ev = expectedValue(probability, q.price);
      if (settings.bankrollCents === null)
        return none('Set your bankroll to see a suggested stake.', probability, ev);
      const left = limitsLeft(
        settings,
        weekOf(
          rows.map((row) => settleRow(row)),
          wallNow(),
        ),
      );
      const s = suggestStake({
        probability,
        price: q.price,
        bankrollCents: settings.bankrollCents,
        maxBetCents: settings.maxBetCents,
        weeklyRemainingCents: left.stakeLeftCents,
      });
      if (!s) return none('No suggestion for these inputs.', probability, ev);
      return {
        probability,
        expectedValue: ev,
        stake: s.stakeCents / 100,
        kellyFraction: KELLY_FRACTION,
        limitedBy: s.limitedBy,
        reason: `${LIMITED_BY[s.limitedBy]} Suggested: ${formatCents(s.stakeCents)}.`,
      };
    },
  );
};
