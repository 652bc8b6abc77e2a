// The Odds API's answer (live or saved to a file) -> our line and prop rows. Every bookmaker the answer
// carries is kept: ODDS_API_BOOKS is only what a live call asks for, and a saved file may hold more
// (the week-15 2025 capture has nine). Lines captured after kickoff are in-play prices, another market,
// and are left out.
import type { OddsInsert, PropInsert } from '../../db/repositories/odds.ts';
import { teamCodeByName } from '../../shared/reference/teams.ts';
import type { OddsApiEvent } from '../providers/odds-api/odds-api.ts';
import type { GameMatch } from './game-matcher.ts';

/**
 * When a market became known, from its `last_update` (or the bookmaker's), or undefined when it must
 * not be stored yet.
 */
export type CaptureRule = (marketUpdate: string | undefined, bookUpdate: string) => Date | undefined;

/** A live answer describes the present: a `last_update` a little ahead of our clock is clock skew. */
export const liveCapture =
  (now: Date): CaptureRule =>
  (market, book) =>
    new Date(Math.min(Date.parse(market ?? book), now.getTime()));

/** A saved answer may be from after the clock (a replay): such markets are not known yet. */
export const fileCapture =
  (now: Date): CaptureRule =>
  (market, book) => {
    const at = Date.parse(market ?? book);
    return at <= now.getTime() ? new Date(at) : undefined;
  };

function side(
  outcome: string,
  event: OddsApiEvent,
  m: GameMatch,
): 'home' | 'away' | 'over' | 'under' | undefined {
  const lower = outcome.toLowerCase();
  if (lower === 'over' || lower === 'under') return lower;
  const code = teamCodeByName(outcome);
  if (code === undefined) return undefined;
  const isHome = code === teamCodeByName(event.home_team);
  return isHome !== m.swapped ? 'home' : 'away';
}

export interface RowsResult<T> {
  rows: T[];
  /** Markets left out: captured after kickoff (in play) or not yet known at the clock. */
  inPlay: number;
  notYetKnown: number;
}

/** A market's capture instant when it is stored: otherwise null, counted as not known yet or in play. */
function preKickoffCapture(
  out: RowsResult<unknown>,
  m: GameMatch,
  capturedAt: Date | undefined,
): Date | null {
  if (!capturedAt) {
    out.notYetKnown += 1;
    return null;
  }
  if (capturedAt.getTime() > m.game.kickoff.getTime()) {
    out.inPlay += 1;
    return null;
  }
  return capturedAt;
}

export function eventSnapshots(
  event: OddsApiEvent,
  m: GameMatch,
  capture: CaptureRule,
): RowsResult<OddsInsert> {
  const out: RowsResult<OddsInsert> = { rows: [], inPlay: 0, notYetKnown: 0 };
  for (const book of event.bookmakers) {
    for (const market of book.markets) {
      if (market.key !== 'h2h' && market.key !== 'spreads' && market.key !== 'totals') continue;
      const capturedAt = preKickoffCapture(out, m, capture(market.last_update, book.last_update));
      if (!capturedAt) continue;
      for (const o of market.outcomes) {
        const s = side(o.name, event, m);
        if (!s) continue;
        out.rows.push({
          gameId: m.game.gameId,
          book: book.key,
          market: market.key,
          side: s,
          line: market.key === 'h2h' ? null : (o.point ?? null),
          price: Math.round(o.price),
          capturedAt,
          source: 'odds-api',
        });
      }
    }
  }
  return out;
}

export function eventProps(event: OddsApiEvent, m: GameMatch, capture: CaptureRule): RowsResult<PropInsert> {
  const out: RowsResult<PropInsert> = { rows: [], inPlay: 0, notYetKnown: 0 };
  for (const book of event.bookmakers)
    for (const market of book.markets) {
      if (!market.outcomes.some((o) => o.description)) continue;
      const capturedAt = preKickoffCapture(out, m, capture(market.last_update, book.last_update));
      if (!capturedAt) continue;
      for (const o of market.outcomes) {
        if (!o.description) continue;
        out.rows.push({
          gameId: m.game.gameId,
          book: book.key,
          market: market.key,
          playerName: o.description,
          side: o.name.toLowerCase(),
          line: o.point ?? null,
          price: Math.round(o.price),
          capturedAt,
        });
      }
    }
  return out;
}
