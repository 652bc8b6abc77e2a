// Each factor of spec 02 §9's risk engine scored from a real input on a 0–100 scale (higher = riskier),
// or null when the input is unknown: an unknown factor is never read as a middling number. The spec
// names the factors but shows neither their scales nor their weights; ours are in decision 114.
import { impliedProbability } from '../odds/american-odds.ts';

/** A line's move at one book from the first snapshot we stored to the latest. */
export interface LineMoveInput {
  book: string;
  from: number;
  to: number;
}

/** Open-Meteo's forecast (or the observed weather) at kickoff; indoors no weather reaches the game. */
export type WeatherInput =
  | { indoors: true }
  | { indoors: false; windMph: number; tempF: number; precipChance: number };

/** One team's record this season to date against the closing spread and total (pushes apart). */
export interface TeamHistory {
  covers: number;
  fails: number;
  overs: number;
  unders: number;
}

/** Points of spread move that alone make the factor's full 100: 25 per point. */
export const SPREAD_RISK_PER_POINT = 25;
/** Totals move in bigger steps than spreads: 20 per point. */
export const TOTAL_RISK_PER_POINT = 20;
/** A spread that moves through 3 or 7 (the most common winning margins) changes more results. */
export const KEY_NUMBERS = [3, 7] as const;
export const KEY_NUMBER_RISK = 15;
/** Moneyline: 10 risk per point of implied home win probability moved (10 points → 100). */
export const MONEYLINE_RISK_PER_PROBABILITY_POINT = 10;

const passesThrough = (from: number, to: number, k: number) =>
  Math.min(from, to) < k && k < Math.max(from, to);

/** The spread's move: 25 per point, plus 15 when it moved through ±3 or ±7; at most 100. */
export function spreadMoveRisk(m: LineMoveInput): number {
  const size = Math.abs(m.to - m.from);
  const keyNumber = KEY_NUMBERS.some(
    (k) => passesThrough(m.from, m.to, k) || passesThrough(m.from, m.to, -k),
  );
  return Math.min(100, Math.round(SPREAD_RISK_PER_POINT * size + (keyNumber ? KEY_NUMBER_RISK : 0)));
}

/** The total's move: 20 per point; at most 100. */
export function totalMoveRisk(m: LineMoveInput): number {
  return Math.min(100, Math.round(TOTAL_RISK_PER_POINT * Math.abs(m.to - m.from)));
}

/** The home moneyline's move, as implied win probability: 10 per probability point; at most 100. */
export function moneylineMoveRisk(m: LineMoveInput): number {
  const shift = Math.abs(impliedProbability(m.to) - impliedProbability(m.from)) * 100;
  return Math.min(100, Math.round(MONEYLINE_RISK_PER_PROBABILITY_POINT * shift));
}

/** Wind above this blows passes and kicks off course (spec 02 §9 avoids games above 20 mph). */
export const CALM_WIND_MPH = 10;
export const FREEZING_F = 32;

/**
 * Outdoors: 4 per mph of wind above 10, 0.4 per percent chance of precipitation, 1 per °F below
 * freezing; at most 100. Indoors: 0 (no weather reaches the game).
 */
export function weatherRisk(w: WeatherInput): number {
  if (w.indoors) return 0;
  const wind = 4 * Math.max(0, w.windMph - CALM_WIND_MPH);
  const wet = 0.4 * w.precipChance;
  const cold = Math.max(0, FREEZING_F - w.tempF);
  return Math.min(100, Math.round(wind + wet + cold));
}

/** The mean of the two teams' injury impacts (spec 02 §9's team formula, each 0–100). */
export function injuryRisk(homeImpact: number, awayImpact: number): number {
  return Math.round((homeImpact + awayImpact) / 2);
}

const rate = (wins: number, losses: number) => (wins + losses === 0 ? null : wins / (wins + losses));

/**
 * Spreads and moneylines: 100 minus the gap, in percentage points, between the two teams' cover rates
 * this season. Two teams the market has priced equally well (both near the same rate) give the history
 * nothing to lean on. Null until each team has a decided game.
 */
export function atsHistoryRisk(home: TeamHistory, away: TeamHistory): number | null {
  const h = rate(home.covers, home.fails);
  const a = rate(away.covers, away.fails);
  if (h === null || a === null) return null;
  return Math.round(100 - 100 * Math.abs(h - a));
}

/**
 * Totals: 100 minus twice the distance, in points, of the two teams' combined over rate from 50 %.
 * Null until each team has a decided total.
 */
export function totalsHistoryRisk(home: TeamHistory, away: TeamHistory): number | null {
  const h = rate(home.overs, home.unders);
  const a = rate(away.overs, away.unders);
  if (h === null || a === null) return null;
  return Math.round(100 - 200 * Math.abs((h + a) / 2 - 0.5));
}

/** Decided games behind the history factor: the smaller of the two teams' counts. */
export function historyGames(home: TeamHistory, away: TeamHistory, bet: 'ats' | 'totals'): number {
  const n = (t: TeamHistory) => (bet === 'ats' ? t.covers + t.fails : t.overs + t.unders);
  return Math.min(n(home), n(away));
}
