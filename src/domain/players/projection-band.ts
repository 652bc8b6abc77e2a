// From a projection's expected DraftKings points to the spread of outcomes around it. Fantasy points
// are skewed (many quiet games, a few big ones), so the median is lower than the mean, and the
// median is what a projection judged by absolute error should say. The table maps expected points to
// the 10th, 50th and 90th percentiles of what players with that expectation went on to score, per
// position, measured walk-forward on 2023 (BAND_TABLES in band-table.ts; 2024 is out of sample). A
// player's first game of a season (no line of his this season yet: a rookie, a new team, a season
// without weekly lines) spreads differently from a game after he has played, so each has its table.

import { itemAt } from '../../shared/guards.ts';
import type { SkillPosition } from './player-game.ts';

export interface BandRow {
  /** Mean expected points of the projections in this bin (the interpolation knot). */
  expected: number;
  p10: number;
  p50: number;
  p90: number;
}

export type BandTable = Record<SkillPosition, readonly BandRow[]>;

export interface BandTables {
  /** Projections of a player who has already played this season. */
  played: BandTable;
  /** Projections of his first game of a season (nothing of his this season read). */
  firstGame: BandTable;
}

export interface Band {
  median: number;
  low: number;
  high: number;
}

/** Bin edges for the fit, in expected DraftKings points. */
export const BAND_EDGES = [0, 2, 4, 6, 8, 10, 13, 16, 20, 25, 60];
const MIN_PER_BIN = 40;

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = q * (sorted.length - 1);
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return itemAt(sorted, lo) + (itemAt(sorted, hi) - itemAt(sorted, lo)) * (i - lo);
}

/** Pool-adjacent-violators: the closest non-decreasing sequence (weights = counts). */
export function isotonic(values: readonly number[], weights: readonly number[]): number[] {
  const blocks: { v: number; w: number; n: number }[] = [];
  values.forEach((v, i) => {
    blocks.push({ v, w: weights[i] ?? 1, n: 1 });
    // Merge the last two blocks while they are out of order.
    let a = blocks.at(-2);
    let b = blocks.at(-1);
    while (a && b && a.v > b.v) {
      blocks.splice(-2, 2, { v: (a.v * a.w + b.v * b.w) / (a.w + b.w), w: a.w + b.w, n: a.n + b.n });
      a = blocks.at(-2);
      b = blocks.at(-1);
    }
  });
  return blocks.flatMap((b) => Array.from({ length: b.n }, () => b.v));
}

/**
 * The band table from (expected, actual) pairs: percentiles per bin (a bin with fewer than 40 pairs
 * is merged into the next, the top one into the last full one), then made non-decreasing in the expectation, since a higher projection should never
 * mean a lower median (bumps between bins are sampling noise).
 */
export function fitBandRows(pairs: readonly { expected: number; actual: number }[]): BandRow[] {
  const bins: { expected: number; actual: number }[][] = [];
  let pending: { expected: number; actual: number }[] = [];
  for (let i = 0; i < BAND_EDGES.length - 1; i++) {
    const lo = itemAt(BAND_EDGES, i);
    const hi = itemAt(BAND_EDGES, i + 1);
    pending.push(...pairs.filter((p) => p.expected >= lo && p.expected < hi));
    if (pending.length < MIN_PER_BIN) continue;
    bins.push(pending);
    pending = [];
  }
  // What is left at the top (too few for a bin of its own) joins the last bin.
  if (pending.length > 0) {
    if (bins.length > 0) bins[bins.length - 1] = [...(bins.at(-1) ?? []), ...pending];
    else bins.push(pending);
  }
  const raw = bins.map((bin) => {
    const actual = bin.map((p) => p.actual).sort((a, b) => a - b);
    return {
      expected: bin.reduce((a, p) => a + p.expected, 0) / bin.length,
      p10: quantile(actual, 0.1),
      p50: quantile(actual, 0.5),
      p90: quantile(actual, 0.9),
      n: bin.length,
    };
  });
  const n = raw.map((r) => r.n);
  const p10 = isotonic(
    raw.map((r) => r.p10),
    n,
  );
  const p50 = isotonic(
    raw.map((r) => r.p50),
    n,
  );
  const p90 = isotonic(
    raw.map((r) => r.p90),
    n,
  );
  return raw.map((r, i) => ({
    expected: r.expected,
    p10: itemAt(p10, i),
    p50: itemAt(p50, i),
    p90: itemAt(p90, i),
  }));
}

