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

  it('reads only home spreads with a line, and of captures at one instant takes the one listed first (open) or last (latest)', () => {
    const moneyline: LineSnapshot = { ...snap('betmgm', -9, 9), market: 'h2h' };
    const pulled: LineSnapshot = { ...snap('fanduel', -3, 8), line: null };
    const captures = [
      snap('draftkings', -2.5, 1),
      snap('draftkings', -3, 1),
      snap('draftkings', -3.5, 5),
      snap('draftkings', -4, 5),
      moneyline,
      pulled,
    ];
    expect(spreadMove(captures)).toEqual({ book: 'draftkings', from: -2.5, to: -4, move: -1.5 });
  });
});
