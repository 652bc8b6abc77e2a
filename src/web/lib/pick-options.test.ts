import { describe, expect, it } from 'vitest';
import { atQuote, pickKey, pickLabel, pickOptions } from './pick-options.ts';

const side = (code: string) => ({ code }) as never;
const game = {
  id: '2025_15_ARI_HOU',
  home: side('HOU'),
  away: side('ARI'),
  odds: {
    spread: {
      book: 'fanduel',
      capturedAt: '2025-12-12T17:00:00Z',
      homeLine: -9.5,
      homePrice: -110,
      awayPrice: -110,
    },
    total: {
      book: 'fanduel',
      capturedAt: '2025-12-12T17:00:00Z',
      line: 44.5,
      overPrice: -105,
      underPrice: -115,
    },
    moneyline: { book: 'fanduel', capturedAt: '2025-12-12T17:00:00Z', homePrice: -500, awayPrice: 380 },
  },
};

describe('the picks a game offers', () => {
  it('words each side at the line shown, the away spread as the away handicap', () => {
    expect(pickOptions(game).map((o) => o.label)).toEqual([
      'ARI +9.5 (−110)',
      'HOU −9.5 (−110)',
      'Over 44.5 (−105)',
      'Under 44.5 (−115)',
      'ARI to win (+380)',
      'HOU to win (−500)',
    ]);
    expect(pickOptions(game).map((o) => pickKey(o.body))).toContain('spread-away');
  });

  it('relocks at the server’s quote after "line moved", keeping the side', () => {
    const away = pickOptions(game)[0]?.body;
    if (!away) throw new Error('no option');
    const moved = atQuote(away, {
      line: -10,
      price: -105,
      book: 'fanduel',
      capturedAt: '2025-12-12T18:00:00Z',
    });
    expect(moved).toMatchObject({ market: 'spread', selection: 'away', line: -10, price: -105 });
    expect(pickLabel(game, moved)).toBe('ARI +10 (−105)');
    const ml = pickOptions(game)[5]?.body;
    if (!ml) throw new Error('no option');
    expect(
      atQuote(ml, { line: 3, price: -450, book: 'x', capturedAt: '2025-12-12T18:00:00Z' }).line,
    ).toBeNull();
  });
});
