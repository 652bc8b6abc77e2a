// A contributor's pick on a game and how it is graded: with the model's grading code (win, loss,
// push) and closing-line value against nflverse's close. See docs/decisions/054-contributor-picks.md.

import type { GameResult } from '../model/game.ts';
import { gradeSpread, gradeStraightUp, gradeTotal, type Outcome } from '../model/grading.ts';
import { closingLineValue } from '../picks/closing-line-value.ts';

export type PickMarket = 'spread' | 'total' | 'moneyline';
export type PickSelection = 'home' | 'away' | 'over' | 'under';

export interface PickTerms {
  market: PickMarket;
  selection: PickSelection;
  /** Spread: the home handicap as books print it (decision 034). Total: the total. Moneyline: null. */
  line: number | null;
}

/** The selections each market accepts. */
export function selectionFits(market: PickMarket, selection: PickSelection): boolean {
  return market === 'total'
    ? selection === 'over' || selection === 'under'
    : selection === 'home' || selection === 'away';
}

function side(selection: PickSelection): 'home' | 'away' {
  if (selection !== 'home' && selection !== 'away') throw new Error(`not a side: ${selection}`);
  return selection;
}

function lineOf(pick: PickTerms): number {
  if (pick.line === null) throw new Error(`a ${pick.market} pick needs a line`);
  return pick.line;
}

/** Win, loss or push from the final score, by the same functions that grade the model's picks. */
export function gradePick(pick: PickTerms, result: GameResult): Outcome {
  switch (pick.market) {
    // The model's spread grading takes the line as an expected home margin: the handicap negated.
    case 'spread':
      return gradeSpread(side(pick.selection), -lineOf(pick), result);
    case 'total':
      return gradeTotal(pick.selection === 'over' ? 'OVER' : 'UNDER', lineOf(pick), result);
    case 'moneyline':
      return gradeStraightUp(side(pick.selection), result);
  }
}

/**
 * Points the pick's line beat the close by: spreads as Past Picks measures them (decision 037), totals
 * the same way (an over at 44 that closed at 45 gained a point). Null for moneylines (a price, not a
 * line: no points to compare) and when no close is known.
 */
export function pickClosingLineValue(pick: PickTerms, close: number | null): number | null {
  if (close === null || pick.line === null) return null;
  if (pick.market === 'spread') return closingLineValue(side(pick.selection), pick.line, close);
  if (pick.market === 'total') {
    const gained = pick.selection === 'over' ? close - pick.line : pick.line - close;
    return Math.round(gained * 100) / 100 + 0;
  }
  return null;
}

/**
 * Did the pick side with the team of higher BioBoost at kickoff? Null for totals (no side) and when the
 * two BioBoosts are equal or unknown.
 */
export function sidedWithBioBoost(
  selection: PickSelection,
  bioBoost: { home: number; away: number } | null,
): boolean | null {
  if (!bioBoost || selection === 'over' || selection === 'under' || bioBoost.home === bioBoost.away)
    return null;
  const higher = bioBoost.home > bioBoost.away ? 'home' : 'away';
  return selection === higher;
}
