// Line-movement alerts: a book's spread or total, or the consensus of the books, moving at least the
// configured number of points. Each series is walked from its first stored line; a move is measured
// from the line at the previous alert (or the first line), so a drift of half a point at a time is
// caught once it adds up, and each alert reports old → new from real captures. Only captures before
// kickoff count: in-play prices are another market.
import { median } from '../odds/consensus.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import { CLOSING_BOOK } from '../odds/odds-board.ts';
import {
  type AlertDraft,
  type AlertGame,
  byDetection,
  type ImpliedSide,
  type LineAlertConfig,
  type LineMarket,
  type Urgency,
} from './alert.ts';
import { bookName, formatHandicap, formatPrice, formatTotal } from './format.ts';

export const CONSENSUS = 'consensus';
const KEY_NUMBERS = [3, 7];

interface Point {
  line: number;
  atMs: number;
}

/** The reference side of a market's series: the home handicap, or the total (the over's line). */
export const seriesSide = (market: LineMarket) => (market === 'spreads' ? 'home' : 'over');

/** The side a move favours: a home handicap going down means money on home; a total going up, the over. */
export function favouredSide(market: LineMarket, from: number, to: number): ImpliedSide {
  if (market === 'spreads') return to < from ? 'home' : 'away';
  return to > from ? 'over' : 'under';
}

export function lineMoveUrgency(market: LineMarket, from: number, to: number): Urgency {
  const size = Math.abs(to - from);
  if (market === 'totals') return size >= 3 ? 'high' : size >= 2 ? 'medium' : 'low';
  const lo = Math.min(Math.abs(from), Math.abs(to));
  const hi = Math.max(Math.abs(from), Math.abs(to));
  const keyNumber = KEY_NUMBERS.some((k) => lo <= k && k <= hi);
  const favouriteFlipped = Math.sign(from) * Math.sign(to) < 0;
  if (size >= 2 || keyNumber || favouriteFlipped) return 'high';
  return size >= 1.5 ? 'medium' : 'low';
}

/** Walks a series and yields (from, to) pairs at least `threshold` apart. */
export function thresholdMoves(points: readonly Point[], threshold: number): [Point, Point][] {
  const out: [Point, Point][] = [];
  let ref = points[0];
  // Stryker disable next-line MethodExpression: equivalent: the first point is 0 from itself, below any threshold (at least 0.5)
  for (const p of points.slice(1)) {
    if (ref && Math.abs(p.line - ref.line) >= threshold - 1e-9) {
      out.push([ref, p]);
      ref = p;
    }
  }
  return out;
}

/** The latest snapshot of a book's side captured by `atMs`. */
export function quoteAt(
  snapshots: readonly LineSnapshot[],
  book: string,
  market: LineMarket,
  side: ImpliedSide,
  atMs: number,
): LineSnapshot | undefined {
  let best: LineSnapshot | undefined;
  for (const s of snapshots)
    if (s.book === book && s.market === market && s.side === side && s.capturedAtMs <= atMs)
      if (!best || s.capturedAtMs >= best.capturedAtMs) best = s;
  return best;
}

/**
 * The consensus series: at each capture instant, the median of every book's latest line (given at
 * least `minBooks` books). Once the closing line is known (nflverse's, stored at kickoff) it is the
 * consensus: it is the market's last word, so a game whose earlier lines we captured shows the move
 * from them to the close.
 */
export function consensusSeries(series: Map<string, Point[]>, minBooks: number): Point[] {
  const instants = [...new Set([...series.values()].flat().map((p) => p.atMs))].sort((a, b) => a - b);
  // Stryker disable next-line ArrayDeclaration: equivalent: a placeholder entry has no time, so no instant finds it
  const close = series.get(CLOSING_BOOK) ?? [];
  const out: Point[] = [];
  for (const at of instants) {
    const closing = close.filter((p) => p.atMs <= at).at(-1);
    const lines = [...series.entries()].flatMap(([book, pts]) => {
      const last = book === CLOSING_BOOK ? undefined : pts.filter((p) => p.atMs <= at).at(-1);
      return last ? [last.line] : [];
    });
    const m = closing ? closing.line : lines.length >= minBooks ? median(lines) : null;
    if (m !== null && out.at(-1)?.line !== m) out.push({ line: m, atMs: at });
  }
  return out;
}

