// 'Your Personal Picks' for a signed-in person (spec 01 §9, issue 11 §7): GET/PUT
// /api/user/personal-profile. Bankroll and max bet are the bet tracker's settings (one source); the
// risk tolerance is kept with the Profile. See docs/decisions/071-personal-profile-and-own-stats.md.
import { z } from 'zod';
import { RISK_TOLERANCES } from '../risk-tolerance.ts';
import { Money } from './bets.ts';

export const RiskToleranceField = z.enum(RISK_TOLERANCES, {
  error: 'choose conservative, moderate or aggressive',
});

export const PersonalProfileResponse = z
  .object({
    riskTolerance: z.enum(RISK_TOLERANCES),
    bankroll: z.number().nullable().describe("The bet tracker's bankroll in dollars; null: not set"),
    maxBet: z.number().nullable().describe("The bet tracker's max bet in dollars; null: not set"),
    favoriteTeams: z.array(z.string()),
    profile: z
      .object({
        riskTolerance: z.enum(['low', 'medium', 'high']),
        favoriteTeams: z.array(z.string()),
        bankrollSize: z.number(),
        maxBetSize: z.number().optional(),
        preferences: z.object({
          favoritePositions: z.array(z.string()),
          minConfidence: z.number(),
          avoidInjured: z.boolean(),
        }),
      })
      .describe("Spec 01 §9's bettor profile the personal score reads, mapped from the fields above"),
  })
  .meta({ id: 'PersonalProfile' });
export type PersonalProfileResponse = z.infer<typeof PersonalProfileResponse>;

export const PersonalProfileUpdate = z
  .strictObject({
    riskTolerance: RiskToleranceField,
    bankroll: Money.nullable(),
    maxBet: Money.nullable(),
  })
  // Checked by the browser before sending and by the server, worded by the field either way.
  .refine((b) => b.bankroll === null || b.maxBet === null || b.maxBet <= b.bankroll, {
    error: 'a max bet cannot be more than the bankroll',
    path: ['maxBet'],
  })
  .meta({ id: 'PersonalProfileUpdate' });
export type PersonalProfileUpdate = z.infer<typeof PersonalProfileUpdate>;
