// A spread pick's closing-line value as the API shows it (decision 084): measured against the market's
// line when the pick was made, or unknown with the reason — the same rule on Past Picks and the game page.
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import {
  closingLineOf,
  clvAtPick,
  marketLineAt,
  NO_EARLIER_LINE,
  noLineAtPickReason,
} from '../../domain/picks/clv-at-pick.ts';
import { probabilityClv } from '../../domain/picks/clv-price.ts';
import type { ClosingLineValue } from '../../shared/api/clv.ts';
import type { PredictionView } from '../../shared/api/predictions.ts';

export const NO_SPREAD_PICK = 'picked to win outright: no spread line to compare';

/**
 * `side` is the team picked against the spread (null for a pick without a line); `pickedAt` the instant
 * the pick was made (a frozen pick's: its kickoff). `snapshots` are the game's lines known at the clock.
 */
export function spreadClvView(
  snapshots: readonly LineSnapshot[],
  pick: { side: 'home' | 'away' | null; pickedAt: Date; kickoff: Date },
): { clv: ClosingLineValue | null; clvUnknown: string | null } {
  if (pick.side === null) return { clv: null, clvUnknown: NO_SPREAD_PICK };
  const instants = { atMs: pick.pickedAt.getTime(), kickoffMs: pick.kickoff.getTime() };
  const query = { market: 'spreads', side: 'home', ...instants } as const;
  const reading = clvAtPick(
    pick.side,
    marketLineAt(snapshots, query),
    closingLineOf(snapshots, 'spreads', 'home'),
  );
  if (reading.points === null) {
    const reason = reading.reason === NO_EARLIER_LINE ? noLineAtPickReason(snapshots, query) : reading.reason;
    return { clv: null, clvUnknown: reason };
  }
  return {
    clv: {
      pickLine: reading.pickLine.line,
      pickLineBooks: reading.pickLine.books,
      pickLineAt: new Date(reading.pickLine.capturedAtMs).toISOString(),
      closingLine: reading.closingLine,
      points: reading.points,
      probability: probabilityClv(snapshots, {
        side: pick.side,
        pickLine: reading.pickLine.line,
        closingLine: reading.closingLine,
        ...instants,
      }),
    },
    clvUnknown: null,
  };
}

/** The game page's pick: its CLV once locked and closed; why not otherwise. */
export function predictionClvView(
  prediction: PredictionView | null,
  snapshots: readonly LineSnapshot[],
): { clv: ClosingLineValue | null; clvUnknown: string | null } {
  if (!prediction || prediction.status === 'no_pick') return { clv: null, clvUnknown: 'no pick published' };
  const spread = prediction.spread;
  return spreadClvView(snapshots, {
    side: spread === null ? null : spread.pick === prediction.home.code ? 'home' : 'away',
    pickedAt: new Date(prediction.predictedAt),
    kickoff: new Date(prediction.kickoff),
  });
}
