import { z } from 'zod';

export const BetRecord = z.object({
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
  /** wins / (wins + losses); null with no decided bets. */
  pct: z.number().nullable(),
});
export type BetRecord = z.infer<typeof BetRecord>;
