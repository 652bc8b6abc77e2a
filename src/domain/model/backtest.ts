// The backtest: replay the games walk-forward (the same engine the live picks use), then score the
// picks of the evaluated seasons side by side with the market's closing line and FiveThirtyEight's
// published Elo, on the very same games. Results are read only here, after every prediction exists.

import type {
  AblationMetrics,
  AblationVariant,
  Comparison,
  MarketMetrics,
  ModelMetrics,
  ModelReport,
  SourceMetrics,
} from '../../shared/api/model-report.ts';
import type { ModelGame, Side } from './game.ts';
import { gradePrediction, gradeSpread, type Outcome } from './grading.ts';
import { betRecord, calibrationTable, probabilityMetrics, type Scored, tierTable } from './metrics.ts';
import { type ModelParams, withoutBioBoost, withoutMarket } from './params.ts';
import type { GamePrediction } from './predict-game.ts';
import type { GameFacts } from './schedule-facts.ts';
import { buildScheduleFacts } from './schedule-facts.ts';
import { spreadToProbability } from './spread-probability.ts';
import { walkForward } from './walk-forward.ts';

export interface BacktestInput {
  /** Every game, including the seasons before `fromSeason` that warm the ratings up. */
  games: readonly ModelGame[];
  fromSeason: number;
  toSeason: number;
  params: ModelParams;
  fit: { fromSeason: number; toSeason: number; command: string };
  /** FiveThirtyEight's home-win probability by game id (elo538-match.ts). */
  elo538?: ReadonlyMap<string, number>;
  facts?: ReadonlyMap<string, GameFacts>;
}

const VARIANTS: { variant: AblationVariant; description: string; params: (p: ModelParams) => ModelParams }[] =
  [
    { variant: 'full', description: 'Ratings + market blend + BioBoost adjustment', params: (p) => p },
    { variant: 'no-bioboost', description: 'Without the BioBoost adjustment', params: withoutBioBoost },
    {
      variant: 'no-market',
      description: 'Without the market blend (ratings and BioBoost only)',
      params: withoutMarket,
    },
    {
      variant: 'ratings-only',
      description: 'Ratings alone: no market, no BioBoost',
      params: (p) => withoutMarket(withoutBioBoost(p)),
    },
  ];

export function runBacktest(input: BacktestInput): ModelReport {
  const facts = input.facts ?? buildScheduleFacts(input.games);
  const runs = VARIANTS.map((v) => {
    const preds = walkForward(input.games, { params: v.params(input.params), facts });
    return { ...v, byId: new Map(preds.map((p) => [p.gameId, p])) };
  });
  const full = runs[0]?.byId ?? new Map<string, GamePrediction>();
  const elo538 = input.elo538 ?? new Map<string, number>();

  const evaluated = input.games.filter(
    (g) =>
      g.season >= input.fromSeason &&
      g.season <= input.toSeason &&
      g.result !== null &&
      g.market.spread !== null,
  );
  const with538 = evaluated.filter((g) => elo538.has(g.id));
  // "Same games": where 538 covers any of the window, only games 538 covers; otherwise all of them.
  const same = with538.length > 0 ? with538 : evaluated;

  const compare = (games: readonly ModelGame[]): Comparison => {
    const covered = games.filter((g) => elo538.has(g.id));
    return {
      model: modelMetrics(games, full),
      market: marketMetrics(games, input.params.sigma),
      elo538: covered.length === games.length && games.length > 0 ? elo538Metrics(games, elo538) : null,
    };
  };
  const seasons: ModelReport['seasons'] = [];
  for (let season = input.fromSeason; season <= input.toSeason; season += 1) {
    const inSeason = evaluated.filter((g) => g.season === season);
    if (inSeason.length === 0) continue;
    const covered = inSeason.filter((g) => elo538.has(g.id));
    seasons.push({ season, ...compare(covered.length > 0 ? covered : inSeason) });
  }

  return {
    modelVersion: input.params.version,
    fromSeason: input.fromSeason,
    toSeason: input.toSeason,
    fit: input.fit,
    params: input.params,
    overall: compare(same),
    allGames: { model: modelMetrics(evaluated, full), market: marketMetrics(evaluated, input.params.sigma) },
    seasons,
    ablation: runs.map((r) => ({
      variant: r.variant,
      description: r.description,
      overall: ablationMetrics(same, r.byId),
      allGames: ablationMetrics(evaluated, r.byId),
    })),
    notes: [
      'Walk-forward: each pick uses only results known before its kickoff (a result counts 4 hours after kickoff).',
      'Ties are left out of accuracy, Brier and log loss; pushes are left out of ATS and totals percentages.',
      `Market probability: the closing spread through a normal margin with σ ${input.params.sigma.toFixed(2)} points, fitted on ${input.fit.fromSeason}–${input.fit.toSeason}.`,
      "Same games: where FiveThirtyEight's published Elo covers the window (2010–2020), every comparison uses only the games it covers, matched by date and teams.",
    ],
  };
}

