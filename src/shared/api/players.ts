// The player calls of spec 01 §7: /api/top5 and /api/top-five (the DFS Top 5 per slate), /api/players
// (the week's player cards) and /api/players/:id (one player's page). Every figure is computed from
// the data as known at the clock; ownership, projections and BioBoost are projections and say so.
import { z } from 'zod';
import { Computing } from './catch-up.ts';
import { PropItem, PropMarketKey, PropPickView, PublicPropItem } from './props.ts';
import { singleLine } from './text.ts';

export const SLATE_NAMES = ['Main', 'Prime-Time'] as const;
export const SlateName = z.enum(SLATE_NAMES);
export type SlateName = z.infer<typeof SlateName>;

export const Basis = z
  .enum(['weekly-lines', 'snaps-and-last-season'])
  .describe(
    'What the projections were computed from: weekly stat lines, or (no weekly lines) snaps and last season',
  );

const Confidence = z.enum(['HIGH', 'MEDIUM', 'LOW']).describe('ggScore ≥ 80 HIGH, ≥ 65 MEDIUM, else LOW');
const Headshot = z.string().nullable().describe('The league headshot we hold; null when we have none');

/** What every player answer says about itself: the week, the instant and the projections' basis. */
const BoardInfo = {
  season: z.number().int(),
  week: z.number().int(),
  generatedAt: z.iso.datetime().describe('The instant the board was computed as of (the clock)'),
  basis: Basis,
  basisNote: z.string(),
};

const DfsFigures = {
  ggScore: z.number().min(0).max(100),
  confidence: Confidence,
  salary: z
    .number()
    .int()
    .nullable()
    .describe('DraftKings salary in dollars; null before the site publishes'),
  projectedPoints: z.number().describe('Projected DraftKings points (median)'),
  low: z.number().describe('80% band, low end'),
  high: z.number().describe('80% band, high end'),
  valueRating: z
    .number()
    .min(0)
    .max(10)
    .nullable()
    .describe('0–10 from points per $1,000; null without salary'),
  ownership: z.number().nullable().describe('Projected share of lineups, % (a model, not a count)'),
  gameTotal: z.number().nullable().describe('The market total of his game, when known'),
  highScoring: z.boolean().describe('Game total above 48'),
  commentary: z.string(),
};

export const Top5Pick = z.object({
  playerId: z.string(),
  name: z.string(),
  position: z.string(),
  teamAbbr: z.string(),
  headshotUrl: Headshot,
  slate: SlateName,
  matchup: z.string().describe("'KC @ BUF' (his team first)"),
  kickoff: z.iso.datetime(),
  kickoffEt: z.string().describe("Kickoff in New York time, e.g. 'Sun 1:00 PM ET'"),
  ...DfsFigures,
});
export type Top5Pick = z.infer<typeof Top5Pick>;

export const Top5Response = z
  .object({
    computing: Computing.describe(
      "Set while the start-up catch-up is still loading the players' data: the five may change (decision 134)",
    ).default(null),
    ...BoardInfo,
    totalCandidates: z.number().int().describe('Players ranked across both slates'),
    fallback: z.boolean().describe('True when no salaries were published yet: ranked with value neutral'),
    picks: z.array(Top5Pick).max(10),
  })
  .meta({ id: 'Top5Response' });
export type Top5Response = z.infer<typeof Top5Response>;

export const TopFiveQuery = z.strictObject({
  slate: SlateName.default('Main').describe("'Main' (Sunday afternoon) or 'Prime-Time' (night games)"),
});

export const TopFiveItem = z.object({
  id: z.string(),
  name: z.string(),
  team: z.string(),
  position: z.string(),
  headshotUrl: Headshot,
  matchup: z.string(),
  opponent: z.string(),
  kickoff: z.iso.datetime(),
  kickoffEt: z.string(),
  spread: z.number().nullable().describe('His team’s handicap as books print it (−3.5: gives 3.5)'),
  total: z.number().nullable(),
  weatherImpact: z
    .object({ score: z.number().nullable(), reason: z.string() })
    .nullable()
    .describe(
      'BioBoost hydration input from the kickoff weather (85 = no effect; null score: no forecast yet)',
    ),
  slate: SlateName,
  ...DfsFigures,
});
export type TopFiveItem = z.infer<typeof TopFiveItem>;

export const TopFiveResponse = z
  .object({
    ...BoardInfo,
    slate: SlateName,
    totalCandidates: z.number().int(),
    fallback: z.boolean(),
    players: z.array(TopFiveItem).max(5),
  })
  .meta({ id: 'TopFiveResponse' });
export type TopFiveResponse = z.infer<typeof TopFiveResponse>;

export const PLAYERS_PAGE_MAX = 100;
export const PlayersQuery = z.strictObject({
  position: z.enum(['QB', 'RB', 'WR', 'TE']).optional(),
  limit: z.coerce.number().int().min(1).max(PLAYERS_PAGE_MAX).default(50),
  offset: z.coerce.number().int().min(0).max(5000).default(0),
  sort: z
    .enum(['projection', 'bioboost'])
    .default('projection')
    .describe('Highest projection first, or highest BioBoost first (players without one last)'),
});

const BioBoostInput = z.object({
  score: z.number().nullable().describe('0–100; null when its data is missing, with the reason saying what'),
  reason: z.string(),
});
export const PlayerBioBoostView = z.object({
  score: z.number().describe('0–100 composite over the known inputs, weights renormalised (decision 085)'),
  tone: z.string().describe('Card colour tier of spec 01 §9'),
  level: z.string(),
  sleep: BioBoostInput,
  tIndex: BioBoostInput,
  cortisol: BioBoostInput,
  hydration: BioBoostInput,
  recovery: BioBoostInput,
  injuryRecoveryDays: z.number().int(),
});
export type PlayerBioBoostView = z.infer<typeof PlayerBioBoostView>;

