// Player T-Index proxy (0–100, higher = hotter): his recent usage and production against his own
// baseline. No hormone is measured. "Recent" is his last three games known before kickoff; his
// baseline is his earlier games this season and last (last season's at half weight).
//
// Why these numbers: opportunities and DK points are compared as a ratio, steadied by adding a small
// constant to both sides (so 1 target against 0.5 is not a 100% surge): opportunities +2, DK points
// +3. Snap share is a share of the team's snaps, bounded 0–100%, so it is compared by its change in
// points of share, 50 points counting as one doubling: a ratio made a backup's 2.7% → 34% (a few
// series in relief, then a start) five doublings and T-Index 100, above every established starter
// (decision 081); now it is +31 points, T-Index 66, and no change of snap share alone passes 100.
// The measures are averaged, usage (snap share where known, else opportunities) and production
// weighing half each, and 50 + 25 × that average is the score: doubling both usage and points is 75,
// halving both is 25. Fewer than two recent games, or no baseline, is unknown (null, left out of the
// composite: decision 085), not an average 50.

import { clampScore } from '../../bioboost/composite.ts';
import { formatOneDecimal, type MaybeInputScore } from '../../bioboost/text.ts';

export interface FormGame {
  season: number;
  /** Share of his team's offensive snaps, 0–1, where snap counts exist (2025 on); else null. */
  snapShare: number | null;
  /** Pass attempts + carries + targets; null where only snap counts exist (a season without lines). */
  opportunities: number | null;
  dkPoints: number | null;
}

export const RECENT_GAMES = 3;
const STEADY = { opportunities: 2, points: 3 };
/** Points of snap share that count as one doubling of a ratio measure. */
export const SNAP_POINTS_PER_DOUBLING = 50;

interface Measure {
  label: string;
  recent: number;
  baseline: number;
  unit: string;
  /** Added to both sides of a ratio; null: compared by difference (snap share, in points of share). */
  steady: number | null;
}

function weightedMean(games: readonly FormGame[], season: number, pick: (g: FormGame) => number | null) {
  let w = 0;
  let sum = 0;
  for (const g of games) {
    const v = pick(g);
    if (v === null) continue;
    const wi = g.season === season ? 1 : 0.5;
    w += wi;
    sum += wi * v;
  }
  return w > 0 ? sum / w : null;
}

/** His games known before kickoff, oldest first; `season` is the game's season. */
export function formMeasures(games: readonly FormGame[], season: number): Measure[] | null {
  const recent = games.slice(-RECENT_GAMES).filter((g) => g.season === season);
  const earlier = games.slice(0, games.length - recent.length).filter((g) => g.season >= season - 1);
  if (recent.length < 2 || earlier.length === 0) return null;
  const measures: Measure[] = [];
  const snapRecent = weightedMean(recent, season, (g) => (g.snapShare === null ? null : 100 * g.snapShare));
  const snapBase = weightedMean(earlier, season, (g) => (g.snapShare === null ? null : 100 * g.snapShare));
  if (snapRecent !== null && snapBase !== null)
    measures.push({
      label: 'snap share',
      recent: snapRecent,
      baseline: snapBase,
      unit: '%',
      steady: null,
    });
  else {
    const opRecent = weightedMean(recent, season, (g) => g.opportunities);
    const opBase = weightedMean(earlier, season, (g) => g.opportunities);
    if (opRecent !== null && opBase !== null)
      measures.push({
        label: 'opportunities',
        recent: opRecent,
        baseline: opBase,
        unit: ' a game',
        steady: STEADY.opportunities,
      });
  }
  const ptsRecent = weightedMean(recent, season, (g) => g.dkPoints);
  const ptsBase = weightedMean(earlier, season, (g) => g.dkPoints);
  if (ptsRecent !== null && ptsBase !== null)
    measures.push({
      label: 'DK points',
      recent: ptsRecent,
      baseline: ptsBase,
      unit: ' a game',
      steady: STEADY.points,
    });
  if (measures.length === 0) return null;
  return measures;
}

const log2Ratio = (m: Measure) =>
  m.steady === null
    ? (m.recent - m.baseline) / SNAP_POINTS_PER_DOUBLING
    : Math.log2((Math.max(0, m.recent) + m.steady) / (Math.max(0, m.baseline) + m.steady));

export function playerFormValue(games: readonly FormGame[], season: number): number | null {
  const measures = formMeasures(games, season);
  if (!measures) return null;
  const avg = measures.reduce((a, m) => a + log2Ratio(m), 0) / measures.length;
  return clampScore(50 + 25 * avg);
}

export const NO_FORM_BASELINE = 'No baseline: fewer than two recent games to compare, left out of the score';

export function playerFormScore(games: readonly FormGame[], season: number): MaybeInputScore {
  const measures = formMeasures(games, season);
  if (!measures) return { value: null, reason: NO_FORM_BASELINE };
  const parts = measures.map(
    (m) =>
      `${m.label} ${formatOneDecimal(m.recent)}${m.unit} over his last ${Math.min(RECENT_GAMES, games.length)} against ${formatOneDecimal(m.baseline)}${m.unit === '%' ? '%' : ''} before`,
  );
  return { value: playerFormValue(games, season), reason: capitalise(parts.join('; ')) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
