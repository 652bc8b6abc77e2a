// The 'AI Insights' of spec 02's heatmap, written from the computed factors only: which factor drives
// each bet's risk, what is unknown, which bet carries the least risk. Nothing here is a fact the
// factors do not hold; the page says the text is generated from them.
import type { BetRisk } from './game-risk.ts';
import { RECOMMENDATION_LABELS, SCORED_FACTORS, type ScoredFactor, WEIGHTS } from './score.ts';

const FACTOR_NAMES: Record<ScoredFactor, string> = {
  lineMovement: 'line movement',
  weather: 'weather',
  injuries: 'injuries',
  history: 'ATS history',
};
const BET_NAMES = { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' } as const;

const percent = (w: number) => `${Math.round(w * 100)} %`;

function betSentence(b: BetRisk): string {
  const name = BET_NAMES[b.betType];
  const label = RECOMMENDATION_LABELS[b.cell.recommendation];
  if (b.cell.riskScore === null) return `${name}: ${label}. ${b.cell.reason ?? ''}`.trim();
  const weights = WEIGHTS[b.betType];
  const known = SCORED_FACTORS.flatMap((factor) => {
    const risk = b.factors[factor];
    return risk === null ? [] : [{ factor, risk }];
  });
  const driver = known.reduce((best, k) =>
    weights[k.factor] * k.risk > weights[best.factor] * best.risk ? k : best,
  ).factor;
  const parts = [
    `${name}: risk ${b.cell.riskScore}, confidence ${b.cell.confidence}, ${label}.`,
    `The largest share comes from ${FACTOR_NAMES[driver]} (risk ${b.factors[driver]} at ${percent(weights[driver])} weight).`,
  ];
  if (b.cell.missing.length) {
    parts.push(`Not scored: ${b.cell.missing.map((f) => FACTOR_NAMES[f]).join(', ')} (unknown).`);
  }
  return parts.join(' ');
}

export function insightLines(bets: readonly BetRisk[]): string[] {
  const lines = bets.map(betSentence);
  const scored = bets.flatMap((b) =>
    b.cell.riskScore === null ? [] : [{ betType: b.betType, score: b.cell.riskScore }],
  );
  if (scored.length > 1) {
    const lowest = scored.reduce((best, b) => (b.score < best.score ? b : best));
    lines.push(
      `Least risk of the scored bets: ${BET_NAMES[lowest.betType].toLowerCase()} (${lowest.score}).`,
    );
  } else if (scored.length === 0) {
    lines.push('No bet on this game can be scored yet: each lacks the inputs it needs.');
  }
  return lines;
}
