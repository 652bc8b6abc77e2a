// Community Challenges (spec 02 §2 "Challenges", issue 11 point 6): real challenges stored on the
// server, members scored from their own graded contributor picks in the period, virtual Jungle coins
// only. See docs/decisions/069-challenge-scoring.md and 070-challenge-membership.md.
import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';

export const CHALLENGE_KINDS = ['pickem', 'spreads', 'props'] as const;
export const ChallengeKind = z.enum(CHALLENGE_KINDS);
export type ChallengeKind = z.infer<typeof ChallengeKind>;
export const CHALLENGE_PERIODS = ['daily', 'weekly', 'season', 'tournament'] as const;
export const ChallengePeriod = z.enum(CHALLENGE_PERIODS);
export type ChallengePeriod = z.infer<typeof ChallengePeriod>;
export const ChallengeStatus = z.enum(['upcoming', 'open', 'running', 'finished']);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

const When = z.iso.datetime();
const Day = z.iso.date().describe('A New York calendar date, YYYY-MM-DD');

export const ChallengeSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    kind: ChallengeKind,
    period: ChallengePeriod,
    status: ChallengeStatus.describe('From the server clock (the replay clock in replay mode)'),
    startsAt: When,
    endsAt: When,
    capacity: z.number().int().nullable().describe('Tournaments only'),
    entryCoins: z.number().int().describe('Virtual Jungle coins; no money'),
    members: z.number().int(),
    prizePoolCoins: z.number().int().describe('entryCoins × members, virtual'),
    creator: z.object({ id: z.string(), name: z.string() }).nullable().describe('Null once deleted'),
    createdAt: When,
  })
  .meta({ id: 'ChallengeSummary' });
export type ChallengeSummary = z.infer<typeof ChallengeSummary>;

export const ChallengesResponse = z.object({
  asOf: When,
  challenges: z.array(ChallengeSummary),
  totals: z.object({
    active: z.number().int().describe('Challenges open or running now'),
    participants: z.number().int().describe('Distinct people in active challenges'),
    prizeCoins: z.number().int().describe('Prize pools of active challenges, virtual Jungle coins'),
  }),
});
export type ChallengesResponse = z.infer<typeof ChallengesResponse>;

export const ChallengeParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
});

export const ChallengeMember = z.object({
  rank: z.number().int(),
  id: z.string().describe('Opaque: does not reveal the account'),
  name: z.string(),
  wins: z.number().int(),
  losses: z.number().int(),
  pushes: z.number().int(),
  accuracy: z.number().nullable(),
  units: z.number(),
  roi: z.number().nullable().describe('units / graded picks'),
  streak: z.number().int().describe('Wins in a row at the end of the record'),
  points: z.number().int(),
  pending: z.number().int().describe('Counting picks still waiting for a final score'),
  assumedPrices: z
    .number()
    .int()
    .describe('Graded picks locked without a price: their units (and ROI, points) assume −110'),
});
export type ChallengeMember = z.infer<typeof ChallengeMember>;

export const ChallengeDetailResponse = z.object({
  asOf: When,
  challenge: ChallengeSummary,
  counts: z.string().describe('Which picks count, in words'),
  stats: z.object({
    participants: z.number().int(),
    prizePoolCoins: z.number().int(),
    winRate: z.number().nullable().describe("Members' wins / decided picks in the challenge, 0–1"),
    topStreak: z.number().int(),
  }),
  leaderboard: z.array(ChallengeMember),
});
export type ChallengeDetailResponse = z.infer<typeof ChallengeDetailResponse>;

export const TopEntry = z.object({
  rank: z.number().int(),
  id: z.string(),
  name: z.string(),
  challenges: z.number().int(),
  average: z.number(),
  total: z.number().int(),
});
export type TopEntry = z.infer<typeof TopEntry>;
export const TopResponse = z.object({ asOf: When, top: z.array(TopEntry) });
export type TopResponse = z.infer<typeof TopResponse>;

export const TITLE_MAX = 80;
export const DESCRIPTION_MAX = 500;

export const CreateChallengeBody = z
  .strictObject({
    title: singleLine(
      z.string().trim().min(3, 'Give the challenge a title of at least 3 characters.').max(TITLE_MAX),
    ),
    description: multiLine(z.string().trim().max(DESCRIPTION_MAX)).default(''),
    kind: ChallengeKind,
    period: ChallengePeriod,
    startDate: Day,
    endDate: Day.optional().describe('Tournaments: the last day (inclusive)'),
    capacity: z.number().int().min(2).max(1000).optional().describe('Tournaments: the most members'),
    entryCoins: z.number().int().min(0).max(10_000).default(0),
  })
  .refine((b) => b.period !== 'tournament' || b.capacity !== undefined, {
    error: 'A tournament needs a capacity.',
    path: ['capacity'],
  })
  .refine((b) => b.period === 'tournament' || b.capacity === undefined, {
    error: 'Only tournaments have a capacity.',
    path: ['capacity'],
  })
  .refine((b) => b.period === 'tournament' || b.endDate === undefined, {
    error: 'Only tournaments take an end date; other periods end by themselves.',
    path: ['endDate'],
  });
export type CreateChallengeBody = z.input<typeof CreateChallengeBody>;

export const ChallengeResponse = z.object({ challenge: ChallengeSummary });

export const ChallengeRefusal = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(['full', 'started', 'finished', 'not_member', 'daily_limit', 'open_limit', 'bad_dates']),
});

export const UserParams = z.strictObject({ id: z.uuid() });
export const FollowResponse = z.object({ following: z.boolean() });

export const UserChallengesResponse = z.object({
  memberOf: z.array(z.number().int()),
  following: z.array(z.string()).describe('Account ids of the people followed'),
  userId: z.string(),
});
export type UserChallengesResponse = z.infer<typeof UserChallengesResponse>;
