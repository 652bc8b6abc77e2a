// The Top 5 of one slate: every salaried player we project who is not ruled out, scored by ggScore,
// best five kept. Without salaries (a week before the sites publish them) the list is ranked by the
// same formula with value neutral, and says so (`fallback`). Defences are not projected, so not listed.

import { formatOneDecimal, formatThousands } from '../bioboost/text.ts';
import type { SkillPosition } from '../players/player-game.ts';
import { ggComponents, ggConfidence, ggScore, valuePerThousand, valueRating } from './ggscore.ts';
import { projectOwnership } from './ownership.ts';
import type { Slate } from './slates.ts';

export interface DfsCandidate {
  id: string;
  name: string;
  position: SkillPosition;
  team: string;
  opponent: string;
  gameId: string;
  kickoff: Date;
  slate: Slate;
  salary: number | null;
  median: number;
  low: number;
  high: number;
  opponentRatio: number;
  /** What opponentRatio measures: points to his position, or points per game overall. */
  matchup?: 'position' | 'points';
  bioBoost: number | null;
  /** The market's game total and his team's expected margin, when a line is known. */
  gameTotal: number | null;
  teamMargin: number | null;
  ruledOut: boolean;
}

export interface DfsPick {
  candidate: DfsCandidate;
  ggScore: number;
  components: ReturnType<typeof ggComponents>;
  confidence: 'HIGH' | 'MEDIUM' | 'LOW';
  valuePerThousand: number | null;
  valueRating: number | null;
  /** Projected share of lineups, % (a model; null without salaries). */
  ownership: number | null;
  /** Spec 01 §2: a game total above 48 is flagged as high scoring. */
  highScoring: boolean;
  commentary: string;
}

export const TOP_FIVE = 5;
/**
 * The most of one position a Top 5 holds: what a DraftKings classic lineup can start there (QB 1;
 * RB 2, WR 3, TE 1, each plus the FLEX). The list is for building a lineup, and a second quarterback
 * cannot be played; without the cap the projection's larger scale at quarterback (a starter's median
 * near 20 against 10–15 at the other positions) filled both slates with quarterbacks (decision 081).
 */
export const POSITION_CAP: Record<SkillPosition, number> = { QB: 1, RB: 3, WR: 4, TE: 2 };

/** The first five of a ranked list, skipping a player whose position is already at its cap. */
export function takeTopFive<T>(ranked: readonly T[], positionOf: (item: T) => SkillPosition): T[] {
  const count: Record<SkillPosition, number> = { QB: 0, RB: 0, WR: 0, TE: 0 };
  const out: T[] = [];
  for (const item of ranked) {
    if (out.length === TOP_FIVE) break;
    const position = positionOf(item);
    if (count[position] >= POSITION_CAP[position]) continue;
    count[position] += 1;
    out.push(item);
  }
  return out;
}
/** A median below this is no DFS target, whatever its value. */
export const MIN_MEDIAN = 3;

export function scoreCandidates(candidates: readonly DfsCandidate[]): DfsPick[] {
  const playing = candidates.filter((c) => !c.ruledOut && c.median >= MIN_MEDIAN);
  const salaried = playing.filter((c): c is DfsCandidate & { salary: number } => c.salary !== null);
  const ownership = projectOwnership(
    salaried.map((c) => ({ id: c.id, position: c.position, median: c.median, salary: c.salary })),
  );
  return playing.map((c) => {
    const inputs = {
      median: c.median,
      ceiling: c.high,
      salary: c.salary,
      opponentRatio: c.opponentRatio,
      bioBoost: c.bioBoost,
    };
    const score = ggScore(inputs);
    return {
      candidate: c,
      ggScore: score,
      components: ggComponents(inputs),
      confidence: ggConfidence(score),
      valuePerThousand: c.salary === null ? null : valuePerThousand(c.median, c.salary),
      valueRating: c.salary === null ? null : valueRating(c.median, c.salary),
      ownership: ownership.get(c.id) ?? null,
      highScoring: c.gameTotal !== null && c.gameTotal > 48,
      commentary: commentary(c),
    };
  });
}

/**
 * The Top 5 of one slate as known at `atMs`: a player whose game has kicked off can no longer be put
 * in a lineup, so he is not a candidate (a Friday's Prime-Time list holds no Thursday-night player).
 */
export function topFive(candidates: readonly DfsCandidate[], slate: Slate, atMs: number) {
  const inSlate = candidates.filter((c) => c.slate === slate && c.kickoff.getTime() > atMs);
  const scored = scoreCandidates(inSlate).sort(
    (a, b) =>
      b.ggScore - a.ggScore ||
      b.candidate.median - a.candidate.median ||
      a.candidate.id.localeCompare(b.candidate.id),
  );
  return {
    slate,
    totalCandidates: scored.length,
    fallback: inSlate.length > 0 && inSlate.every((c) => c.salary === null),
    picks: takeTopFive(scored, (p) => p.candidate.position),
  };
}

function commentary(c: DfsCandidate): string {
  const parts = [
    `Projects ${formatOneDecimal(c.median)} DK points (80% band ${formatOneDecimal(c.low)}–${formatOneDecimal(c.high)})`,
  ];
  if (c.salary !== null)
    parts[0] += ` at $${formatThousands(c.salary)}: ${formatOneDecimal(valuePerThousand(c.median, c.salary))} points per $1,000`;
  const pct = 100 * (c.opponentRatio - 1);
  const whom = c.matchup === 'points' ? '' : `${c.position}s `;
  const what = c.matchup === 'points' ? 'points per game' : 'points';
  if (Math.abs(pct) >= 5)
    parts.push(
      `${c.opponent} has allowed ${whom}${formatThousands(Math.abs(pct))}% ${pct > 0 ? 'more' : 'fewer'} ${what} than average`,
    );
  if (c.gameTotal !== null) parts.push(`game total ${formatOneDecimal(c.gameTotal)}`);
  if (c.bioBoost !== null) parts.push(`BioBoost ${formatThousands(c.bioBoost)}`);
  return `${parts.join('; ')}.`;
}
