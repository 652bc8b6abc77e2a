// Spec 02 §9's risk cell: the factors' weighted risk, the confidence, the recommendation and the colour
// band per game and bet type. 'Public betting' carries no weight: we have no real source for it.
export const BET_TYPES = ['spread', 'total', 'moneyline'] as const;
export type BetType = (typeof BET_TYPES)[number];

export const SCORED_FACTORS = ['lineMovement', 'weather', 'injuries', 'history'] as const;
export type ScoredFactor = (typeof SCORED_FACTORS)[number];

/**
 * Weights per bet type (each row sums to 1). Not fitted: chosen so each bet type leans on what moves it
 * most, weather on totals, injuries on the moneyline (decision 114).
 */
export const WEIGHTS: Readonly<Record<BetType, Readonly<Record<ScoredFactor, number>>>> = {
  spread: { lineMovement: 0.35, weather: 0.1, injuries: 0.3, history: 0.25 },
  total: { lineMovement: 0.3, weather: 0.35, injuries: 0.15, history: 0.2 },
  moneyline: { lineMovement: 0.3, weather: 0.1, injuries: 0.35, history: 0.25 },
};

/** Below this share of the weight known, the cell is 'AVOID - Insufficient Data'. */
export const MIN_KNOWN_WEIGHT = 0.5;
/** With any factor unknown the confidence stays at or below this: never a buy. */
export const MISSING_FACTOR_CONFIDENCE = 50;

export type Recommendation = 'strong_buy' | 'buy' | 'hold' | 'avoid' | 'strong_avoid' | 'insufficient_data';
export type Band = 'green' | 'light_green' | 'yellow' | 'orange' | 'red' | 'none';

export const RECOMMENDATION_LABELS: Readonly<Record<Recommendation, string>> = {
  strong_buy: 'STRONG BUY',
  buy: 'BUY',
  hold: 'HOLD',
  avoid: 'AVOID',
  strong_avoid: 'STRONG AVOID',
  insufficient_data: 'AVOID - Insufficient Data',
};

/** Spec 02 §9: strong_buy below 20 with confidence above 70; buy below 35 above 60; hold below 65; avoid below 80. */
export function recommend(risk: number, confidence: number): Exclude<Recommendation, 'insufficient_data'> {
  if (risk < 20 && confidence > 70) return 'strong_buy';
  if (risk < 35 && confidence > 60) return 'buy';
  if (risk < 65) return 'hold';
  if (risk < 80) return 'avoid';
  return 'strong_avoid';
}

/** Spec 02 §9's colours: below 20 green, below 40 light green, below 60 yellow, below 80 orange, else red. */
export function band(risk: number | null): Band {
  if (risk === null) return 'none';
  if (risk < 20) return 'green';
  if (risk < 40) return 'light_green';
  if (risk < 60) return 'yellow';
  if (risk < 80) return 'orange';
  return 'red';
}

/** 35 with no history, 5 more per decided game behind it; spec 02 §9 clamps confidence to 20–95. */
export function historyConfidence(games: number): number {
  return Math.min(95, Math.max(20, 35 + 5 * games));
}

export interface RiskCell {
  riskScore: number | null;
  confidence: number | null;
  recommendation: Recommendation;
  band: Band;
  /** Share of the bet type's weight whose factor is known. */
  knownWeight: number;
  missing: ScoredFactor[];
  /** Why the cell is insufficient, or why its confidence is held down; null when neither. */
  reason: string | null;
}

const NAMES: Record<ScoredFactor, string> = {
  lineMovement: 'line movement',
  weather: 'weather',
  injuries: 'injuries',
  history: 'ATS history',
};

/**
 * `risks`: each factor's 0–100 risk, null when unknown. `marketKnown`: a line (or price) to bet exists.
 * The score is the weighted mean over the known factors; missing ones lower the confidence instead.
 */
export function riskCell(
  betType: BetType,
  risks: Readonly<Record<ScoredFactor, number | null>>,
  marketKnown: boolean,
  games: number,
): RiskCell {
  const weights = WEIGHTS[betType];
  const missing = SCORED_FACTORS.filter((f) => risks[f] === null);
  const scored = SCORED_FACTORS.flatMap((factor) => {
    const risk = risks[factor];
    return risk === null ? [] : [{ factor, risk }];
  });
  const known = scored.map((k) => k.factor);
  const knownWeight = Math.round(known.reduce((s, f) => s + weights[f], 0) * 100) / 100;
  const list = missing.map((f) => NAMES[f]).join(', ');
  if (!marketKnown || knownWeight < MIN_KNOWN_WEIGHT) {
    return {
      riskScore: null,
      confidence: null,
      recommendation: 'insufficient_data',
      band: 'none',
      knownWeight,
      missing,
      reason: !marketKnown
        ? `No ${betType === 'total' ? 'total' : betType === 'spread' ? 'spread' : 'moneyline price'} is stored for this game yet.`
        : `Unknown: ${list}; under half of this bet's weight is known.`,
    };
  }
  const sum = scored.reduce((s, k) => s + weights[k.factor] * k.risk, 0);
  const riskScore = Math.round(sum / known.reduce((s, f) => s + weights[f], 0));
  const base = historyConfidence(games);
  const confidence = missing.length ? Math.min(base, MISSING_FACTOR_CONFIDENCE) : base;
  return {
    riskScore,
    confidence,
    recommendation: recommend(riskScore, confidence),
    band: band(riskScore),
    knownWeight,
    missing,
    reason: missing.length
      ? `Unknown: ${list}; confidence held at ${MISSING_FACTOR_CONFIDENCE} or below.`
      : null,
  };
}
