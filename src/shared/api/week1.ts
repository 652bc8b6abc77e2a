import { z } from 'zod';
import { TIME_SLOTS } from '../time-slots.ts';

export const WEEK1_SLOTS = [
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday Early',
  'Sunday Late',
  'SNF',
  'MNF',
  'Other',
] as const;

const Week1Team = z.object({
  name: z.string(),
  abbreviation: z.string(),
  spread: z
    .string()
    .nullable()
    .describe("The team's own handicap as printed ('-3.5', '+3.5', 'PK'); null without a line"),
  spreadValue: z.number().nullable().describe("The team's own handicap as a number"),
});

/** A week-1 game in spec 02 §3's shape, every figure from stored data, with where it came from. */
export const Week1Game = z
  .object({
    id: z.string(),
    season: z.number().int(),
    timeSlot: z.enum(WEEK1_SLOTS).describe('The broadcast window by New York day and hour'),
    slot: z.enum(TIME_SLOTS),
    international: z.boolean(),
    date: z.string().describe('YYYY-MM-DD, New York'),
    time: z.string().describe('HH:MM, 24 h, New York (shown as ET)'),
    kickoff: z.iso.datetime(),
    location: z.string().nullable(),
    awayTeam: Week1Team,
    homeTeam: Week1Team,
    overUnder: z.number().nullable(),
    moneyline: z.object({ away: z.number().int().nullable(), home: z.number().int().nullable() }),
    odds: z
      .object({ book: z.string(), capturedAt: z.iso.datetime() })
      .nullable()
      .describe('The book and capture time of the spread shown'),
    bioBoost: z.object({
      score: z
        .number()
        .nullable()
        .describe('Average of both teams’ BioBoost the pick was made with; null when no pick was published'),
      homeScore: z.number().nullable(),
      awayScore: z.number().nullable(),
      recommendation: z
        .enum(['OVER', 'UNDER'])
        .nullable()
        .describe("The model's total pick; null without a total line"),
      confidence: z.number().int().nullable().describe("The predicted winner's win probability, %"),
      pick: z.string().nullable().describe('Team code of the predicted winner'),
      status: z.enum(['provisional', 'locked', 'no_pick']),
      withheld: z
        .boolean()
        .describe(
          'true: a premium pick (game not kicked off): recommendation, confidence and pick are null and the commentary says so; GET /api/picks/unlocked gives it to a subscriber or the holder of a free pick (decision 120)',
        ),
      commentary: z.string(),
      factors: z.object({
        weather: z
          .object({
            windMph: z.number().nullable(),
            tempF: z.number().nullable(),
            precipChance: z.number().nullable(),
            source: z.string(),
            observed: z.boolean(),
            capturedAt: z.iso.datetime(),
          })
          .nullable()
          .describe('null: no forecast stored yet (or a dome where none is fetched)'),
        injuries: z.object({
          keyPlayersOut: z.array(z.string()).describe('Players reported Out, "Name (POS, TEAM)"'),
          awayInjuries: z.number().int().describe('Players on the away team’s report who are not healthy'),
          homeInjuries: z.number().int(),
          awayTeamImpact: z.number().int().describe('Spec 02 §9 team impact 0–100'),
          homeTeamImpact: z.number().int(),
        }),
        lineMove: z
          .number()
          .nullable()
          .describe(
            'Home handicap now minus the first one we stored, same book (negative: moved toward home)',
          ),
        travelMiles: z
          .number()
          .int()
          .nullable()
          .describe('The longer of the two teams’ trips to the stadium'),
      }),
    }),
  })
  .meta({ id: 'Week1Game' });
export type Week1Game = z.infer<typeof Week1Game>;

export const Week1Response = z
  .object({
    season: z.number().int(),
    week: z.literal(1),
    asOf: z.iso.datetime(),
    games: z.array(Week1Game),
  })
  .meta({ id: 'Week1Response' });
export type Week1Response = z.infer<typeof Week1Response>;

export const Week1Query = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the season in force'),
});
