import { z } from 'zod';
import { TIME_SLOTS } from '../time-slots.ts';
import { HomeHandicap } from './lines.ts';

export const GamesQuery = z.strictObject({
  season: z.coerce.number().int().min(1999).max(2100).optional().describe('Defaults to the current season'),
  week: z.coerce.number().int().min(1).max(22).optional().describe('Defaults to the current week'),
});
export type GamesQuery = z.infer<typeof GamesQuery>;

export const CurrentWeek = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    label: z.string().describe("'Week 12', or 'Playoffs' from week 19"),
    isPlayoffs: z.boolean(),
    /** True when the schedule is empty and the spec's fixed start (4 Sep 2025) was used. */
    fallback: z.boolean(),
    asOf: z.iso
      .datetime()
      .describe('The clock the answer was computed at (the replay instant in replay mode)'),
  })
  .meta({ id: 'CurrentWeek' });
export type CurrentWeek = z.infer<typeof CurrentWeek>;

/**
 * GET /api/current-week: the calendar's week, and how far the data's results reach (decision 150). A
 * live start whose data holds the season's schedule but none of its results (the data pack in November
 * 2026) would otherwise label empty panels "Week 12" and "the 2026 record" as if that season were known.
 */
export const CurrentWeekResponse = CurrentWeek.extend({
  resultsThrough: z
    .object({ season: z.number().int(), week: z.number().int() })
    .nullable()
    .optional()
    .describe('The newest week with a final score known at the clock; null when no game has one'),
}).meta({ id: 'CurrentWeekResponse' });
export type CurrentWeekResponse = z.infer<typeof CurrentWeekResponse>;

const Side = z.object({
  code: z.string(),
  name: z.string(),
  nickname: z.string(),
  emoji: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  score: z.number().int().nullable().describe('Only once known at the clock'),
  restDays: z.number().int().nullable(),
});

const Captured = { book: z.string(), capturedAt: z.iso.datetime() };

export const GameOdds = z.object({
  spread: z
    .object({
      ...Captured,
      homeLine: HomeHandicap.nullable(),
      homePrice: z.number().int().nullable(),
      awayPrice: z.number().int().nullable(),
    })
    .nullable(),
  total: z
    .object({
      ...Captured,
      line: z.number().nullable(),
      overPrice: z.number().int().nullable(),
      underPrice: z.number().int().nullable(),
    })
    .nullable(),
  moneyline: z
    .object({ ...Captured, homePrice: z.number().int().nullable(), awayPrice: z.number().int().nullable() })
    .nullable(),
});

export const GameWeather = z.object({
  source: z.string(),
  observed: z.boolean().describe('true: measured at kickoff; false: a forecast'),
  capturedAt: z.iso.datetime(),
  temperatureF: z.number().nullable(),
  windMph: z.number().nullable(),
  humidityPct: z.number().nullable(),
  precipitationPct: z.number().nullable(),
});

export const GameStatus = z.enum(['scheduled', 'in_progress', 'final', 'result_pending']);

export const Game = z
  .object({
    id: z.string().describe('nflverse game id, e.g. 2025_12_NYJ_BAL'),
    season: z.number().int(),
    week: z.number().int(),
    gameType: z.enum(['REG', 'WC', 'DIV', 'CON', 'SB']),
    kickoff: z.iso.datetime(),
    kickoffEstimated: z.boolean().describe('The schedule gave no time; a usual window was assumed'),
    slot: z.enum(TIME_SLOTS),
    slotLabel: z.string(),
    status: GameStatus.describe(
      'As of the clock; result_pending: kicked off long ago but no result has arrived',
    ),
    liveDetail: z.string().nullable(),
    overtime: z.boolean().nullable(),
    home: Side,
    away: Side,
    stadium: z
      .object({ id: z.string(), name: z.string(), city: z.string(), country: z.string(), roof: z.string() })
      .nullable(),
    roof: z.string().nullable(),
    neutralSite: z.boolean(),
    divisionGame: z.boolean(),
    odds: GameOdds,
    weather: GameWeather.nullable(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof Game>;

export const GamesResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    weekLabel: z.string(),
    current: CurrentWeek,
    games: z.array(Game),
    undecided: z
      .string()
      .optional()
      .describe(
        'Present for a playoff week whose pairings were not decided at the clock: its games are left out until every game of the week before is final',
      ),
  })
  .meta({ id: 'GamesResponse' });
export type GamesResponse = z.infer<typeof GamesResponse>;
