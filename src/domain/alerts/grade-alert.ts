// Grading an alert that implies a side (a line move or a steam move): did the side the market moved
// toward cover the line it stood at when the alert fired? One unit staked at the price shown with the
// alert; where the alert had no single price (a consensus move) at −110, the standard price of a
// spread or total. Win: the price's profit; loss: −1; push: 0.
import type { GameResult } from '../model/game.ts';
import { gradeTotal, type Outcome } from '../model/grading.ts';
import { profitPerUnit } from '../odds/american-odds.ts';
import type { ImpliedSide, LineMarket } from './alert.ts';

export const STANDARD_PRICE = -110;

export interface GradableAlert {
  market: LineMarket;
  side: ImpliedSide;
  /** The side's own handicap (spreads) or the total. */
  line: number;
  price: number | null;
}

export interface AlertGrade {
  outcome: Outcome;
  units: number;
  /** The price the units were counted at. */
  price: number;
}

function spreadOutcome(side: ImpliedSide, handicap: number, result: GameResult): Outcome {
  const margin = result.homeScore - result.awayScore;
  const covered = (side === 'home' ? margin : -margin) + handicap;
  return covered > 0 ? 'win' : covered < 0 ? 'loss' : 'push';
}

export function gradeAlert(alert: GradableAlert, result: GameResult): AlertGrade {
  const outcome =
    alert.market === 'spreads'
      ? spreadOutcome(alert.side, alert.line, result)
      : gradeTotal(alert.side === 'over' ? 'OVER' : 'UNDER', alert.line, result);
  const price = alert.price ?? STANDARD_PRICE;
  const units = outcome === 'win' ? profitPerUnit(price) : outcome === 'loss' ? -1 : 0;
  return { outcome, units, price };
}
