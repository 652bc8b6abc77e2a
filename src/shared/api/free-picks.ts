// The free-pick funnel and premium picks (decision 120): what a viewer may see of this week's premium
// picks, decided by the server for each request (never cached, never a browser counter).
import { z } from 'zod';
import { ApiError } from './error.ts';
import { singleLine } from './text.ts';
import { WeeklyPick } from './weekly-picks.ts';

export const FreePickState = z
  .object({
    limit: z.number().int().describe('Free picks per week (2)'),
    remaining: z.number().int().describe('Free picks left this week (subscribers never use theirs)'),
    resetsAt: z.iso.datetime().describe("Next reset: Tuesday 03:00 in the viewer's time zone"),
    timeZone: z.string().describe('The zone of the reset (America/New_York for visitors)'),
    claimed: z.array(z.string()).describe('Games unlocked with a free pick this week, in claim order'),
    subscribed: z.boolean().describe('A paid plan is active: every premium pick is open'),
  })
  .meta({ id: 'FreePickState' });
export type FreePickState = z.infer<typeof FreePickState>;

/**
 * The claim's 403: the shared error shape, and past the week's limit the viewer's state beside it, so
 * the page can say when the free picks come back (issue 20). Other 403s of the route (a refused CSRF
 * token) carry no state, so it is optional: a required one would make them fail to serialise (500).
 */
export const FreePickRefusal = ApiError.extend({
  state: FreePickState.optional().describe("Set when the week's free picks are used up"),
}).meta({ id: 'FreePickRefusal' });
export type FreePickRefusal = z.infer<typeof FreePickRefusal>;

export const FreePickClaimBody = z.strictObject({
  gameId: singleLine(
    z
      .string()
      .regex(/^[0-9]{4}_[0-9]{2}_[A-Z]{2,3}_[A-Z]{2,3}$/, 'must be a game id such as 2025_15_ARI_HOU'),
  ),
});

export const FreePickClaimResponse = z
  .object({
    outcome: z
      .enum(['claimed', 'already_claimed', 'subscribed'])
      .describe('claimed: one free pick used; already_claimed / subscribed: none used'),
    pick: WeeklyPick,
    state: FreePickState,
  })
  .meta({ id: 'FreePickClaimResponse' });
export type FreePickClaimResponse = z.infer<typeof FreePickClaimResponse>;

export const UnlockedPicksQuery = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the season in force'),
  week: z.coerce.number().int().min(1).max(22),
});

export const UnlockedPicksResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    subscribed: z.boolean(),
    picks: z
      .array(WeeklyPick)
      .describe(
        "The week's premium picks this viewer may see, in full (all for a subscriber, the claimed ones otherwise)",
      ),
  })
  .meta({ id: 'UnlockedPicksResponse' });
export type UnlockedPicksResponse = z.infer<typeof UnlockedPicksResponse>;
