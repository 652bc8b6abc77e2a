import { z } from 'zod';
import { BetRecord } from './bet-record.ts';

export type { BetRecord };

// The record at the open (issue 19, decisions 090–091): the model's picks made the Tuesday before each
// game against the opening spread and total (SBR archive, 2007–2021), their closing-line value, the
// baselines on the same games, and the bets (the picks whose edge passes the frozen rule) graded apart.

export const ClvBin = z.object({
  /** Points of spread CLV, [from, to); null = unbounded. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  picks: z.number().int().nonnegative(),
});
export type ClvBin = z.infer<typeof ClvBin>;

export const Clv = z.object({
  /** Mean close − open in the pick's direction, points; null with no pick. */
  meanPoints: z.number().nullable(),
  /** Mean closing probability of the open number winning, minus one half (normal margin, σ). */
  meanProbability: z.number().nullable(),
  /** Share of picks the line moved toward (CLV > 0), and away from (CLV < 0). */
  beat: z.number().nullable(),
  lost: z.number().nullable(),
});
export type Clv = z.infer<typeof Clv>;

export const BetsAtOpen = z.object({
  /** The frozen rule: bet the side the model gives at least this chance of covering the open. */
  minCoverProbability: z.number().nullable(),
  fit: z.object({ fromSeason: z.number().int(), toSeason: z.number().int(), frozen: z.string() }),
  record: BetRecord,
  /** One unit a bet at −110 (SBR records no spread prices): a win pays 100/110. */
  units: z.number(),
  clv: Clv,
  /** Wilson 95% interval of the win rate; null with no graded bet. */
  interval: z.object({ low: z.number(), high: z.number() }).nullable(),
  /** P(at least this many wins of W + L) for a bettor winning 52.4% (110/210). */
  chance: z.number().nullable(),
  /** Whether the app publishes bets: only if the held-out record shows an edge (decision 090). */
  published: z.boolean(),
});
export type BetsAtOpen = z.infer<typeof BetsAtOpen>;

export const RecordAtOpen = z
  .object({
    fromSeason: z.number().int(),
    toSeason: z.number().int(),
    /** Games with a result and both an opening and a closing spread. */
    games: z.number().int().nonnegative(),
    ats: BetRecord,
    totals: BetRecord,
    spreadClv: Clv,
    totalClv: Clv,
    clvHistogram: z.array(ClvBin),
    baselines: z.object({
      favourite: BetRecord,
      homeDog: BetRecord,
      /** The side the line moved to, graded at the open: not knowable at the open, a ceiling only. */
      followMove: BetRecord,
    }),
    bets: BetsAtOpen,
    seasons: z.array(
      z.object({ season: z.number().int(), ats: BetRecord, totals: BetRecord, bets: BetRecord }),
    ),
  })
  .meta({ id: 'RecordAtOpen' });
export type RecordAtOpen = z.infer<typeof RecordAtOpen>;
