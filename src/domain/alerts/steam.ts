// Sharp money, defined honestly: we cannot see who bets, only prices. A "steam move" is the one trace
// sharp action leaves in them: the same line moving the same way at several books within minutes.
// Here: at least `steamMinBooks` different books moving a spread or total in one direction within
// `steamWindowMinutes` of the first move. The alert is dated by the move that completed the count and
// holds only the moves known by then, so a later run computes the same alert.

import type { SteamMoveDetail } from '../../shared/api/alerts.ts';
import { itemAt } from '../../shared/guards.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import {
  type AlertDraft,
  type AlertGame,
  byDetection,
  type LineAlertConfig,
  type LineMarket,
} from './alert.ts';
import { bookName, formatHandicap, formatPrice, formatTotal } from './format.ts';
import { favouredSide, lineLabel, quoteAt, seriesSide, sideLabel } from './line-moves.ts';

interface Move extends SteamMoveDetail {
  fromAtMs: number;
  direction: 1 | -1;
}

/** Every change of a book's line (any size), before kickoff, oldest first. */
export function bookMoves(snapshots: readonly LineSnapshot[], market: LineMarket, kickoffMs: number): Move[] {
  // Each book's lines (known, so a number) with when they were captured.
  const byBook = new Map<string, { line: number; capturedAtMs: number }[]>();
  for (const s of snapshots)
    if (
      // Stryker disable next-line ConditionalExpression: equivalent: the other markets' rows fail the side (over) or line (moneyline: none) test
      s.market === market &&
      s.side === seriesSide(market) &&
      s.line !== null &&
      s.capturedAtMs <= kickoffMs
    )
      byBook.set(s.book, [...(byBook.get(s.book) ?? []), { line: s.line, capturedAtMs: s.capturedAtMs }]);
  // Stryker disable next-line ArrayDeclaration: equivalent: a stray non-move shares no direction with any move
  const moves: Move[] = [];
  for (const [book, rows] of byBook) {
    rows.sort((a, b) => a.capturedAtMs - b.capturedAtMs);
    for (let i = 1; i < rows.length; i += 1) {
      const prev = itemAt(rows, i - 1);
      const cur = itemAt(rows, i);
      const fromLine = prev.line;
      const toLine = cur.line;
      if (toLine === fromLine) continue;
      moves.push({
        book,
        fromLine,
        toLine,
        atMs: cur.capturedAtMs,
        fromAtMs: prev.capturedAtMs,
        // Stryker disable next-line EqualityOperator: equivalent: equal lines were skipped above
        direction: toLine > fromLine ? 1 : -1,
      });
    }
  }
  return moves.sort((a, b) => a.atMs - b.atMs || a.book.localeCompare(b.book));
}

export function steamAlerts(
  game: AlertGame,
  snapshots: readonly LineSnapshot[],
  config: LineAlertConfig,
): AlertDraft[] {
  const windowMs = config.steamWindowMinutes * 60_000;
  const alerts: AlertDraft[] = [];
  for (const market of ['spreads', 'totals'] as const) {
    const moves = bookMoves(snapshots, market, game.kickoffMs);
    const used = new Set<Move>();
    for (const start of moves) {
      if (used.has(start)) continue;
      const inWindow = moves.filter(
        (m) =>
          m.direction === start.direction &&
          m.atMs >= start.atMs &&
          m.atMs - start.atMs <= windowMs &&
          !used.has(m),
      );
      const books = new Set<string>();
      const counted: Move[] = [];
      for (const m of inWindow) {
        counted.push(m);
        books.add(m.book);
        if (books.size >= config.steamMinBooks) break;
      }
      if (books.size < config.steamMinBooks) continue;
      // Moves in the same window belong to this steam, not to a new one.
      for (const m of inWindow) used.add(m);
      alerts.push(steamAlert(game, snapshots, market, counted, config));
    }
  }
  return alerts.sort(byDetection);
}

function steamAlert(
  game: AlertGame,
  snapshots: readonly LineSnapshot[],
  market: LineMarket,
  moves: Move[],
  config: LineAlertConfig,
): AlertDraft {
  const first = itemAt(moves, 0);
  const last = itemAt(moves, -1);
  const side = favouredSide(market, first.fromLine, first.toLine);
  // The series is the home handicap: the away side's own line is its opposite (totals have no away).
  const sideLine = side === 'away' ? -last.toLine : last.toLine;
  const price = quoteAt(snapshots, last.book, market, side, last.atMs)?.price ?? null;
  const books = [...new Set(moves.map((m) => m.book))];
  const minutes = Math.round((last.atMs - first.atMs) / 60_000);
  const what = market === 'spreads' ? 'spread' : 'total';
  const moveText = moves
    .map(
      (m) =>
        `${bookName(m.book)} ${lineLabel(game, market, m.fromLine)} → ${lineLabel(game, market, m.toLine)}`,
    )
    .join('; ');
  const printed = market === 'spreads' ? formatHandicap(sideLine) : formatTotal(sideLine);
  return {
    key: ['sharp_money', game.gameId, 'steam', market, first.direction, first.atMs, first.book].join('|'),
    type: 'sharp_money',
    urgency: books.length >= 3 ? 'high' : 'medium',
    gameId: game.gameId,
    detectedAtMs: last.atMs,
    fromAtMs: first.fromAtMs,
    title: `Steam on ${sideLabel(game, side)}: ${books.length} books moved the ${what} within ${minutes} min`,
    description: `${moveText}. Several books moving the same way within minutes is the trace sharp money leaves; we see prices, not bets.`,
    emoji: '🔥',
    oldValue: lineLabel(game, market, first.fromLine),
    newValue: lineLabel(game, market, last.toLine),
    impact: `Graded as a bet on ${sideLabel(game, side)} ${printed} at ${price === null ? '−110' : formatPrice(price)} (${bookName(last.book)}) once the game is final.`,
    team: market === 'spreads' ? (side === 'home' ? game.homeTeam : game.awayTeam) : null,
    player: null,
    playerId: null,
    book: last.book,
    market,
    side,
    line: sideLine,
    price,
    details: {
      kind: 'steam',
      direction: first.direction === 1 ? 'up' : 'down',
      windowMinutes: config.steamWindowMinutes,
      moves: moves.map(({ book, fromLine, toLine, atMs }) => ({ book, fromLine, toLine, atMs })),
    },
  };
}
