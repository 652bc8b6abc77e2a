import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../../../tests/support/property.ts';
import { windowHistory } from './history-window.ts';

interface P {
  at: string;
  line: number;
}
const at = (iso: string) => Date.parse(iso);
const timeOf = (p: P) => at(p.at);

// The shape of 2025 week 15's ARI @ HOU as the e2e server holds it: every book stored once on Friday
// 12 December around 02:18 UTC, the page read at 18:00 UTC, kickoff on Sunday 14 December 18:00 UTC.
const ONE_CAPTURE = [
  { book: 'draftkings', points: [{ at: '2025-12-12T02:17:47Z', line: -9.5 }] },
  { book: 'fanduel', points: [{ at: '2025-12-12T02:18:12Z', line: -9.5 }] },
];
const FRIDAY = { kickoffMs: at('2025-12-14T18:00:00Z'), asOfMs: at('2025-12-12T18:00:00Z') };

// A book that moved three times, read after kickoff: the window ends at kickoff.
const MOVES = [
  {
    book: 'draftkings',
    points: [
      { at: '2025-12-08T12:00:00Z', line: -3 },
      { at: '2025-12-14T00:00:00Z', line: -3.5 },
      { at: '2025-12-14T14:00:00Z', line: -4 },
      { at: '2025-12-14T17:00:00Z', line: -4.5 },
    ],
  },
];
const AFTER = { kickoffMs: at('2025-12-14T18:00:00Z'), asOfMs: at('2025-12-20T00:00:00Z') };

describe('line-history windows (UI.md §2: 6 h / 24 h / all)', () => {
  it('all runs from the first line we stored to now, before kickoff', () => {
    const w = windowHistory(ONE_CAPTURE, timeOf, 'all', FRIDAY);
    expect(w?.start).toBe(at('2025-12-12T02:17:47Z'));
    expect(w?.end).toBe(FRIDAY.asOfMs);
    expect(w?.captures).toBe(2);
    expect(w?.series.map((s) => [s.book, s.moves, s.opensInWindow, s.points[0]?.carried])).toEqual([
      ['draftkings', 0, true, false],
      ['fanduel', 0, true, false],
    ]);
  });

  it('6 h before now holds no capture: each book shows the line held since its capture, marked carried', () => {
    const w = windowHistory(ONE_CAPTURE, timeOf, '6h', FRIDAY);
    expect(w?.start).toBe(at('2025-12-12T12:00:00Z'));
    expect(w?.end).toBe(at('2025-12-12T18:00:00Z'));
    expect(w?.captures).toBe(0);
    const dk = w?.series[0];
    expect(dk?.points).toEqual([
      { point: { at: '2025-12-12T02:17:47Z', line: -9.5 }, t: at('2025-12-12T12:00:00Z'), carried: true },
    ]);
    expect(dk?.opensInWindow).toBe(false);
  });

  it('24 h never starts before the first line we stored', () => {
    const w = windowHistory(ONE_CAPTURE, timeOf, '24h', FRIDAY);
    expect(w?.start).toBe(at('2025-12-12T02:17:47Z'));
  });

  it('after kickoff the windows end at kickoff, and count only the moves inside them', () => {
    const six = windowHistory(MOVES, timeOf, '6h', AFTER);
    expect(six?.end).toBe(at('2025-12-14T18:00:00Z'));
    expect(six?.start).toBe(at('2025-12-14T12:00:00Z'));
    expect(six?.series[0]?.points.map((p) => [p.point.line, p.carried])).toEqual([
      [-3.5, true],
      [-4, false],
      [-4.5, false],
    ]);
    expect(six?.series[0]?.moves).toBe(2);
    const day = windowHistory(MOVES, timeOf, '24h', AFTER);
    expect(day?.series[0]?.points.map((p) => [p.point.line, p.carried])).toEqual([
      [-3, true],
      [-3.5, false],
      [-4, false],
      [-4.5, false],
    ]);
    expect(day?.series[0]?.moves).toBe(3);
    expect(day?.series[0]?.opensInWindow).toBe(false);
    const all = windowHistory(MOVES, timeOf, 'all', AFTER);
    expect(all?.series[0]?.moves).toBe(3);
    expect(all?.series[0]?.opensInWindow).toBe(true);
  });

  it('a live line stored after kickoff stretches the window to it', () => {
    const late = [
      { book: 'draftkings', points: [...(MOVES[0]?.points ?? []), { at: '2025-12-14T19:00:00Z', line: -7 }] },
    ];
    expect(windowHistory(late, timeOf, '6h', AFTER)?.end).toBe(at('2025-12-14T19:00:00Z'));
  });

  it('has nothing to show without a point', () => {
    expect(windowHistory([], timeOf, 'all', AFTER)).toBeNull();
    expect(windowHistory([{ book: 'draftkings', points: [] }], timeOf, '6h', AFTER)).toBeNull();
  });

  it('every window ends on each book’s latest line and holds only real points, one carried at most', () => {
    const book = fc
      .array(fc.record({ t: fc.integer({ min: 0, max: 96 }), line: fc.integer({ min: -30, max: 30 }) }), {
        minLength: 1,
        maxLength: 8,
      })
      .map((ps) =>
        [...new Map(ps.map((p) => [p.t, p])).values()]
          .sort((a, b) => a.t - b.t)
          .map((p) => ({ at: new Date(Date.UTC(2025, 11, 10, p.t)).toISOString(), line: p.line / 2 })),
      );
    const arbitrary = fc.record({
      books: fc.array(book, { minLength: 1, maxLength: 4 }),
      kickoffHour: fc.integer({ min: 0, max: 120 }),
      asOfHour: fc.integer({ min: 0, max: 120 }),
      window: fc.constantFrom('6h' as const, '24h' as const, 'all' as const),
    });
    assertProperty(
      fc.property(arbitrary, ({ books, kickoffHour, asOfHour, window }) => {
        const series = books.map((points, i) => ({ book: `b${i}`, points }));
        const bounds = {
          kickoffMs: Date.UTC(2025, 11, 10, kickoffHour),
          asOfMs: Date.UTC(2025, 11, 10, asOfHour),
        };
        const w = windowHistory(series, timeOf, window, bounds);
        const all = windowHistory(series, timeOf, 'all', bounds);
        // Plain checks, not expect(): 200 cases of a few dozen expect() calls outlast the unit
        // timeout on the loaded box.
        if (!w || !all) return false;
        if (w.start < all.start || w.end !== all.end) return false;
        if (w.series.map((s) => s.book).join() !== series.map((s) => s.book).join()) return false;
        return w.series.every((s, i) => {
          const source = series[i]?.points ?? [];
          return (
            // The value a step line shows at the end of any window is the book's latest line.
            s.points.at(-1)?.point === source.at(-1) &&
            s.points.filter((p) => p.carried).length <= 1 &&
            s.points.every((p) => source.includes(p.point) && p.t >= w.start && p.t <= w.end) &&
            s.moves <= (all.series[i]?.moves ?? 0)
          );
        });
      }),
    );
  });
});
