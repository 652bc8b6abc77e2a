// The Education glossary (spec 02 §2): terms with a definition, a category and an example. Where our
// data can give the example a real figure it does: the server counts it from the stored games and
// lines at the clock, and the term names the period and the source (GET /api/education/glossary).
import { z } from 'zod';

export const GLOSSARY_CATEGORIES = ['Betting', 'DFS', 'BioBoost', 'General'] as const;
export type GlossaryCategory = (typeof GLOSSARY_CATEGORIES)[number];

/** Favourites against the spread are counted over these seasons (issue 23's example). */
export const ATS_SEASONS = [2010, 2024] as const;

const Span = { from: z.number().int(), to: z.number().int() };

export const GlossaryFigures = z
  .object({
    keyNumbers: z
      .object({ ...Span, games: z.number().int(), by3: z.number().int(), by7: z.number().int() })
      .nullable()
      .describe('Games with a final score, and how many were decided by exactly 3 and by exactly 7 points'),
    favouritesAts: z
      .object({ ...Span, covers: z.number().int(), fails: z.number().int(), pushes: z.number().int() })
      .nullable()
      .describe('Closing-line favourites against the spread over ATS_SEASONS'),
    underdogs: z
      .object({ ...Span, games: z.number().int(), wins: z.number().int() })
      .nullable()
      .describe('Games with a closing favourite, and how many the underdog won outright'),
    totals: z
      .object({ ...Span, overs: z.number().int(), unders: z.number().int(), pushes: z.number().int() })
      .nullable()
      .describe('Final points against the closing total'),
    openToClose: z
      .object({
        ...Span,
        games: z.number().int(),
        meanMove: z.number().describe('Mean absolute move of the spread, points'),
        movedOnePoint: z.number().int().describe('Games whose spread moved a point or more'),
      })
      .nullable()
      .describe("SBR's early-week opener against nflverse's closing spread"),
    vig: z
      .object({ ...Span, games: z.number().int(), meanHold: z.number().describe('Mean overround, 0–1') })
      .nullable()
      .describe('The bookmaker margin in the closing spread prices'),
  })
  .meta({ id: 'GlossaryFigures' });
export type GlossaryFigures = z.infer<typeof GlossaryFigures>;

export const GlossaryTerm = z
  .object({
    term: z.string(),
    definition: z.string(),
    category: z.enum(GLOSSARY_CATEGORIES),
    example: z.string(),
    source: z
      .string()
      .nullable()
      .describe("Where the example's figure comes from and its period; null for an example without data"),
  })
  .meta({ id: 'GlossaryTerm' });
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;

export const GlossaryResponse = z
  .object({ asOf: z.iso.datetime(), figures: GlossaryFigures, terms: z.array(GlossaryTerm) })
  .meta({ id: 'GlossaryResponse' });
export type GlossaryResponse = z.infer<typeof GlossaryResponse>;
