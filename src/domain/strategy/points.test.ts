import { describe, expect, it } from 'vitest';
import { moneylineCall, spreadCall, stylePoints, totalCall } from './points.ts';
import { game } from './strategy.test-data.ts';

describe('style points (spec 02 §9)', () => {
  it.each([
    ['value', 66, 15],
    ['value', 65, 0],
    ['value', 34, 15],
    ['value', 35, 0],
    ['contrarian', 45, 12],
    ['contrarian', 55, 12],
    ['contrarian', 56, 0],
    ['contrarian', 44, 0],
    ['sharp', 71, 20],
    ['sharp', 70, 0],
    ['sharp', 29, 20],
    ['sharp', 30, 0],
    ['balanced', 61, 10],
    ['balanced', 60, 5],
    ['balanced', 39, 10],
    ['balanced', 40, 5],
  ] as const)('%s at BioBoost %i gives %i', (style, score, points) => {
    expect(stylePoints(style, score).points).toBe(points);
  });
});

describe('spread: 15 for 7 or more above 65, 10 for 3 or less when BioBoost leans', () => {
  const favourite = (spread: number, pick: 'HOM' | 'AWY' = 'HOM') =>
    game({
      id: 'g',
      spreadPick: pick,
      away: { code: 'AWY', name: 'Away', spread: -spread, moneyline: 250, winProbability: 0.3 },
      home: { code: 'HOM', name: 'Home', spread, moneyline: -300, winProbability: 0.7 },
    });
  it('takes the side the model expects to cover, at its own handicap', () => {
    expect(spreadCall(favourite(-7), 66)).toMatchObject({ points: 15, side: 'HOM', line: -7, price: -110 });
    // The model likes the 7-point underdog: the call is on the away side at +7.
    expect(spreadCall(favourite(-7, 'AWY'), 66)).toMatchObject({ points: 15, side: 'AWY', line: 7 });
  });
  it('keeps the boundaries of the spec', () => {
    expect(spreadCall(favourite(-7), 65)).toBeNull();
    expect(spreadCall(favourite(-6.5), 80)).toBeNull();
    expect(spreadCall(favourite(-3), 56)?.points).toBe(10);
    expect(spreadCall(favourite(-3), 44)?.points).toBe(10);
    expect(spreadCall(favourite(-3), 55)).toBeNull();
    expect(spreadCall(favourite(-3), 45)).toBeNull();
    expect(spreadCall(favourite(-3.5), 60)).toBeNull();
  });
  it('makes no call without a pick or a line', () => {
    expect(spreadCall(game({ id: 'g', spreadPick: null }), 80)).toBeNull();
    const noLine = game({
      id: 'g',
      home: { code: 'HOM', name: 'Home', spread: null, moneyline: null, winProbability: 0.6 },
    });
    expect(spreadCall(noLine, 80)).toBeNull();
  });
});

describe('total: 18 above 70 OVER / below 30 UNDER, 12 above 60 / below 40', () => {
  const total = (pick: 'OVER' | 'UNDER') => game({ id: 'g', totalPick: pick, total: 45.5 });
  it.each([
    ['OVER', 71, 18],
    ['OVER', 70, 12],
    ['OVER', 61, 12],
    ['UNDER', 29, 18],
    ['UNDER', 30, 12],
    ['UNDER', 39, 12],
  ] as const)('%s at %i gives %i', (pick, score, points) => {
    expect(totalCall(total(pick), score)).toMatchObject({ points, side: pick, line: 45.5 });
  });
  it.each([
    ['OVER', 60],
    ['UNDER', 40],
    ['UNDER', 75],
    ['OVER', 25],
  ] as const)('%s at %i gives none', (pick, score) => {
    expect(totalCall(total(pick), score)).toBeNull();
  });
  it('gives no probability: the model has no σ for totals', () => {
    expect(totalCall(total('OVER'), 75)?.probability).toBeNull();
  });
});

describe('moneyline: conservative heavy favourites, aggressive underdogs', () => {
  const g = (homeSpread: number) =>
    game({
      id: 'g',
      away: { code: 'AWY', name: 'Away', spread: -homeSpread, moneyline: 240, winProbability: 0.3 },
      home: { code: 'HOM', name: 'Home', spread: homeSpread, moneyline: -280, winProbability: 0.7 },
    });
  it('conservative: 8 on a favourite below −6 with BioBoost above 65', () => {
    expect(moneylineCall(g(-6.5), 66, 'conservative')).toMatchObject({
      points: 8,
      side: 'HOM',
      price: -280,
      probability: 0.7,
    });
    expect(moneylineCall(g(-6), 80, 'conservative')).toBeNull();
    expect(moneylineCall(g(-6.5), 65, 'conservative')).toBeNull();
  });
  it('aggressive: 12 on an underdog of 3 or more with BioBoost above 70', () => {
    expect(moneylineCall(g(-3), 71, 'aggressive')).toMatchObject({
      points: 12,
      side: 'AWY',
      price: 240,
      probability: 0.3,
    });
    expect(moneylineCall(g(-2.5), 90, 'aggressive')).toBeNull();
    expect(moneylineCall(g(-3), 70, 'aggressive')).toBeNull();
  });
  it('medium takes none', () => {
    expect(moneylineCall(g(-10), 90, 'medium')).toBeNull();
  });
});
