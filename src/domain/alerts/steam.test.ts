import { describe, expect, it } from 'vitest';
import type { LineSnapshot } from '../odds/market-board.ts';
import { DEFAULT_LINE_ALERT_CONFIG } from './alert.ts';
import { gradeAlert } from './grade-alert.ts';
import { steamAlerts } from './steam.ts';
import { GAME } from './test-game.test-data.ts';

const M = 60_000;
const t0 = GAME.kickoffMs - 26 * 3_600_000;
const home = (book: string, minutes: number, line: number, price = -110): LineSnapshot => ({
  book,
  market: 'spreads',
  side: 'home',
  line,
  price,
  capturedAtMs: t0 + minutes * M,
});
const opening = ['draftkings', 'fanduel', 'betmgm', 'bovada'].map((b) => home(b, -600, -3));

describe('steam (sharp money)', () => {
  const snaps = [
    ...opening,
    home('draftkings', 0, -3.5),
    home('fanduel', 12, -3.5, -108),
    home('betmgm', 20, -4),
  ];
  // Computed inside each test, never in the describe body: Stryker turns a mutant on only while tests run.
  const steam = () => steamAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG);

  it('fires when a second book moves the same way within the window, once per steam', () => {
    const alerts = steam();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      type: 'sharp_money',
      urgency: 'medium',
      side: 'home',
      team: 'HOU',
      line: -3.5,
      price: -108,
      book: 'fanduel',
      oldValue: 'HOU −3',
      newValue: 'HOU −3.5',
      detectedAtMs: t0 + 12 * M,
      emoji: '🔥',
    });
    expect(alerts[0]?.title).toBe('Steam on HOU: 2 books moved the spread within 12 min');
  });

  it('grades the steam side against the line at the alert, at the price shown', () => {
    const alert = steam()[0];
    if (!alert?.market || !alert.side || alert.line === null) throw new Error('steam alert implies no side');
    const gradable = { market: alert.market, side: alert.side, line: alert.line, price: alert.price };
    // HOU 27–20: won by 7, laying 3.5 covers; one unit at −108 wins 100/108.
    expect(gradeAlert(gradable, { homeScore: 27, awayScore: 20 })).toEqual({
      outcome: 'win',
      units: expect.closeTo(100 / 108, 12),
      price: -108,
    });
    // HOU 23–20: won by 3, does not cover −3.5.
    expect(gradeAlert(gradable, { homeScore: 23, awayScore: 20 })).toEqual({
      outcome: 'loss',
      units: -1,
      price: -108,
    });
  });

  it('needs two different books, the same direction, within the window', () => {
    const cfg = DEFAULT_LINE_ALERT_CONFIG;
    expect(
      steamAlerts(GAME, [...opening, home('draftkings', 0, -3.5), home('draftkings', 5, -4)], cfg),
    ).toEqual([]);
    expect(
      steamAlerts(GAME, [...opening, home('draftkings', 0, -3.5), home('fanduel', 5, -2.5)], cfg),
    ).toEqual([]);
    expect(
      steamAlerts(GAME, [...opening, home('draftkings', 0, -3.5), home('fanduel', 31, -3.5)], cfg),
    ).toEqual([]);
  });

  it('rates three books or more high', () => {
    const three = steamAlerts(
      GAME,
      [...opening, home('draftkings', 0, -3.5), home('fanduel', 1, -3.5), home('betmgm', 2, -4)],
      {
        ...DEFAULT_LINE_ALERT_CONFIG,
        steamMinBooks: 3,
      },
    );
    expect(three.map((a) => [a.urgency, a.newValue])).toEqual([['high', 'HOU −4']]);
  });

  it('reads a total or an away-side spread steam, dated and worded as a bettor reads it', () => {
    const q = (
      book: string,
      market: 'spreads' | 'totals',
      side: LineSnapshot['side'],
      minutes: number,
      line: number,
      price: number | null = -110,
    ): LineSnapshot => ({
      book,
      market,
      side,
      line,
      price,
      capturedAtMs: t0 + minutes * M,
    });
    const snaps = [
      q('draftkings', 'totals', 'over', -600, 44.5),
      q('fanduel', 'totals', 'over', -600, 44.5),
      q('draftkings', 'totals', 'over', 0, 44),
      q('fanduel', 'totals', 'over', 30, 43.5, null), // exactly 30 minutes after the first move: inside
      q('draftkings', 'spreads', 'home', -600, 3),
      q('fanduel', 'spreads', 'home', -600, 3),
      q('draftkings', 'spreads', 'home', 35, 3.5),
      q('fanduel', 'spreads', 'home', 36, 4),
      q('fanduel', 'spreads', 'away', 36, -4, -105),
    ];
    const [total, spread] = steamAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG);
    expect(total).toMatchObject({
      key: `sharp_money|2025_15_ARI_HOU|steam|totals|-1|${t0}|draftkings`,
      detectedAtMs: t0 + 30 * M,
      fromAtMs: t0 - 600 * M,
      title: 'Steam on the under: 2 books moved the total within 30 min',
      description:
        'DraftKings O/U 44.5 → O/U 44; FanDuel O/U 44.5 → O/U 43.5. Several books moving the same way within minutes is the trace sharp money leaves; we see prices, not bets.',
      oldValue: 'O/U 44.5',
      newValue: 'O/U 43.5',
      // FanDuel quoted no price with its move: graded at the standard −110.
      impact: 'Graded as a bet on the under 43.5 at −110 (FanDuel) once the game is final.',
      team: null,
      side: 'under',
      line: 43.5,
      price: null,
      details: {
        kind: 'steam',
        direction: 'down',
        windowMinutes: 30,
        moves: [
          { book: 'draftkings', fromLine: 44.5, toLine: 44, atMs: t0 },
          { book: 'fanduel', fromLine: 44.5, toLine: 43.5, atMs: t0 + 30 * M },
        ],
      },
    });
    // HOU getting more points is money on ARI: graded at ARI's own handicap and price.
    expect(spread).toMatchObject({
      title: 'Steam on ARI: 2 books moved the spread within 1 min',
      impact: 'Graded as a bet on ARI −4 at −105 (FanDuel) once the game is final.',
      team: 'ARI',
      side: 'away',
      line: -4,
      price: -105,
      details: { direction: 'up' },
    });
  });

  it('ignores moves after kickoff (in-play prices are another market) and starts a new steam after the window', () => {
    const cfg = DEFAULT_LINE_ALERT_CONFIG;
    const minutesToKickoff = (GAME.kickoffMs - t0) / M;
    expect(
      steamAlerts(
        GAME,
        [
          ...opening,
          home('draftkings', minutesToKickoff - 1, -3.5),
          home('fanduel', minutesToKickoff + 1, -3.5),
        ],
        cfg,
      ),
    ).toEqual([]);
    const twice = steamAlerts(
      GAME,
      [
        ...opening,
        home('draftkings', 0, -3.5),
        home('fanduel', 5, -3.5),
        home('betmgm', 20, -3.5), // inside the first window: part of the first steam
        home('draftkings', 90, -4),
        home('bovada', 95, -3.5),
      ],
      cfg,
    );
    expect(
      twice.map((a) => [a.detectedAtMs, a.details.kind === 'steam' && a.details.moves.map((m) => m.book)]),
    ).toEqual([
      [t0 + 5 * M, ['draftkings', 'fanduel']],
      [t0 + 95 * M, ['draftkings', 'bovada']],
    ]);
  });

  it('follows the home handicap only: the away side’s mirror quotes, re-priced lines and missing lines are no moves', () => {
    const away = (book: string, minutes: number, line: number | null, price = -110): LineSnapshot => ({
      ...home(book, minutes, 0, price),
      side: 'away',
      line,
    });
    const both = (book: string, minutes: number, line: number, price = -110) => [
      home(book, minutes, line, price),
      away(book, minutes, -line, price),
    ];
    const cfg = DEFAULT_LINE_ALERT_CONFIG;
    const mirrored = steamAlerts(
      GAME,
      [
        ...both('draftkings', -600, -3),
        ...both('fanduel', -600, -3),
        ...both('draftkings', 0, -3.5),
        ...both('fanduel', 5, -3.5),
      ],
      cfg,
    );
    expect(mirrored.map((a) => a.details)).toEqual([
      {
        kind: 'steam',
        direction: 'down',
        windowMinutes: 30,
        moves: [
          { book: 'draftkings', fromLine: -3, toLine: -3.5, atMs: t0 },
          { book: 'fanduel', fromLine: -3, toLine: -3.5, atMs: t0 + 5 * M },
        ],
      },
    ]);
    // DraftKings re-prices −3 (no move); FanDuel takes its line down for a while (no line), then moves.
    const quiet = [
      ...opening,
      home('draftkings', 0, -3, -120),
      { ...home('fanduel', 2, -3), line: null },
      home('fanduel', 5, -3.5),
      home('betmgm', 10, -3.5),
    ];
    expect(steamAlerts(GAME, quiet, cfg).map((a) => a.details)).toEqual([
      {
        kind: 'steam',
        direction: 'down',
        windowMinutes: 30,
        moves: [
          { book: 'fanduel', fromLine: -3, toLine: -3.5, atMs: t0 + 5 * M },
          { book: 'betmgm', fromLine: -3, toLine: -3.5, atMs: t0 + 10 * M },
        ],
      },
    ]);
  });

  it('counts a move captured at kickoff, and makes one steam per window however long the run of moves', () => {
    const cfg = DEFAULT_LINE_ALERT_CONFIG;
    const kickoff = (GAME.kickoffMs - t0) / M;
    expect(
      steamAlerts(
        GAME,
        [...opening, home('draftkings', kickoff - 10, -3.5), home('fanduel', kickoff, -3.5)],
        cfg,
      ),
    ).toHaveLength(1);
    const run = steamAlerts(
      GAME,
      [
        ...opening,
        home('caesars', -600, -3),
        home('draftkings', 0, -3.5),
        home('fanduel', 5, -3.5),
        home('betmgm', 28, -3.5),
        home('bovada', 40, -3.5),
        home('caesars', 45, -3.5),
        home('draftkings', 60, -4), // inside the second steam's window (40–70 min)
        home('fanduel', 65, -4),
      ],
      cfg,
    );
    expect(run.map((a) => a.detectedAtMs)).toEqual([t0 + 5 * M, t0 + 45 * M]);
  });
});
