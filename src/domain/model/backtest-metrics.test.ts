// What the backtest report scores, on five hand-made games: which games enter the probability
// metrics (decided ones), which enter the records against the spread and the total (every graded
// game, pushes apart), the favourite's cover record, the no-vig moneyline baseline and 538's Elo.
// backtest.test.ts replays the real schedule; these pin the counting rules one game at a time.
import { describe, expect, it } from 'vitest';
import {
  ablationMetrics,
  elo538Metrics,
  marketMetrics,
  modelMetrics,
  moneylineBaseline,
} from './backtest-metrics.ts';
import type { GameResult, MarketLine } from './game.ts';
import type { GamePrediction } from './predict-game.ts';
import { sampleGame, samplePrediction } from './sample-game.test-data.ts';
import { spreadToProbability } from './spread-probability.ts';

const SIGMA = 13.5;
const game = (id: string, market: MarketLine, result: GameResult | null) =>
  sampleGame({ id, market, result });

// g1: Chiefs −3 win by 7 (47 points); g2: Bills −2.5 win by 4 (44); g3: a pick'em tied 20–20;
// g4: not played yet; g5: no line, Chiefs by 20.
const GAMES = [
  game(
    'g1',
    { spread: 3, total: 47.5, moneyline: { home: -150, away: 130 } },
    { homeScore: 27, awayScore: 20 },
  ),
  game(
    'g2',
    { spread: -2.5, total: 47.5, moneyline: { home: 120, away: -140 } },
    { homeScore: 20, awayScore: 24 },
  ),
  game('g3', { spread: 0, total: 47.5 }, { homeScore: 20, awayScore: 20 }),
  game('g4', { spread: 1, total: 40 }, null),
  game('g5', { spread: null, total: null }, { homeScore: 30, awayScore: 10 }),
];

const pick = (
  gameId: string,
  homeWinProbability: number,
  spread: GamePrediction['spread'],
  total: GamePrediction['total'],
): [string, GamePrediction] => [
  gameId,
  samplePrediction({
    gameId,
    homeWinProbability,
    winner: homeWinProbability >= 0.5 ? 'home' : 'away',
    spread,
    total,
  }),
];

// The model: Chiefs 70% and −3 covers (win), OVER 47.5 (loss at 47); Chiefs 55% (wrong) and +2.5 (loss
// by 1.5), UNDER (win); the tie: 50%, home at 0 (push), UNDER (win); g5: 80%, no line to pick against.
// g4, unplayed, has no prediction: nothing may ask for one.
const PREDICTIONS = new Map([
  pick(
    'g1',
    0.7,
    { line: 3, pick: 'home', pickTeam: 'KC', edge: 1, price: null },
    { line: 47.5, pick: 'OVER', edge: 1, price: null },
  ),
  pick(
    'g2',
    0.55,
    { line: -2.5, pick: 'home', pickTeam: 'KC', edge: 3, price: null },
    { line: 47.5, pick: 'UNDER', edge: -1, price: null },
  ),
  pick(
    'g3',
    0.5,
    { line: 0, pick: 'home', pickTeam: 'KC', edge: 0.2, price: null },
    { line: 47.5, pick: 'UNDER', edge: -3, price: null },
  ),
  pick('g5', 0.8, null, null),
]);

/** Brier and log loss of (probability, home won) pairs, written out. */
function scores(items: [number, boolean][]) {
  const n = items.length;
  return {
    games: n,
    brier: items.reduce((s, [p, won]) => s + (p - (won ? 1 : 0)) ** 2, 0) / n,
    logLoss: -items.reduce((s, [p, won]) => s + Math.log(won ? p : 1 - p), 0) / n,
  };
}

