import { describe, expect, it } from 'vitest';
import type { Game } from '../../../../shared/api/games.ts';
import { quotedBet } from './quoted-bet.ts';

const captured = { book: 'draftkings', capturedAt: '2025-12-12T15:00:00.000Z' };
// Home gives 3.5 at −115 (away +3.5 at −105); total 44.5 over −108 / under −112; moneyline −180 / +155.
// Every price differs so a swapped side shows.
const odds: Game['odds'] = {
  spread: { ...captured, homeLine: -3.5, homePrice: -115, awayPrice: -105 },
  total: { ...captured, line: 44.5, overPrice: -108, underPrice: -112 },
  moneyline: { ...captured, homePrice: -180, awayPrice: 155 },
};

describe('the bet form pre-fills the chosen game’s line', () => {
  it('gives each side its own handicap and price', () => {
    expect(quotedBet(odds, 'spreads', 'home')).toEqual({ line: '-3.5', price: '-115' });
    // The away side takes the opposite of the home line: −(−3.5) = +3.5.
    expect(quotedBet(odds, 'spreads', 'away')).toEqual({ line: '3.5', price: '-105' });
    expect(quotedBet(odds, 'totals', 'over')).toEqual({ line: '44.5', price: '-108' });
    expect(quotedBet(odds, 'totals', 'under')).toEqual({ line: '44.5', price: '-112' });
    expect(quotedBet(odds, 'h2h', 'away')).toEqual({ line: '', price: '155' });
  });

  it('leaves empty what the board lacks or the form cannot take', () => {
    expect(quotedBet(null, 'spreads', 'home')).toEqual({ line: '', price: '' });
    const quarter = { ...odds, spread: { ...captured, homeLine: -3.25, homePrice: null, awayPrice: null } };
    expect(quotedBet(quarter, 'spreads', 'home')).toEqual({ line: '', price: '' });
    // A pick'em reads 0, never "-0".
    const pk = { ...odds, spread: { ...captured, homeLine: 0, homePrice: -110, awayPrice: -110 } };
    expect(quotedBet(pk, 'spreads', 'away').line).toBe('0');
  });
});
