import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import {
  closingLineOf,
  clvAtPick,
  marketLineAt,
  NO_CLOSE,
  NO_EARLIER_LINE,
  noLineAtPickReason,
  ONLY_EARLY_WEEK_LINE,
} from './clv-at-pick.ts';

const KICKOFF = Date.parse('2025-12-14T18:00:00Z');
const FRIDAY = Date.parse('2025-12-12T02:17:47Z');
const SATURDAY = Date.parse('2025-12-13T12:00:00Z');

const home = (book: string, line: number, capturedAtMs: number): LineSnapshot => ({
  book,
  market: 'spreads',
  side: 'home',
  line,
  price: -110,
  capturedAtMs,
});

// New England at home, Buffalo favoured: three books on Friday, DraftKings moving on Saturday, the
// close stored at kickoff.
const SNAPSHOTS: LineSnapshot[] = [
  home('draftkings', 1.5, FRIDAY),
  home('fanduel', 1.5, FRIDAY + 25_000),
  home('betmgm', 1, FRIDAY),
  home('draftkings', 2, SATURDAY),
  home('nflverse_close', 2.5, KICKOFF),
  { ...home('draftkings', 47.5, FRIDAY), market: 'totals', side: 'over' },
];
const spreadsAt = (atMs: number) =>
  marketLineAt(SNAPSHOTS, { market: 'spreads', side: 'home', atMs, kickoffMs: KICKOFF });

describe('the market line at a pick', () => {
  it("is the median of each book's latest line by then, the close left out", () => {
    // At kickoff: DraftKings 2 (Saturday's replaced Friday's 1.5), FanDuel 1.5, BetMGM 1 → median 1.5.
    expect(spreadsAt(KICKOFF)).toEqual({ line: 1.5, books: 3, capturedAtMs: SATURDAY });
    // Friday evening: DraftKings 1.5, FanDuel 1.5, BetMGM 1 → median 1.5, latest capture FanDuel's.
    expect(spreadsAt(FRIDAY + 3_600_000)).toEqual({ line: 1.5, books: 3, capturedAtMs: FRIDAY + 25_000 });
    // Between DraftKings' and FanDuel's Friday captures: DraftKings 1.5 and BetMGM 1 → midpoint 1.25.
    expect(spreadsAt(FRIDAY + 1)).toEqual({ line: 1.25, books: 2, capturedAtMs: FRIDAY });
  });

  it('is null when only the close (or nothing) was stored before the pick', () => {
    expect(spreadsAt(FRIDAY - 1)).toBeNull();
    const closeOnly = [home('nflverse_close', 2.5, KICKOFF)];
    expect(
      marketLineAt(closeOnly, { market: 'spreads', side: 'home', atMs: KICKOFF, kickoffMs: KICKOFF }),
    ).toBeNull();
  });

  it('counts the early-week open (SBR, Tuesday 12:00 ET) for a day after its stamp, not at kickoff', () => {
    // 2019 week 14 shape: open stamped Tuesday 2019-12-03 12:00 EST = 17:00Z, kickoff Sunday 18:00Z,
    // close 2.5. A pick frozen at kickoff is 5 days and 1 hour after the open: no line at the pick.
    const tuesday = Date.parse('2019-12-03T17:00:00Z');
    const sunday = Date.parse('2019-12-08T18:00:00Z');
    const snaps = [home('sbr_open', 1, tuesday), home('nflverse_close', 2.5, sunday)];
    const q = (atMs: number) => ({ market: 'spreads', side: 'home', atMs, kickoffMs: sunday }) as const;
    expect(marketLineAt(snaps, q(sunday))).toBeNull();
    expect(noLineAtPickReason(snaps, q(sunday))).toBe(ONLY_EARLY_WEEK_LINE);
    // 23 hours after the stamp (Wednesday 16:00Z) it is still the line: 1, one book.
    expect(marketLineAt(snaps, q(tuesday + 23 * 3_600_000))).toEqual({
      line: 1,
      books: 1,
      capturedAtMs: tuesday,
    });
    // 25 hours after, it is not.
    expect(marketLineAt(snaps, q(tuesday + 25 * 3_600_000))).toBeNull();
    // Before the open there was nothing at all: the plain reason.
    expect(noLineAtPickReason(snaps, q(tuesday - 1))).toBe(NO_EARLIER_LINE);
    // A book's own line (not the early-week consensus) holds however old it is.
    expect(marketLineAt([home('draftkings', 1, tuesday)], q(sunday))).toEqual({
      line: 1,
      books: 1,
      capturedAtMs: tuesday,
    });
  });

  it('never reads a line stored at or after kickoff, whatever the pick time', () => {
    const late = [...SNAPSHOTS, home('fanduel', 9, KICKOFF), home('betmgm', 9, KICKOFF + 60_000)];
    expect(
      marketLineAt(late, { market: 'spreads', side: 'home', atMs: KICKOFF + 3_600_000, kickoffMs: KICKOFF }),
    ).toEqual({ line: 1.5, books: 3, capturedAtMs: SATURDAY });
  });

  it('reads only the asked market and side', () => {
    expect(
      marketLineAt(SNAPSHOTS, { market: 'totals', side: 'over', atMs: KICKOFF, kickoffMs: KICKOFF }),
    ).toEqual({ line: 47.5, books: 1, capturedAtMs: FRIDAY });
  });
});

