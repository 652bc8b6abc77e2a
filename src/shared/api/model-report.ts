import { z } from 'zod';
import { BetRecord as BetRecordSchema } from './bet-record.ts';
import { Computing } from './catch-up.ts';
import { RecordAtOpen } from './record-at-open.ts';
import { SeasonRecord } from './season-record.ts';

// The backtest report the app serves at GET /api/model/report and the /model page draws. Built by
// the pure backtest (src/domain/model/backtest.ts); every number on the page comes from here.

export const ModelParams = z
  .object({
    version: z.string(),
    elo: z.object({ k: z.number(), movA: z.number(), movB: z.number(), seasonRegression: z.number() }),
    homeField: z.object({ start: z.number(), rate: z.number() }),
    sigma: z.number().positive(),
    rest: z.object({
      byePoints: z.number(),
      shortWeekPoints: z.number(),
      travelPointsPer1000Miles: z.number(),
    }),
    marketWeight: z.number().min(0).max(1),
    bioBoostPoints: z.number(),
    totals: z.object({
      k: z.number(),
      seasonRegression: z.number(),
      marketWeight: z.number().min(0).max(1),
      meanStart: z.number(),
      meanRate: z.number(),
    }),
  })
  .meta({ id: 'ModelParams' });
export type ModelParams = z.infer<typeof ModelParams>;

export const ProbabilityMetrics = z.object({
  /** Games with a winner (ties are left out: there is no side to call). */
  games: z.number().int().nonnegative(),
  /** Share of these (decided) games where the side given more than 50% won; exactly 50% counts half. */
  accuracy: z.number(),
  brier: z.number(),
  /** Natural log. */
  logLoss: z.number(),
});
export type ProbabilityMetrics = z.infer<typeof ProbabilityMetrics>;

/** Defined in bet-record.ts so record-at-open.ts can share it without an import cycle. */
export const BetRecord = BetRecordSchema;
export type BetRecord = z.infer<typeof BetRecord>;

export const CalibrationBin = z.object({
  /** Bin of the home team's predicted win probability: [from, to). */
  from: z.number(),
  to: z.number(),
  games: z.number().int().nonnegative(),
  meanPredicted: z.number().nullable(),
  observed: z.number().nullable(),
});
export type CalibrationBin = z.infer<typeof CalibrationBin>;

export const TierRecord = z.object({
  tier: z.enum(['HIGH', 'MEDIUM', 'LOW']),
  games: z.number().int().nonnegative(),
  meanPredicted: z.number().nullable(),
  won: z.number().nullable(),
});

export const SourceMetrics = ProbabilityMetrics.extend({ calibration: z.array(CalibrationBin) });
export type SourceMetrics = z.infer<typeof SourceMetrics>;

export const ModelMetrics = SourceMetrics.extend({
  /** The side picked to win, every game with a result (a tie is a push), as the frozen picks are graded. */
  straightUp: BetRecord,
  /** Our pick against the closing spread. */
  ats: BetRecord,
  /** Our OVER/UNDER against the closing total. */
  totals: BetRecord,
  tiers: z.array(TierRecord),
});
export type ModelMetrics = z.infer<typeof ModelMetrics>;

export const MarketMetrics = SourceMetrics.extend({
  /** How often the closing favourite covered (pick'em lines left out). */
  favouriteCovers: BetRecord,
});
export type MarketMetrics = z.infer<typeof MarketMetrics>;

/**
 * The second market baseline: the closing moneylines with the vig removed (proportional normalisation),
 * on the games of a comparison where both sides' moneylines are known, with the model and the closing
 * spread on exactly those games.
 */
export const MoneylineBaseline = z.object({
  market: SourceMetrics,
  model: ProbabilityMetrics,
  spread: ProbabilityMetrics,
  /** Decided games of the comparison left out for want of a moneyline. */
  missing: z.number().int().nonnegative(),
});
export type MoneylineBaseline = z.infer<typeof MoneylineBaseline>;

export const Comparison = z.object({
  model: ModelMetrics,
  /** The closing spread turned into a probability (the first market baseline). */
  market: MarketMetrics,
  /** Null where no game of the comparison has both moneylines. */
  moneyline: MoneylineBaseline.nullable(),
  /** FiveThirtyEight's published Elo probability; null where 538 has no games (after 2020). */
  elo538: SourceMetrics.nullable(),
});
export type Comparison = z.infer<typeof Comparison>;

