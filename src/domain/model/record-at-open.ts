// The record at the open as /model and `npm run backtest -- --at open` show it: the picks' W-L-P
// against the opening numbers, their CLV, the baselines on the same games and the bets graded apart.
import type { BetRecord, Clv, ClvBin, RecordAtOpen } from '../../shared/api/record-at-open.ts';
import type { OpenRow, PickAtOpen } from './at-open.ts';
import { type BetRule, isBet } from './bet-rule.ts';
import {
  BREAK_EVEN_AT_MINUS_110,
  binomialTailAtLeast,
  unitsWon,
  wilsonInterval,
} from './bet-significance.ts';
import type { Side } from './game.ts';
import { gradeSpread, type Outcome } from './grading.ts';
import { betRecord } from './metrics.ts';

const mean = (xs: readonly number[]) => (xs.length === 0 ? null : xs.reduce((a, b) => a + b, 0) / xs.length);

export function clvOf(picks: readonly PickAtOpen[]): Clv {
  const n = picks.length;
  return {
    meanPoints: mean(picks.map((p) => p.clvPoints)),
    meanProbability: mean(picks.map((p) => p.clvProbability)),
    beat: n === 0 ? null : picks.filter((p) => p.clvPoints > 0).length / n,
    lost: n === 0 ? null : picks.filter((p) => p.clvPoints < 0).length / n,
  };
}

/** Spread CLV in whole-point bins centred on −3 … +3, the ends open. */
export function clvHistogram(points: readonly number[]): ClvBin[] {
  const edges = [-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5];
  const bins: ClvBin[] = [{ from: null, to: edges[0] ?? null, picks: 0 }];
  for (let i = 0; i + 1 < edges.length; i++)
    bins.push({ from: edges[i] ?? null, to: edges[i + 1] ?? null, picks: 0 });
  bins.push({ from: edges[edges.length - 1] ?? null, to: null, picks: 0 });
  for (const x of points) {
    const bin = bins.find((b) => (b.from === null || x >= b.from) && (b.to === null || x < b.to));
    if (bin) bin.picks += 1;
  }
  return bins;
}

function baselines(rows: readonly OpenRow[]) {
  const grade = (side: (r: OpenRow) => Side | null) =>
    betRecord(
      rows.map((r) => {
        const s = side(r);
        const line = r.open.spread;
        if (s === null || line === null) return null;
        // Grading reads only the margin: a score of (margin, 0) grades as the real one does.
        return gradeSpread(s, line, { homeScore: r.homeMargin, awayScore: 0 });
      }),
    );
  return {
    favourite: grade((r) =>
      r.open.spread === null || r.open.spread === 0 ? null : r.open.spread > 0 ? 'home' : 'away',
    ),
    homeDog: grade((r) => (r.open.spread !== null && r.open.spread < 0 ? 'home' : null)),
    followMove: grade((r) => {
      const { open, close } = r;
      if (open.spread === null || close.spread === null || open.spread === close.spread) return null;
      return close.spread > open.spread ? 'home' : 'away';
    }),
  };
}

export function betsRecord(
  rows: readonly OpenRow[],
  rule: BetRule,
  published: boolean,
): RecordAtOpen['bets'] {
  const bets = rows.flatMap((r) => (r.spread && isBet(r.spread.coverProbability, rule) ? [r.spread] : []));
  const record = betRecord(bets.map((b) => b.outcome));
  const n = record.wins + record.losses;
  return {
    minCoverProbability: rule.minCoverProbability,
    fit: rule.fit,
    record,
    units: unitsWon(bets.map((b) => ({ outcome: b.outcome, price: -110 }))),
    clv: clvOf(bets),
    interval: wilsonInterval(record.wins, n),
    chance: n === 0 ? null : binomialTailAtLeast(record.wins, n, BREAK_EVEN_AT_MINUS_110),
    published,
  };
}

const outcomes = <T extends { outcome: Outcome }>(xs: readonly (T | null)[]): BetRecord =>
  betRecord(xs.map((x) => x?.outcome ?? null));

export function recordAtOpen(
  rows: readonly OpenRow[],
  range: { fromSeason: number; toSeason: number },
  rule: BetRule,
  published: boolean,
): RecordAtOpen {
  const inRange = rows.filter((r) => r.season >= range.fromSeason && r.season <= range.toSeason);
  const spreads = inRange.flatMap((r) => (r.spread ? [r.spread] : []));
  const totals = inRange.flatMap((r) => (r.total ? [r.total] : []));
  const seasons: RecordAtOpen['seasons'] = [];
  for (let season = range.fromSeason; season <= range.toSeason; season++) {
    const s = inRange.filter((r) => r.season === season);
    if (s.length === 0) continue;
    seasons.push({
      season,
      ats: outcomes(s.map((r) => r.spread)),
      totals: outcomes(s.map((r) => r.total)),
      bets: betsRecord(s, rule, published).record,
    });
  }
  return {
    ...range,
    games: inRange.length,
    ats: outcomes(spreads),
    totals: outcomes(totals),
    spreadClv: clvOf(spreads),
    totalClv: clvOf(totals),
    clvHistogram: clvHistogram(spreads.map((s) => s.clvPoints)),
    baselines: baselines(inRange),
    bets: betsRecord(inRange, rule, published),
    seasons,
  };
}
