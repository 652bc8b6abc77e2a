// The pure odds board (src/domain/odds/odds-board.ts) in the API's shape: instants as ISO strings,
// per-side records as lists the schema can describe.

import type { PricedQuote } from '../../domain/odds/market-board.ts';
import type { OddsBoard } from '../../domain/odds/odds-board.ts';
import type { OddsBoardView } from '../../shared/api/odds-board.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const quote = (q: PricedQuote | null) =>
  q ? { line: q.line, price: q.price, capturedAt: iso(q.capturedAtMs) } : null;

export function oddsBoardView(board: OddsBoard, marginSigma: number): OddsBoardView {
  const books = new Set<string>();
  for (const m of board.markets) for (const b of m.books) books.add(b.book);
  return {
    books: [...books].sort(),
    closingLineOnly: board.closingLineOnly,
    latestCapture: board.latestCaptureMs === null ? null : iso(board.latestCaptureMs),
    marginSigma,
    markets: board.markets.map((m) => ({
      market: m.market,
      consensusLine: m.consensusLine,
      fairLine: m.fair?.line ?? null,
      fairBooks: m.fair?.books ?? [],
      sides: m.sides.map((side) => ({
        side,
        best: m.best[side] ?? null,
        fairProbability: m.fair?.probability[side] ?? null,
        fairPrice: m.fair?.price[side] ?? null,
        modelProbability: m.modelProbability[side] ?? null,
      })),
      books: m.books.map((b) => ({
        book: b.book,
        lastChangeAt: iso(b.lastChangeAtMs),
        quotes: m.sides.map((side) => {
          const f = b.sides[side];
          return {
            side,
            latest: quote(f?.latest ?? null),
            open: quote(f?.open ?? null),
            noVigProbability: f?.noVigProbability ?? null,
            modelProbability: f?.modelProbability ?? null,
            expectedValue: f?.expectedValue ?? null,
          };
        }),
      })),
    })),
    history: board.history.map((h) => ({
      book: h.book,
      market: h.market,
      side: h.side,
      points: h.points.map((p) => ({ line: p.line, price: p.price, capturedAt: iso(p.capturedAtMs) })),
    })),
  };
}
