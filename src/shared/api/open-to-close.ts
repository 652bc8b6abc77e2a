import { z } from 'zod';

export const OpenToCloseMarket = z.object({
  open: z
    .object({
      line: z.number().describe('The median of the books’ first lines before kickoff'),
      books: z.array(z.string()).describe("Whose first lines: 'sbr_open' is SBR's early-week consensus"),
      knownAt: z.iso.datetime().describe('Known from (SBR: 12:00 Eastern the Tuesday before the game)'),
    })
    .nullable(),
  openUnknown: z.string().nullable().describe('Why there is no open (shown as "—" with it)'),
  close: z.number().nullable().describe('The closing line, stored at kickoff'),
  closeUnknown: z.string().nullable(),
  move: z.number().nullable().describe('close − open; null unless both are known'),
});
export type OpenToCloseMarket = z.infer<typeof OpenToCloseMarket>;

export const OpenToClose = z
  .object({
    spread: OpenToCloseMarket.describe('The home team’s handicap (home −3 = favoured by 3)'),
    total: OpenToCloseMarket,
  })
  .describe('The line from its open to its close, as known at the clock (decision 089)');
export type OpenToClose = z.infer<typeof OpenToClose>;