const PropBookLine = z.object({
  book: z.string(),
  line: z.number().nullable(),
  over: z.number().int().nullable().describe('American price of the over (or yes), when captured'),
  under: z.number().int().nullable().describe('American price of the under (or no), when captured'),
  capturedAt: z.iso.datetime(),
});
const PropMarket = z.object({
  market: z.string().describe("The Odds API market key, e.g. 'player_pass_yds'"),
  label: z.string(),
  books: z.array(PropBookLine),
});
/**
 * A recommended bet is the player's prop pick for this game (decision 073): the same side, line, price,
 * edges and confidence as /api/props publishes, provisional before kickoff and frozen at it.
 */
export const OpenBet = z.object({
  withheld: z.literal(false),
  market: PropMarketKey,
  label: z.string(),
  status: z
    .enum(['provisional', 'frozen'])
    .describe('provisional: before kickoff; frozen: published at kickoff'),
  side: z.enum(['OVER', 'UNDER']),
  line: z.number(),
  book: z.string(),
  odds: z.number().int().describe('American price of the picked side at that book'),
  projection: z.number().describe('Our projection of the stat'),
  ...PropPickView.pick({
    edge: true,
    probability: true,
    marketProbability: true,
    probabilityEdge: true,
    confidence: true,
  }).shape,
  capturedAt: z.iso.datetime(),
});
/**
 * A provisional prop pick before kickoff, as the public sees it (decisions 120, 124): the market and the
 * book's line stay; the side, its price, the projection and the chances are premium until kickoff.
 */
export const LockedBet = z.object({
  withheld: z.literal(true),
  market: PropMarketKey,
  label: z.string(),
  status: z.literal('provisional'),
  line: z.number(),
  book: z.string(),
  capturedAt: z.iso.datetime(),
});
export type OpenBet = z.infer<typeof OpenBet>;
export type LockedBet = z.infer<typeof LockedBet>;
export const RecommendedBet = z.discriminatedUnion('withheld', [OpenBet, LockedBet]);
export type RecommendedBet = z.infer<typeof RecommendedBet>;

export const PlayerCard = z.object({
  id: z.string(),
  name: z.string(),
  position: z.string(),
  team: z.string(),
  opponent: z.string(),
  matchup: z.string(),
  gameTime: z.iso.datetime(),
  slate: SlateName.nullable(),
  headshotUrl: Headshot,
  salary: z.number().int().nullable(),
  ruledOut: z.boolean().describe('OUT or DOUBTFUL on the latest report'),
  projection: z.object({
    draftKings: z.number(),
    fanDuel: z.number(),
    low: z.number(),
    high: z.number(),
    passYards: z.number(),
    rushYards: z.number(),
    receptions: z.number(),
    recYards: z.number(),
    touchdowns: z.number(),
  }),
  bioBoost: PlayerBioBoostView.nullable(),
  ggScore: z
    .number()
    .min(0)
    .max(100)
    .describe('The DFS score of decision 031, computed for every card (value neutral without salary)'),
  liveOdds: z
    .array(PropMarket)
    .describe('Captured prop lines at the clock, projected markets first; empty when none was captured'),
  recommendedBets: z
    .array(RecommendedBet)
    .describe(
      'His prop picks for this game, largest probability edge first (a provisional one withheld until kickoff, by market); empty without a pick',
    ),
});
export type PlayerCard = z.infer<typeof PlayerCard>;

export const PlayersResponse = z
  .object({
    ...BoardInfo,
    total: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
    players: z.array(PlayerCard).max(PLAYERS_PAGE_MAX),
  })
  .meta({ id: 'PlayersResponse' });
export type PlayersResponse = z.infer<typeof PlayersResponse>;

export const PlayerParams = z.strictObject({
  id: singleLine(z.string())
    .regex(/^\d{2}-\d{7}$/, 'A player id is the league’s gsis id, like 00-0033873')
    .describe('gsis id'),
});

export const PlayerWeek = z.object({
  season: z.number().int(),
  week: z.number().int(),
  opponent: z.string(),
  kickoff: z.iso.datetime(),
  projected: z.object({ draftKings: z.number(), low: z.number(), high: z.number() }).nullable(),
  actual: z.number().nullable().describe('DraftKings points scored; null until the result is known'),
  bioBoost: PlayerBioBoostView.nullable(),
});
export type PlayerWeek = z.infer<typeof PlayerWeek>;

export const PlayerDetail = z
  .object({
    ...BoardInfo,
    player: z.object({
      id: z.string(),
      name: z.string(),
      position: z.string().nullable(),
      team: z.string().nullable(),
      jerseyNumber: z.number().int().nullable(),
      headshotUrl: Headshot,
    }),
    weeksNote: z.string().describe('What the weeks table holds (and, without weekly lines, what it lacks)'),
    weeks: z.array(PlayerWeek),
    injuries: z.array(
      z.object({
        week: z.number().int(),
        status: z.string().nullable(),
        injury: z.string().nullable(),
        practice: z.string().nullable(),
        reportedAt: z.iso.datetime(),
      }),
    ),
    salaries: z.array(
      z.object({
        season: z.number().int(),
        week: z.number().int(),
        slate: z.string(),
        salary: z.number().int(),
      }),
    ),
    props: z
      .array(PublicPropItem)
      .describe(
        'His props this week: picks against a line (a provisional pick withheld until kickoff), or the median view',
      ),
    propHistory: z.array(PropItem).describe('His prop decisions of earlier weeks, with their grades'),
  })
  .meta({ id: 'PlayerDetail' });
export type PlayerDetail = z.infer<typeof PlayerDetail>;
