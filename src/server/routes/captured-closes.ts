// The close taken from The Odds API captures for the tracker's bets and contributors' locks (decisions
// 099, 107, 117): the market's home spread and total at the last capture before kickoff, the books'
// median, and the moneyline's no-vig chance there, for every game the captures quote that has kicked off
// at the clock. Games not among them keep nflverse's close.
import { oddsApiCaptures } from '../../db/repositories/capture-picks.ts';
import type { Executor } from '../../db/repositories/executor.ts';
import { lineSnapshots } from '../../db/repositories/odds.ts';
import type { LineSnapshot } from '../../domain/odds/market-board.ts';
import {
  type CapturedLine,
  capturedClose,
  capturesOf,
  HOME_SPREAD,
  TOTAL,
} from '../../domain/picks/captured-lines.ts';
import { type CapturedMoneyline, capturedMoneylineClose } from '../../domain/picks/captured-moneyline.ts';
import type { CloseSource } from '../../shared/api/clv.ts';

export interface CapturedCloseOf {
  /** The market's home spread at the closing capture; null when no book quoted a spread by then. */
  spread: CapturedLine | null;
  /** The market's total at the closing capture; null when no book quoted a total by then. */
  total: CapturedLine | null;
  /** The moneyline's no-vig chances at the closing capture; null when no book quoted both sides by then. */
  moneyline: CapturedMoneyline | null;
  /** The game's lines known at the clock (the no-vig chance at the close is read from them). */
  snapshots: readonly LineSnapshot[];
}

export type CapturedCloses = ReadonlyMap<string, CapturedCloseOf>;

export async function capturedCloses(
  db: Executor,
  games: readonly { gameId: string; kickoff: Date }[],
  asOf: Date,
): Promise<CapturedCloses> {
  const out = new Map<string, CapturedCloseOf>();
  if (games.length === 0) return out;
  const { stampsMs, gameIds } = await oddsApiCaptures(db, asOf);
  const quoted = new Set(gameIds);
  const kickoffs = new Map(games.filter((g) => quoted.has(g.gameId)).map((g) => [g.gameId, g.kickoff]));
  if (kickoffs.size === 0) return out;
  const captures = capturesOf(stampsMs);
  const snapshots = await lineSnapshots(db, [...kickoffs.keys()], asOf);
  for (const [gameId, kickoff] of kickoffs) {
    const lines = snapshots.get(gameId) ?? [];
    const spread = capturedClose(lines, captures, kickoff.getTime(), HOME_SPREAD);
    const total = capturedClose(lines, captures, kickoff.getTime(), TOTAL);
    const moneyline = capturedMoneylineClose(lines, captures, kickoff.getTime());
    if (spread || total || moneyline) out.set(gameId, { spread, total, moneyline, snapshots: lines });
  }
  return out;
}

export const NFLVERSE_CLOSE: CloseSource = { source: 'nflverse', books: null, capturedAt: null };

export const oddsApiClose = (c: Pick<CapturedLine, 'books' | 'captureStartMs'>): CloseSource => ({
  source: 'odds-api',
  books: c.books,
  capturedAt: new Date(c.captureStartMs).toISOString(),
});
