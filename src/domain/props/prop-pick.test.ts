import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { gradeProp } from './grade-prop.ts';
import { MEDIAN_VIEW_LABEL, medianView } from './median-view.ts';
import { outcomeChances } from './outcome-chances.ts';
import { PROP_MARKET_INFO, PROP_MARKETS } from './prop-markets.ts';
import { confidenceOf, hitRate, pickProp } from './prop-pick.ts';

const quote = (line: number, overPrice = -110, underPrice = -110) => ({
  book: 'draftkings',
  line,
  overPrice,
  underPrice,
  capturedAtMs: 0,
});

describe('a prop pick', () => {
  it('takes the over when the projection clears the line: 70 yards against 54.5 at −110/−110', () => {
    const pick = pickProp('player_reception_yds', 70, quote(54.5), [40, 62, 81, 55, 90]);
    expect(pick.side).toBe('OVER');
    expect(pick.edge).toBeCloseTo(15.5, 9);
    expect(pick.marketProbability).toBeCloseTo(0.5, 9);
    expect(pick.probability).toBeCloseTo(0.6217, 3);
    expect(pick.probabilityEdge).toBeCloseTo(0.1217, 3);
    expect(pick.confidence).toBe('HIGH');
    // 62, 81, 55 and 90 went over 54.5; 40 did not
    expect(pick.hitRate).toEqual({ hits: 4, pushes: 0, games: 5 });
  });

  it('takes the under when the projection falls short, its chance against the under’s fair price', () => {
    // −130 / +110: the over is favoured by the book (fair 0.5517), our over chance is 0.4
    const pick = pickProp('player_reception_yds', 50, quote(54.5, -130, 110), [30, 70]);
    expect(pick.side).toBe('UNDER');
    expect(pick.marketProbability).toBeCloseTo(1 - 0.5652 / (0.5652 + 0.4762), 3);
    expect(pick.probability).toBeGreaterThan(0.5);
    expect(pick.hitRate).toEqual({ hits: 1, pushes: 0, games: 2 });
  });

  it('on a whole-number line, sets the push aside: its chances are over and under of the decided', () => {
    // 5 catches on a mean of 5.5: P(over) and P(under) renormalised without P(exactly 5).
    const c = outcomeChances(PROP_MARKET_INFO.player_receptions.spread, 5.5, 5);
    const pick = pickProp('player_receptions', 5.5, quote(5), []);
    expect(pick.side).toBe('OVER');
    expect(pick.probability).toBeCloseTo(c.over / (c.over + c.under), 12);
    expect(c.push).toBeGreaterThan(0.1);
  });

  it('a projection the book already prices in is a LOW pick', () => {
    expect(pickProp('player_receptions', 5, quote(4.5, -127, 105), []).confidence).toBe('LOW');
    expect(confidenceOf(0.05)).toBe('MEDIUM');
    expect(confidenceOf(0.0499)).toBe('LOW');
    expect(confidenceOf(0.1)).toBe('HIGH');
  });

  it('hit rate reads at most his last 10 games and counts pushes apart', () => {
    const games = [0, 0, 0, 6, 6, 6, 5, 5, 6, 6, 6, 6];
    expect(hitRate(games, 5, 'OVER')).toEqual({ hits: 7, pushes: 2, games: 10 });
    expect(hitRate(games, 5, 'UNDER')).toEqual({ hits: 1, pushes: 2, games: 10 });
  });

  it('the picked side never has a negative probability edge, and both sides agree', () => {
    assertProperty(
      fc.property(
        fc.constantFrom(...PROP_MARKETS),
        fc.double({ min: 0, max: 350, noNaN: true }),
        fc.integer({ min: 0, max: 700 }).map((h) => h / 2),
        fc.integer({ min: 100, max: 300 }).map((p) => -p),
        fc.integer({ min: -300, max: 300 }).filter((p) => Math.abs(p) >= 100),
        (market, projection, line, over, under) => {
          const pick = pickProp(market, projection, quote(line, over, under), []);
          expect(pick.probabilityEdge).toBeGreaterThanOrEqual(-1e-12);
          expect(pick.probability).toBeGreaterThanOrEqual(0);
          expect(pick.probability).toBeLessThanOrEqual(1);
          const flipped = pickProp(market, projection, quote(line, under, over), []);
          // Swapping the prices changes the market, never our own chance of a side.
          const ours = (p: typeof pick) => (p.side === 'OVER' ? p.probability : 1 - p.probability);
          expect(ours(flipped)).toBeCloseTo(ours(pick), 9);
        },
      ),
    );
  });
});

describe('grading', () => {
  it('settles as the books do', () => {
    expect(gradeProp('OVER', 54.5, 55)).toBe('win');
    expect(gradeProp('OVER', 54.5, 54)).toBe('loss');
    expect(gradeProp('UNDER', 54.5, 54)).toBe('win');
    expect(gradeProp('UNDER', 5, 5)).toBe('push');
    expect(gradeProp('OVER', 0.5, 1)).toBe('win');
  });

  it('OVER and UNDER on the same line never both win', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (l, a) => {
        const line = l / 2;
        const pair = [gradeProp('OVER', line, a), gradeProp('UNDER', line, a)];
        expect(pair.filter((o) => o === 'win').length).toBe(a === line ? 0 : 1);
      }),
    );
  });
});

describe('without a sportsbook line', () => {
  it('sets the projection against his recent median and says so', () => {
    const view = medianView(61, [40, 75, 52, 68, 90, 33]);
    expect(view).toEqual({
      projection: 61,
      median: 60,
      games: 6,
      lean: 'ABOVE',
      difference: 1,
      label: MEDIAN_VIEW_LABEL,
    });
    expect(MEDIAN_VIEW_LABEL).toBe('vs his recent median — no sportsbook line');
  });

  it('needs three games for a median', () => {
    expect(medianView(50, [40, 60])).toBeUndefined();
    expect(medianView(50, [40, 60, 45])?.median).toBe(45);
  });

  it('leans below or level with the median, and reads only his last ten games', () => {
    expect(medianView(50, [40, 60, 70])).toMatchObject({ lean: 'BELOW', difference: -10 });
    expect(medianView(60, [40, 60, 70])).toMatchObject({ lean: 'AT', difference: 0 });
    // Twelve games: the first two (100s) are older than the last ten, whose median is 20.
    const twelve = [100, 100, 10, 10, 10, 10, 10, 30, 30, 30, 30, 30];
    expect(medianView(25, twelve)).toMatchObject({ median: 20, games: 10, lean: 'ABOVE' });
  });
});
