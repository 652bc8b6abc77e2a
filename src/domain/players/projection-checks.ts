// What the projection audit checks on one week's board (decision 081), pure: the figures a user sees
// (median, 80% band) within what players of that position have really scored in a week, the band
// around its median, the median consistent with the stat line shown beside it, and no player who
// cannot be played in a list that recommends him.

import { itemAt } from '../../shared/guards.ts';
import type { SkillPosition } from './player-game.ts';
import { type BandTables, bandFor, type bandOf, tableOf } from './projection-band.ts';

export interface PositionBounds {
  /** Player-weeks the bounds come from. */
  weeks: number;
  /** 0.1th and 99.9th percentiles of real weekly DraftKings points. */
  p001: number;
  p999: number;
}

/**
 * How far the median may sit from the stat line's DraftKings score (its expectation) where no band
 * table measured the gap: 3 points, or 25% of the expectation when that is more. Weekly points are
 * skewed right, so the median sits below the expectation; the played table's largest measured gap
 * is 22% (quarterbacks at 27.6 expected: median 21.6; receivers at 17.8: 14.5), which beyond its
 * last knot carries on as a constant (6 points at quarterback, under 25% of any expectation past
 * 27.6). Up to a table's last knot (below its first, in proportion), the gap is what 2023's players with
 * that expectation really scored (the median is that measurement, graded by docs/record.md's table), and
 * is allowed on top: the quarterback bins under 8 points (a backup's relief and a start mixed) put
 * the median up to 5.7 points above the line. The check is aimed at a median no data measured: the
 * first-game table carried past its one quarterback knot (+6 on every starter) failed it.
 */
export const STAT_LINE_TOLERANCE = { points: 3, share: 0.25 };

export const statLineTolerance = (expected: number) =>
  Math.max(STAT_LINE_TOLERANCE.points, STAT_LINE_TOLERANCE.share * Math.abs(expected));

/**
 * The gap between median and expectation the band table measured at the projection's expectation:
 * between its knots, interpolated; below the first, that knot's ratio (the table shrinks in
 * proportion there); past the last knot none (the table carries its last offset on unmeasured).
 */
export function measuredGap(tables: BandTables, projection: Parameters<typeof bandOf>[1]): number {
  const rows = tableOf(tables, projection)[projection.target.position];
  const last = rows.at(-1);
  const x = projection.draftKings;
  if (!last || x > last.expected) return 0;
  return Math.abs(bandFor(rows, x).median - x);
}

export interface AuditedPlayer {
  projection: {
    target: {
      playerId: string;
      name: string;
      position: SkillPosition;
      team: string;
      season: number;
      week: number;
      kickoffMs: number;
    };
    /** The stat line's DraftKings score (yardage bonuses as expectations). */
    draftKings: number;
    gamesThisSeason: number;
  };
  median: number;
  low: number;
  high: number;
  ruledOut: boolean;
}

export interface AuditedBoard<P extends AuditedPlayer = AuditedPlayer> {
  season: number;
  week: number;
  basis: string;
  players: readonly P[];
  topFive: Record<string, { picks: readonly { candidate: { id: string } }[] }>;
}

export type CheckName =
  | 'above-real-99.9th'
  | 'below-real-0.1th'
  | 'band-without-median'
  | 'median-off-stat-line'
  | 'unplayable-in-list';

export interface AuditFinding {
  check: CheckName;
  season: number;
  week: number;
  player: string;
  detail: string;
}

export interface AuditRow {
  season: number;
  week: number;
  basis: string;
  player: string;
  position: SkillPosition;
  team: string;
  median: number;
  low: number;
  high: number;
  expected: number;
  /** The position's 99.9th percentile of real weekly points. */
  p999: number;
}

function quantile(sorted: readonly number[], q: number): number {
  const i = q * (sorted.length - 1);
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return itemAt(sorted, lo) + (itemAt(sorted, hi) - itemAt(sorted, lo)) * (i - lo);
}

/** Each position's 0.1th and 99.9th percentiles of real weekly DraftKings points. */
export function positionBounds(
  weeks: readonly { position: SkillPosition; points: number }[],
): Record<string, PositionBounds> {
  const out: Record<string, PositionBounds> = {};
  for (const position of ['QB', 'RB', 'WR', 'TE'] as const) {
    const points = weeks
      .filter((w) => w.position === position)
      .map((w) => w.points)
      .sort((a, b) => a - b);
    if (points.length === 0) continue;
    out[position] = { weeks: points.length, p001: quantile(points, 0.001), p999: quantile(points, 0.999) };
  }
  return out;
}

const one = (x: number) => x.toFixed(1);

/** Every check on one board at `atMs`; the lists are the board's Top 5s plus the ones given. */
export function auditBoard<P extends AuditedPlayer>(
  board: AuditedBoard<P>,
  atMs: number,
  bounds: Readonly<Record<string, PositionBounds>>,
  tables: BandTables,
  lists: Readonly<Record<string, readonly P[]>>,
): { findings: AuditFinding[]; rows: AuditRow[] } {
  const findings: AuditFinding[] = [];
  const rows: AuditRow[] = [];
  const { season, week } = board;
  const find = (check: CheckName, p: AuditedPlayer, detail: string) =>
    findings.push({ check, season, week, player: label(p), detail });
  for (const p of board.players) {
    const t = p.projection.target;
    const b = bounds[t.position];
    const expected = p.projection.draftKings;
    rows.push({
      season,
      week,
      basis: board.basis,
      player: label(p),
      position: t.position,
      team: t.team,
      median: p.median,
      low: p.low,
      high: p.high,
      expected,
      p999: b?.p999 ?? Number.NaN,
    });
    if (b && Math.max(p.median, p.high) > b.p999)
      find(
        'above-real-99.9th',
        p,
        `median ${one(p.median)}, band top ${one(p.high)} > ${t.position} 99.9th ${one(b.p999)}`,
      );
    if (b && p.low < b.p001)
      find('below-real-0.1th', p, `band bottom ${one(p.low)} < ${t.position} 0.1th ${one(b.p001)}`);
    if (!(p.low <= p.median && p.median <= p.high))
      find('band-without-median', p, `band ${one(p.low)}–${one(p.high)}, median ${one(p.median)}`);
    const allowed = statLineTolerance(expected) + measuredGap(tables, p.projection);
    if (Math.abs(p.median - expected) > allowed)
      find(
        'median-off-stat-line',
        p,
        `median ${one(p.median)}, stat line ${one(expected)} DK (allowed ${one(allowed)})`,
      );
  }
  const byId = new Map(board.players.map((p) => [p.projection.target.playerId, p]));
  const named: Record<string, readonly (AuditedPlayer | undefined)[]> = { ...lists };
  for (const [slate, list] of Object.entries(board.topFive))
    named[`Top 5 ${slate}`] = list.picks.map((pick) => byId.get(pick.candidate.id));
  for (const [name, list] of Object.entries(named))
    for (const p of list) {
      if (!p) continue;
      const why = p.ruledOut
        ? 'ruled out or inactive'
        : p.projection.target.kickoffMs <= atMs
          ? 'game kicked off'
          : null;
      if (why) find('unplayable-in-list', p, `${name}: ${why}`);
    }
  return { findings, rows };
}

function label(p: AuditedPlayer): string {
  const t = p.projection.target;
  return `${t.name} (${t.position}, ${t.team})`;
}