export const AblationVariant = z.enum(['full', 'no-injuries', 'no-bioboost', 'no-market', 'ratings-only']);
export type AblationVariant = z.infer<typeof AblationVariant>;
export const AblationMetrics = ProbabilityMetrics.extend({
  straightUp: BetRecord,
  ats: BetRecord,
  totals: BetRecord,
});
export type AblationMetrics = z.infer<typeof AblationMetrics>;

/**
 * The model's home-win probabilities recalibrated walk-forward (decisions 091, 100): each season mapped
 * by a curve fitted only on earlier seasons, the curve (Platt, isotonic or beta) chosen by log loss on the
 * seasons just before the report's first, then frozen. The report's main rows (`overall.model`,
 * `allGames.model`, the seasons) are the recalibrated run, as the picks are frozen (decision 107);
 * `before*` are the same games scored with the raw probability.
 */
export const RecalibrationMethod = z.enum(['platt', 'isotonic', 'beta']);
export const Recalibration = z.object({
  method: RecalibrationMethod,
  /** Curves are fitted on the seasons from this one up to the season before the one they map. */
  fitFromSeason: z.number().int(),
  /** Where the method was chosen, with each candidate's out-of-sample log loss there. */
  choice: z.object({
    fromSeason: z.number().int(),
    toSeason: z.number().int(),
    /** `beta` is absent from reports stored before decision 136. */
    logLoss: z.object({
      raw: z.number(),
      platt: z.number(),
      isotonic: z.number(),
      beta: z.number().optional(),
    }),
  }),
  beforeOverall: SourceMetrics,
  beforeAllGames: SourceMetrics,
  /**
   * The curves not chosen, each fitted and applied walk-forward the same way, on the same games as
   * `allGames` (decisions 129, 136): what they would have shown, so the choice can be checked.
   */
  alternatives: z.array(z.object({ method: RecalibrationMethod, allGames: SourceMetrics })).optional(),
});
export type Recalibration = z.infer<typeof Recalibration>;

export const ModelReport = z
  .object({
    modelVersion: z.string(),
    fromSeason: z.number().int(),
    toSeason: z.number().int(),
    /** Seasons the constants were fitted on, and the command that fitted them. */
    fit: z.object({ fromSeason: z.number().int(), toSeason: z.number().int(), command: z.string() }),
    params: ModelParams,
    /** Model, market and 538 on the very same games: those every source covers (538 ends in 2020). */
    overall: Comparison,
    /** Model and market on every evaluated game with a result. */
    allGames: z.object({
      model: ModelMetrics,
      market: MarketMetrics,
      moneyline: MoneylineBaseline.nullable(),
    }),
    seasons: z.array(Comparison.extend({ season: z.number().int() })),
    ablation: z.array(
      z.object({
        variant: AblationVariant,
        description: z.string(),
        /** On the games of `overall`. */
        overall: AblationMetrics,
        allGames: AblationMetrics,
      }),
    ),
    /** Absent from reports stored before it existed. */
    recalibration: Recalibration.optional(),
    /** The record at the open (decision 090), where the SBR workbooks are available (2007–2021). */
    atOpen: RecordAtOpen.optional(),
    notes: z.array(z.string()),
  })
  .meta({ id: 'ModelReport' });
export type ModelReport = z.infer<typeof ModelReport>;

/** Before the model job has computed the first record (a fresh install): an answer, not an error. */
export const NoModelReport = z
  .object({
    status: z.literal('empty'),
    /** Why there is no record yet and when there will be one, in words a person can act on. */
    reason: z.string(),
    /** Present while the start-up catch-up computes the record (decision 134), with its progress. */
    computing: Computing.unwrap().optional(),
  })
  .meta({ id: 'NoModelReport' });
export type NoModelReport = z.infer<typeof NoModelReport>;

/**
 * What /model shows: the backtest report, and beside it the public record itself, season by season — the
 * frozen picks graded as Past Picks and Weekly Picks grade them (decision 083). The report's own W-L-P
 * are a walk-forward re-run against the closing line; the page's records read `record`.
 */
export const ModelReportWithRecord = ModelReport.extend({
  record: z.array(SeasonRecord).describe('Every season with a graded frozen pick at the clock, oldest first'),
}).meta({ id: 'ModelReportWithRecord' });
export type ModelReportWithRecord = z.infer<typeof ModelReportWithRecord>;

/** GET /api/model/report answers 200 with the record, or with the empty shape when there is none yet. */
export const ModelReportResponse = z
  .union([ModelReportWithRecord, NoModelReport])
  .meta({ id: 'ModelReportResponse' });
export type ModelReportResponse = z.infer<typeof ModelReportResponse>;

export const isNoModelReport = (answer: ModelReportResponse): answer is NoModelReport =>
  'status' in answer && answer.status === 'empty';
