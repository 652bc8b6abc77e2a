import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { weekPredictions } from '../../core/model/week-predictions.ts';
import { predictionClvView } from '../../core/picks/clv-view.ts';
import { listAlerts } from '../../db/repositories/alerts.ts';
import { gameWeek, listWeekGames } from '../../db/repositories/games.ts';
import { gameLineSnapshots, latestLines } from '../../db/repositories/odds.ts';
import { injuriesAsOf } from '../../db/repositories/players.ts';
import { latestWeather } from '../../db/repositories/weather.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { oddsBoard } from '../../domain/odds/odds-board.ts';
import { publicPrediction } from '../../domain/picks/premium-pick.ts';
import { mergeName } from '../../domain/player-name.ts';
import { ApiError } from '../../shared/api/error.ts';
import { GameDetailParams, GameDetailResponse, type GameInjury } from '../../shared/api/game-detail.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import { alertView } from './alert-view.ts';
import { gameView } from './game-view.ts';
import { oddsBoardView } from './odds-board-view.ts';
import { openToCloseView } from './open-to-close-view.ts';

type InjuryRow = Awaited<ReturnType<typeof injuriesAsOf>>[number];

/**
 * Each player's latest entry (two sources may report the same player), one per player as the model
 * reads them (injury-reports.ts: the same merged name), so the list is what the recovery input counted.
 */
function latestInjuries(rows: readonly InjuryRow[], teams: readonly string[]): GameInjury[] {
  const latest = new Map<string, InjuryRow>();
  for (const r of rows) {
    if (!teams.includes(r.team)) continue;
    const key = `${r.team}|${mergeName(r.fullName)}`;
    const seen = latest.get(key);
    if (!seen || seen.reportedAt < r.reportedAt) latest.set(key, r);
  }
  return [...latest.values()]
    .filter((r) => r.reportStatus !== null || r.practiceStatus !== null)
    .sort((a, b) => a.team.localeCompare(b.team) || a.fullName.localeCompare(b.fullName))
    .map((r) => ({
      team: r.team,
      player: r.fullName,
      position: r.position,
      status: r.reportStatus,
      injury: r.reportPrimaryInjury ?? r.practicePrimaryInjury,
      practiceStatus: r.practiceStatus,
      source: r.source,
      reportedAt: r.reportedAt.toISOString(),
    }));
}

/** The pick's own instant when it has one; else what the model would read: reports before kickoff. */
function injuryListInstant(prediction: PredictionView | null, kickoff: Date, now: Date): Date {
  if (prediction && prediction.status !== 'no_pick') return new Date(prediction.predictedAt);
  return new Date(Math.min(kickoff.getTime(), now.getTime()));
}

export const modelView = (p: PredictionView | null) =>
  p && p.status !== 'no_pick'
    ? {
        homeWinProbability: p.winner === p.home.code ? p.winProbability : 1 - p.winProbability,
        predictedMargin: p.predictedMargin,
        predictedTotal: p.predictedTotal,
        marginSigma: MODEL_PARAMS.sigma,
        // No σ has been fitted for totals: no totals probability rather than an invented one (decision 041).
        totalSigma: null,
      }
    : null;

export const gameDetailRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, clock, freezeLineMaxAgeMs },
) => {
  app.get(
    '/games/:id',
    {
      config: { access: 'public', cache: true },
      schema: {
        summary:
          "One game as known at the clock: the pick with both teams' BioBoost, weather, injuries, the odds board of every captured book, and its alerts",
        tags: ['nfl'],
        params: GameDetailParams,
        response: { 200: GameDetailResponse, 404: ApiError },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const id = request.params.id;
      const where = await gameWeek(db.orm, id, now);
      if (!where) {
        return sendError(reply, 404, `No game ${id} in the schedule.`);
      }
      const [games, lines, weather, snapshots, picks, alerts] = await Promise.all([
        listWeekGames(db.orm, where.season, where.week, now),
        latestLines(db.orm, [id], now),
        latestWeather(db.orm, [id], now),
        gameLineSnapshots(db.orm, id, now),
        weekPredictions(db.orm, where.season, where.week, now, freezeLineMaxAgeMs),
        listAlerts(db.orm, { asOf: now, gameId: id, limit: 100 }),
      ]);
      const game = games.find((g) => g.gameId === id);
      if (!game) {
        return sendError(reply, 404, `No game ${id} in the schedule.`);
      }
      const prediction = picks.predictions.find((p) => p.gameId === id) ?? null;
      // The injury list is as of the instant the pick's recovery input read the reports (a locked pick:
      // its freeze; a provisional one: now), so the list and the score never come from different reports.
      const injuriesAt = injuryListInstant(prediction, game.kickoff, now);
      const injuries = await injuriesAsOf(db.orm, where.season, where.week, injuriesAt);
      // The same bytes for every visitor (decision 120): before kickoff the pick is premium, so the panel,
      // the CLV (it names the side) and the odds board's model columns go out without it.
      const shown = prediction && publicPrediction(prediction, now);
      const open = shown && shown.status !== 'withheld' ? prediction : null;
      reply.header('cache-control', 'public, max-age=60');
      return {
        asOf: now.toISOString(),
        game: gameView(game, lines, weather.get(id), now),
        prediction: shown,
        ...(shown?.status === 'withheld'
          ? { clv: null, clvUnknown: 'premium pick until kickoff' }
          : predictionClvView(open, snapshots)),
        injuries: latestInjuries(injuries, [game.home.code, game.away.code]),
        injuriesAsOf: injuriesAt.toISOString(),
        odds: oddsBoardView(oddsBoard(snapshots, modelView(open)), MODEL_PARAMS.sigma),
        openToClose: openToCloseView(snapshots, game.kickoff),
        alerts: alerts.map(alertView),
      };
    },
  );
};
