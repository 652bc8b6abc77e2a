import { describe, expect, it } from 'vitest';
import type { LineSnapshot } from '../odds/market-board.ts';
import { gameRisk } from './game-risk.ts';
import { insightLines } from './insight.ts';
import { lineMoves } from './line-moves.ts';

const MIN = 60_000;
const snap = (
  book: string,
  market: LineSnapshot['market'],
  side: LineSnapshot['side'],
  v: number,
  atMin: number,
) => ({
  book,
  market,
  side,
  line: market === 'h2h' ? null : v,
  price: market === 'h2h' ? v : -110,
  capturedAtMs: atMin * MIN,
});

describe('lineMoves', () => {
  it('measures each market at the latest book, first stored line → latest', () => {
    const moves = lineMoves([
      snap('fanduel', 'spreads', 'home', -2.5, 0),
      snap('draftkings', 'spreads', 'home', -3, 0),
      snap('draftkings', 'spreads', 'home', -4.5, 600),
      snap('draftkings', 'totals', 'over', 47, 0),
      snap('draftkings', 'h2h', 'home', -150, 0),
      snap('draftkings', 'h2h', 'home', -200, 600),
    ]);
    expect(moves.spread).toMatchObject({ book: 'draftkings', from: -3, to: -4.5 });
    // The total was stored once and the game captured again 10 h later: unchanged since, a move of 0.
    expect(moves.total).toMatchObject({ from: 47, to: 47 });
    expect(moves.moneyline).toMatchObject({ from: -150, to: -200 });
  });
  it('is unknown with one capture only: no move can be seen yet', () => {
    const moves = lineMoves([
      snap('draftkings', 'spreads', 'home', -3, 0),
      snap('fanduel', 'totals', 'over', 44, 10),
    ]);
    expect(moves).toEqual({ spread: null, total: null, moneyline: null });
  });
});

describe('gameRisk', () => {
  const history = {
    home: { covers: 9, fails: 4, overs: 8, unders: 5 },
    away: { covers: 4, fails: 9, overs: 7, unders: 6 },
  };
  it('scores a windy game with a big move, each bet from its own factors', () => {
    const bets = gameRisk({
      market: { spread: -4.5, total: 41.5, moneyline: -200 },
      moves: {
        spread: { book: 'dk', from: -2.5, to: -4.5, fromAtMs: 0, throughMs: 1 },
        total: { book: 'dk', from: 44.5, to: 41.5, fromAtMs: 0, throughMs: 1 },
        moneyline: { book: 'dk', from: -150, to: -200, fromAtMs: 0, throughMs: 1 },
      },
      weather: { indoors: false, windMph: 25, tempF: 40, precipChance: 20 },
      injuries: { homeImpact: 30, awayImpact: 10 },
      history,
    });
    // Factors: spread move 2 points through −3 → 50 + 15 = 65; total move 3 → 60; moneyline 67 (0.600 → 0.667).
    // Weather 4×15 + 0.4×20 + 0 = 68. Injuries (30 + 10)/2 = 20. ATS 62, totals 85 (factors.test.ts).
    expect(bets.map((b) => b.factors)).toEqual([
      { lineMovement: 65, weather: 68, injuries: 20, history: 62 },
      { lineMovement: 60, weather: 68, injuries: 20, history: 85 },
      { lineMovement: 67, weather: 68, injuries: 20, history: 62 },
    ]);
    // Spread 0.35×65 + 0.10×68 + 0.30×20 + 0.25×62 = 22.75 + 6.8 + 6 + 15.5 = 51.05 → 51.
    // Total 0.30×60 + 0.35×68 + 0.15×20 + 0.20×85 = 18 + 23.8 + 3 + 17 = 61.8 → 62.
    // Moneyline 0.30×67 + 0.10×68 + 0.35×20 + 0.25×62 = 20.1 + 6.8 + 7 + 15.5 = 49.4 → 49.
    expect(bets.map((b) => [b.cell.riskScore, b.cell.recommendation, b.cell.band])).toEqual([
      [51, 'hold', 'yellow'],
      [62, 'hold', 'orange'],
      [49, 'hold', 'yellow'],
    ]);
    const text = insightLines(bets);
    expect(text[1]).toBe(
      'Total: risk 62, confidence 95, HOLD. The largest share comes from weather (risk 68 at 35 % weight).',
    );
    expect(text[3]).toBe('Least risk of the scored bets: moneyline (49).');
  });

  it("says 'AVOID - Insufficient Data' for an outdoor total with no forecast and no move", () => {
    const bets = gameRisk({
      market: { spread: -3, total: 44, moneyline: null },
      moves: { spread: null, total: null, moneyline: null },
      weather: null,
      injuries: { homeImpact: 0, awayImpact: 0 },
      history,
    });
    expect(bets.map((b) => b.cell.recommendation)).toEqual([
      'hold',
      'insufficient_data',
      'insufficient_data',
    ]);
    expect(insightLines(bets)[2]).toBe(
      'Moneyline: AVOID - Insufficient Data. No moneyline price is stored for this game yet.',
    );
  });
});
