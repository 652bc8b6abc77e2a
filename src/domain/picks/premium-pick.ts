// What is premium (decision 120): the model's pick for a game not yet kicked off at the app's clock —
// its side, confidence, edges and reasoning. Once the game kicks off the pick is frozen on the public
// record and everyone sees it, so the record can be checked without paying. Pure: the clock comes in.
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';

/** True when the pick's content is premium at `now`: a published pick whose game has not kicked off. */
export function isPremiumPick(pick: Pick<WeeklyPick, 'status' | 'kickoff'>, now: Date): boolean {
  return pick.status === 'provisional' && Date.parse(pick.kickoff) > now.getTime();
}

/**
 * The same card with the premium content left out: the game, the market's lines and the teams'
 * BioBoost stay (public data); which side the model takes, how sure it is, its own line and total,
 * the edges and the commentary go.
 */
export function withheldPick(pick: WeeklyPick): WeeklyPick {
  return {
    ...pick,
    withheld: true,
    predicted: null,
    winner: null,
    winnerConfidence: null,
    confidence: null,
    spreadPick: null,
    spreadEdge: null,
    modelSpread: null,
    totalPick: null,
    totalEdge: null,
    modelTotal: null,
    commentary: null,
  };
}

/** A week's cards as the public sees them at `now`. */
export function publicPicks(picks: readonly WeeklyPick[], now: Date): WeeklyPick[] {
  return picks.map((p) => (isPremiumPick(p, now) ? withheldPick(p) : p));
}
