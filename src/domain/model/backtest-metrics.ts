// What the backtest scores on a set of games: the model's picks, the closing spread's probability, the
// no-vig closing moneyline and FiveThirtyEight's Elo. Results are read only here, after every
// prediction exists.

import type {
  AblationMetrics,
  MarketMetrics,
  ModelMetrics,
  MoneylineBaseline,
  SourceMetrics,
} from '../../shared/api/model-report.ts';
import type { ModelGame, Side } from './game.ts';
import { gradePrediction, gradeSpread, type Outcome } from './grading.ts';
import { betRecord, calibrationTable, probabilityMetrics, type Scored, tierTable } from './metrics.ts';
import { noVigHomeProbability } from './moneyline-probability.ts';
import type { GamePrediction } from './predict-game.ts';
import { spreadToProbability } from './spread-probability.ts';

export type Predictions = ReadonlyMap<string, GamePrediction>;

/** Games with a winner: ties have no side to call and are left out of the probability metrics. */
export function decided(games: readonly ModelGame[]): ModelGame[] {
  return games.filter((g) => g.result !== null && g.result.homeScore !== g.result.awayScore);
}

function homeWon(g: ModelGame): boolean {
  return (g.result?.homeScore ?? 0) > (g.result?.awayScore ?? 0);
}

function source(items: Scored[]): SourceMetrics {
  return { ...probabilityMetrics(items), calibration: calibrationTable(items) };
}

function predictionOf(byId: Predictions, g: ModelGame): GamePrediction {
  const p = byId.get(g.id);
  if (!p) throw new Error(`No prediction for ${g.id}`);
  return p;
}

const modelItems = (games: readonly ModelGame[], byId: Predictions): Scored[] =>
  decided(games).map((g) => ({ p: predictionOf(byId, g).homeWinProbability, homeWon: homeWon(g) }));

export function marketProbability(spread: number, sigma: number): number {
  return spreadToProbability(spread, sigma);
}

const spreadItems = (games: readonly ModelGame[], sigma: number): Scored[] =>
  decided(games).map((g) => ({ p: marketProbability(g.market.spread ?? 0, sigma), homeWon: homeWon(g) }));

/** Every game with a result is graded against the spread and the total, ties included (pushes apart). */
function picks(games: readonly ModelGame[], byId: Predictions) {
  const straightUp: Outcome[] = [];
  const ats: (Outcome | null)[] = [];
  const totals: (Outcome | null)[] = [];
  for (const g of games) {
    if (!g.result) continue;
    const grade = gradePrediction(predictionOf(byId, g), g.result);
    straightUp.push(grade.straightUp);
    ats.push(grade.spread);
    totals.push(grade.total);
  }
  return { straightUp: betRecord(straightUp), ats: betRecord(ats), totals: betRecord(totals) };
}

export function modelMetrics(games: readonly ModelGame[], byId: Predictions): ModelMetrics {
  const items = modelItems(games, byId);
  return { ...source(items), ...picks(games, byId), tiers: tierTable(items) };
}

/**
 * The same picks with the probability the model gave before the walk-forward recalibration (decision
 * 100): the "before" of the calibration table. Recalibration moves only the probability and the side
 * picked to win, so the raw run is the recalibrated run's `factors.rawHomeWinProbability`.
 */
export function rawProbabilities(byId: Predictions): Predictions {
  return new Map(
    [...byId].map(([id, p]) => {
      const raw = p.factors.rawHomeWinProbability;
      const winner = raw >= 0.5 ? 'home' : 'away';
      return [
        id,
        { ...p, homeWinProbability: raw, winner, winnerTeam: winner === 'home' ? p.homeTeam : p.awayTeam },
      ];
    }),
  );
}

export function ablationMetrics(games: readonly ModelGame[], byId: Predictions): AblationMetrics {
  return { ...probabilityMetrics(modelItems(games, byId)), ...picks(games, byId) };
}

export function marketMetrics(games: readonly ModelGame[], sigma: number): MarketMetrics {
  const covers: (Outcome | null)[] = [];
  for (const g of games) {
    const line = g.market.spread;
    if (line === null || line === 0 || !g.result) continue;
    const favourite: Side = line > 0 ? 'home' : 'away';
    covers.push(gradeSpread(favourite, line, g.result));
  }
  return { ...source(spreadItems(games, sigma)), favouriteCovers: betRecord(covers) };
}

/** The no-vig moneyline on the games that have one, with the model and the spread on those very games. */
export function moneylineBaseline(
  games: readonly ModelGame[],
  byId: Predictions,
  sigma: number,
): MoneylineBaseline | null {
  const all = decided(games);
  const lines = all.flatMap((g) => (g.market.moneyline ? [{ g, moneyline: g.market.moneyline }] : []));
  if (lines.length === 0) return null;
  const priced = lines.map(({ g }) => g);
  const market = lines.map(({ g, moneyline }) => ({
    p: noVigHomeProbability(moneyline),
    homeWon: homeWon(g),
  }));
  return {
    market: source(market),
    model: probabilityMetrics(modelItems(priced, byId)),
    spread: probabilityMetrics(spreadItems(priced, sigma)),
    missing: all.length - priced.length,
  };
}

export function elo538Metrics(
  games: readonly ModelGame[],
  elo538: ReadonlyMap<string, number>,
): SourceMetrics {
  return source(decided(games).map((g) => ({ p: elo538.get(g.id) ?? 0.5, homeWon: homeWon(g) })));
}
