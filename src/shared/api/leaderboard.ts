// The Contributor Leaderboard (spec 01 §2–3): people and the model ranked on their graded picks by a
// shrunk win rate with a minimum of decided picks (docs/decisions/055-leaderboard-ranking.md).
import { z } from 'zod';
import { Computing } from './catch-up.ts';
import { PickMarket } from './contributor-picks.ts';

export const TIMEFRAMES = ['weekly', 'season'] as const;
export const LeaderboardQuery = z.strictObject({ timeframe: z.enum(TIMEFRAMES).default('weekly') });
export type Timeframe = (typeof TIMEFRAMES)[number];

export const BADGES = ['silverback', 'banana_streak', 'fast_climber', 'veteran', 'rookie'] as const;

export const Contributor = z
  .object({
    id: z.string().describe("Opaque: 'model', or a key that does not reveal the account"),
    kind: z.enum(['model', 'person', 'former']),
    name: z.string(),
    rank: z.number().int().nullable().describe('Null: fewer decided picks than the minimum'),
    previousRank: z.number().int().nullable(),
    score: z.number().describe('The shrunk win rate the rank is ordered by'),
    badge: z.enum(BADGES).nullable(),
    graded: z.number().int(),
    wins: z.number().int(),
    losses: z.number().int(),
    pushes: z.number().int(),
    pickAccuracy: z.number().nullable(),
    bioBoostWinRate: z.number().nullable(),
    bioBoostPicks: z.number().int(),
    currentStreak: z.number().int(),
    streakType: z.enum(['win', 'loss']).nullable(),
    weeklyWins: z.number().int(),
    seasonWins: z.number().int(),
    specialization: PickMarket.nullable(),
    rankedWins: z.number().int(),
    rankedLosses: z.number().int(),
    meanClv: z.number().nullable(),
    clvPicks: z.number().int(),
  })
  .meta({ id: 'Contributor' });
export type Contributor = z.infer<typeof Contributor>;

export const LeaderboardResponse = z
  .object({
    computing: Computing.describe(
      "Set while the start-up catch-up computes the record: the model's row is partial (decision 134)",
    ).default(null),
    asOf: z.iso.datetime(),
    timeframe: z.enum(TIMEFRAMES),
    season: z.number().int().nullable(),
    week: z.number().int().nullable(),
    rules: z.object({
      minimumDecided: z.number().int(),
      priorWins: z.number().int(),
      priorLosses: z.number().int(),
      badges: z.record(z.enum(BADGES), z.string()),
    }),
    ranked: z.array(Contributor),
    unranked: z.array(Contributor),
  })
  .meta({ id: 'LeaderboardResponse' });
export type LeaderboardResponse = z.infer<typeof LeaderboardResponse>;
