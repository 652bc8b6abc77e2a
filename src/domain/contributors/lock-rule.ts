// Whether a pick may be locked now, at the line the person saw. The server decides with its own clock
// (the replay clock in replay mode) and the line it has captured at this instant, never the browser's.
import type { PickMarket, PickSelection } from './pick.ts';

/** The line and price we hold for one side of one market at this instant. */
export interface Quote {
  line: number | null;
  price: number | null;
  book: string;
  capturedAt: Date;
}

export type LockDecision =
  | { ok: true; quote: Quote }
  | { ok: false; code: 'kicked_off' }
  | { ok: false; code: 'no_line' }
  | { ok: false; code: 'line_moved'; quote: Quote };

export function decideLock(q: {
  now: Date;
  kickoff: Date;
  market: PickMarket;
  current: Quote | null;
  seen: { line: number | null; price: number | null };
}): LockDecision {
  // At kickoff exactly the game has started: picks close then, as the model's freeze does.
  if (q.now.getTime() >= q.kickoff.getTime()) return { ok: false, code: 'kicked_off' };
  const current = q.current;
  if (!current) return { ok: false, code: 'no_line' };
  if (q.market === 'moneyline' ? current.price === null : current.line === null)
    return { ok: false, code: 'no_line' };
  // Line and price both: the person locks exactly what they were shown, or is asked again.
  if (current.line !== q.seen.line || current.price !== q.seen.price) {
    return { ok: false, code: 'line_moved', quote: current };
  }
  return { ok: true, quote: current };
}

/** The rows of the book we show for a game (latestLines), as the quote for one selection. */
export function quoteFor(
  lines: readonly {
    market: string;
    side: string;
    line: number | null;
    price: number | null;
    book: string;
    capturedAt: Date;
  }[],
  market: PickMarket,
  selection: PickSelection,
): Quote | null {
  const key = market === 'spread' ? 'spreads' : market === 'total' ? 'totals' : 'h2h';
  const row = (s: string) => lines.find((l) => l.market === key && l.side === s);
  const picked = row(selection);
  if (market === 'spread') {
    const home = row('home');
    const away = row('away');
    // The home handicap, from the away row when only it was captured (as the game screens show it).
    const homeLine = home?.line ?? (away?.line != null ? -away.line : null);
    const stamp = picked ?? home ?? away;
    return stamp
      ? { line: homeLine, price: picked?.price ?? null, book: stamp.book, capturedAt: stamp.capturedAt }
      : null;
  }
  if (market === 'total') {
    const any = row('over') ?? row('under');
    const stamp = picked ?? any;
    return stamp
      ? {
          line: any?.line ?? null,
          price: picked?.price ?? null,
          book: stamp.book,
          capturedAt: stamp.capturedAt,
        }
      : null;
  }
  return picked
    ? { line: null, price: picked.price, book: picked.book, capturedAt: picked.capturedAt }
    : null;
}