/**
 * Percentiles at `expected`, interpolated linearly between the table's knots; below the first knot
 * they shrink in proportion towards 0 (nothing expected, nothing scored), above the last they move
 * one for one with the expectation.
 */
export function bandFor(rows: readonly BandRow[], expected: number): Band {
  const x = Math.max(0, expected);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return { median: x, low: x, high: x };
  let at: { p10: number; p50: number; p90: number };
  if (x <= first.expected) {
    const t = first.expected > 0 ? x / first.expected : 1;
    at = { p10: Math.min(0, first.p10) + t * Math.max(0, first.p10), p50: t * first.p50, p90: t * first.p90 };
  } else if (x >= last.expected) {
    const d = x - last.expected;
    at = { p10: last.p10 + d, p50: last.p50 + d, p90: last.p90 + d };
  } else {
    const k = rows.findIndex((r) => r.expected >= x);
    const a = itemAt(rows, k - 1);
    const b = itemAt(rows, k);
    const t = (x - a.expected) / (b.expected - a.expected);
    at = {
      p10: a.p10 + t * (b.p10 - a.p10),
      p50: a.p50 + t * (b.p50 - a.p50),
      p90: a.p90 + t * (b.p90 - a.p90),
    };
  }
  const median = Math.max(at.p10, at.p50);
  return { median, low: at.p10, high: Math.max(median, at.p90) };
}

/** Both tables from (expected, actual) pairs, split by whether he had played that season. */
export function fitBandTables(
  pairs: readonly {
    target: { position: SkillPosition };
    gamesThisSeason: number;
    expected: number;
    actual: number;
  }[],
): BandTables {
  const table = (keep: (gamesThisSeason: number) => boolean): BandTable => {
    const rows = (position: SkillPosition) =>
      fitBandRows(pairs.filter((p) => p.target.position === position && keep(p.gamesThisSeason)));
    return { QB: rows('QB'), RB: rows('RB'), WR: rows('WR'), TE: rows('TE') };
  };
  return { played: table((n) => n > 0), firstGame: table((n) => n === 0) };
}

/**
 * The band of one projection, from the table for its position and whether he has played this season.
 * The first-game table speaks only for the expectations it was fitted on: 2023's first games were
 * mostly the pack's first week, projected from nothing (every quarterback's expectation below 1
 * point, one knot at 0.54 with a median of 6.52). Past its last knot it is not extrapolated (that
 * added the knot's +6 to every quarterback with a real expectation, a 2024 week 1 or the 2025
 * fallback); the played table, fitted across the whole range, answers there (decision 081).
 */
export function bandOf(
  tables: BandTables,
  projection: { target: { position: SkillPosition }; gamesThisSeason: number; draftKings: number },
): Band {
  return bandFor(tableOf(tables, projection)[projection.target.position], projection.draftKings);
}

/** Which of the two tables a projection's band is read from (bandOf's rule). */
export function tableOf(
  tables: BandTables,
  projection: { target: { position: SkillPosition }; gamesThisSeason: number; draftKings: number },
): BandTable {
  const lastKnot = tables.firstGame[projection.target.position].at(-1)?.expected ?? 0;
  return projection.gamesThisSeason > 0 || projection.draftKings > lastKnot
    ? tables.played
    : tables.firstGame;
}
