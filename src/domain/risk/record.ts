// Risk checked against results (decision 119): did a lower risk score go with more wins? Each graded bet
// is the model's own pick on a game and bet type, scored by the heatmap's weights as of the week's first
// kickoff, and counted in the colour band of spec 02 §9 it fell in. Pure: the graded rows in, the table
// and a plain verdict out.
import type { BetType } from './score.ts';

export type Outcome = 'win' | 'loss' | 'push';

export interface GradedRisk {
  betType: BetType;
  /** The cell's risk score as of the week's first kickoff; null when the cell was insufficient. */
  riskScore: number | null;
  outcome: Outcome;
}

/** Spec 02 §9's colour bands, lowest risk first. */
export const RISK_BANDS = [
  { label: 'Below 20', min: 0, max: 20 },
  { label: '20–39', min: 20, max: 40 },
  { label: '40–59', min: 40, max: 60 },
  { label: '60–79', min: 60, max: 80 },
  { label: '80 and above', min: 80, max: 101 },
] as const;

/** Low risk, for the verdict: the green and light green bands (below 40). */
export const LOW_RISK_BELOW = 40;
/** Fewer decided bets than this on either side of 40 and the verdict is "too few to tell". */
export const MIN_DECIDED = 30;

export interface BandRow {
  label: string;
  bets: number;
  wins: number;
  losses: number;
  pushes: number;
  /** wins / (wins + losses), pushes apart; null with no decided bet. */
  winRate: number | null;
}

export type VerdictKind = 'supported' | 'contradicted' | 'unclear' | 'too_few';

export interface RiskRecord {
  bands: BandRow[];
  /** Graded bets whose cell was 'AVOID - Insufficient Data' (no score to place in a band). */
  unscored: number;
  verdict: { kind: VerdictKind; text: string };
}

interface Tally {
  wins: number;
  losses: number;
  pushes: number;
}

const rate = (t: Tally) => (t.wins + t.losses === 0 ? null : t.wins / (t.wins + t.losses));
const pct = (r: number) => `${(r * 100).toFixed(1)}%`;

/** A graded bet whose cell had a score (not 'AVOID - Insufficient Data'). */
type Scored = GradedRisk & { riskScore: number };
const isScored = (r: GradedRisk): r is Scored => r.riskScore !== null;

function tally(rows: readonly GradedRisk[]): Tally {
  return {
    wins: rows.filter((r) => r.outcome === 'win').length,
    losses: rows.filter((r) => r.outcome === 'loss').length,
    pushes: rows.filter((r) => r.outcome === 'push').length,
  };
}

/**
 * Two-proportion z statistic of low-risk against higher-risk win rates (pooled standard error):
 * positive when the low-risk bets won more often.
 */
export function winRateZ(low: Tally, high: Tally): number {
  const n1 = low.wins + low.losses;
  const n2 = high.wins + high.losses;
  const p = (low.wins + high.wins) / (n1 + n2);
  const se = Math.sqrt(p * (1 - p) * (1 / n1 + 1 / n2));
  if (se === 0) return 0;
  return (low.wins / n1 - high.wins / n2) / se;
}

function verdict(scored: readonly Scored[]): RiskRecord['verdict'] {
  const low = tally(scored.filter((r) => r.riskScore < LOW_RISK_BELOW));
  const high = tally(scored.filter((r) => r.riskScore >= LOW_RISK_BELOW));
  const nLow = low.wins + low.losses;
  const nHigh = high.wins + high.losses;
  if (nLow < MIN_DECIDED || nHigh < MIN_DECIDED)
    return {
      kind: 'too_few',
      text: `Too few graded bets to tell: ${nLow} decided below risk ${LOW_RISK_BELOW} and ${nHigh} at ${LOW_RISK_BELOW} or above (we wait for ${MIN_DECIDED} on each side). The weights are not supported by results yet.`,
    };
  // Both sides have MIN_DECIDED or more decided bets here, so neither rate divides by 0.
  const lowRate = low.wins / nLow;
  const highRate = high.wins / nHigh;
  const z = winRateZ(low, high);
  const both = `Bets below risk ${LOW_RISK_BELOW} won ${pct(lowRate)} of ${nLow} decided; bets at ${LOW_RISK_BELOW} or above won ${pct(highRate)} of ${nHigh}.`;
  if (z >= 1.96)
    return {
      kind: 'supported',
      text: `${both} Lower risk went with more wins, beyond chance: the results support the weights.`,
    };
  if (z <= -1.96)
    return {
      kind: 'contradicted',
      text: `${both} Lower risk went with fewer wins, beyond chance: the results contradict the weights.`,
    };
  return {
    kind: 'unclear',
    text: `${both} The difference is within chance: the results do not support the weights.`,
  };
}

export function riskRecord(rows: readonly GradedRisk[]): RiskRecord {
  const scored = rows.filter(isScored);
  const bands = RISK_BANDS.map((b) => {
    const inBand = scored.filter((r) => r.riskScore >= b.min && r.riskScore < b.max);
    const t = tally(inBand);
    return { label: b.label, bets: inBand.length, ...t, winRate: rate(t) };
  });
  return { bands, unscored: rows.length - scored.length, verdict: verdict(scored) };
}
