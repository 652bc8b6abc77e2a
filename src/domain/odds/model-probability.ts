// The model's probability that a bet on one side wins, at a given line. Margins and totals are taken
// as normal around the model's expectation (the margin's σ is the model's fitted one; see
// src/domain/model/spread-probability.ts). Without a σ for totals the model gives no totals
// probability, rather than an invented one.
import { normalCdf } from '../model/spread-probability.ts';
import type { Side } from './best-price.ts';

export interface ModelView {
  homeWinProbability: number;
  /** Points the model expects the home team to win by. */
  predictedMargin: number;
  predictedTotal: number;
  /** σ of the final margin around the expected one. */
  marginSigma: number;
  /** σ of the final total around the expected one; null when none has been fitted. */
  totalSigma: number | null;
}

export type Market = 'h2h' | 'spreads' | 'totals';

/**
 * P(the bet on `side` wins). `line` is that side's own handicap for spreads (home −3.5, away +3.5) and
 * the total for totals; moneylines take no line.
 */
export function modelSideProbability(
  model: ModelView,
  market: Market,
  side: Side,
  line: number | null,
): number | null {
  if (market === 'h2h')
    return side === 'home' ? model.homeWinProbability : side === 'away' ? 1 - model.homeWinProbability : null;
  if (line === null) return null;
  if (market === 'spreads') {
    if (side === 'home') return normalCdf((model.predictedMargin + line) / model.marginSigma);
    if (side === 'away') return normalCdf((line - model.predictedMargin) / model.marginSigma);
    return null;
  }
  if (model.totalSigma === null) return null;
  if (side === 'over') return normalCdf((model.predictedTotal - line) / model.totalSigma);
  if (side === 'under') return normalCdf((line - model.predictedTotal) / model.totalSigma);
  return null;
}