describe('backtest metrics', () => {
  it('scores the model on decided games only, and grades every played game against the spread and total', () => {
    const m = modelMetrics(GAMES, PREDICTIONS);
    // g1 right, g2 wrong, g5 right; the tie and the unplayed game are left out.
    expect(m.games).toBe(3);
    expect(m.accuracy).toBeCloseTo(2 / 3, 12);
    const expected = scores([
      [0.7, true],
      [0.55, false],
      [0.8, true],
    ]);
    // (0.09 + 0.3025 + 0.04) / 3
    expect(m.brier).toBeCloseTo(0.4325 / 3, 12);
    expect(m.brier).toBeCloseTo(expected.brier, 12);
    expect(m.logLoss).toBeCloseTo(expected.logLoss, 12);
    expect(m.ats).toEqual({ wins: 1, losses: 1, pushes: 1, pct: 0.5 });
    expect(m.totals).toEqual({ wins: 2, losses: 1, pushes: 0, pct: 2 / 3 });
    expect(m.calibration.reduce((s, b) => s + b.games, 0)).toBe(3);
    expect(m.tiers.reduce((s, t) => s + t.games, 0)).toBe(3);
  });

  it('gives the ablation runs the same probability metrics and records, without tables', () => {
    const full = modelMetrics(GAMES, PREDICTIONS);
    const a = ablationMetrics(GAMES, PREDICTIONS);
    expect(a).toEqual({
      games: 3,
      accuracy: full.accuracy,
      brier: full.brier,
      logLoss: full.logLoss,
      straightUp: full.straightUp,
      ats: full.ats,
      totals: full.totals,
    });
  });

  it('asks for the prediction of every played game, and of no unplayed one', () => {
    const without = new Map(PREDICTIONS);
    without.delete('g3');
    expect(() => modelMetrics(GAMES, without)).toThrow('No prediction for g3');
    expect(() => modelMetrics(GAMES.slice(3, 4), new Map())).not.toThrow();
  });

  it('turns the closing spread into a probability, counting a missing line as a coin flip', () => {
    const m = marketMetrics(GAMES, SIGMA);
    const expected = scores([
      [spreadToProbability(3, SIGMA), true],
      [spreadToProbability(-2.5, SIGMA), false],
      [0.5, true],
    ]);
    expect(m.games).toBe(3);
    // The favourite won both lined games; g5 has no line and counts half.
    expect(m.accuracy).toBeCloseTo(2.5 / 3, 12);
    expect(m.brier).toBeCloseTo(expected.brier, 12);
    expect(m.logLoss).toBeCloseTo(expected.logLoss, 12);
  });

  it('counts the favourite’s covers on lined games only: no pick’em, no missing line, no unplayed game', () => {
    // Chiefs −3 won by 7 (cover); Bills −2.5 won by 4 (cover).
    expect(marketMetrics(GAMES, SIGMA).favouriteCovers).toEqual({ wins: 2, losses: 0, pushes: 0, pct: 1 });
    const noCover = game('g6', { spread: -7, total: null }, { homeScore: 17, awayScore: 21 });
    const push = game('g7', { spread: 3, total: null }, { homeScore: 20, awayScore: 17 });
    expect(marketMetrics([noCover, push], SIGMA).favouriteCovers).toEqual({
      wins: 0,
      losses: 1,
      pushes: 1,
      pct: 0,
    });
  });

  it('compares the no-vig moneyline with the model and the spread on the very games that have one', () => {
    const b = moneylineBaseline(GAMES, PREDICTIONS, SIGMA);
    // −150 / +130: 60% and 43.5% before the vig, 58.0% after; +120 / −140: 45.5% and 58.3%, 43.8%.
    const g1 = 0.6 / (0.6 + 100 / 230);
    const g2 = 100 / 220 / (100 / 220 + 140 / 240);
    expect(b?.market.games).toBe(2);
    expect(b?.market.brier).toBeCloseTo(
      scores([
        [g1, true],
        [g2, false],
      ]).brier,
      12,
    );
    expect(b?.market.accuracy).toBe(1);
    expect(b?.market.calibration.reduce((s, bin) => s + bin.games, 0)).toBe(2);
    expect(b?.model).toEqual({
      games: 2,
      accuracy: 0.5,
      ...brierAndLogLoss([
        [0.7, true],
        [0.55, false],
      ]),
    });
    expect(b?.spread.games).toBe(2);
    expect(b?.spread.brier).toBeCloseTo(
      scores([
        [spreadToProbability(3, SIGMA), true],
        [spreadToProbability(-2.5, SIGMA), false],
      ]).brier,
      12,
    );
    // g5 was decided without a moneyline; the tie does not count.
    expect(b?.missing).toBe(1);
    expect(moneylineBaseline(GAMES.slice(2), PREDICTIONS, SIGMA)).toBeNull();
  });

  it('scores 538’s Elo on decided games, a game it did not rate counting as a coin flip', () => {
    const m = elo538Metrics(
      GAMES,
      new Map([
        ['g1', 0.6],
        ['g3', 0.9],
        ['g5', 0.9],
      ]),
    );
    const expected = scores([
      [0.6, true],
      [0.5, false],
      [0.9, true],
    ]);
    expect(m.games).toBe(3);
    expect(m.accuracy).toBeCloseTo(2.5 / 3, 12);
    expect(m.brier).toBeCloseTo(expected.brier, 12);
    expect(m.logLoss).toBeCloseTo(expected.logLoss, 12);
  });
});

function brierAndLogLoss(items: [number, boolean][]) {
  const { brier, logLoss } = scores(items);
  return { brier: expect.closeTo(brier, 12), logLoss: expect.closeTo(logLoss, 12) };
}
