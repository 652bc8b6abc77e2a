// Grading a pick from the final score. A tie straight up, a margin exactly on the spread and a total
// exactly on the line are pushes: the stake comes back, and the pick counts as neither win nor loss.

import type { GameResult, Side } from './game.ts';

export type Outcome = 'win' | 'loss' | 'push';

function compare(value: number, line: number): Outcome {
  return value > line ? 'win' : value < line ? 'loss' : 'push';
}

/** Straight up: did the picked side win? */
export function gradeStraightUp(pick: Side, result: GameResult): Outcome {
  const margin = result.homeScore - result.awayScore;
  return compare(pick === 'home' ? margin : -margin, 0);
}

/** Against the spread; `line` is the expected home margin (positive = home favoured). */
export function gradeSpread(pick: Side, line: number, result: GameResult): Outcome {
  const margin = result.homeScore - result.awayScore;
  return pick === 'home' ? compare(margin, line) : compare(line, margin);
}

export function gradeTotal(pick: 'OVER' | 'UNDER', line: number, result: GameResult): Outcome {
  const total = result.homeScore + result.awayScore;
  return pick === 'OVER' ? compare(total, line) : compare(line, total);
}

export interface PredictionGrade {
  straightUp: Outcome;
  spread: Outcome | null;
  total: Outcome | null;
}

export function gradePrediction(
  p: {
    winner: Side;
    spread: { pick: Side; line: number } | null;
    total: { pick: 'OVER' | 'UNDER'; line: number } | null;
  },
  result: GameResult,
): PredictionGrade {
  return {
    straightUp: gradeStraightUp(p.winner, result),
    spread: p.spread ? gradeSpread(p.spread.pick, p.spread.line, result) : null,
    total: p.total ? gradeTotal(p.total.pick, p.total.line, result) : null,
  };
}
