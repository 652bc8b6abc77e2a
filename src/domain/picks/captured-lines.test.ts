import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import {
  CAPTURE_SPAN_MS,
  capturedSpreads,
  capturesOf,
  NO_CAPTURE_AFTER_INPUTS,
  noVigChanceAt,
  noVigClv,
  noVigTotalChanceAt,
  ONE_CAPTURE,
  spreadClvPoints,
  weekInputsKnownAt,
} from './captured-lines.ts';

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);

const spread = (
  book: string,
  side: 'home' | 'away',
  line: number,
  price: number,
  iso: string,
): LineSnapshot => ({ book, market: 'spreads', side, line, price, capturedAtMs: at(iso) });
/** Both sides of one book's spread at one stamp: `homeLine` and its mirror. */
const both = (book: string, homeLine: number, prices: [number, number], iso: string) => [
  spread(book, 'home', homeLine, prices[0], iso),
  spread(book, 'away', -homeLine + 0, prices[1], iso),
];

describe('captures', () => {
  it('groups the stamps of one answer (within 15 minutes of its first) and splits answers hours apart', () => {
    // 2025-12-15T2032Z's markets span 20:19:44–20:32:12 (12.5 minutes): one capture.
    const stamps = [
      '2025-12-15T20:19:44Z',
      '2025-12-15T20:32:12Z',
      '2025-12-15T20:25:00Z',
      '2025-12-16T11:03:30Z',
    ];
    expect(capturesOf(stamps.map(at))).toEqual([
      { startMs: at('2025-12-15T20:19:44Z'), endMs: at('2025-12-15T20:32:12Z') },
      { startMs: at('2025-12-16T11:03:30Z'), endMs: at('2025-12-16T11:03:30Z') },
    ]);
  });

  it('property: every stamp falls in exactly one capture, and no capture spans more than the span', () => {
    assertProperty(
      fc.property(fc.array(fc.integer({ min: 0, max: 10 * 24 * 60 }), { maxLength: 40 }), (minutes) => {
        const stamps = minutes.map((m) => m * MIN);
        const captures = capturesOf(stamps);
        for (const s of stamps)
          expect(captures.filter((c) => c.startMs <= s && s <= c.endMs)).toHaveLength(1);
        for (const c of captures) expect(c.endMs - c.startMs).toBeLessThanOrEqual(CAPTURE_SPAN_MS);
      }),
    );
  });
});

describe('when the week’s inputs are known', () => {
  it('is 4 hours after the kickoff of the previous week’s last game', () => {
    const known = weekInputsKnownAt([
      // 2025 week 14: Sunday and Monday night (MNF kicked off 2025-12-09T01:15Z).
      { season: 2025, week: 14, kickoffMs: at('2025-12-07T18:00:00Z') },
      { season: 2025, week: 14, kickoffMs: at('2025-12-09T01:15:00Z') },
      { season: 2025, week: 15, kickoffMs: at('2025-12-14T18:00:00Z') },
    ]);
    // 01:15 + 4 h = 05:15 on Tuesday 9 December; week 14 is the first week here, so it has none.
    expect(known.get('2025-15')).toBe(at('2025-12-09T05:15:00Z'));
    expect(known.has('2025-14')).toBe(false);
  });

  it('follows the season order across a new year (week 18 after week 17)', () => {
    const known = weekInputsKnownAt([
      { season: 2025, week: 18, kickoffMs: at('2026-01-04T18:00:00Z') },
      { season: 2025, week: 17, kickoffMs: at('2025-12-30T01:15:00Z') },
    ]);
    expect(known.get('2025-18')).toBe(at('2025-12-30T05:15:00Z'));
  });
});

// Washington at home to Dallas, 2025 week 17 (kickoff 25 December 18:00 UTC): two captures on Tuesday 23rd.
const KICKOFF = at('2025-12-25T18:00:00Z');
const INPUTS = at('2025-12-23T05:15:00Z');
const MORNING = capturesOf([at('2025-12-23T11:05:19Z'), at('2025-12-23T11:07:10Z')]);
const AFTERNOON = capturesOf([at('2025-12-23T16:52:14Z')]);
const SNAPSHOTS: LineSnapshot[] = [
  ...both('draftkings', 6.5, [-110, -110], '2025-12-23T11:05:19Z'),
  ...both('fanduel', 6.5, [-115, -105], '2025-12-23T11:07:10Z'),
  ...both('betmgm', 7, [-110, -110], '2025-12-23T11:06:00Z'),
  ...both('draftkings', 7, [-110, -110], '2025-12-23T16:52:14Z'),
  ...both('fanduel', 6.5, [-125, 105], '2025-12-23T16:52:14Z'),
  // The close stored at kickoff is not a capture: left out.
  ...both('nflverse_close', 10, [-110, -110], '2025-12-25T18:00:00Z'),
];
const CAPTURES = [...MORNING, ...AFTERNOON];

