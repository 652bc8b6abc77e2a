import { z } from 'zod';
import { TIME_SLOTS } from '../time-slots.ts';
import { Computing } from './catch-up.ts';
import { ExpectedHomeMargin, HomeHandicap } from './lines.ts';

export const PredictionsQuery = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the current season'),
  week: z.coerce.number().int().min(1).max(22).optional().describe('Defaults to the current week'),
});
export type PredictionsQuery = z.infer<typeof PredictionsQuery>;

const Outcome = z.enum(['win', 'loss', 'push']);

export const BioBoostInput = z.object({
  score: z
    .number()
    .nullable()
    .describe('0–100; null when its data is missing (no forecast, no report): left out of the composite'),
  reason: z.string().describe('Why, from the real signals of this game (or what is missing)'),
});

export const TeamBioBoostView = z.object({
  score: z
    .number()
    .describe(
      '0–100 composite: sleep 30%, T-Index 40%, cortisol 15% inverted, hydration 10%, recovery 5%, over the known inputs with their weights renormalised (decision 085)',
    ),
  inputs: z.object({
    sleep: BioBoostInput,
    tIndex: BioBoostInput,
    cortisol: BioBoostInput,
    hydration: BioBoostInput,
    recovery: BioBoostInput,
  }),
});
export type TeamBioBoostView = z.infer<typeof TeamBioBoostView>;

export const PredictionFactorsView = z
  .object({
    homeRating: z.number().describe('Home team rating, points'),
    awayRating: z.number().describe('Away team rating, points'),
    homeField: z.number().describe('Home-field advantage, points'),
    restTravel: z.number().describe('Rest and travel, points for the home side'),
    ratingMargin: z.number().describe('Rating gap + home field + rest/travel, points'),
    marketSpread: z
      .number()
      .nullable()
      .describe('The market line the model blended in (expected home margin)'),
    marketWeight: z.number().describe('Weight given to the market, 0–1'),
    bioBoostPoints: z.number().describe('Points from the BioBoost difference'),
    modelTotal: z.number(),
    marketTotal: z.number().nullable(),
    rawHomeWinProbability: z
      .number()
      .optional()
      .describe(
        "The model's home-win probability before the walk-forward recalibration (decision 100); absent on picks stored before it",
      ),
  })
  .meta({ id: 'PredictionFactors' });
export type PredictionFactorsView = z.infer<typeof PredictionFactorsView>;

const TeamSide = z.object({
  code: z.string(),
  name: z.string(),
  emoji: z.string(),
  bioBoost: TeamBioBoostView,
});

/** The price quoted with the line a pick was made against (decision 117); never a default. */
export const PickPrice = z
  .number()
  .int()
  .nullable()
  .describe(
    'American odds of the picked side at that line, as quoted with it; null: price not recorded (the source quoted none, or the pick was frozen before prices were stored)',
  );

/** Which game and when: the fields a pick and a "no pick published" share. */
const gameSlot = {
  gameId: z.string(),
  season: z.number().int(),
  week: z.number().int(),
  kickoff: z.iso.datetime(),
  slot: z.enum(TIME_SLOTS),
  slotLabel: z.string(),
};

/** A published pick: provisional until kickoff, then locked on the record. */
export const PickView = z
  .object({
    ...gameSlot,
    home: TeamSide,
    away: TeamSide,
    modelVersion: z.string(),
    status: z
      .enum(['provisional', 'locked'])
      .describe(
        'provisional: recomputed as news arrives until kickoff; locked: frozen at kickoff, never rewritten',
      ),
    predictedAt: z.iso.datetime().describe('The instant whose knowledge the pick reflects'),
    publishedBeforeKickoff: z
      .boolean()
      .nullable()
      .describe(
        'For a locked pick: was it stored before the game started (false: computed later from pre-kickoff data)',
      ),
    winner: z.string().describe('Team code of the predicted winner'),
    winProbability: z.number().describe("The predicted winner's win probability"),
    confidence: z.object({ tier: z.enum(['HIGH', 'MEDIUM', 'LOW']), percent: z.number().int() }),
    predictedMargin: ExpectedHomeMargin,
    predictedTotal: z.number(),
    spread: z
      .object({
        homeLine: HomeHandicap.describe('The market line the pick was made against'),
        pick: z.string().describe('Team code we expect to cover'),
        edge: z.number().describe('Points between our margin and the line, in favour of the pick'),
        price: PickPrice,
      })
      .nullable(),
    total: z
      .object({
        line: z.number(),
        pick: z.enum(['OVER', 'UNDER']),
        edge: z.number().describe('Points, in favour of the pick'),
        price: PickPrice,
      })
      .nullable(),
    commentary: z.string(),
    factors: PredictionFactorsView.describe('The figures the pick was built from'),
    result: z.object({ homeScore: z.number().int(), awayScore: z.number().int() }).nullable(),
    grade: z
      .object({ straightUp: Outcome, againstSpread: Outcome.nullable(), total: Outcome.nullable() })
      .nullable(),
  })
  .meta({ id: 'Pick' });