function decided(games: readonly ModelGame[]): ModelGame[] {
  return games.filter((g) => g.result !== null && g.result.homeScore !== g.result.awayScore);
}

function homeWon(g: ModelGame): boolean {
  return (g.result?.homeScore ?? 0) > (g.result?.awayScore ?? 0);
}

function source(items: Scored[]): SourceMetrics {
  return { ...probabilityMetrics(items), calibration: calibrationTable(items) };
}

function predictionOf(byId: ReadonlyMap<string, GamePrediction>, g: ModelGame): GamePrediction {
  const p = byId.get(g.id);
  if (!p) throw new Error(`No prediction for ${g.id}`);
  return p;
}

function picks(games: readonly ModelGame[], byId: ReadonlyMap<string, GamePrediction>) {
  const ats: (Outcome | null)[] = [];
  const totals: (Outcome | null)[] = [];
  for (const g of games) {
    if (!g.result) continue;
    const grade = gradePrediction(predictionOf(byId, g), g.result);
    ats.push(grade.spread);
    totals.push(grade.total);
  }
  return { ats: betRecord(ats), totals: betRecord(totals) };
}

function modelMetrics(games: readonly ModelGame[], byId: ReadonlyMap<string, GamePrediction>): ModelMetrics {
  const items = decided(games).map((g) => ({
    p: predictionOf(byId, g).homeWinProbability,
    homeWon: homeWon(g),
  }));
  return { ...source(items), ...picks(games, byId), tiers: tierTable(items) };
}

function ablationMetrics(
  games: readonly ModelGame[],
  byId: ReadonlyMap<string, GamePrediction>,
): AblationMetrics {
  const items = decided(games).map((g) => ({
    p: predictionOf(byId, g).homeWinProbability,
    homeWon: homeWon(g),
  }));
  return { ...probabilityMetrics(items), ...picks(games, byId) };
}

export function marketProbability(spread: number, sigma: number): number {
  return spreadToProbability(spread, sigma);
}

function marketMetrics(games: readonly ModelGame[], sigma: number): MarketMetrics {
  const items = decided(games).map((g) => ({
    p: marketProbability(g.market.spread ?? 0, sigma),
    homeWon: homeWon(g),
  }));
  const covers: (Outcome | null)[] = [];
  for (const g of games) {
    const line = g.market.spread;
    if (line === null || line === 0 || !g.result) continue;
    const favourite: Side = line > 0 ? 'home' : 'away';
    covers.push(gradeSpread(favourite, line, g.result));
  }
  return { ...source(items), favouriteCovers: betRecord(covers) };
}

function elo538Metrics(games: readonly ModelGame[], elo538: ReadonlyMap<string, number>): SourceMetrics {
  return source(decided(games).map((g) => ({ p: elo538.get(g.id) ?? 0.5, homeWon: homeWon(g) })));
}
