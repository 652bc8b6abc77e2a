import { describe, expect, it } from 'vitest';
import type { LineSnapshot } from '../odds/market-board.ts';
import { spreadMove } from './line-move.ts';

const snap = (book: string, line: number, at: number, side: 'home' | 'away' = 'home'): LineSnapshot => ({
  book,
  market: 'spreads',
  side,
  line,
  price: -110,
  capturedAtMs: at,
});

describe('spread move', () => {
  it('compares the latest line with the first one of the same book', () => {
    expect(
      spreadMove([
        snap('fanduel', -2, 1),
        snap('draftkings', -3, 2),
        snap('draftkings', -4.5, 5),
        snap('fanduel', -3, 4),
      ]),
    ).toEqual({
      book: 'draftkings',
      from: -3,
      to: -4.5,
      move: -1.5,
    });
  });

  it('is null without a home spread', () => {
    expect(spreadMove([snap('draftkings', 3, 1, 'away')])).toBeNull();
  });
});
