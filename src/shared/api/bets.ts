// Bet tracker API (issue 11 point 8): GET/POST/PATCH/DELETE /api/user/bets, the suggested stake and the
// tracker's settings. Money travels as dollars with at most two decimals; the server keeps cents.
import { z } from 'zod';
import { BET_MARKETS, BET_SIDES, MARKET_SIDES } from '../bet-terms.ts';
import { CloseSource } from './clv.ts';
import { RgStatus } from './rg.ts';
import { singleLine } from './text.ts';

const cents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
/** Dollars, positive, whole cents, at most $1,000,000. */
export const Money = z
  .number()
  .positive({ error: 'must be more than $0' })
  .max(1_000_000, { error: 'must be at most $1,000,000' })
  .refine(cents, { error: 'must be whole cents' });
/** A limit may be $0 (nothing this week). */
const Limit = z.number().min(0).max(1_000_000).refine(cents, { error: 'must be whole cents' });

const Price = z
  .number()
  .int({ error: 'must be a whole American price like -110 or +150' })
  .min(-100_000)
  .max(100_000)
  .refine((p) => Math.abs(p) >= 100, { error: 'must be -100 or below, or +100 or above' });

const BetFields = z.strictObject({
  gameId: singleLine(z.string().trim().min(1).max(40)),
  book: singleLine(z.string().trim().min(1, { error: 'name the book you bet with' }).max(40)),
  market: z.enum(BET_MARKETS),
  side: z.enum(BET_SIDES),
  line: z
    .number()
    .min(-100)
    .max(200)
    .refine((v) => Number.isInteger(v * 2), { error: 'must be a whole or half point' })
    .nullable(),
  price: Price,
  stake: Money,
  placedAt: z.iso.datetime({ offset: true }),
});

type Fields = z.infer<typeof BetFields>;
/** The side must belong to the market, and only moneylines come without a line. */
export function betShapeProblems(
  bet: Pick<Fields, 'market' | 'side' | 'line'>,
): { path: string; message: string }[] {
  const problems = [];
  if (!MARKET_SIDES[bet.market].includes(bet.side))
    problems.push({
      path: 'side',
      message: `a ${bet.market} bet is on ${MARKET_SIDES[bet.market].join(' or ')}`,
    });
  if (bet.market === 'h2h' && bet.line !== null)
    problems.push({ path: 'line', message: 'a moneyline has no line' });
  if (bet.market !== 'h2h' && bet.line === null)
    problems.push({ path: 'line', message: 'enter the line you got' });
  if (bet.market === 'totals' && bet.line !== null && bet.line <= 0)
    problems.push({ path: 'line', message: 'a total is above 0' });
  return problems;
}

export const NewBetBody = BetFields.superRefine((bet, ctx) => {
  for (const p of betShapeProblems(bet)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
}).meta({ id: 'NewBet' });
export type NewBetBody = z.infer<typeof NewBetBody>;

export const PatchBetBody = BetFields.omit({ gameId: true })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { error: 'change at least one field' })
  .meta({ id: 'BetChange' });
export type PatchBetBody = z.infer<typeof PatchBetBody>;

export const BetIdParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

export const BetView = z
  .object({
    id: z.number(),
    gameId: z.string(),
    season: z.number(),
    week: z.number(),
    kickoff: z.iso.datetime(),
    home: z.string(),
    away: z.string(),
    book: z.string(),
    market: z.enum(BET_MARKETS),
    side: z.enum(BET_SIDES),
    line: z.number().nullable(),
    price: z.number(),
    stake: z.number(),
    placedAt: z.iso.datetime(),
    status: z.enum(['open', 'win', 'loss', 'push']),
    profit: z.number().nullable().describe('Dollars won (> 0) or lost (< 0) once settled'),
    settledAt: z.iso.datetime().nullable(),
    finalScore: z.object({ home: z.number(), away: z.number() }).nullable(),
    closingLine: z.number().nullable().describe("The close the CLV is measured against (the backed side's)"),
    closeSource: CloseSource,
    lineClv: z.number().nullable().describe('Points better (> 0) than the closing line'),
    priceClv: z
      .number()
      .nullable()
      .describe('Expected return of the price against the no-vig closing probability (0.03 = +3 %)'),
    clvUnknown: z
      .string()
      .nullable()
      .describe('Why neither CLV is given (e.g. placed after kickoff); null when one is'),
  })
  .meta({ id: 'Bet' });
export type BetView = z.infer<typeof BetView>;

export const BettingSettings = z
  .strictObject({
    bankroll: Money.nullable(),
    maxBet: Money.nullable(),
    weeklyStakeLimit: Limit.nullable(),
    weeklyLossLimit: Limit.nullable(),
  })
  .meta({ id: 'BettingSettings' });
export type BettingSettings = z.infer<typeof BettingSettings>;

/** The settings as stored: the limits in force and a raise waiting its 24 hours (decision 094). */
export const BettingSettingsView = BettingSettings.extend({
  pendingLimits: z
    .object({
      weeklyStakeLimit: Limit.nullable(),
      weeklyLossLimit: Limit.nullable(),
      appliesAt: z.iso.datetime().describe('When the raised limits take effect (24 hours after asking)'),
    })
    .nullable()
    .describe('A raise of the weekly limits not in force yet; null when none waits'),
}).meta({ id: 'BettingSettingsView' });
export type BettingSettingsView = z.infer<typeof BettingSettingsView>;

export const WeekLimits = z.object({
  windowStart: z.iso.datetime().describe('Bets logged since then count (the last 7 days)'),
  staked: z.number(),
  atRisk: z.number().describe('Net loss so far plus open stakes: the worst case of the week'),
  stakeLeft: z.number().nullable(),
  lossLeft: z.number().nullable(),
});

export const BetsResponse = z
  .object({
    asOf: z.iso.datetime(),
    bets: z.array(BetView),
    record: z.object({
      wins: z.number(),
      losses: z.number(),
      pushes: z.number(),
      open: z.number(),
      openStake: z.number(),
      settledStake: z.number(),
      profit: z.number(),
      roi: z.number().nullable(),
      averageLineClv: z.number().nullable(),
      averagePriceClv: z.number().nullable(),
      clvSample: z.object({ line: z.number(), price: z.number() }),
    }),
    bankroll: z.array(z.object({ at: z.iso.datetime(), bankroll: z.number(), profit: z.number() })),
    settings: BettingSettingsView,
    limits: WeekLimits,
    rg: RgStatus,
  })
  .meta({ id: 'Bets' });
export type BetsResponse = z.infer<typeof BetsResponse>;

export const SuggestionQuery = z.strictObject({
  gameId: singleLine(z.string().trim().min(1).max(40)),
  market: z.enum(BET_MARKETS),
  side: z.enum(BET_SIDES),
  line: z.coerce.number().min(-100).max(200).optional(),
  price: z.coerce.number().pipe(Price),
});

export const StakeSuggestion = z
  .object({
    probability: z.number().nullable().describe("The model's probability that this side wins, at this line"),
    expectedValue: z.number().nullable(),
    stake: z.number().nullable().describe('Dollars; null when no suggestion can be made (see reason)'),
    kellyFraction: z.number(),
    limitedBy: z.enum(['no-edge', 'kelly', 'ten-percent-rule', 'max-bet', 'weekly-limit']).nullable(),
    reason: z.string(),
  })
  .meta({ id: 'StakeSuggestion' });
export type StakeSuggestion = z.infer<typeof StakeSuggestion>;

export const BetWritten = z.object({ id: z.number(), message: z.string() });
