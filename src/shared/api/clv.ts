// Closing-line value of a spread pick against the line the market offered when it was made (decision
// 084). Unknown is a reason, never a 0: a pick whose only known line is the close says nothing.
import { z } from 'zod';
import { HomeHandicap } from './lines.ts';

export const ClosingLineValue = z
  .object({
    pickLine: HomeHandicap.describe(
      "The market's line at the pick: the median of each book's latest line stored before it, the close left out (a quarter point when an even number of books splits)",
    ),
    pickLineBooks: z.number().int().describe('How many books that median is of'),
    pickLineAt: z.iso.datetime().describe('The latest capture among those books'),
    closingLine: HomeHandicap.describe("nflverse's closing line"),
    points: z
      .number()
      .describe(
        'Points gained by the picked side from its line at the pick to the close (positive: beat the close)',
      ),
    probability: z
      .number()
      .nullable()
      .describe(
        "The picked side's no-vig chance at the close minus at the pick (0.03 = 3 points of chance); null unless the pick's line equals the close and both are priced",
      ),
  })
  .meta({ id: 'ClosingLineValue' });
export type ClosingLineValue = z.infer<typeof ClosingLineValue>;

export const ClvUnknown = z
  .string()
  .nullable()
  .describe(
    "Why the closing-line value is unknown (e.g. 'no line captured before the close'); null when it is measured",
  );

export const CloseSource = z
  .object({
    source: z
      .enum(['odds-api', 'nflverse'])
      .describe(
        "'odds-api': the books' median at the last Odds API capture before kickoff (decision 099); 'nflverse': nflverse's closing line",
      ),
    books: z.number().int().nullable().describe('How many books the captured close is the median of'),
    capturedAt: z.iso.datetime().nullable().describe('The closing capture (its first stamp)'),
  })
  .nullable()
  .describe('Which close the CLV is measured against; null when there is none')
  .meta({ id: 'CloseSource' });
export type CloseSource = z.infer<typeof CloseSource>;
