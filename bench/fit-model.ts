// Fits the model's constants on training seasons only, walk-forward, and prints them for
// src/domain/model/params.ts. Run: npx tsx bench/fit-model.ts --train 1999-2009
// The first training season only warms the ratings up (every team starts at the mean); the loss
// counts the seasons after it. Nothing from after the training window is read.
//
// Stages (each a coordinate descent with golden-section line searches):
//   1. σ: the closing spread → win probability (Brier of the market on the training games).
//   2. Ratings: K, season regression, home field (start, learning rate), bye / short week / travel,
//      with no market and no BioBoost: the rating model on its own.
//   3. Market weight: how much of the closing spread to blend in, ratings fixed.
//   4. BioBoost points per point of BioBoost difference, everything else fixed.
//   5. Totals: scoring-rating learning rate and regression and the league mean's learning rate with no
//      market, then the market total's weight (squared error of the predicted total). The league mean
//      starts at 20.5 points per team (the NFL average of the 1990s), not fitted: the team ratings can
//      absorb any level, so a fitted start would be unidentified.

import { parseArgs } from 'node:util';
import type { ModelGame } from '../src/domain/model/game.ts';
import { probabilityMetrics } from '../src/domain/model/metrics.ts';
import type { ModelParams } from '../src/domain/model/params.ts';
import { buildScheduleFacts } from '../src/domain/model/schedule-facts.ts';
import { spreadToProbability } from '../src/domain/model/spread-probability.ts';
import { walkForward } from '../src/domain/model/walk-forward.ts';
import { loadNflGames } from '../tests/support/nfl-schedule-fixture.ts';
import { descend, golden } from './fit-optimizer.ts';

const { values } = parseArgs({ options: { train: { type: 'string', default: '1999-2009' } } });
const [trainFrom, trainTo] = (values.train ?? '').split('-').map(Number);
if (!trainFrom || !trainTo || trainTo <= trainFrom) throw new Error('--train FROM-TO, e.g. 1999-2009');

const games = loadNflGames({ fromSeason: trainFrom, toSeason: trainTo });
const facts = buildScheduleFacts(games);
const scored = games.filter((g) => g.season > trainFrom && g.result !== null);
const decided = scored.filter((g) => g.result && g.result.homeScore !== g.result.awayScore);
const homeWon = (g: ModelGame) => (g.result?.homeScore ?? 0) > (g.result?.awayScore ?? 0);
let evaluations = 0;

function brierOf(params: ModelParams): number {
  evaluations += 1;
  const byId = new Map(walkForward(games, { params, facts }).map((p) => [p.gameId, p]));
  return probabilityMetrics(
    decided.map((g) => ({ p: byId.get(g.id)?.homeWinProbability ?? 0.5, homeWon: homeWon(g) })),
  ).brier;
}

function totalErrorOf(params: ModelParams): number {
  evaluations += 1;
  const byId = new Map(walkForward(games, { params, facts }).map((p) => [p.gameId, p]));
  let sum = 0;
  for (const g of scored) {
    const actual = (g.result?.homeScore ?? 0) + (g.result?.awayScore ?? 0);
    sum += ((byId.get(g.id)?.predictedTotal ?? 0) - actual) ** 2;
  }
  return sum / scored.length;
}

const t0 = performance.now();
// A fixed starting point, so the fit does not depend on what params.ts holds today: FiveThirtyEight's
// published choices on the points scale (K 20 Elo ≈ 0.8 points, regression 1/3, home field 65 Elo =
// 2.6 points), no rest/travel, σ 13.5, and neutral totals settings.
const START: ModelParams = {
  version: 'fit-start',
  elo: { k: 1, movA: 2.2, movB: 0.025, seasonRegression: 1 / 3 },
  homeField: { start: 2.6, rate: 0 },
  sigma: 13.5,
  rest: { byePoints: 0, shortWeekPoints: 0, travelPointsPer1000Miles: 0 },
  marketWeight: 0,
  bioBoostPoints: 0,
  totals: { k: 0.1, seasonRegression: 0.3, marketWeight: 0, meanStart: 20.5, meanRate: 0.01 },
};
let params: ModelParams = START;

console.log(
  `Training on ${trainFrom}–${trainTo} (loss on ${trainFrom + 1}–${trainTo}, ${decided.length} decided games)`,
);
console.log('1. σ (market spread → probability)');
const withLine = decided.filter((g) => g.market.spread !== null);
const marketBrier = (sigma: number) =>
  probabilityMetrics(
    withLine.map((g) => ({ p: spreadToProbability(g.market.spread ?? 0, sigma), homeWon: homeWon(g) })),
  ).brier;
