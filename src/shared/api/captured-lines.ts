// Picks against captured lines and their CLV (decision 099).
import { z } from 'zod';
import { HomeHandicap } from './lines.ts';

export const CapturedLinesQuery = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).describe('The season'),
});

export const CapturedLine = z.object({
  line: HomeHandicap.describe('The median of the books’ lines at that capture'),
  books: z.number().int().describe('How many books it is the median of'),
  capturedAt: z.iso.datetime().describe('The capture’s first stamp'),
});

export const CapturePick = z.object({
  gameId: z.string(),
  week: z.number().int(),
  kickoff: z.iso.datetime(),
  home: z.string(),
  away: z.string(),
  inputsKnownAt: z.iso
    .datetime()
    .describe('When the week’s inputs were known: the previous week’s last result'),
  pickedTeam: z.string().nullable().describe('The team picked against the spread; null when not measured'),
  source: z.string().nullable().describe("Where the pick's line came from ('odds-api')"),
  pickLine: CapturedLine.nullable().describe('The first capture after the inputs were known'),
  closingLine: CapturedLine.nullable().describe('The last capture before kickoff'),
  clvPoints: z.number().nullable().describe('Points the pick gained from its line to the close'),
  clvProbability: z
    .number()
    .nullable()
    .describe(
      "The pick's no-vig chance at its own line, at the close minus at the pick; null without prices there",
    ),
  unknown: z.string().nullable().describe('Why there is no CLV (shown as "—" with it)'),
});
export type CapturePick = z.infer<typeof CapturePick>;

export const CapturedLinesResponse = z.object({
  season: z.number().int(),
  picks: z.array(CapturePick),
  summary: z.object({
    count: z.number().int().describe('Picks with a CLV'),
    meanPoints: z.number().nullable(),
    sharePositive: z.number().nullable().describe('Share of those with CLV above 0 points'),
    probabilityCount: z.number().int(),
    meanProbability: z.number().nullable(),
  }),
});
export type CapturedLinesResponse = z.infer<typeof CapturedLinesResponse>;
