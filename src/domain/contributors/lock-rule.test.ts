import { describe, expect, it } from 'vitest';
import { decideLock, quoteFor } from './lock-rule.ts';

const kickoff = new Date('2025-12-14T18:00:00Z');
const captured = new Date('2025-12-12T17:00:00Z');
const lines = [
  { market: 'spreads', side: 'home', line: -9.5, price: -110, book: 'draftkings', capturedAt: captured },
  { market: 'spreads', side: 'away', line: 9.5, price: -110, book: 'draftkings', capturedAt: captured },
  { market: 'totals', side: 'over', line: 41.5, price: -105, book: 'fanduel', capturedAt: captured },
  { market: 'totals', side: 'under', line: 41.5, price: -115, book: 'fanduel', capturedAt: captured },
  { market: 'h2h', side: 'home', line: null, price: -600, book: 'draftkings', capturedAt: captured },
  { market: 'h2h', side: 'away', line: null, price: 440, book: 'draftkings', capturedAt: captured },
];

describe('locking a pick', () => {
  it('quotes each market from the book shown, spreads as the home handicap', () => {
    expect(quoteFor(lines, 'spread', 'away')).toEqual({
      line: -9.5,
      price: -110,
      book: 'draftkings',
      capturedAt: captured,
    });
    expect(quoteFor(lines, 'total', 'under')).toMatchObject({ line: 41.5, price: -115, book: 'fanduel' });
    expect(quoteFor(lines, 'moneyline', 'away')).toMatchObject({ line: null, price: 440 });
    expect(quoteFor([], 'moneyline', 'away')).toBeNull();
  });

  const current = quoteFor(lines, 'spread', 'home');
  const before = new Date(kickoff.getTime() - 1);

  it('locks at the line shown before kickoff', () => {
    expect(
      decideLock({ now: before, kickoff, market: 'spread', current, seen: { line: -9.5, price: -110 } }),
    ).toEqual({
      ok: true,
      quote: current,
    });
  });

  it('refuses at and after kickoff, whatever the line', () => {
    for (const now of [kickoff, new Date(kickoff.getTime() + 3_600_000)]) {
      expect(
        decideLock({ now, kickoff, market: 'spread', current, seen: { line: -9.5, price: -110 } }),
      ).toEqual({
        ok: false,
        code: 'kicked_off',
      });
    }
  });

  it('asks again when the line or the price moved, with the current quote', () => {
    expect(
      decideLock({ now: before, kickoff, market: 'spread', current, seen: { line: -9, price: -110 } }),
    ).toEqual({
      ok: false,
      code: 'line_moved',
      quote: current,
    });
    expect(
      decideLock({ now: before, kickoff, market: 'spread', current, seen: { line: -9.5, price: -105 } }),
    ).toMatchObject({ code: 'line_moved' });
  });

  it('refuses a market with no line captured', () => {
    expect(
      decideLock({ now: before, kickoff, market: 'total', current: null, seen: { line: 41.5, price: null } }),
    ).toEqual({
      ok: false,
      code: 'no_line',
    });
  });
});
