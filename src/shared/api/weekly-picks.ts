import { z } from 'zod';
import { TIME_SLOTS } from '../time-slots.ts';
import { Computing } from './catch-up.ts';
import { CurrentWeek } from './games.ts';
import { HomeHandicap } from './lines.ts';
import { PickPrice } from './predictions.ts';
import { WinLoss } from './season-record.ts';

export const WeeklyPicksParams = z.strictObject({
  week: z.coerce
    .number()
    .int()
    .min(1)
    .max(22)
    .describe('1–18 regular season; 19 wild card, 20 divisional, 21 conference, 22 Super Bowl'),
});

export const WeeklyPicksQuery = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the season in force'),
});

const PickSide = z.object({
  code: z.string(),
  team: z.string().describe('Full team name'),
  emoji: z.string(),
  bioBoost: z
    .number()
    .nullable()
    .describe(
      '0–100 team BioBoost the pick was made with; null when no pick was published (never a default)',
    ),
});

/** One game of the week in spec 01 §3's weekly-pick shape, plus what an honest card needs. */
export const WeeklyPick = z
  .object({
    gameId: z.string(),
    id: z.string().describe('Same as gameId (the spec carries both)'),
    date: z.string().describe('Kickoff date in New York, YYYY-MM-DD'),
    time: z.string().describe('Kickoff time in New York, 24 h HH:MM'),
    kickoff: z.iso.datetime(),
    week: z.number().int(),
    timeSlot: z.enum(TIME_SLOTS),
    slotLabel: z.string(),
    international: z.boolean().describe('Played outside the United States'),
    location: z.string().nullable().describe('Stadium and city'),
    away: PickSide,
    home: PickSide,
    status: z
      .enum(['provisional', 'locked', 'no_pick'])
      .describe('provisional until kickoff; locked: frozen at kickoff; no_pick: none was published'),
    noPickReasons: z.array(z.string()).describe('Why no pick was published (empty otherwise)'),
    withheld: z
      .boolean()
      .describe(
        'true: a premium pick (game not kicked off): the side, confidence, model line and total, edges and commentary are left out of this public answer; GET /api/picks/unlocked gives them to a subscriber or the holder of a free pick (decision 120)',
      ),
    predicted: z.string().nullable().describe('Team code of the predicted winner'),
    winner: z.enum(['home', 'away']).nullable(),
    winnerConfidence: z.number().int().nullable().describe("The predicted winner's win probability, %"),
    confidence: z.enum(['HIGH', 'MEDIUM', 'LOW']).nullable(),
    spread: HomeHandicap.nullable().describe('The market line the pick was made against'),
    spreadPick: z.string().nullable().describe('Team code we expect to cover'),
    spreadEdge: z.number().nullable().describe('Points between our margin and the line, for the pick'),
    spreadPrice: PickPrice.describe(
      'American odds of the spread pick at that line; null: price not recorded (never −110 by default)',
    ),
    modelSpread: HomeHandicap.nullable().describe("Our own line: the model's expected margin as a handicap"),
    total: z.number().nullable().describe('The market total the pick was made against'),
    totalPick: z.enum(['OVER', 'UNDER']).nullable(),
    totalEdge: z.number().nullable(),
    totalPrice: PickPrice.describe('American odds of the total pick at that line; null: price not recorded'),
    modelTotal: z.number().nullable(),
    commentary: z.string().nullable(),
    result: z.object({ homeScore: z.number().int(), awayScore: z.number().int() }).nullable(),
    grade: z
      .object({
        straightUp: z.enum(['win', 'loss', 'push']),
        againstSpread: z.enum(['win', 'loss', 'push']).nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'WeeklyPick' });
export type WeeklyPick = z.infer<typeof WeeklyPick>;

/** The sidebar's figures: the model's record this season and this week's edges, all computed. */
export const WeekEdge = z.object({
  seasonStraightUp: WinLoss.describe(
    "The model's locked picks this season, graded straight up (the season record of /model and Past Picks)",
  ),
  seasonAgainstSpread: WinLoss.describe('The same picks graded against the line they were made at'),
  biggestEdge: z
    .object({ gameId: z.string(), matchup: z.string(), team: z.string(), edge: z.number(), line: z.number() })
    .nullable()
    .describe("This week's largest spread edge of the model against the market"),
  disagreements: z
    .array(z.object({ gameId: z.string(), matchup: z.string(), model: z.string(), market: z.string() }))
    .describe("Games where the model's winner is the market's underdog"),
  withLine: z.number().int().describe('Games of the week with a market line (the base of the disagreements)'),
});
export type WeekEdge = z.infer<typeof WeekEdge>;

export const WeeklyPicksResponse = z
  .object({
    computing: Computing.describe(
      'Set while the start-up catch-up has not decided the current week: the picks may not be the final ones (decision 134)',
    ).default(null),
    recordComputing: Computing.describe(
      "Set while the start-up catch-up computes the record: the edge's season record is partial (decision 134)",
    ).default(null),
    season: z.number().int(),
    week: z.number().int(),
    weekLabel: z.string(),
    lastWeek: z
      .number()
      .int()
      .describe('The last week of this season in the schedule (22 with the playoffs)'),
    current: CurrentWeek,
    asOf: z.iso.datetime(),
    modelVersion: z.string(),
    picks: z.array(WeeklyPick),
    edge: WeekEdge,
    undecided: z
      .string()
      .optional()
      .describe(
        'Present for a playoff week whose pairings were not decided at the clock: its games are left out until every game of the week before is final',
      ),
  })
  .meta({ id: 'WeeklyPicksResponse' });
export type WeeklyPicksResponse = z.infer<typeof WeeklyPicksResponse>;