params = { ...params, sigma: golden(marketBrier, 9, 20, 0.01) };
console.log(`  σ ${params.sigma.toFixed(2)}, market Brier ${marketBrier(params.sigma).toFixed(5)}`);

console.log('2. ratings alone');
params = descend(
  params,
  [
    { name: 'k', lo: 0.2, hi: 3, tol: 0.01, set: (p, x) => ({ ...p, elo: { ...p.elo, k: x } }) },
    {
      name: 'regression',
      lo: 0,
      hi: 0.8,
      tol: 0.01,
      set: (p, x) => ({ ...p, elo: { ...p.elo, seasonRegression: x } }),
    },
    {
      name: 'hfa',
      lo: 0,
      hi: 5,
      tol: 0.02,
      set: (p, x) => ({ ...p, homeField: { ...p.homeField, start: x } }),
    },
    {
      name: 'hfaRate',
      lo: 0,
      hi: 0.01,
      tol: 0.0002,
      set: (p, x) => ({ ...p, homeField: { ...p.homeField, rate: x } }),
    },
    { name: 'bye', lo: -2, hi: 3, tol: 0.05, set: (p, x) => ({ ...p, rest: { ...p.rest, byePoints: x } }) },
    {
      name: 'short',
      lo: -2,
      hi: 3,
      tol: 0.05,
      set: (p, x) => ({ ...p, rest: { ...p.rest, shortWeekPoints: x } }),
    },
    {
      name: 'travel',
      lo: -1,
      hi: 1.5,
      tol: 0.02,
      set: (p, x) => ({ ...p, rest: { ...p.rest, travelPointsPer1000Miles: x } }),
    },
  ],
  brierOf,
);

console.log('3. market weight');
params = descend(
  params,
  [{ name: 'w', lo: 0, hi: 1, tol: 0.005, set: (p, x) => ({ ...p, marketWeight: x }) }],
  brierOf,
  1,
);

console.log('4. BioBoost points');
params = descend(
  params,
  [{ name: 'bio', lo: -0.3, hi: 0.3, tol: 0.002, set: (p, x) => ({ ...p, bioBoostPoints: x }) }],
  brierOf,
  1,
);

console.log('5. totals: scoring ratings alone, then the market total blended in');
params = descend(
  { ...params, totals: { ...params.totals, marketWeight: 0 } },
  [
    {
      name: 'meanRate',
      lo: 0,
      hi: 0.05,
      tol: 0.0005,
      set: (p, x) => ({ ...p, totals: { ...p.totals, meanRate: x } }),
    },
    { name: 'tk', lo: 0, hi: 0.3, tol: 0.002, set: (p, x) => ({ ...p, totals: { ...p.totals, k: x } }) },
    {
      name: 'treg',
      lo: 0,
      hi: 1,
      tol: 0.01,
      set: (p, x) => ({ ...p, totals: { ...p.totals, seasonRegression: x } }),
    },
  ],
  totalErrorOf,
);
params = descend(
  params,
  [
    {
      name: 'tw',
      lo: 0,
      hi: 1,
      tol: 0.005,
      set: (p, x) => ({ ...p, totals: { ...p.totals, marketWeight: x } }),
    },
  ],
  totalErrorOf,
  1,
);

const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
const out = {
  elo: {
    k: round(params.elo.k, 3),
    movA: params.elo.movA,
    movB: params.elo.movB,
    seasonRegression: round(params.elo.seasonRegression, 3),
  },
  homeField: { start: round(params.homeField.start, 2), rate: round(params.homeField.rate, 5) },
  sigma: round(params.sigma, 2),
  rest: {
    byePoints: round(params.rest.byePoints, 2),
    shortWeekPoints: round(params.rest.shortWeekPoints, 2),
    travelPointsPer1000Miles: round(params.rest.travelPointsPer1000Miles, 3),
  },
  marketWeight: round(params.marketWeight, 3),
  bioBoostPoints: round(params.bioBoostPoints, 4),
  totals: {
    k: round(params.totals.k, 4),
    seasonRegression: round(params.totals.seasonRegression, 3),
    marketWeight: round(params.totals.marketWeight, 3),
    meanStart: round(params.totals.meanStart, 2),
    meanRate: round(params.totals.meanRate, 4),
  },
};
console.log(
  `\nFitted in ${((performance.now() - t0) / 1000).toFixed(1)} s, ${evaluations} walk-forward runs:`,
);
console.log(JSON.stringify(out, null, 2));
console.log(
  `Training Brier ${brierOf({ ...params, ...out }).toFixed(5)}; total RMSE ${Math.sqrt(totalErrorOf({ ...params, ...out })).toFixed(3)}`,
);
