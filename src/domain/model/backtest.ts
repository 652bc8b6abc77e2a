// The backtest: replay the games walk-forward (the same engine the live picks use), then score the
// picks of the evaluated seasons side by side with the market (closing spread and no-vig closing
// moneyline) and FiveThirtyEight's published Elo, on the very same games (backtest-metrics.ts).

import type { AblationVariant, Comparison, ModelReport } from '../../shared/api/model-report.ts';
import type { OpenClose } from './at-open.ts';
import { runAtOpen } from './at-open-run.ts';
import {
  ablationMetrics,
  elo538Metrics,
  marketMetrics,
  modelMetrics,
  moneylineBaseline,
  type Predictions,
  rawProbabilities,
} from './backtest-metrics.ts';
import { backtestRecalibration } from './backtest-recalibration.ts';
import { BET_RULE, PUBLISH_BETS } from './bet-rule.ts';
import type { ModelGame } from './game.ts';
import { type ModelParams, withoutBioBoost, withoutMarket } from './params.ts';
import type { GamePrediction } from './predict-game.ts';
import { recordAtOpen } from './record-at-open.ts';
import type { GameFacts } from './schedule-facts.ts';
import { buildScheduleFacts } from './schedule-facts.ts';
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
  /** SBR's opening and closing lines by game id (2007–2021): the record at the open, when given. */
  openLines?: ReadonlyMap<string, OpenClose>;
}

interface Variant {
  variant: AblationVariant;
  description: string;
  params: (p: ModelParams) => ModelParams;
  games?: (games: readonly ModelGame[]) => readonly ModelGame[];
}

const VARIANTS: Variant[] = [
  { variant: 'full', description: 'Ratings + market blend + BioBoost adjustment', params: (p) => p },
  {
    variant: 'no-injuries',
    description: 'Without the injury reports (recovery unknown, left out of BioBoost)',
    params: (p) => p,
    games: (games) => games.map(({ injuries: _, ...g }) => g),
  },
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
    const games = v.games ? v.games(input.games) : input.games;
    // Recalibrated, as the picks are frozen (decision 107): the report's record is the picks' record.
    const preds = walkForward(games, { params: v.params(input.params), facts, recalibrate: true });
    return { ...v, byId: new Map(preds.map((p) => [p.gameId, p])) };
  });
  const full: Predictions = runs[0]?.byId ?? new Map<string, GamePrediction>();
  const sigma = input.params.sigma;
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
      market: marketMetrics(games, sigma),
      moneyline: moneylineBaseline(games, full, sigma),
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
    allGames: {
      model: modelMetrics(evaluated, full),
      market: marketMetrics(evaluated, sigma),
      moneyline: moneylineBaseline(evaluated, full, sigma),
    },
    seasons,
    ablation: runs.map((r) => ({
      variant: r.variant,
      description: r.description,
      overall: ablationMetrics(same, r.byId),
      allGames: ablationMetrics(evaluated, r.byId),
    })),
    atOpen: atOpenSection(input),
    recalibration: backtestRecalibration(input.games, rawProbabilities(full), {
      same,
      evaluated,
    }),
    notes: [
      'Walk-forward: each pick uses only results known before its kickoff (a result counts 4 hours after kickoff).',
      'Ties are left out of accuracy, Brier and log loss (no side to call); against the spread and on totals every game is graded, ties included, and pushes are left out of the percentages.',
      `Market probability from the closing spread: through a normal margin with σ ${sigma.toFixed(2)} points, fitted on ${input.fit.fromSeason}–${input.fit.toSeason}.`,
      "Market probability from the closing moneylines: each price's implied probability, with the bookmaker's margin removed in proportion (p_home / (p_home + p_away)); only games with both moneylines, the model scored on the same games.",
      "Same games: where FiveThirtyEight's published Elo covers the window (2010–2020), every comparison uses only the games it covers, matched by date and teams.",
    ],
  };
}

/** The record at the open over the report's seasons that have opening lines; none without lines. */
function atOpenSection(input: BacktestInput): ModelReport['atOpen'] {
  if (!input.openLines || input.openLines.size === 0) return undefined;
  const run = runAtOpen(input.games, input.openLines, input.params);
  const seasons = run?.rows.filter((r) => r.season >= input.fromSeason && r.season <= input.toSeason) ?? [];
  if (!run || seasons.length === 0) return undefined;
  const range = {
    fromSeason: Math.min(...seasons.map((r) => r.season)),
    toSeason: Math.max(...seasons.map((r) => r.season)),
  };
  return recordAtOpen(run.rows, range, BET_RULE, PUBLISH_BETS);
}
