// Live picks against captured lines (decision 099): a game's pick is made against the market's line at
// the first capture after the model's inputs for the week are known, and its closing-line value is
// measured against the market's line at the last capture before kickoff. Both lines are the median of
// the books' lines (the odds board's consensus rule, decision 084). With a single capture in that window
// there is nothing to measure: the line at the pick would be the close itself, so CLV is unknown, not 0.

import { itemAt } from '../../shared/guards.ts';
import { RESULT_KNOWN_AFTER_MS } from '../model/walk-forward.ts';
import { median } from '../odds/consensus.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import { noVig } from '../odds/no-vig.ts';
import { CLOSING_BOOK } from '../odds/odds-board.ts';
import { type MarketLine, marketLineAt } from './clv-at-pick.ts';

/**
 * One capture: the markets of one answer are stamped by their own `last_update`, up to 12.5 minutes
 * apart in the saved answers (2025-12-15T2032Z: 20:19:44–20:32:12; the others within 4 minutes), so
 * stamps within 15 minutes of a capture's first stamp belong to it.
 */
export const CAPTURE_SPAN_MS = 15 * 60_000;

export const NO_CAPTURE_AFTER_INPUTS = 'no line captured between the week’s inputs and kickoff';
export const ONE_CAPTURE = 'one capture between the week’s inputs and kickoff: the pick’s line is the close';
export const NO_BOOK_AT_CAPTURE = 'no book quoted the spread at the captures';

export interface Capture {
  startMs: number;
  endMs: number;
}

/** Capture stamps grouped into captures: a capture holds the stamps within CAPTURE_SPAN_MS of its first. */
export function capturesOf(stampsMs: readonly number[]): Capture[] {
  const captures: Capture[] = [];
  for (const at of [...new Set(stampsMs)].sort((a, b) => a - b)) {
    const last = captures.at(-1);
    if (last && at - last.startMs <= CAPTURE_SPAN_MS) last.endMs = at;
    else captures.push({ startMs: at, endMs: at });
  }
  return captures;
}

type WeekGame = { season: number; week: number; kickoffMs: number };
const weekKey = (g: { season: number; week: number }) => `${g.season}-${g.week}`;

/**
 * When the model's inputs for each week are known: the result of the previous week's last game (the
 * latest kickoff of the week before, in season/week order, plus the 4 hours after which the walk-forward
 * engine reads a result). Keyed "season-week"; the first week of the games has none. Weeks are ordered,
 * so the instant never decreases as the week advances (as walk-forward's pick instant must).
 */
export function weekInputsKnownAt(games: readonly WeekGame[]): Map<string, number> {
  const lastKickoff = new Map<string, WeekGame>();
  for (const g of games) {
    const seen = lastKickoff.get(weekKey(g));
    if (!seen || seen.kickoffMs < g.kickoffMs) lastKickoff.set(weekKey(g), g);
  }
  const weeks = [...lastKickoff.values()].sort((a, b) => a.season - b.season || a.week - b.week);
  const known = new Map<string, number>();
  for (let i = 1; i < weeks.length; i += 1) {
    const previous = itemAt(weeks, i - 1);
    known.set(weekKey(itemAt(weeks, i)), previous.kickoffMs + RESULT_KNOWN_AFTER_MS);
  }
  return known;
}

export interface CapturedLine extends MarketLine {
  /** The capture it was read at (its first stamp). */
  captureStartMs: number;
  /** The instant the books' lines were read at: the capture's last stamp, before kickoff. */
  readAtMs: number;
}

export type CapturedPair =
  | { pick: CapturedLine; close: CapturedLine; reason: null }
  | { pick: null; close: null; reason: string };

/** Which line a capture is read for: the home spread (home handicap) or the total (the over's line). */
export type CapturedMarket = { market: 'spreads'; side: 'home' } | { market: 'totals'; side: 'over' };
export const HOME_SPREAD: CapturedMarket = { market: 'spreads', side: 'home' };
export const TOTAL: CapturedMarket = { market: 'totals', side: 'over' };

/**
 * The market's line at one capture (the home spread unless told): each book's latest line by the
 * capture's end (lines are stored change-only, so a book's line holds until it changes), read before
 * kickoff, and their median.
 */
export function lineAtCapture(
  snapshots: readonly LineSnapshot[],
  capture: Capture,
  kickoffMs: number,
  of: CapturedMarket = HOME_SPREAD,
): CapturedLine | null {
  const readAtMs = Math.min(capture.endMs, kickoffMs - 1);
  const line = marketLineAt(snapshots, { ...of, atMs: readAtMs, kickoffMs });
  return line && { ...line, captureStartMs: capture.startMs, readAtMs };
}

/**
 * The close taken from the captures: the market's line (the home spread unless told) at the last
 * capture starting before kickoff. Null when no capture started before kickoff or no book had quoted
 * that market of the game by then.
 */
export function capturedClose(
  snapshots: readonly LineSnapshot[],
  captures: readonly Capture[],
  kickoffMs: number,
  of: CapturedMarket = HOME_SPREAD,
): CapturedLine | null {
  const last = captures.filter((c) => c.startMs < kickoffMs).at(-1);
  return last ? lineAtCapture(snapshots, last, kickoffMs, of) : null;
}

