// The model's pick at a captured line (decision 099): "live the same way" as the record at the open
// (decision 090). Each captured game is picked at the instant its week's inputs were known, against the
// market's line at the first capture after it: the walk-forward engine reads results known by then only,
// the market blend is fed that line, and the week's injury reports and weather are left out (gamesAtOpen).
import type { CapturedLine } from '../picks/captured-lines.ts';
import { gamesAtOpen, type OpenClose } from './at-open.ts';
import type { ModelGame, Side } from './game.ts';
import type { ModelParams } from './params.ts';
import { walkForward } from './walk-forward.ts';

export interface CapturedSpreads {
  pick: CapturedLine;
  close: CapturedLine;
}

/** Home handicap (ours, decision 034) to nflverse's sign (the expected home margin), as at-open.ts reads it. */
const nflverseSign = (homeHandicap: number) => -homeHandicap + 0;

/**
 * The spread side the model picks for each captured game, against the line at its pick capture; null
 * when it makes no spread pick. `inputsKnownAt` keys are "season-week" (captured-lines.ts
 * weekInputsKnownAt); a week without one is picked at kickoff (it is never a captured week's).
 */
export function picksAtCaptures(
  games: readonly ModelGame[],
  captured: ReadonlyMap<string, CapturedSpreads>,
  inputsKnownAt: ReadonlyMap<string, number>,
  params: ModelParams,
): Map<string, Side | null> {
  const lines = new Map<string, OpenClose>();
  for (const [gameId, c] of captured)
    lines.set(gameId, {
      open: { spread: nflverseSign(c.pick.line), total: null },
      close: { spread: nflverseSign(c.close.line), total: null },
    });
  const predictions = walkForward(gamesAtOpen(games, lines), {
    params,
    pickAtMs: (g) => inputsKnownAt.get(`${g.season}-${g.week}`) ?? g.kickoffMs,
  });
  const sides = new Map<string, Side | null>();
  for (const p of predictions) if (captured.has(p.gameId)) sides.set(p.gameId, p.spread?.pick ?? null);
  return sides;
}
