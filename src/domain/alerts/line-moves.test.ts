import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { LineSnapshot } from '../odds/market-board.ts';
import { DEFAULT_LINE_ALERT_CONFIG } from './alert.ts';
import { lineMoveAlerts, lineMoveUrgency } from './line-moves.ts';
import { steamAlerts } from './steam.ts';
import { GAME } from './test-game.test-data.ts';

const H = 3_600_000;
const t = (hours: number) => GAME.kickoffMs - 72 * H + hours * H;
const spread = (book: string, hours: number, home: number, price = -110): LineSnapshot[] => [
  { book, market: 'spreads', side: 'home', line: home, price, capturedAtMs: t(hours) },
  { book, market: 'spreads', side: 'away', line: -home, price: -110, capturedAtMs: t(hours) },
];

describe('line-movement alerts', () => {
  it('alerts once a book’s spread has moved a full point, from the line at the last alert', () => {
    const snaps = [
      ...spread('draftkings', 0, -2.5),
      ...spread('draftkings', 5, -3),
      ...spread('draftkings', 9, -3.5, -105),
      ...spread('draftkings', 20, -4),
    ];
    const alerts = lineMoveAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'line_movement',
      book: 'draftkings',
      market: 'spreads',
      oldValue: 'HOU −2.5',
      newValue: 'HOU −3.5',
      side: 'home',
      line: -3.5,
      price: -105,
      team: 'HOU',
      urgency: 'high', // it crossed 3, a key number
      detectedAtMs: t(9),
      fromAtMs: t(0),
    });
  });

  it('alerts a total moving 1.5 points toward the over, and nothing captured after kickoff', () => {
    const total = (hours: number, line: number): LineSnapshot => ({
      book: 'fanduel',
      market: 'totals',
      side: 'over',
      line,
      price: -110,
      capturedAtMs: t(hours),
    });
    const alerts = lineMoveAlerts(
      GAME,
      [total(0, 44.5), total(10, 46), total(73, 49)],
      DEFAULT_LINE_ALERT_CONFIG,
    );
    expect(alerts.map((a) => [a.oldValue, a.newValue, a.side, a.urgency])).toEqual([
      ['O/U 44.5', 'O/U 46', 'over', 'low'],
    ]);
  });

  it('moves the consensus when the median of three books moves, with the away side graded at its own handicap', () => {
    const snaps = [
      ...spread('draftkings', 0, -7),
      ...spread('fanduel', 0, -7),
      ...spread('betmgm', 0, -6.5),
      ...spread('draftkings', 30, -6),
      ...spread('fanduel', 31, -5.5),
    ];
    const consensus = lineMoveAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG).filter(
      (a) => a.book === 'consensus',
    );
    expect(consensus).toHaveLength(1);
    expect(consensus[0]).toMatchObject({
      oldValue: 'HOU −7',
      newValue: 'HOU −6',
      side: 'away',
      line: 6,
      price: null,
    });
  });

  it('takes the closing line as the consensus once it is known, so the move to the close is alerted', () => {
    // Nine books at HOU −9.5 or −10 two days out (median −9.5); nflverse's close at kickoff: −10.5.
    const books = ['draftkings', 'fanduel', 'betmgm', 'bovada', 'betrivers'].map((b) => spread(b, 0, -9.5));
    const others = ['mybookieag', 'betus', 'betonlineag', 'lowvig'].map((b) => spread(b, 0, -10));
    const close = spread('nflverse_close', 72, -10.5);
    const consensus = lineMoveAlerts(
      GAME,
      [...books, ...others, ...close].flat(),
      DEFAULT_LINE_ALERT_CONFIG,
    ).filter((a) => a.book === 'consensus');
    expect(consensus.map((a) => [a.oldValue, a.newValue, a.side, a.line, a.detectedAtMs])).toEqual([
      ['HOU −9.5', 'HOU −10.5', 'home', -10.5, GAME.kickoffMs],
    ]);
  });

  it('rates spread moves by size, key numbers and a change of favourite', () => {
    expect(lineMoveUrgency('spreads', -4.5, -5.5)).toBe('low');
    expect(lineMoveUrgency('spreads', -4.5, -6)).toBe('medium');
    expect(lineMoveUrgency('spreads', -6.5, -7.5)).toBe('high');
    expect(lineMoveUrgency('spreads', -0.5, 1)).toBe('high');
    expect(lineMoveUrgency('totals', 44, 47)).toBe('high');
  });
});

// Any line history at three books over two hours, dense enough that moves often share a steam window.
const history = fc
  .array(
    fc.record({
      book: fc.constantFrom('draftkings', 'fanduel', 'betmgm'),
      market: fc.constantFrom('spreads' as const, 'totals' as const),
      minute: fc.integer({ min: 0, max: 120 }),
      line: fc.integer({ min: -8, max: 8 }).map((h) => h / 2),
    }),
    { minLength: 15, maxLength: 60 },
  )
  .map((rows) => {
    const seen = new Set<string>();
    return rows.flatMap((r): LineSnapshot[] => {
      const key = `${r.book}|${r.market}|${r.minute}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const at = GAME.kickoffMs - 2 * H + r.minute * 60_000;
      return r.market === 'spreads'
        ? [
            {
              book: r.book,
              market: 'spreads',
              side: 'home',
              line: -3 + r.line,
              price: -110,
              capturedAtMs: at,
            },
          ]
        : [
            {
              book: r.book,
              market: 'totals',
              side: 'over',
              line: 44 + r.line,
              price: -110,
              capturedAtMs: at,
            },
          ];
    });
  });

describe('alerts are computed from the past only', () => {
  it('what a run at any instant finds is exactly what a later run finds up to that instant', () => {
    assertProperty(
      fc.property(history, fc.integer({ min: 0, max: 120 }), (snaps, cutMinute) => {
        const cut = GAME.kickoffMs - 2 * H + cutMinute * 60_000;
        for (const detect of [lineMoveAlerts, steamAlerts]) {
          const early = detect(
            GAME,
            snaps.filter((s) => s.capturedAtMs <= cut),
            DEFAULT_LINE_ALERT_CONFIG,
          );
          const late = detect(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG).filter((a) => a.detectedAtMs <= cut);
          expect(early).toEqual(late);
        }
      }),
      { numRuns: 300 },
    );
  });
});
