// The risk heatmap's week (spec 02 §9's risk engine on real factors): per game and bet type the risk
// score, confidence, recommendation and colour band, and each factor with its input and source so the
// detail modal can show why. Unknown is null with a reason, never a default number.
import { z } from 'zod';

export const RiskBetType = z.enum(['spread', 'total', 'moneyline']);
export const RiskRecommendation = z.enum([
  'strong_buy',
  'buy',
  'hold',
  'avoid',
  'strong_avoid',
  'insufficient_data',
]);
export const RiskBand = z.enum(['green', 'light_green', 'yellow', 'orange', 'red', 'none']);
export type RiskBand = z.infer<typeof RiskBand>;
const Score = z.number().int().min(0).max(100);

export const RiskFactor = z
  .object({
    key: z.enum(['lineMovement', 'publicBetting', 'weather', 'injuries', 'history']),
    label: z.string(),
    risk: Score.nullable().describe('0–100, higher is riskier; null when unknown or unavailable'),
    weight: z.number().min(0).max(1).describe("The factor's weight for this bet type (0: not scored)"),
    value: z.string().describe('The input as read, e.g. "draftkings −2.5 → −4.5"'),
    source: z.string().describe('Where the input came from and when'),
    unknownReason: z.string().nullable(),
  })
  .meta({ id: 'RiskFactor' });
export type RiskFactor = z.infer<typeof RiskFactor>;

export const RiskCellView = z
  .object({
    betType: RiskBetType,
    line: z.string().nullable().describe('The line the cell is about, e.g. "KC −4.5", "O/U 41.5"'),
    riskScore: Score.nullable(),
    confidence: z.number().int().min(20).max(95).nullable(),
    recommendation: RiskRecommendation,
    label: z.string().describe("The recommendation as shown: 'HOLD', 'AVOID - Insufficient Data' …"),
    band: RiskBand,
    reason: z.string().nullable(),
    factors: z.array(RiskFactor),
    potentialReturn: z
      .array(z.object({ side: z.string(), price: z.number().int(), profitPer100: z.number() }))
      .describe('Each side with a stored price and the profit of a winning $100 bet; empty when none'),
    potentialReturnUnknown: z.string().nullable().describe('Why no side has a price, when none has'),
    projection: z.null().describe('Not computed: see projectionUnknown'),
    projectionUnknown: z.string(),
  })
  .meta({ id: 'RiskCell' });
export type RiskCellView = z.infer<typeof RiskCellView>;

const Team = z.object({ code: z.string(), name: z.string() });

export const RiskGame = z
  .object({
    id: z.string(),
    kickoff: z.iso.datetime(),
    away: Team,
    home: Team,
    indoors: z.boolean(),
    cells: z.array(RiskCellView),
    insight: z.array(z.string()).describe('Sentences generated from the factors above, nothing else'),
  })
  .meta({ id: 'RiskGame' });
export type RiskGame = z.infer<typeof RiskGame>;

export const RiskHeatmapResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    weekLabel: z.string(),
    asOf: z.iso.datetime(),
    summary: z.object({
      bets: z.number().int(),
      scored: z.number().int(),
      averageRisk: z.number().nullable().describe('Mean risk of the scored bets; null with none scored'),
      highRisk: z.number().int().describe('Scored bets at risk 60 or more (orange and red)'),
      lowRisk: z.number().int().describe('Scored bets below risk 40 (green and light green)'),
    }),
    games: z.array(RiskGame),
  })
  .meta({ id: 'RiskHeatmapResponse' });
export type RiskHeatmapResponse = z.infer<typeof RiskHeatmapResponse>;

export const RiskRecordResponse = z
  .object({
    season: z.number().int(),
    /** The graded weeks counted, e.g. 1–14; null with none graded yet. */
    weeks: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
    asOf: z.iso.datetime(),
    bands: z.array(
      z.object({
        label: z.string().describe("The risk band, spec 02 §9's colours: 'Below 20' … '80 and above'"),
        bets: z.number().int(),
        wins: z.number().int(),
        losses: z.number().int(),
        pushes: z.number().int(),
        winRate: z
          .number()
          .min(0)
          .max(1)
          .nullable()
          .describe('wins / (wins + losses); null with none decided'),
      }),
    ),
    unscored: z.number().int().describe("Graded bets whose cell read 'AVOID - Insufficient Data'"),
    verdict: z.object({
      kind: z.enum(['supported', 'contradicted', 'unclear', 'too_few']),
      text: z.string(),
    }),
  })
  .meta({ id: 'RiskRecordResponse' });
export type RiskRecordResponse = z.infer<typeof RiskRecordResponse>;
