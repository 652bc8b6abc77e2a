import { describe, expect, it } from 'vitest';
import { propItem } from '../../../../../tests/support/prop-item.ts';
import type { LockedBet, OpenBet } from '../../../../shared/api/players.ts';
import { betCall, betDetail, lockedDetail, withUnlocked } from './recommended-bet.ts';

const bet: OpenBet = {
  withheld: false,
  market: 'player_pass_yds',
  label: 'Passing yards',
  status: 'provisional',
  side: 'UNDER',
  line: 242.5,
  book: 'draftkings',
  odds: 200,
  projection: 250.34,
  edge: 7.84,
  probability: 0.4702,
  marketProbability: 0.3226,
  probabilityEdge: 0.1476,
  confidence: 'HIGH',
  capturedAt: '2024-11-19T18:00:00.000Z',
};

describe("a player card's recommended bet (his prop pick)", () => {
  it('reads the pick’s side, line, price, chances and confidence, provisional before kickoff', () => {
    expect(betCall(bet)).toBe('UNDER 242.5');
    expect(betDetail(bet)).toBe(
      "Passing yards at DraftKings (+200), HIGH: we project 250.3; our chance 47% vs the book's 32%, provisional until kickoff.",
    );
  });

  it('says when the pick was frozen at kickoff, with the price of the side picked', () => {
    expect(betDetail({ ...bet, status: 'frozen', side: 'OVER', odds: -250, confidence: 'LOW' })).toBe(
      "Passing yards at DraftKings (\u2212250), LOW: we project 250.3; our chance 47% vs the book's 32%, frozen at kickoff.",
    );
  });

  const locked: LockedBet = {
    withheld: true,
    market: 'player_pass_yds',
    label: 'Passing yards',
    status: 'provisional',
    line: 242.5,
    book: 'draftkings',
    capturedAt: '2024-11-19T18:00:00.000Z',
  };

  it('reads a locked bet as premium until kickoff, naming the market and line but no side or price', () => {
    const text = lockedDetail(locked);
    expect(text).toBe(
      'Passing yards, DraftKings line 242.5: the side, price and our chance are premium until kickoff — open to subscribers and free picks now, to everyone at kickoff.',
    );
    expect(text).not.toMatch(/OVER|UNDER|\+200|%/);
  });

  it("opens a locked bet with the viewer's unlocked prop pick of the same market, and leaves the others", () => {
    // The viewer's unlocked item: the same pick as `bet` above, UNDER 242.5 at +200.
    const item = propItem({
      projection: 250.34,
      line: {
        book: 'draftkings',
        line: 242.5,
        overPrice: -250,
        underPrice: 200,
        capturedAt: locked.capturedAt,
      },
      pick: { ...bet, side: 'UNDER', hitRate: { hits: 4, pushes: 0, games: 10 } },
    });
    const rushLocked: LockedBet = { ...locked, market: 'player_rush_yds', label: 'Rushing yards', line: 8.5 };
    const merged = withUnlocked([locked, rushLocked], [item]);
    // The passing yards bet opens as the UNDER at +200 (the under's price); rushing stays locked.
    expect(merged.map((b) => (b.withheld ? ['locked', b.market] : [betCall(b), b.odds]))).toEqual([
      ['UNDER 242.5', 200],
      ['locked', 'player_rush_yds'],
    ]);
    expect(withUnlocked([locked], [])).toEqual([locked]);
  });
});
