// What is premium (decision 120): the model's pick for a game not yet kicked off at the app's clock —
// its side, confidence, edges and reasoning. Once the game kicks off the pick is frozen on the public
// record and everyone sees it, so the record can be checked without paying. Pure: the clock comes in.
import type { PredictionView, PublicPredictionView } from '../../shared/api/predictions.ts';
import type { PropItem, PublicPropItem } from '../../shared/api/props.ts';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';

/** True when the pick's content is premium at `now`: a published pick whose game has not kicked off. */
export function isPremiumPick(pick: { status: string; kickoff: string }, now: Date): boolean {
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
    // The price quoted with the picked side's line (decision 117): beside the board's two prices it
    // names the side.
    spreadPrice: null,
    modelSpread: null,
    totalPick: null,
    totalEdge: null,
    totalPrice: null,
    modelTotal: null,
    commentary: null,
  };
}

/** A week's cards as the public sees them at `now`. */
export function publicPicks(picks: readonly WeeklyPick[], now: Date): WeeklyPick[] {
  return picks.map((p) => (isPremiumPick(p, now) ? withheldPick(p) : p));
}

/** A prediction as the public sees it at `now`: a premium pick keeps its game and the teams' BioBoost only. */
export function publicPrediction(p: PredictionView, now: Date): PublicPredictionView {
  if (p.status !== 'provisional' || !isPremiumPick(p, now)) return p;
  const { gameId, season, week, kickoff, slot, slotLabel, home, away, modelVersion } = p;
  return { gameId, season, week, kickoff, slot, slotLabel, home, away, modelVersion, status: 'withheld' };
}

/**
 * A prop as the public sees it at `now`: before kickoff the projection and the pick are premium (the
 * projection against the line names the side); the player, market and the book's line stay.
 */
export function publicProp(item: PropItem, now: Date): PublicPropItem {
  return isPremiumPick(item, now)
    ? { ...item, projection: null, pick: null, withheld: true }
    : { ...item, withheld: false };
}
