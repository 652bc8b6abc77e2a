// The walk-forward engine: the one path by which both the backtest and the live predictor turn a list
// of games into predictions. Games are visited in kickoff order. Before a game is predicted, the
// state learns every result that was known by then; a result counts as known RESULT_KNOWN_AFTER_MS
// after its kickoff (an NFL game lasts about 3¼ hours), so the 1 pm games are not known at the
// 4:25 pm kickoffs. A game's `result` field is read in exactly one place, when its result is applied,
// and that happens only after the horizon has passed it: a prediction cannot see its own result, nor
// any result from after its kickoff (or after `asOfMs`, whichever is earlier).

import type { ModelGame } from './game.ts';
import { applyResult, createLeagueState } from './league-state.ts';
import { LiveRecalibration } from './live-recalibration.ts';
import type { ModelParams } from './params.ts';
import { type GamePrediction, predictGame } from './predict-game.ts';
import { applyCurve } from './recalibration.ts';
import { buildScheduleFacts, byKickoff, type GameFacts } from './schedule-facts.ts';

export const RESULT_KNOWN_AFTER_MS = 4 * 3_600_000;

export interface WalkForwardOptions {
  params: ModelParams;
  /**
   * Predict as of this instant (the injected clock). Games that kicked off by then get the pick frozen
   * at their kickoff; later games get a provisional pick from what is known at `asOfMs`. Results known
   * only after `asOfMs` are never read. Omit to replay everything (the backtest).
   */
  asOfMs?: number;
  /** Write commentary and reasons: true, false, or per game (the fit needs none, a week page one week). */
  explain?: boolean | ((game: ModelGame) => boolean);
  /**
   * When each game's pick is made, if before its kickoff: the record at the open picks on the Tuesday
   * before (pick-time.ts). Must never decrease as kickoff rises, so results are learned in order.
   */
  pickAtMs?: (game: ModelGame) => number;
  /** Schedule facts computed once by buildScheduleFacts for these same games (the fit reuses them). */
  facts?: ReadonlyMap<string, GameFacts>;
  /**
   * Map each probability through the walk-forward recalibration (live-recalibration.ts): what the picks
   * show (decision 100). Off, the raw model: what the backtest scores as "before".
   */
  recalibrate?: boolean;
}

export function walkForward(games: readonly ModelGame[], options: WalkForwardOptions): GamePrediction[] {
  const { params } = options;
  const sorted = [...games].sort(byKickoff);
  const facts = options.facts ?? buildScheduleFacts(sorted);
  const asOf = options.asOfMs ?? Number.POSITIVE_INFINITY;
  const explain = options.explain ?? false;
  const league = createLeagueState(params);
  const predictions: GamePrediction[] = [];
  const recalibration = options.recalibrate ? new LiveRecalibration() : undefined;
  const rawP = new Map<string, number>();

  // Games already predicted, in kickoff order; their results become known in the same order.
  const pending: ModelGame[] = [];
  let next = 0;

  for (const game of sorted) {
    const horizon = Math.min(game.kickoffMs, asOf, options.pickAtMs?.(game) ?? Number.POSITIVE_INFINITY);
    while (next < pending.length) {
      const done = pending[next] as ModelGame;
      if (done.kickoffMs + RESULT_KNOWN_AFTER_MS > horizon) break;
      next += 1;
      const result = done.result; // the only read of a result, after it is known
      if (result) applyResult(league, done, result, factsOf(facts, done), params);
      const p = rawP.get(done.id);
      if (result && p !== undefined && result.homeScore !== result.awayScore)
        recalibration?.learn(done.season, p, result.homeScore > result.awayScore);
    }
    const curve = recalibration?.curveFor(game.season);
    const prediction = predictGame(league, game, factsOf(facts, game), params, {
      explain: typeof explain === 'function' ? explain(game) : explain,
      predictedAtMs: horizon,
      locked: game.kickoffMs <= asOf,
      recalibrate: curve && ((p) => applyCurve(curve, p, game.neutralSite)),
    });
    if (recalibration) rawP.set(game.id, prediction.factors.rawHomeWinProbability);
    predictions.push(prediction);
    pending.push(game);
  }
  return predictions;
}

/** Predictions for one week as of an instant: what the weekly picks page shows at `asOfMs`. */
export function predictWeek(
  games: readonly ModelGame[],
  week: { season: number; week: number },
  asOfMs: number,
  params: ModelParams,
): GamePrediction[] {
  const inWeek = (g: Pick<ModelGame, 'season' | 'week'>) => g.season === week.season && g.week === week.week;
  return walkForward(games, { params, asOfMs, explain: inWeek, recalibrate: true }).filter(inWeek);
}

function factsOf(facts: ReadonlyMap<string, GameFacts>, game: ModelGame): GameFacts {
  const f = facts.get(game.id);
  if (!f) throw new Error(`No schedule facts for game ${game.id}`);
  return f;
}
