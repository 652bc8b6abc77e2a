// The Past Picks archive (spec 01 §2–3): every pick frozen at kickoff whose game's final score is known
// at the clock, graded; plus each pick's closing-line value (decisions 037, 084).
import { z } from 'zod';
import { Computing } from './catch-up.ts';
import { ClosingLineValue, ClvUnknown } from './clv.ts';
import { singleLine } from './text.ts';

export const PAST_PICK_OUTCOMES = ['win', 'loss', 'push'] as const;
export type PastPickOutcome = (typeof PAST_PICK_OUTCOMES)[number];
const Outcome = z.enum(PAST_PICK_OUTCOMES);

export const PastPicksQuery = z.strictObject({
  season: z.coerce
    .number()
    .int()
    .min(1999)
    .max(2100)
    .optional()
    .describe('Defaults to the latest season with a graded pick at the clock'),
  week: z.coerce.number().int().min(1).max(22).optional().describe('All weeks when absent'),
  team: singleLine(
    z
      .string()
      .trim()
      .max(40, 'at most 40 characters')
      .regex(/^[\p{L}\p{N} .'-]*$/u, 'letters, digits, spaces, dots, hyphens and apostrophes only'),
  )
    .optional()
    .describe('Matches the home or away team (code or name), case-insensitive'),
  outcome: Outcome.optional().describe("The pick's outcome"),
});
export type PastPicksQuery = z.infer<typeof PastPicksQuery>;

const TeamRef = z.object({ code: z.string(), name: z.string() });

export const PastPick = z
  .object({
    id: z.string().describe('The game id'),
    season: z.number().int(),
    week: z.number().int(),
    kickoff: z.iso.datetime(),
    homeTeam: TeamRef,
    awayTeam: TeamRef,
    pick: z.enum(['spread', 'winner']).describe('spread: against the line; winner: no line was known'),
    pickedTeam: z.string().describe('Team code picked to cover (or to win without a line)'),
    pickedSpread: z.number().nullable().describe("The picked team's own handicap (+3.5: gets 3.5 points)"),
    pickedTotal: z.object({ line: z.number(), pick: z.enum(['OVER', 'UNDER']) }).nullable(),
    outcome: Outcome.describe('Against the spread when there was a line, else straight up'),
    grades: z.object({ straightUp: Outcome, againstSpread: Outcome.nullable(), total: Outcome.nullable() }),
    finalScore: z.object({ home: z.number().int(), away: z.number().int() }),
    pickedBioBoost: z.number().describe("The picked team's BioBoost at kickoff, 0–100"),
    confidencePct: z.number().int(),
    commentary: z.string(),
    clv: ClosingLineValue.nullable().describe('null when unknown: `clvUnknown` says why'),
    clvUnknown: ClvUnknown,
  })
  .meta({ id: 'PastPick' });
export type PastPick = z.infer<typeof PastPick>;

export const PastPicksSummary = z
  .object({
    total: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    pushes: z.number().int(),
    winRate: z.number().nullable().describe('wins / (wins + losses); null with no decided pick'),
    avgBioBoost: z.number().nullable().describe("Mean of the picked teams' BioBoost"),
    clvPoints: z
      .number()
      .nullable()
      .describe(
        'Sum of closing-line value, points; null when no pick had a line before the close (decision 084)',
      ),
    clvPicks: z.number().int().describe('Picks with a closing-line value'),
  })
  .meta({ id: 'PastPicksSummary' });
export type PastPicksSummary = z.infer<typeof PastPicksSummary>;

export const PastPicksResponse = z
  .object({
    computing: Computing.default(null),
    asOf: z.iso.datetime(),
    season: z.number().int().nullable().describe('null: no graded pick exists yet'),
    seasons: z.array(z.number().int()).describe('Seasons with graded picks, newest first'),
    modelVersion: z.string(),
    summary: PastPicksSummary,
    picks: z.array(PastPick).describe('Newest first'),
  })
  .meta({ id: 'PastPicksResponse' });
export type PastPicksResponse = z.infer<typeof PastPicksResponse>;
