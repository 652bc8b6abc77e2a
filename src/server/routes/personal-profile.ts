// GET/PUT /api/user/personal-profile: what 'Your Personal Picks' scores a signed-in person with (spec
// 01 §9, issue 11 §7). Bankroll and max bet are read from and written to the bet tracker's settings,
// the risk tolerance to the Profile's row, in one transaction (decision 071).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bettingSettings, saveBankroll } from '../../db/repositories/betting-settings.ts';
import { readProfile, updateProfile } from '../../db/repositories/user-profiles.ts';
import { dollarsToCents } from '../../domain/bets/money.ts';
import { bettorProfileOf } from '../../domain/personal/user-profile.ts';
import { ApiError } from '../../shared/api/error.ts';
import { PersonalProfileResponse, PersonalProfileUpdate } from '../../shared/api/personal-profile.ts';
import type { AppContext } from '../app-context.ts';
import { settingsView } from './bets-view.ts';

const cents = (dollars: number | null) => (dollars === null ? null : dollarsToCents(dollars));

export const personalProfileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, wallNow }) => {
  const view = async (userId: string): Promise<PersonalProfileResponse> => {
    const [profile, settings] = await Promise.all([
      readProfile(db.orm, userId),
      bettingSettings(db.orm, userId, wallNow()),
    ]);
    if (!profile) throw new Error('signed-in user without a row');
    const { bankroll, maxBet } = settingsView(settings);
    const stored = {
      riskTolerance: profile.riskTolerance,
      favoriteTeams: profile.favoriteTeams,
      bankroll,
      maxBet,
    };
    return { ...stored, profile: bettorProfileOf(stored) };
  };

  app.get(
    '/user/personal-profile',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "What 'Your Personal Picks' scores the signed-in person with: the tracker's bankroll and max bet, favourite teams, risk tolerance",
        tags: ['profile'],
        response: { 200: PersonalProfileResponse },
      },
    },
    (request) => view(request.requireUser().id),
  );

  app.put(
    '/user/personal-profile',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "Save the betting preferences: risk tolerance, and the bet tracker's bankroll and max bet (null: none)",
        tags: ['profile'],
        body: PersonalProfileUpdate,
        response: { 200: PersonalProfileResponse, 400: ApiError },
      },
    },
    async (request) => {
      const { id } = request.requireUser();
      const { riskTolerance, bankroll, maxBet } = request.body;
      await db.orm.transaction(async (tx) => {
        await updateProfile(tx, id, { riskTolerance });
        await saveBankroll(tx, id, { bankrollCents: cents(bankroll), maxBetCents: cents(maxBet) }, wallNow());
      });
      return view(id);
    },
  );
};