describe('the line at the pick and at the close', () => {
  it('reads the first capture after the inputs and the last before kickoff, each the books’ median', () => {
    const pair = capturedSpreads(SNAPSHOTS, CAPTURES, { inputsKnownMs: INPUTS, kickoffMs: KICKOFF });
    // Morning: DraftKings +6.5, FanDuel +6.5, BetMGM +7 → median +6.5 (3 books).
    // Afternoon: DraftKings +7 (moved), FanDuel +6.5, BetMGM +7 (holds) → median +7.
    expect(pair.reason).toBeNull();
    expect(pair.pick).toMatchObject({ line: 6.5, books: 3, captureStartMs: at('2025-12-23T11:05:19Z') });
    expect(pair.close).toMatchObject({ line: 7, books: 3, captureStartMs: at('2025-12-23T16:52:14Z') });
  });

  it('skips captures made before the inputs were known', () => {
    // Inputs known at noon: the morning capture is too early, the afternoon one is the only one left.
    const pair = capturedSpreads(SNAPSHOTS, CAPTURES, {
      inputsKnownMs: at('2025-12-23T12:00:00Z'),
      kickoffMs: KICKOFF,
    });
    expect(pair).toEqual({ pick: null, close: null, reason: ONE_CAPTURE });
  });

  it('is unknown without a capture between the inputs and kickoff (a capture after kickoff does not count)', () => {
    const pair = capturedSpreads(SNAPSHOTS, CAPTURES, {
      inputsKnownMs: INPUTS,
      kickoffMs: at('2025-12-23T11:00:00Z'),
    });
    expect(pair.reason).toBe(NO_CAPTURE_AFTER_INPUTS);
  });
});

describe('CLV in points and in no-vig probability, in the pick’s direction', () => {
  it('gives the away side what the home side loses', () => {
    // Washington +6.5 at the pick, +7 at the close: a Washington bettor got half a point less than the
    // close (6.5 − 7 = −0.5); a Dallas bettor laid 6.5 instead of 7 (7 − 6.5 = +0.5).
    expect(spreadClvPoints('home', 6.5, 7)).toBe(-0.5);
    expect(spreadClvPoints('away', 6.5, 7)).toBe(0.5);
  });

  it('property: the two sides’ points always sum to 0', () => {
    const half = fc.integer({ min: -40, max: 40 }).map((n) => n / 2);
    assertProperty(
      fc.property(half, half, (pick, close) => {
        expect(spreadClvPoints('home', pick, close) + spreadClvPoints('away', pick, close)).toBe(0);
      }),
    );
  });

  it('values the pick’s own line at both captures from the books quoting it', () => {
    const pair = capturedSpreads(SNAPSHOTS, CAPTURES, { inputsKnownMs: INPUTS, kickoffMs: KICKOFF });
    if (!pair.pick) throw new Error('measured above');
    // Washington at +6.5 in the morning: DraftKings −110/−110 → .5; FanDuel −115/−105: 115/215 = .53488
    // and 105/205 = .51220, Washington .53488 / 1.04708 = .51083. Median of the two = .50542.
    // Afternoon at +6.5: FanDuel alone (DraftKings and BetMGM are at +7): −125/+105: 125/225 = .55556
    // and 100/205 = .48780, Washington .55556 / 1.04336 = .53247. CLV = .53247 − .50542 = +.02705 → +.0271.
    expect(noVigClv(SNAPSHOTS, 'home', pair)).toBe(0.0271);
    expect(noVigClv(SNAPSHOTS, 'away', pair)).toBe(-0.0271);
  });

  it('is unknown when no book quotes the pick’s line with both prices', () => {
    expect(noVigChanceAt(SNAPSHOTS, { side: 'home', homeLine: 5.5, atMs: KICKOFF - 1 })).toBeNull();
  });
});

describe('a total’s no-vig chance at a capture (decision 107)', () => {
  const t = (
    book: string,
    side: 'over' | 'under',
    line: number,
    price: number,
    iso: string,
  ): LineSnapshot => ({
    book,
    market: 'totals',
    side,
    line,
    price,
    capturedAtMs: at(iso),
  });
  const STAMP = '2025-12-23T16:52:00Z';
  const totals = [
    ...[t('a', 'over', 44, -110, STAMP), t('a', 'under', 44, -110, STAMP)],
    ...[t('b', 'over', 44, -120, STAMP), t('b', 'under', 44, 100, STAMP)],
    // Another line: a chance at 44.5 is of another bet, left out.
    ...[t('c', 'over', 44.5, -150, STAMP), t('c', 'under', 44.5, 130, STAMP)],
    // A spread at the same stamp is another market, left out.
    spread('a', 'home', 44, -300, STAMP),
    spread('a', 'away', -44, 250, STAMP),
  ];

  it('is the median over the books quoting that total with both prices, over and under mirrored', () => {
    // Book a: −110/−110 → 0.5. Book b: over −120 → 120/220 = 0.545455, under +100 → 100/200 = 0.5;
    // over's share 0.545455 / 1.045455 = 0.521739. Median of two: (0.5 + 0.521739) / 2 = 0.510870.
    const atMs = at('2025-12-23T17:00:00Z');
    expect(noVigTotalChanceAt(totals, { side: 'over', line: 44, atMs })).toBeCloseTo(0.51087, 5);
    expect(noVigTotalChanceAt(totals, { side: 'under', line: 44, atMs })).toBeCloseTo(0.48913, 5);
  });

  it('is unknown before the books quoted it, and at a total no book quoted', () => {
    expect(
      noVigTotalChanceAt(totals, { side: 'over', line: 44, atMs: at('2025-12-23T16:00:00Z') }),
    ).toBeNull();
    expect(
      noVigTotalChanceAt(totals, { side: 'over', line: 45, atMs: at('2025-12-23T17:00:00Z') }),
    ).toBeNull();
  });
});
