// The Dashboard (spec 01 §2-§3, issue 11 point 3): GET /api/dashboard, saved picks, favourite teams
// with their computed facts, and recent alerts filtered by the person's teams and preferences.
import { z } from 'zod';
import { ALERT_TYPE_VALUES, URGENCY_VALUES } from './alerts.ts';
import { ProfileStats } from './pick-stats.ts';
import { singleLine } from './text.ts';

export const SAVED_PICK_STATUSES = ['pending', 'won', 'lost', 'push'] as const;

export const SavedPick = z
  .object({
    id: z.number().int(),
    gameId: z.string(),
    season: z.number().int(),
    week: z.number().int(),
    kickoff: z.iso.datetime(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    pickedTeam: z
      .string()
      .nullable()
      .describe("The model's pick when it was saved; null while withheld (premium until kickoff)"),
    confidence: z
      .number()
      .int()
      .nullable()
      .describe("The picked side's win probability when saved, %; null while withheld"),
    withheld: z
      .boolean()
      .describe(
        'true: a provisional pick of a game not yet kicked off, and the person has neither premium nor a free pick on it: its side and probability are left out, as on the public board (decision 124)',
      ),
    pickStatus: z
      .enum(['provisional', 'locked'])
      .describe('Whether the pick was still provisional when saved'),
    status: z
      .enum(SAVED_PICK_STATUSES)
      .describe('Pending until the final score is known, then graded straight up'),
    result: z.object({ homeScore: z.number().int(), awayScore: z.number().int() }).nullable(),
    savedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedPick' });
export type SavedPick = z.infer<typeof SavedPick>;

export const SavedPicksResponse = z.object({ picks: z.array(SavedPick) }).meta({ id: 'SavedPicks' });
export type SavedPicksResponse = z.infer<typeof SavedPicksResponse>;

export const SavePickBody = z.strictObject({ gameId: singleLine(z.string().min(1).max(64)) });
export const SavedPickParams = z.strictObject({ gameId: singleLine(z.string().min(1).max(64)) });

export const SavePickResponse = z.object({
  created: z.boolean().describe('false: the game was already saved (one row per game is kept)'),
  pick: SavedPick,
});

export const FavoriteTeam = z
  .object({
    id: z.string().describe('Team code'),
    name: z.string(),
    emoji: z.string(),
    record: z
      .object({
        wins: z.number().int(),
        losses: z.number().int(),
        ties: z.number().int(),
        season: z.number().int(),
      })
      .describe('Final scores known by now, this season'),
    bioBoost: z
      .array(z.object({ gameId: z.string(), week: z.number().int(), value: z.number() }))
      .describe("The team's BioBoost in its last frozen picks of the season, oldest first"),
    bioBoostTrend: z.enum(['up', 'down', 'stable']).nullable().describe('null with fewer than 2 values'),
    nextGame: z
      .object({
        gameId: z.string(),
        kickoff: z.iso.datetime(),
        opponent: z.string(),
        home: z.boolean(),
        week: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'FavoriteTeam' });
export type FavoriteTeam = z.infer<typeof FavoriteTeam>;

export const FavoriteTeamsResponse = z
  .object({ asOf: z.iso.datetime(), season: z.number().int().nullable(), teams: z.array(FavoriteTeam) })
  .meta({ id: 'FavoriteTeams' });
export type FavoriteTeamsResponse = z.infer<typeof FavoriteTeamsResponse>;

export const RecentAlert = z
  .object({
    id: z.number().int(),
    type: z.enum(ALERT_TYPE_VALUES),
    title: z.string(),
    description: z.string(),
    time: z.iso.datetime(),
    urgency: z.enum(URGENCY_VALUES),
    gameId: z.string(),
    team: z.string().nullable(),
  })
  .meta({ id: 'RecentAlert' });
export type RecentAlert = z.infer<typeof RecentAlert>;

export const RecentAlertsResponse = z
  .object({
    asOf: z.iso.datetime(),
    alerts: z.array(RecentAlert).max(5),
    pausedUntil: z
      .union([z.iso.datetime(), z.literal('permanent')])
      .nullable()
      .describe('Set during a responsible-gaming break: no alerts are listed until then'),
    filter: z.object({
      teams: z.array(z.string()).describe('Favourite teams (empty: every team)'),
      types: z.array(z.enum(ALERT_TYPE_VALUES)).describe('Alert types the preferences leave on'),
    }),
  })
  .meta({ id: 'RecentAlerts' });
export type RecentAlertsResponse = z.infer<typeof RecentAlertsResponse>;

export const DashboardResponse = z
  .object({
    asOf: z.iso.datetime(),
    stats: z.object({
      totalPicks: z
        .number()
        .int()
        .describe('Every contributor pick locked this season, pending and graded (the My picks list)'),
      pendingPicks: z.number().int().describe('Of those, the picks not graded yet'),
      winRate: z.number().nullable(),
      currentStreak: z.string().nullable(),
      favoriteTeams: z.number().int(),
    }),
    pickStats: ProfileStats.describe("The person's own graded picks (the source of the tiles)"),
    savedPicks: z.object({
      total: z.number().int(),
      pending: z.number().int(),
      won: z.number().int(),
      lost: z.number().int(),
      push: z.number().int(),
    }),
  })
  .meta({ id: 'Dashboard' });
export type DashboardResponse = z.infer<typeof DashboardResponse>;
