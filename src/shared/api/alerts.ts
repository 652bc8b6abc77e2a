// Juice Watch (spec 01 §2–3, decision 042): alerts found by the alerts job in real changes of the data
// we captured, each visible from its detection, graded where it implies a side.
import { z } from 'zod';
import { Computing } from './catch-up.ts';

export const ALERT_TYPE_VALUES = ['line_movement', 'injury', 'weather', 'sharp_money'] as const;
export const URGENCY_VALUES = ['high', 'medium', 'low'] as const;
export type AlertTypeValue = (typeof ALERT_TYPE_VALUES)[number];
export type UrgencyValue = (typeof URGENCY_VALUES)[number];

/** The figures behind an alert's text, stored with it, for screens that draw them. */
export type AlertDetails =
  | { kind: 'line'; fromLine: number; toLine: number; books: string[] }
  | { kind: 'steam'; direction: 'up' | 'down'; windowMinutes: number; moves: SteamMoveDetail[] }
  | {
      kind: 'injury';
      source: string;
      fromStatus: string;
      toStatus: string;
      position: string | null;
      snapShare: number | null;
      impactPoints: number;
    }
  | {
      kind: 'weather';
      condition: string;
      value: number;
      threshold: number;
      observed: boolean;
      source: string;
    };

export interface SteamMoveDetail {
  book: string;
  fromLine: number;
  toLine: number;
  atMs: number;
}

const Outcome = z.enum(['win', 'loss', 'push']);

export const AlertsQuery = z.strictObject({
  type: z.enum(ALERT_TYPE_VALUES).optional().describe('Only alerts of this type'),
  urgency: z.enum(URGENCY_VALUES).optional().describe('Only alerts of this urgency'),
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the current season'),
  week: z.coerce
    .number()
    .int()
    .min(1)
    .max(22)
    .optional()
    .describe('Defaults to the current week of the current season; ignored without it for other seasons'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type AlertsQuery = z.infer<typeof AlertsQuery>;

export const AlertView = z
  .object({
    id: z.number().int(),
    type: z.enum(ALERT_TYPE_VALUES),
    urgency: z.enum(URGENCY_VALUES),
    title: z.string(),
    description: z.string(),
    oldValue: z.string().nullable(),
    newValue: z.string().nullable(),
    impact: z.string(),
    detectedAt: z.iso.datetime().describe('When the change could first be known (its newer capture)'),
    fromAt: z.iso.datetime().nullable().describe('The capture of the older value'),
    team: z.string().nullable(),
    player: z.string().nullable(),
    book: z.string().nullable().describe("A sportsbook key, or 'consensus' (median of the books)"),
    source: z.string().describe('Where the figures come from, as shown on the card'),
    game: z.object({
      id: z.string(),
      season: z.number().int(),
      week: z.number().int(),
      homeTeam: z.string(),
      awayTeam: z.string(),
      kickoff: z.iso.datetime(),
    }),
    grade: z
      .object({
        outcome: Outcome.describe('Did the side the move favoured cover the line at the alert?'),
        units: z.number().describe('Won or lost on one unit at the price shown (−110 when none)'),
        price: z.number().int(),
        priceAssumed: z
          .boolean()
          .describe('The alert recorded no price: the units assume −110, and the card says so'),
        homeScore: z.number().int(),
        awayScore: z.number().int(),
        knownAt: z.iso.datetime(),
      })
      .nullable()
      .describe('Only for line moves and steam, once the final score is known at the clock'),
  })
  .meta({ id: 'Alert' });
export type AlertView = z.infer<typeof AlertView>;

export const AlertPanelSummary = z
  .object({
    alerts: z.number().int(),
    byType: z.object({
      line_movement: z.number().int(),
      injury: z.number().int(),
      weather: z.number().int(),
      sharp_money: z.number().int(),
    }),
    graded: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    pushes: z.number().int(),
    hitRate: z.number().nullable().describe('wins / (wins + losses); null until one graded alert is decided'),
    units: z.number(),
    assumedPrices: z.number().int().describe('Graded alerts with no price recorded, whose units assume −110'),
  })
  .meta({ id: 'AlertPanelSummary' });
export type AlertPanelSummary = z.infer<typeof AlertPanelSummary>;

export const AlertsResponse = z
  .object({
    computing: Computing.describe(
      'Set while the start-up catch-up has not yet found the alerts (they come after the record, decision 150): the counts are not known yet',
    ).default(null),
    asOf: z.iso.datetime(),
    season: z.number().int(),
    week: z.number().int().nullable().describe('null: the whole season'),
    weekLabel: z.string(),
    summary: AlertPanelSummary.describe('Counts for the season/week, before the type and urgency filters'),
    alerts: z.array(AlertView).describe('Newest first, filtered'),
  })
  .meta({ id: 'AlertsResponse' });
export type AlertsResponse = z.infer<typeof AlertsResponse>;
