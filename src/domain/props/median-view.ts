// Without a sportsbook line we invent none: the projection is set against the player's own recent
// median, and said to be exactly that. It is shown, never graded as a pick (decision 063).

import { itemAt } from '../../shared/guards.ts';
import { HIT_RATE_GAMES } from './prop-pick.ts';

export const MEDIAN_VIEW_LABEL = 'vs his recent median — no sportsbook line';
/** Fewer games than this make a median too thin to set a projection against. */
export const MEDIAN_MIN_GAMES = 3;

export interface MedianView {
  projection: number;
  median: number;
  games: number;
  lean: 'ABOVE' | 'BELOW' | 'AT';
  /** Projection − median, in the stat's units. */
  difference: number;
  label: typeof MEDIAN_VIEW_LABEL;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? itemAt(s, mid) : (itemAt(s, mid - 1) + itemAt(s, mid)) / 2;
}

/** His last games' values, oldest first; undefined when there are too few for a median. */
export function medianView(projection: number, recent: readonly number[]): MedianView | undefined {
  const last = recent.slice(-HIT_RATE_GAMES);
  if (last.length < MEDIAN_MIN_GAMES) return undefined;
  const m = median(last);
  const difference = projection - m;
  return {
    projection,
    median: m,
    games: last.length,
    lean: difference > 0 ? 'ABOVE' : difference < 0 ? 'BELOW' : 'AT',
    difference,
    label: MEDIAN_VIEW_LABEL,
  };
}
