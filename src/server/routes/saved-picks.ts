// Saved Picks (spec 01 §2-§3, issue 11 point 3): a Save button on a game card stores the model's pick
// for that game as it stands, once per game. See docs/decisions/053-saved-picks.md.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weekPredictions } from '../../core/model/week-predictions.ts';
import {
  gameForSaving,
  type ListedSavedPick,
  listSavedPicks,
  savePick,
  unsavePick,
} from '../../db/repositories/saved-picks.ts';
import { savedPickStatus } from '../../domain/account/saved-pick-status.ts';
import { isPremiumPick } from '../../domain/picks/premium-pick.ts';
import { OkResponse } from '../../shared/api/auth.ts';
import {
  type SavedPick,
  SavedPickParams,
  SavedPicksResponse,
  SavePickBody,
  SavePickResponse,
} from '../../shared/api/dashboard.ts';
import { ApiError } from '../../shared/api/error.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { premiumAccess } from './premium-access.ts';

/**
 * A saved pick as the person may read it at `now`. A provisional pick of a game not yet kicked off is
 * premium (decision 120): without premium or a free pick on the game (`opens`), its side and
 * probability are withheld exactly as the public board withholds them (decision 124).
 */
export function savedPickView(
  row: ListedSavedPick,
  now: Date,
  opens: (gameId: string) => boolean,
): SavedPick {
  const premium = isPremiumPick({ status: row.pick.pickStatus, kickoff: row.kickoff.toISOString() }, now);
  const withheld = premium && !opens(row.pick.gameId);
  return {
    id: row.pick.id,
    gameId: row.pick.gameId,
    season: row.season,
    week: row.week,
    kickoff: row.kickoff.toISOString(),
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    pickedTeam: withheld ? null : row.pick.pickedTeam,
    confidence: withheld ? null : Math.round(row.pick.confidencePct),
    withheld,
    pickStatus: row.pick.pickStatus,
    status: savedPickStatus(row.pick.pickedTeam, row),
    result: row.result,
    savedAt: row.pick.savedAt.toISOString(),
  };
}

export const savedPicksRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, freezeLineMaxAgeMs },
) => {
  const accessFor = (userId: string, rows: readonly ListedSavedPick[], now: Date) =>
    premiumAccess(
      db.orm,
      { kind: 'user', userId },
      rows.map((r) => r.pick.gameId),
      now,
    );
  app.get(
    '/user/saved-picks',
    {
      config: { access: 'user' },
      schema: {
        summary: 'The model picks the person saved, newest game first, graded once the score is known',
        tags: ['dashboard'],
        response: { 200: SavedPicksResponse },
      },
    },
    async (request) => {
      const userId = request.requireUser().id;
      const now = clock.now();
      const rows = await listSavedPicks(db.orm, userId, now);
      const access = await accessFor(userId, rows, now);
      return { picks: rows.map((row) => savedPickView(row, now, access.opens)) };
    },
  );

  app.post(
    '/user/saved-picks',
    {
      config: { access: 'user' },
      schema: {
        summary: "Save the model's current pick for a game (saving it again keeps the first)",
        tags: ['dashboard'],
        body: SavePickBody,
        response: { 200: SavePickResponse, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const { id: userId } = request.requireUser();
      const now = clock.now();
      const game = await gameForSaving(db.orm, request.body.gameId);
      if (!game) return sendError(reply, 404, 'No game has this id.');
      // The pick as the Weekly Picks card shows it now: locked after kickoff, provisional before.
      const week = await weekPredictions(db.orm, game.season, game.week, now, freezeLineMaxAgeMs);
      const pick = week.predictions.find((p) => p.gameId === game.gameId);
      if (!pick || pick.status === 'no_pick') {
        return sendError(
          reply,
          409,
          'The model published no pick for this game, so there is nothing to save.',
        );
      }
      const { created } = await savePick(db.orm, {
        userId,
        gameId: game.gameId,
        modelVersion: pick.modelVersion,
        pickedTeam: pick.winner,
        confidencePct: pick.confidence.percent,
        pickStatus: pick.status,
        savedAt: now,
      });
      const rows = await listSavedPicks(db.orm, userId, now);
      const saved = rows.find((r) => r.pick.gameId === game.gameId);
      if (!saved) throw new Error('saved pick not found after saving');
      const access = await accessFor(userId, [saved], now);
      return { created, pick: savedPickView(saved, now, access.opens) };
    },
  );

  app.delete(
    '/user/saved-picks/:gameId',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Remove a saved pick',
        tags: ['dashboard'],
        params: SavedPickParams,
        response: { 200: OkResponse, 404: ApiError },
      },
    },
    async (request, reply) => {
      const removed = await unsavePick(db.orm, request.requireUser().id, request.params.gameId);
      if (!removed) return sendError(reply, 404, 'This game is not saved.');
      return { status: 'ok' as const };
    },
  );
};
