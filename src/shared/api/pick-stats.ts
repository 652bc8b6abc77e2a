// A person's own graded picks, as the Profile's Stats tab and the Dashboard's tiles show them. Apart
// from profile.ts so the Dashboard's schemas (and the Save button's bundle) need not carry the teams.
import { z } from 'zod';

export const ProfileStats = z.object({
  season: z
    .number()
    .int()
    .nullable()
    .describe("The season counted (the leaderboard's season tab); null before any schedule is loaded"),
  totalPicks: z.number().int().describe("The person's own graded picks (contributor picks)"),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  winRate: z.number().nullable().describe('Wins / (wins + losses); null with no graded pick'),
  currentStreak: z.string().nullable().describe('e.g. "W3"; null with no graded pick'),
  favoriteBet: z.string().nullable().describe('The market with the most wins: Spread, Total or Moneyline'),
});
export type ProfileStats = z.infer<typeof ProfileStats>;
