// One prop pick: OVER or UNDER a sportsbook's line, from the player's projection. The side is the one
// whose chance (from the projection and the market's spread) beats the book's no-vig price; the edge is
// said twice, in the stat's units (projection − line) and in probability (ours − the book's fair one).
// Confidence tiers are a fixed judgement on that probability edge, not a calibrated figure: no prop
// lines have been graded yet to calibrate them on (docs/decisions/063-prop-picks.md).
import { noVig } from '../odds/no-vig.ts';
import { outcomeChances } from './outcome-chances.ts';
import { PROP_MARKET_INFO, type PropMarket } from './prop-markets.ts';

export type PropSide = 'OVER' | 'UNDER';
export type PropConfidence = 'HIGH' | 'MEDIUM' | 'LOW';

/** A book's two-way quote on one player's market. */
export interface PropQuote {
  book: string;
  line: number;
  overPrice: number;
  underPrice: number;
  capturedAtMs: number;
}

export interface HitRate {
  /** His games (most recent first, at most HIT_RATE_GAMES) that went the picked side of this line. */
  hits: number;
  /** Games that landed exactly on the line. */
  pushes: number;
  games: number;
}

export interface PropPick {
  market: PropMarket;
  side: PropSide;
  line: number;
  projection: number;
  /** Projection − line, in the stat's units (positive: projected over). */
  edge: number;
  /** Our chance the picked side wins, pushes left out (so it compares with the no-vig price). */
  probability: number;
  /** The book's fair chance of the picked side, margin removed. */
  marketProbability: number;
  probabilityEdge: number;
  confidence: PropConfidence;
  hitRate: HitRate;
}

export const HIT_RATE_GAMES = 10;
export const CONFIDENCE_EDGES = { HIGH: 0.1, MEDIUM: 0.05 } as const;

export function confidenceOf(probabilityEdge: number): PropConfidence {
  if (probabilityEdge >= CONFIDENCE_EDGES.HIGH) return 'HIGH';
  if (probabilityEdge >= CONFIDENCE_EDGES.MEDIUM) return 'MEDIUM';
  return 'LOW';
}

/** How his last games (values oldest first) went against `line` for `side`. */
export function hitRate(recent: readonly number[], line: number, side: PropSide): HitRate {
  const last = recent.slice(-HIT_RATE_GAMES);
  let hits = 0;
  let pushes = 0;
  for (const v of last) {
    if (v === line) {
      pushes += 1;
      continue;
    }
    // Stryker disable next-line EqualityOperator: equivalent: a value on the line was counted as a push above
    if (side === 'OVER' ? v > line : v < line) hits += 1;
  }
  return { hits, pushes, games: last.length };
}

/**
 * @param projection his projected stat (mean) for the game
 * @param recent his values of the stat in his games before kickoff, oldest first
 */
export function pickProp(
  market: PropMarket,
  projection: number,
  quote: PropQuote,
  recent: readonly number[],
): PropPick {
  const chances = outcomeChances(PROP_MARKET_INFO[market].spread, projection, quote.line);
  const decided = chances.over + chances.under;
  const overChance = decided > 0 ? chances.over / decided : 0.5;
  const [fairOver = 0.5] = noVig([quote.overPrice, quote.underPrice]).probabilities;
  const side: PropSide = overChance - fairOver >= 0 ? 'OVER' : 'UNDER';
  const probability = side === 'OVER' ? overChance : 1 - overChance;
  const marketProbability = side === 'OVER' ? fairOver : 1 - fairOver;
  const probabilityEdge = probability - marketProbability;
  return {
    market,
    side,
    line: quote.line,
    projection,
    edge: projection - quote.line,
    probability,
    marketProbability,
    probabilityEdge,
    confidence: confidenceOf(probabilityEdge),
    hitRate: hitRate(recent, quote.line, side),
  };
}

/** A new version is a new public record: bump it when the pick's maths or the projection change. */
export const PROP_MODEL_VERSION = 'gg-props-2';
