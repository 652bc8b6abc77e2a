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

// FanDuel's total, the over's line unless said otherwise.
const total = (hours: number, line: number, side: 'over' | 'under' = 'over', price = -110): LineSnapshot => ({
  book: 'fanduel',
  market: 'totals',
  side,
  line,
  price,
  capturedAtMs: t(hours),
});

// Three books at HOU −7/−7/−6.5, then two of them shorten: the median reaches −6 at hour 31.
const threeBooksMove = () => [
  ...spread('draftkings', 0, -7),
  ...spread('fanduel', 0, -7),
  ...spread('betmgm', 0, -6.5),
  ...spread('draftkings', 30, -6),
  ...spread('fanduel', 31, -5.5),
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
    const alerts = lineMoveAlerts(
      GAME,
      [total(0, 44.5), total(10, 46), total(73, 49)],
      DEFAULT_LINE_ALERT_CONFIG,
    );
    expect(alerts.map((a) => [a.oldValue, a.newValue, a.side, a.urgency, a.title])).toEqual([
      ['O/U 44.5', 'O/U 46', 'over', 'low', 'ARI @ HOU total moved 1.5 points toward the over'],
    ]);
  });

  it('moves the consensus when the median of three books moves, with the away side graded at its own handicap', () => {
    const consensus = lineMoveAlerts(GAME, threeBooksMove(), DEFAULT_LINE_ALERT_CONFIG).filter(
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

describe('line-movement alert text, prices and books', () => {
  it('writes what a user reads for one book’s spread move, priced at that book’s quote', () => {
    const snaps = [
      ...spread('draftkings', 0, -2.5),
      ...spread('draftkings', 9, -3.5, -105),
      // Another book's price on the same side at the same instant is not DraftKings' price.
      ...spread('fanduel', 9, -3, -125),
    ];
    const alerts = lineMoveAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG).filter(
      (a) => a.book === 'draftkings',
    );
    expect(alerts).toEqual([
      {
        key: `line_movement|2025_15_ARI_HOU|draftkings|spreads|${t(0)}|${t(9)}`,
        type: 'line_movement',
        urgency: 'high',
        gameId: '2025_15_ARI_HOU',
        detectedAtMs: t(9),
        fromAtMs: t(0),
        title: 'ARI @ HOU spread moved 1 point toward HOU',
        description: 'DraftKings spread went from HOU −2.5 to HOU −3.5 (DraftKings).',
        emoji: '📈',
        oldValue: 'HOU −2.5',
        newValue: 'HOU −3.5',
        impact: 'Graded as a bet on HOU −3.5 at −105 once the game is final.',
        team: 'HOU',
        player: null,
        playerId: null,
        book: 'draftkings',
        market: 'spreads',
        side: 'home',
        line: -3.5,
        price: -105,
        details: { kind: 'line', fromLine: -2.5, toLine: -3.5, books: ['draftkings'] },
      },
    ]);
  });

  it('names the books behind a consensus move: those quoting by then, not one that came later', () => {
    const snaps = [...threeBooksMove(), ...spread('betrivers', 31, -6), ...spread('bovada', 40, -6)];
    const consensus = lineMoveAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG).filter(
      (a) => a.book === 'consensus',
    );
    // The median of four books at hour 31 (−6.5, −6, −6, −5.5) is −6: a point from −7, toward ARI.
    expect(
      consensus.map((a) => [a.title, a.description, a.impact, a.team, a.line, a.price, a.emoji, a.details]),
    ).toEqual([
      [
        'ARI @ HOU spread moved 1 point toward ARI',
        'The consensus spread went from HOU −7 to HOU −6 (the consensus of 4 books).',
        'Graded as a bet on ARI +6 at −110 once the game is final.',
        'ARI',
        6,
        null,
        '📈',
        { kind: 'line', fromLine: -7, toLine: -6, books: ['betmgm', 'betrivers', 'draftkings', 'fanduel'] },
      ],
    ]);
  });

  it('alerts each consensus move, including a move back to a line it held before', () => {
    const all = (hours: number, home: number) =>
      ['draftkings', 'fanduel', 'betmgm'].flatMap((b) => spread(b, hours, home));
    const snaps = [...all(0, -3), ...all(1, -4), ...all(2, -5), ...all(3, -4)];
    const consensus = lineMoveAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG).filter(
      (a) => a.book === 'consensus',
    );
    expect(consensus.map((a) => [a.oldValue, a.newValue])).toEqual([
      ['HOU −3', 'HOU −4'],
      ['HOU −4', 'HOU −5'],
      ['HOU −5', 'HOU −4'],
    ]);
  });

  it('forms no consensus before three books quote, so the first consensus is not a move', () => {
    const snaps = [...spread('draftkings', 0, -3), ...spread('fanduel', 1, -3), ...spread('betmgm', 2, -3)];
    expect(lineMoveAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG)).toEqual([]);
  });

  it('grades a falling total as the under at the total itself, with no team, at the latest price captured', () => {
    const alerts = lineMoveAlerts(
      GAME,
      // Stored newest first: the price at the alert is the latest capture, not the last row read.
      [
        total(20, 45, 'under', -115),
        total(20, 45, 'over', -105),
        total(0, 47, 'under', -108),
        total(0, 47, 'over', -112),
        // A capture without a line (the book off the board) is no move.
        { ...total(10, 0, 'over', -110), line: null },
      ],
      DEFAULT_LINE_ALERT_CONFIG,
    );
    expect(
      alerts.map((a) => [a.title, a.description, a.impact, a.emoji, a.team, a.side, a.line, a.price]),
    ).toEqual([
      [
        'ARI @ HOU total moved 2 points toward the under',
        'FanDuel total went from O/U 47 to O/U 45 (FanDuel).',
        'Graded as a bet on the under 45 at −115 once the game is final.',
        '📊',
        null,
        'under',
        45,
        -115,
      ],
    ]);
  });

  it('needs the total threshold (1.5) for totals, not the spread one', () => {
    expect(lineMoveAlerts(GAME, [total(0, 44), total(5, 45)], DEFAULT_LINE_ALERT_CONFIG)).toEqual([]);
  });

  it('rates moves at the edges of the bands', () => {
    // Totals: 2 points is medium, 3 high, under 2 low.
    expect(lineMoveUrgency('totals', 44, 46)).toBe('medium');
    expect(lineMoveUrgency('totals', 44, 45.5)).toBe('low');
    // Spreads: 2 points is high without a key number; landing on or leaving 3 or 7 is high.
    expect(lineMoveUrgency('spreads', -8.5, -10.5)).toBe('high');
    expect(lineMoveUrgency('spreads', -3, -4)).toBe('high');
    expect(lineMoveUrgency('spreads', -6, -7)).toBe('high');
    // From or to a pick'em is no change of favourite.
    expect(lineMoveUrgency('spreads', 0, -1)).toBe('low');
    expect(lineMoveUrgency('spreads', -1, 0)).toBe('low');
  });
});
