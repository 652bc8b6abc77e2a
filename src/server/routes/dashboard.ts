// The Dashboard's reads (spec 01 §2, issue 11 point 3): the overview tiles, favourite teams with their
// computed facts, and recent alerts filtered by the person's teams and preferences.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAlerts } from '../../db/repositories/alerts.ts';
import { rgBreaks } from '../../db/repositories/betting-settings.ts';
import { seasonWindows } from '../../db/repositories/games.ts';
import { listSavedPicks } from '../../db/repositories/saved-picks.ts';
import { nextGames, teamSeasonGames } from '../../db/repositories/team-season.ts';
import { readProfile, updateProfile } from '../../db/repositories/user-profiles.ts';
import { alertTypesFor, concernsTeams } from '../../domain/account/alert-preferences.ts';
import { savedPickStatus } from '../../domain/account/saved-pick-status.ts';
import { bioBoostTrend, teamRecord } from '../../domain/account/team-facts.ts';
import { breakInForce } from '../../domain/bets/rg-break.ts';
import { currentWeek } from '../../domain/current-week.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import {
  DashboardResponse,
  type FavoriteTeam,
  FavoriteTeamsResponse,
  RecentAlertsResponse,
} from '../../shared/api/dashboard.ts';
import { ApiError } from '../../shared/api/error.ts';
import { FavoriteTeamsUpdate } from '../../shared/api/profile.ts';
import { teamInfo } from '../../shared/reference/teams.ts';
import type { AppContext } from '../app-context.ts';
import { mySeasonPicks } from './my-picks.ts';
import { ownSeasonStats } from './own-pick-stats.ts';

const RECENT_ALERTS = 5;
/** How many alerts are read before filtering: the current week rarely holds more. */
const ALERTS_SCANNED = 500;

export const dashboardRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock, wallNow }) => {
  const profileOf = async (userId: string) => {
    const p = await readProfile(db.orm, userId);
    if (!p) throw new Error('signed-in user without a row');
    return p;
  };

  const favoriteTeams = async (userId: string) => {
    const now = clock.now();
    const { favoriteTeams: codes } = await profileOf(userId);
    const windows = await seasonWindows(db.orm);
    const season = windows.length > 0 ? currentWeek(windows, now).season : null;
    const [games, upcoming] = await Promise.all([
      season === null
        ? []
        : teamSeasonGames(db.orm, { teams: codes, season, asOf: now, modelVersion: MODEL_PARAMS.version }),
      nextGames(db.orm, codes, now),
    ]);
    const teams = codes.map((code): FavoriteTeam => {
      const info = teamInfo(code);
      const own = games.filter((g) => g.homeTeam === code || g.awayTeam === code);
      const bioBoost = own.flatMap((g) => {
        const value = g.homeTeam === code ? g.homeBioBoost : g.awayBioBoost;
        return value === null ? [] : [{ gameId: g.gameId, week: g.week, value: Math.round(value) }];
      });
      const next = upcoming.find((n) => n.team === code);
      return {
        id: code,
        name: info?.name ?? code,
        emoji: info?.emoji ?? '',
        record: { ...teamRecord(code, own), season: season ?? 0 },
        bioBoost: bioBoost.slice(-4),
        bioBoostTrend: bioBoostTrend(bioBoost.map((b) => b.value)),
        nextGame: next
          ? {
              gameId: next.gameId,
              kickoff: next.kickoff.toISOString(),
              opponent: next.homeTeam === code ? next.awayTeam : next.homeTeam,
              home: next.homeTeam === code,
              week: next.week,
            }
          : null,
      };
    });
    return { asOf: now.toISOString(), season, teams };
  };

  app.get(
    '/user/favorite-teams',
    {
      config: { access: 'user' },
      schema: {
        summary: "Favourite teams with this season's record, BioBoost trend and next game",
        tags: ['dashboard'],
        response: { 200: FavoriteTeamsResponse },
      },
    },
    (request) => favoriteTeams(request.requireUser().id),
  );

  app.put(
    '/user/favorite-teams',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Replace the favourite teams (codes of the 32 teams, no repeats)',
        tags: ['dashboard'],
        body: FavoriteTeamsUpdate,
        response: { 200: FavoriteTeamsResponse, 400: ApiError },
      },
    },
    async (request) => {
      const { id } = request.requireUser();
      await updateProfile(db.orm, id, { favoriteTeams: request.body.teams });
      return favoriteTeams(id);
    },
  );

  app.get(
    '/user/recent-alerts',
    {
      config: { access: 'user' },
      schema: {
        summary:
          "The 5 newest Juice Watch alerts about the person's favourite teams, of the types they keep on",
        tags: ['dashboard'],
        response: { 200: RecentAlertsResponse },
      },
    },
    async (request) => {
      const now = clock.now();
      const { id } = request.requireUser();
      const [{ favoriteTeams: teams, preferences }, breaks] = await Promise.all([
        profileOf(id),
        rgBreaks(db.orm, id),
      ]);
      const types = alertTypesFor(preferences);
      // A responsible-gaming break pauses alerts (issue 11 §9), on the real clock as the break itself.
      const paused = breakInForce(breaks, wallNow());
      if (paused) {
        const pausedUntil = paused.endsAt === null ? ('permanent' as const) : paused.endsAt.toISOString();
        return { asOf: now.toISOString(), alerts: [], pausedUntil, filter: { teams, types } };
      }
      const rows = await listAlerts(db.orm, { asOf: now, limit: ALERTS_SCANNED });
      const alerts = rows
        .filter((r) => types.includes(r.alert.type) && concernsTeams({ ...r, team: r.alert.team }, teams))
        .slice(0, RECENT_ALERTS)
        .map((r) => ({
          id: r.alert.id,
          type: r.alert.type,
          title: r.alert.title,
          description: r.alert.description,
          time: r.alert.detectedAt.toISOString(),
          urgency: r.alert.urgency,
          gameId: r.alert.gameId,
          team: r.alert.team,
        }));
      return { asOf: now.toISOString(), alerts, pausedUntil: null, filter: { teams, types } };
    },
  );

  app.get(
    '/dashboard',
    {
      config: { access: 'user' },
      schema: {
        summary: "Your Jungle Dashboard's overview: the person's pick stats and saved picks by status",
        tags: ['dashboard'],
        response: { 200: DashboardResponse, 401: ApiError },
      },
    },
    async (request) => {
      const now = clock.now();
      const { id } = request.requireUser();
      const [profile, saved, own, mine] = await Promise.all([
        profileOf(id),
        listSavedPicks(db.orm, id, now),
        ownSeasonStats(db, id, now),
        mySeasonPicks(db, id, now),
      ]);
      const statuses = saved.map((row) => savedPickStatus(row.pick.pickedTeam, row));
      const count = (s: string) => statuses.filter((x) => x === s).length;
      return {
        asOf: now.toISOString(),
        stats: {
          // Every pick locked this season, pending ones too: the count of the My picks list (issue 21).
          totalPicks: mine.record.picks,
          pendingPicks: mine.record.pending,
          winRate: own.winRate,
          currentStreak: own.currentStreak,
          favoriteTeams: profile.favoriteTeams.length,
        },
        pickStats: own,
        savedPicks: {
          total: saved.length,
          pending: count('pending'),
          won: count('won'),
          lost: count('lost'),
          push: count('push'),
        },
      };
    },
  );
};
