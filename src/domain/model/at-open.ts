// The model's picks at the open, one row per game: made the Tuesday before (pick-time.ts) against the
// opening spread and total, graded at those numbers, with the closing-line value of each pick (how far
// the line moved toward it by kickoff). What is not known on the Tuesday is left out of the inputs:
// the market is the open (no moneyline), the week's injury reports and the game's weather are unknown.
import type { ModelGame, Side } from './game.ts';
import { gradeSpread, gradeTotal, type Outcome } from './grading.ts';
import type { GamePrediction } from './predict-game.ts';
import { normalCdf } from './spread-probability.ts';

/** A spread in nflverse's sign (the expected home margin: positive = home favoured) and a total. */
export interface LinePair {
  spread: number | null;
  total: number | null;
}

export interface OpenClose {
  open: LinePair;
  close: LinePair;
}

/** The games as they stood on the Tuesday: the opening line, weather and injury reports unknown. */
export function gamesAtOpen(games: readonly ModelGame[], lines: ReadonlyMap<string, OpenClose>): ModelGame[] {
  return games.map((g) => {
    const line = lines.get(g.id);
    if (!line) return g;
    const { injuries: _, ...rest } = g;
    return {
      ...rest,
      market: { spread: line.open.spread, total: line.open.total },
      weather: { temperatureF: null, windMph: null, humidityPct: null },
    };
  });
}

export interface PickAtOpen {
  line: number;
  close: number;
  outcome: Outcome;
  /** Close − open in the pick's direction, points: positive when the market moved to the pick. */
  clvPoints: number;
  /** The closing market's probability of the open number winning (normal, σ), minus one half. */
  clvProbability: number;
}

export interface SpreadPickAtOpen extends PickAtOpen {
  pick: Side;
  /** The model's probability of the pick covering the open, Φ(|margin − line| / σ). */
  coverProbability: number;
}

export interface OpenRow {
  gameId: string;
  season: number;
  open: LinePair;
  close: LinePair;
  homeMargin: number;
  spread: SpreadPickAtOpen | null;
  total: (PickAtOpen & { pick: 'OVER' | 'UNDER' }) | null;
}

export interface Sigmas {
  /** σ of the home margin around the line (the model's fitted σ). */
  margin: number;
  /** σ of the game total around the line. */
  total: number;
}

/** Every game with a result and both opening and closing spreads, graded at the open. */
export function openRows(
  games: readonly ModelGame[],
  predictions: ReadonlyMap<string, GamePrediction>,
  lines: ReadonlyMap<string, OpenClose>,
  sigma: Sigmas,
): OpenRow[] {
  const rows: OpenRow[] = [];
  for (const g of games) {
    const line = lines.get(g.id);
    const p = predictions.get(g.id);
    if (!line || !p || !g.result || line.open.spread === null || line.close.spread === null) continue;
    const { open, close } = line;
    const homeMargin = g.result.homeScore - g.result.awayScore;
    let spread: SpreadPickAtOpen | null = null;
    if (p.spread && open.spread !== null && close.spread !== null) {
      const pick = p.spread.pick;
      const clvPoints = pick === 'home' ? close.spread - open.spread : open.spread - close.spread;
      spread = {
        pick,
        line: open.spread,
        close: close.spread,
        outcome: gradeSpread(pick, open.spread, g.result),
        clvPoints,
        clvProbability: normalCdf(clvPoints / sigma.margin) - 0.5,
        coverProbability: normalCdf(Math.abs(p.predictedMargin - open.spread) / sigma.margin),
      };
    }
    let total: OpenRow['total'] = null;
    if (p.total && open.total !== null && close.total !== null) {
      const pick = p.total.pick;
      const clvPoints = pick === 'OVER' ? close.total - open.total : open.total - close.total;
      total = {
        pick,
        line: open.total,
        close: close.total,
        outcome: gradeTotal(pick, open.total, g.result),
        clvPoints,
        clvProbability: normalCdf(clvPoints / sigma.total) - 0.5,
      };
    }
    rows.push({ gameId: g.id, season: g.season, open, close, homeMargin, spread, total });
  }
  return rows;
}

/** σ of (result − line) over games: the spread of real outcomes around a market number. */
export function residualSigma(pairs: readonly { actual: number; line: number }[]): number | null {
  if (pairs.length < 2) return null;
  const d = pairs.map((x) => x.actual - x.line);
  const mean = d.reduce((a, b) => a + b, 0) / d.length;
  return Math.sqrt(d.reduce((a, b) => a + (b - mean) ** 2, 0) / (d.length - 1));
}