export function lineMoveAlerts(
  game: AlertGame,
  snapshots: readonly LineSnapshot[],
  config: LineAlertConfig,
): AlertDraft[] {
  const pre = snapshots.filter((s) => s.capturedAtMs <= game.kickoffMs);
  const alerts: AlertDraft[] = [];
  for (const market of ['spreads', 'totals'] as const) {
    const threshold = market === 'spreads' ? config.spreadMovePoints : config.totalMovePoints;
    const series = new Map<string, Point[]>();
    for (const s of pre)
      if (s.market === market && s.side === seriesSide(market) && s.line !== null)
        series.set(s.book, [...(series.get(s.book) ?? []), { line: s.line, atMs: s.capturedAtMs }]);
    for (const pts of series.values()) pts.sort((a, b) => a.atMs - b.atMs);
    for (const [book, pts] of series)
      for (const [from, to] of thresholdMoves(pts, threshold))
        alerts.push(lineAlert(game, pre, market, book, from, to, [book]));
    const consensus = consensusSeries(series, config.consensusMinBooks);
    for (const [from, to] of thresholdMoves(consensus, threshold)) {
      const books = [...series.entries()].filter(([, p]) => p.some((x) => x.atMs <= to.atMs)).map(([b]) => b);
      alerts.push(lineAlert(game, pre, market, CONSENSUS, from, to, books.sort()));
    }
  }
  return alerts.sort(byDetection);
}

/** How a line reads from the home side (spreads) or as a total. */
export const lineLabel = (game: AlertGame, market: LineMarket, line: number) =>
  market === 'spreads' ? `${game.homeTeam} ${formatHandicap(line)}` : `O/U ${formatTotal(line)}`;

export const sideLabel = (game: AlertGame, side: ImpliedSide) =>
  side === 'home'
    ? game.homeTeam
    : side === 'away'
      ? game.awayTeam
      : side === 'over'
        ? 'the over'
        : 'the under';

function lineAlert(
  game: AlertGame,
  snapshots: readonly LineSnapshot[],
  market: LineMarket,
  book: string,
  from: Point,
  to: Point,
  books: string[],
): AlertDraft {
  const side = favouredSide(market, from.line, to.line);
  const sideLine = market === 'spreads' && side === 'away' ? -to.line : to.line;
  const price = book === CONSENSUS ? null : (quoteAt(snapshots, book, market, side, to.atMs)?.price ?? null);
  const points = Math.abs(to.line - from.line);
  const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
  const where = book === CONSENSUS ? `the consensus of ${books.length} books` : bookName(book);
  const what = market === 'spreads' ? 'spread' : 'total';
  const priced = market === 'spreads' ? formatHandicap(sideLine) : formatTotal(sideLine);
  return {
    key: ['line_movement', game.gameId, book, market, from.atMs, to.atMs].join('|'),
    type: 'line_movement',
    urgency: lineMoveUrgency(market, from.line, to.line),
    gameId: game.gameId,
    detectedAtMs: to.atMs,
    fromAtMs: from.atMs,
    title: `${matchup} ${what} moved ${points} ${points === 1 ? 'point' : 'points'} toward ${sideLabel(game, side)}`,
    description: `${book === CONSENSUS ? 'The consensus' : bookName(book)} ${what} went from ${lineLabel(game, market, from.line)} to ${lineLabel(game, market, to.line)} (${where}).`,
    emoji: market === 'spreads' ? '📈' : '📊',
    oldValue: lineLabel(game, market, from.line),
    newValue: lineLabel(game, market, to.line),
    impact: `Graded as a bet on ${sideLabel(game, side)} ${priced}${price === null ? ' at −110' : ` at ${formatPrice(price)}`} once the game is final.`,
    team: market === 'spreads' ? (side === 'home' ? game.homeTeam : game.awayTeam) : null,
    player: null,
    playerId: null,
    book,
    market,
    side,
    line: sideLine,
    price,
    details: { kind: 'line', fromLine: from.line, toLine: to.line, books },
  };
}