export type PickView = z.infer<typeof PickView>;

const TeamRef = z.object({ code: z.string(), name: z.string(), emoji: z.string() });

/** One reason a pick was not published at kickoff (docs/decisions/016-informed-picks.md). */
export const NoPickReason = z.object({
  code: z.enum(['no_line', 'stale_line', 'previous_result_unknown']),
  /** What the public record says, e.g. "BUF's previous game (2026_10_BUF_MIA) had no result at kickoff". */
  detail: z.string().describe('The reason as the record states it'),
});
export type NoPickReason = z.infer<typeof NoPickReason>;

export const NoPickView = z
  .object({
    ...gameSlot,
    home: TeamRef,
    away: TeamRef,
    modelVersion: z.string(),
    status: z
      .literal('no_pick')
      .describe('No pick was published at kickoff: its inputs were not fresh enough. Never graded.'),
    reasons: z.array(NoPickReason).min(1),
    recorded: z
      .boolean()
      .describe('On the public record already (false: the model job records it at its next run)'),
    result: z.object({ homeScore: z.number().int(), awayScore: z.number().int() }).nullable(),
  })
  .meta({ id: 'NoPick' });
export type NoPickView = z.infer<typeof NoPickView>;

export const PredictionView = z.union([PickView, NoPickView]).meta({ id: 'Prediction' });
export type PredictionView = z.infer<typeof PredictionView>;

/**
 * A premium pick as the public answers carry it (decision 120): the game, its slot and
 * both teams' BioBoost stay; which side the model takes, how sure it is, its margin, total, edges,
 * factors and commentary are left out until kickoff. GET /api/picks/unlocked gives the pick to a
 * subscriber or the holder of a free pick.
 */
export const WithheldPickView = z
  .object({
    ...gameSlot,
    home: TeamSide,
    away: TeamSide,
    modelVersion: z.string(),
    status: z
      .literal('withheld')
      .describe('A premium pick: published, game not kicked off at the clock; public from kickoff'),
  })
  .meta({ id: 'WithheldPick' });
export type WithheldPickView = z.infer<typeof WithheldPickView>;

/** What a public, cached answer may carry: the pick, no pick, or a premium pick withheld until kickoff. */
export const PublicPredictionView = z
  .union([PickView, NoPickView, WithheldPickView])
  .meta({ id: 'PublicPrediction' });
export type PublicPredictionView = z.infer<typeof PublicPredictionView>;

export const PredictionsResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    weekLabel: z.string(),
    asOf: z.iso.datetime(),
    modelVersion: z.string(),
    predictions: z.array(PredictionView),
  })
  .meta({ id: 'PredictionsResponse' });
export type PredictionsResponse = z.infer<typeof PredictionsResponse>;

/** GET /api/predictions: the week's predictions as the public sees them (premium picks withheld). */
export const PublicPredictionsResponse = PredictionsResponse.extend({
  computing: Computing.describe(
    'Set while the start-up catch-up has not decided the current week: the picks may not be the final ones (decision 134)',
  ).default(null),
  predictions: z.array(PublicPredictionView),
}).meta({ id: 'PublicPredictionsResponse' });
export type PublicPredictionsResponse = z.infer<typeof PublicPredictionsResponse>;
