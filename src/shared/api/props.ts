// The prop calls: /api/props (one week's prop picks, frozen at kickoff and graded, provisional before,
// and the median view where no sportsbook line exists) and /api/props/record (the public record on
// /model). Docs: docs/decisions/063-prop-picks.md, 064-prop-freeze-and-grading.md.
import { z } from 'zod';
import { Computing } from './catch-up.ts';

export const PROP_MARKET_KEYS = [
  'player_pass_yds',
  'player_rush_yds',
  'player_reception_yds',
  'player_receptions',
  'player_pass_tds',
  'player_anytime_td',
] as const;
export const PropMarketKey = z.enum(PROP_MARKET_KEYS);

/** Why a prop pick was not published at kickoff (stored with the prop's record). */
export interface PropNoPickReason {
  code: 'stale_line' | 'one_sided_line' | 'not_projected' | 'previous_result_unknown';
  detail: string;
}

export const PROPS_PAGE_MAX = 100;
export const PropsQuery = z.strictObject({
  week: z.coerce.number().int().min(1).max(22).optional().describe('Defaults to the week in force'),
  limit: z.coerce.number().int().min(1).max(PROPS_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(5000).default(0),
});

const Confidence = z
  .enum(['HIGH', 'MEDIUM', 'LOW'])
  .describe(
    'From the probability edge: ≥ 10 points HIGH, ≥ 5 MEDIUM, else LOW (a judgement, not calibrated)',
  );

export const PropLine = z.object({
  book: z.string(),
  line: z.number(),
  overPrice: z.number().int(),
  underPrice: z.number().int(),
  capturedAt: z.iso.datetime(),
});

export const PropPickView = z.object({
  side: z.enum(['OVER', 'UNDER']),
  edge: z.number().describe('Projection − line, in the stat’s units'),
  probability: z.number().min(0).max(1).describe('Our chance of the picked side (pushes left out)'),
  marketProbability: z.number().min(0).max(1).describe('The book’s no-vig chance of the picked side'),
  probabilityEdge: z.number(),
  confidence: Confidence,
  hitRate: z
    .object({ hits: z.number().int(), pushes: z.number().int(), games: z.number().int() })
    .describe('His last games (at most 10) that went the picked side of this line'),
});

export const PropMedianView = z.object({
  median: z.number(),
  games: z.number().int(),
  lean: z.enum(['ABOVE', 'BELOW', 'AT']),
  difference: z.number(),
  label: z.literal('vs his recent median — no sportsbook line'),
});

export const PropItem = z.object({
  playerId: z.string(),
  playerName: z.string(),
  position: z.string(),
  team: z.string(),
  opponent: z.string(),
  season: z.number().int(),
  week: z.number().int(),
  kickoff: z.iso.datetime(),
  market: PropMarketKey,
  marketLabel: z.string(),
  status: z
    .enum(['provisional', 'frozen', 'no_pick', 'median'])
    .describe(
      'provisional: before kickoff; frozen: published at kickoff; no_pick: not published, with reasons; median: no line',
    ),
  projection: z.number().nullable().describe('His projected stat; null on a no-pick without a projection'),
  line: PropLine.nullable(),
  pick: PropPickView.nullable(),
  median: PropMedianView.nullable(),
  noPickReasons: z.array(z.object({ code: z.string(), detail: z.string() })).nullable(),
  grade: z
    .object({ actual: z.number(), outcome: z.enum(['win', 'loss', 'push']) })
    .nullable()
    .describe('Graded frozen picks only'),
});
export type PropItem = z.infer<typeof PropItem>;

/** A prop as /api/props serves it to everyone: a provisional pick is premium until kickoff (decision 120). */
export const PublicPropItem = PropItem.extend({
  withheld: z
    .boolean()
    .describe(
      'true: a provisional prop pick before kickoff: its projection and pick are left out of this public answer (decision 120)',
    ),
});
export type PublicPropItem = z.infer<typeof PublicPropItem>;

export const PropsResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    generatedAt: z.iso.datetime(),
    linesCaptured: z.number().int().describe('Sportsbook prop quotes known for this week'),
    note: z.string(),
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    props: z.array(PublicPropItem).max(PROPS_PAGE_MAX),
  })
  .meta({ id: 'PropsResponse' });
export type PropsResponse = z.infer<typeof PropsResponse>;

const Tally = {
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  hitRate: z.number().nullable(),
};

export const MedianAccuracyReport = z.object({
  asOf: z.iso.datetime(),
  seasons: z.array(z.number().int()),
  label: z.string(),
  rows: z.array(
    z.object({
      market: PropMarketKey,
      cases: z.number().int(),
      sideAccuracy: z.number().nullable(),
      projectionMae: z.number(),
      medianMae: z.number(),
    }),
  ),
});
export type MedianAccuracyReport = z.infer<typeof MedianAccuracyReport>;

export const PropRecordResponse = z
  .object({
    computing: Computing.describe(
      'Set while the start-up catch-up computes the record: the props are graded after it (decision 134)',
    ).default(null),
    generatedAt: z.iso.datetime(),
    linesCaptured: z.number().int().describe('Sportsbook prop quotes stored, all weeks'),
    weeksWithLines: z.number().int(),
    record: z.object({
      picks: z.number().int(),
      ...Tally,
      byMarket: z.array(z.object({ market: PropMarketKey, ...Tally })),
    }),
    noPicks: z.number().int().describe('Props with a line where no pick was published'),
    note: z.string(),
    medianAccuracy: MedianAccuracyReport.nullable().describe(
      'The median view’s walk-forward accuracy (labelled; never part of the graded record)',
    ),
  })
  .meta({ id: 'PropRecordResponse' });
export type PropRecordResponse = z.infer<typeof PropRecordResponse>;

export const UnlockedPropsResponse = z
  .object({
    season: z.number().int(),
    week: z.number().int(),
    subscribed: z.boolean(),
    props: z
      .array(PropItem)
      .describe(
        "The week's provisional prop picks this viewer may read before kickoff, in full: all for a subscriber, those of the games claimed with a free pick otherwise (decision 124)",
      ),
  })
  .meta({ id: 'UnlockedPropsResponse' });
export type UnlockedPropsResponse = z.infer<typeof UnlockedPropsResponse>;
