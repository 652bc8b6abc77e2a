import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineSnapshot } from './market-board.ts';
import { openToClose } from './open-to-close.ts';

const KICKOFF = Date.parse('2021-11-14T18:00:00Z');
const TUESDAY = Date.parse('2021-11-09T17:00:00Z');
const snap = (
  book: string,
  market: 'spreads' | 'totals',
  side: LineSnapshot['side'],
  line: number,
  at: number,
) => ({
  book,
  market,
  side,
  line,
  price: null,
  capturedAtMs: at,
});

describe('open → close', () => {
  it('SBR open and nflverse close: JAX@IND 2021, IND −10.5 → −11.5 (moved 1 toward IND), total 48 → 48', () => {
    const lines: LineSnapshot[] = [
      snap('sbr_open', 'spreads', 'home', -10.5, TUESDAY),
      snap('sbr_open', 'spreads', 'away', 10.5, TUESDAY),
      snap('sbr_open', 'totals', 'over', 48, TUESDAY),
      snap('nflverse_close', 'spreads', 'home', -11.5, KICKOFF),
      snap('nflverse_close', 'totals', 'over', 48, KICKOFF),
    ];
    expect(openToClose(lines, KICKOFF)).toEqual({
      // −11.5 − (−10.5) = −1: the home side's handicap fell a point.
      spread: { open: { line: -10.5, books: ['sbr_open'], knownAtMs: TUESDAY }, close: -11.5, move: -1 },
      total: { open: { line: 48, books: ['sbr_open'], knownAtMs: TUESDAY }, close: 48, move: 0 },
    });
  });

  it('before kickoff the close is unknown; before the Tuesday nothing is (the caller filters by its clock)', () => {
    const open = [snap('sbr_open', 'spreads', 'home', -3, TUESDAY)];
    expect(openToClose(open, KICKOFF).spread).toEqual({
      open: { line: -3, books: ['sbr_open'], knownAtMs: TUESDAY },
      close: null,
      move: null,
    });
    expect(openToClose([], KICKOFF).spread).toEqual({ open: null, close: null, move: null });
  });

  it('with captures: the median of each book’s first line, not its later ones', () => {
    const day = 86_400_000;
    const lines = [
      snap('draftkings', 'spreads', 'home', -3, KICKOFF - 5 * day),
      snap('draftkings', 'spreads', 'home', -4, KICKOFF - 2 * day),
      snap('fanduel', 'spreads', 'home', -2.5, KICKOFF - 4 * day),
      snap('betmgm', 'spreads', 'home', -3.5, KICKOFF - 3 * day),
      // Captured at kickoff: not an opening line.
      snap('bovada', 'spreads', 'home', -9, KICKOFF),
      snap('nflverse_close', 'spreads', 'home', -4.5, KICKOFF),
    ];
    // First lines −3, −2.5, −3.5: median −3; close −4.5; move −4.5 − (−3) = −1.5.
    expect(openToClose(lines, KICKOFF).spread).toEqual({
      open: { line: -3, books: ['betmgm', 'draftkings', 'fanduel'], knownAtMs: KICKOFF - 3 * day },
      close: -4.5,
      move: -1.5,
    });
  });

  it('property: the move is close − open and the open never reads a line from kickoff on', () => {
    const half = fc.integer({ min: -40, max: 40 }).map((n) => n / 2);
    fc.assert(
      fc.property(half, half, fc.integer({ min: -5, max: 5 }), (open, close, hours) => {
        const at = KICKOFF + hours * 3_600_000;
        const r = openToClose(
          [
            snap('sbr_open', 'spreads', 'home', open, at),
            snap('nflverse_close', 'spreads', 'home', close, KICKOFF),
          ],
          KICKOFF,
        ).spread;
        if (at >= KICKOFF) expect(r.open).toBeNull();
        else expect(r.move).toBe(close - open);
      }),
    );
  });
});
