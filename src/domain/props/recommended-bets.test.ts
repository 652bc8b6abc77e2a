import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propItem as item, RUSH_FROZEN } from '../../../tests/support/prop-item.ts';
import { recommendedBets } from './recommended-bets.ts';

describe('recommended bets', () => {
  it("makes a subscriber's recommended bets his prop picks in full: no-picks and median views are no bet", () => {
    const rush = RUSH_FROZEN;
    const bets = recommendedBets(
      [
        rush,
        item({}),
        item({ market: 'player_receptions', status: 'no_pick', pick: null, noPickReasons: [] }),
        item({
          market: 'player_reception_yds',
          status: 'median',
          line: null,
          pick: null,
          median: {
            median: 3,
            games: 10,
            lean: 'ABOVE',
            difference: 1,
            label: 'vs his recent median — no sportsbook line',
          },
        }),
      ],
      () => false,
    );
    // Strongest probability edge first; the price is the picked side's.
    expect(
      bets.map((b) => (b.withheld ? b : [b.market, b.status, b.side, b.line, b.book, b.odds, b.confidence])),
    ).toEqual([
      ['player_pass_yds', 'provisional', 'UNDER', 245.5, 'draftkings', 200, 'HIGH'],
      ['player_rush_yds', 'frozen', 'OVER', 18.5, 'fanduel', -110, 'MEDIUM'],
    ]);
    expect(bets[0]).toMatchObject({
      projection: 251.2,
      edge: 5.7,
      probability: 0.48,
      marketProbability: 0.32,
    });
    expect(recommendedBets([], () => false)).toEqual([]);
  });

  it('locks a provisional pick before kickoff: the market and book line stay, no side, price or chances', () => {
    const rush = RUSH_FROZEN;
    // The viewer may not read provisional picks: the passing-yards UNDER (+200) is locked, the frozen
    // rushing OVER (graded at kickoff, public) stays open, and the open one comes first.
    const bets = recommendedBets([item({}), rush], (p) => p.status === 'provisional');
    expect(bets).toEqual([
      expect.objectContaining({ withheld: false, market: 'player_rush_yds', side: 'OVER', odds: -110 }),
      {
        withheld: true,
        market: 'player_pass_yds',
        label: 'Passing yards',
        status: 'provisional',
        line: 245.5,
        book: 'draftkings',
        capturedAt: '2024-11-22T15:00:00.000Z',
      },
    ]);
    // A provisional item with no pick (a one-sided line) is no bet, locked or not.
    expect(recommendedBets([item({ pick: null })], () => true)).toEqual([]);
  });

  it('never lets a locked bet carry a side, a price or an order by strength', () => {
    const markets = ['player_pass_yds', 'player_rush_yds', 'player_receptions'] as const;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...markets), { minLength: 1 }),
        fc.array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.constantFrom<'OVER' | 'UNDER'>('OVER', 'UNDER'),
        (chosen, edges, side) => {
          const items = chosen.map((market, i) =>
            item({
              market,
              pick: {
                side,
                edge: 1,
                probability: 0.5,
                marketProbability: 0.5,
                probabilityEdge: edges[i] ?? 0,
                confidence: 'LOW',
                hitRate: { hits: 0, pushes: 0, games: 0 },
              },
            }),
          );
          const bets = recommendedBets(items, () => true);
          const text = JSON.stringify(bets);
          expect(text).not.toMatch(/OVER|UNDER|"odds"|"probability"|"projection"|"edge"/);
          expect(bets.map((b) => b.market)).toEqual([...chosen].sort());
        },
      ),
    );
  });
});