describe('the closing line', () => {
  it("is the close book's latest line of the side, never another book's", () => {
    expect(closingLineOf(SNAPSHOTS, 'spreads', 'home')).toBe(2.5);
    expect(closingLineOf(SNAPSHOTS, 'totals', 'over')).toBeNull();
    expect(closingLineOf([...SNAPSHOTS, home('nflverse_close', 3, KICKOFF + 1)], 'spreads', 'home')).toBe(3);
  });
});

describe('closing-line value at the pick', () => {
  const at = (line: number) => ({ line, books: 9, capturedAtMs: FRIDAY });

  it('credits the side whose line at the pick was better than the close', () => {
    // New England +1 at the pick, +2.5 at the close: a New England pick got 1.5 points less than the
    // close offered (1 − 2.5 = −1.5); a Buffalo pick gave 1 where the close asked 2.5 (+1.5).
    expect(clvAtPick('home', at(1), 2.5)).toEqual({ points: -1.5, pickLine: at(1), closingLine: 2.5 });
    expect(clvAtPick('away', at(1), 2.5).points).toBe(1.5);
    // Houston −9.5 at the pick, −10.5 at the close: Houston gave a point less (−9.5 − (−10.5) = +1).
    expect(clvAtPick('home', at(-9.5), -10.5).points).toBe(1);
    // Total 49.5 at the pick, 46.5 at the close: the under was 3 points better (49.5 − 46.5).
    expect(clvAtPick('under', at(49.5), 46.5).points).toBe(3);
    expect(clvAtPick('over', at(49.5), 46.5).points).toBe(-3);
  });

  it('is a real 0 when an earlier line equals the close, and unknown (with the reason) without one', () => {
    expect(clvAtPick('home', at(-3), -3)).toEqual({ points: 0, pickLine: at(-3), closingLine: -3 });
    expect(clvAtPick('home', null, -3)).toEqual({ points: null, reason: NO_EARLIER_LINE });
    expect(NO_EARLIER_LINE).toBe('no line captured before the close');
    expect(clvAtPick('away', at(-3), null)).toEqual({ points: null, reason: NO_CLOSE });
  });

  it('is zero-sum across the two sides of a market (property)', () => {
    const line = fc.integer({ min: -40, max: 120 }).map((x) => x / 4);
    assertProperty(
      fc.property(line, line, (pick, close) => {
        const home = clvAtPick('home', at(pick), close).points ?? Number.NaN;
        const away = clvAtPick('away', at(pick), close).points ?? Number.NaN;
        const over = clvAtPick('over', at(pick), close).points ?? Number.NaN;
        const under = clvAtPick('under', at(pick), close).points ?? Number.NaN;
        expect(home + away).toBe(0);
        expect(over + under).toBe(0);
        // A close further toward the home side (more negative) helps a home pick taken earlier.
        expect(clvAtPick('home', at(pick), close - 0.5).points).toBeGreaterThan(home);
      }),
    );
  });

  it("the market line is never outside the books' range and counts each book once (property)", () => {
    const snap = fc.record({
      book: fc.constantFrom('draftkings', 'fanduel', 'betmgm', 'nflverse_close'),
      line: fc.integer({ min: -30, max: 30 }).map((x) => x / 2),
      capturedAtMs: fc.integer({ min: FRIDAY, max: KICKOFF + 3_600_000 }),
    });
    assertProperty(
      fc.property(
        fc.array(snap, { maxLength: 12 }),
        fc.integer({ min: FRIDAY, max: KICKOFF }),
        (rows, atMs) => {
          const snaps = rows.map((r) => home(r.book, r.line, r.capturedAtMs));
          const got = marketLineAt(snaps, { market: 'spreads', side: 'home', atMs, kickoffMs: KICKOFF });
          const usable = snaps.filter(
            (s) => s.book !== 'nflverse_close' && s.capturedAtMs <= atMs && s.capturedAtMs < KICKOFF,
          );
          if (usable.length === 0) {
            expect(got).toBeNull();
            return;
          }
          const lines = usable.map((s) => s.line as number);
          expect(got?.line).toBeGreaterThanOrEqual(Math.min(...lines));
          expect(got?.line).toBeLessThanOrEqual(Math.max(...lines));
          expect(got?.books).toBe(new Set(usable.map((s) => s.book)).size);
        },
      ),
    );
  });
});