/**
 * The home spread at the pick (the market at the first capture starting at or after `inputsKnownMs`)
 * and at the close (the last capture starting before kickoff, `capturedClose`).
 */
export function capturedSpreads(
  snapshots: readonly LineSnapshot[],
  captures: readonly Capture[],
  q: { inputsKnownMs: number; kickoffMs: number },
): CapturedPair {
  const window = captures.filter((c) => c.startMs >= q.inputsKnownMs && c.startMs < q.kickoffMs);
  const first = window[0];
  const last = window.at(-1);
  if (!first || !last) return { pick: null, close: null, reason: NO_CAPTURE_AFTER_INPUTS };
  if (first === last) return { pick: null, close: null, reason: ONE_CAPTURE };
  const pick = lineAtCapture(snapshots, first, q.kickoffMs);
  const close = capturedClose(snapshots, captures, q.kickoffMs);
  if (!pick || !close) return { pick: null, close: null, reason: NO_BOOK_AT_CAPTURE };
  return { pick, close, reason: null };
}

/** Points the picked side gained from the pick's line to the close (home handicaps, decision 034). */
export function spreadClvPoints(side: 'home' | 'away', pickLine: number, closeLine: number): number {
  return (side === 'home' ? pickLine - closeLine : closeLine - pickLine) + 0;
}

/**
 * The picked side's no-vig chance at home handicap `homeLine` at a capture: the median over the books
 * whose latest spread by `atMs` is that line with both sides priced, each book's chance proportional
 * (no-vig.ts). Null when no book quoted that line with both prices.
 */
export function noVigChanceAt(
  snapshots: readonly LineSnapshot[],
  q: { side: 'home' | 'away'; homeLine: number; atMs: number },
): number | null {
  return pairChanceAt(snapshots, {
    market: 'spreads',
    sides: ['home', 'away'],
    lines: [q.homeLine, -q.homeLine + 0],
    first: q.side === 'home',
    atMs: q.atMs,
  });
}

/** The same for a total: the over's or the under's no-vig chance at total `line` (decision 107). */
export function noVigTotalChanceAt(
  snapshots: readonly LineSnapshot[],
  q: { side: 'over' | 'under'; line: number; atMs: number },
): number | null {
  return pairChanceAt(snapshots, {
    market: 'totals',
    sides: ['over', 'under'],
    lines: [q.line, q.line],
    first: q.side === 'over',
    atMs: q.atMs,
  });
}

/** The median no-vig chance of one side of a two-sided market over the books quoting `lines` by `atMs`. */
function pairChanceAt(snapshots: readonly LineSnapshot[], q: PairQuery): number | null {
  return median(pairChances(snapshots, q));
}

export interface PairQuery {
  market: string;
  sides: [string, string];
  /** Each side's line (null for a moneyline, which has none). */
  lines: [number | null, number | null];
  /** The first side's chance (true) or the second's. */
  first: boolean;
  atMs: number;
}

/**
 * One side's no-vig chance at each book whose latest rows of both sides by `atMs` quote `lines` with
 * both prices (the close's own book left out: it is no book's quote).
 */
export function pairChances(snapshots: readonly LineSnapshot[], q: PairQuery): number[] {
  const [a, b] = q.sides;
  const books = new Map<string, Map<string, LineSnapshot>>();
  for (const s of snapshots) {
    if (s.book === CLOSING_BOOK || s.market !== q.market || s.capturedAtMs > q.atMs) continue;
    if (s.side !== a && s.side !== b) continue;
    const rows = books.get(s.book) ?? new Map<string, LineSnapshot>();
    const seen = rows.get(s.side);
    if (!seen || seen.capturedAtMs <= s.capturedAtMs) rows.set(s.side, s);
    books.set(s.book, rows);
  }
  return [...books.values()].flatMap((rows) => {
    const x = rows.get(a);
    const y = rows.get(b);
    if (!x || !y || x.price === null || y.price === null) return [];
    if (x.line !== q.lines[0] || y.line !== q.lines[1]) return [];
    const pA = itemAt(noVig([x.price, y.price]).probabilities, 0);
    return [q.first ? pA : 1 - pA];
  });
}

/**
 * CLV in no-vig probability, in the pick's direction: the picked side's no-vig chance at the pick's own
 * line at the closing capture minus at the pick's capture (the same bet valued twice), rounded to 4
 * places. Null when no book quoted the pick's line with both prices at either capture: a chance at
 * another line is of another bet.
 */
export function noVigClv(
  snapshots: readonly LineSnapshot[],
  side: 'home' | 'away',
  pair: { pick: CapturedLine; close: CapturedLine },
): number | null {
  const homeLine = pair.pick.line;
  const atPick = noVigChanceAt(snapshots, { side, homeLine, atMs: pair.pick.readAtMs });
  const atClose = noVigChanceAt(snapshots, { side, homeLine, atMs: pair.close.readAtMs });
  if (atPick === null || atClose === null) return null;
  return Math.round((atClose - atPick) * 10_000) / 10_000 + 0;
}
