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
  const alerts = steamAlerts(GAME, snaps, DEFAULT_LINE_ALERT_CONFIG);

  it('fires when a second book moves the same way within the window, once per steam', () => {
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
    });
    expect(alerts[0]?.title).toBe('Steam on HOU: 2 books moved the spread within 12 min');
  });

  it('grades the steam side against the line at the alert, at the price shown', () => {
    const steam = alerts[0];
    if (!steam?.market || !steam.side || steam.line === null) throw new Error('steam alert implies no side');
    const gradable = { market: steam.market, side: steam.side, line: steam.line, price: steam.price };
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
});
