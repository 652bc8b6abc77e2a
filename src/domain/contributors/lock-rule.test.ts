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

  // Computed in each test (decision 050): quoteFor is code under mutation.
  const spreadQuote = () => quoteFor(lines, 'spread', 'home');
  const before = new Date(kickoff.getTime() - 1);

  it('locks at the line shown before kickoff', () => {
    expect(
      decideLock({
        now: before,
        kickoff,
        market: 'spread',
        current: spreadQuote(),
        seen: { line: -9.5, price: -110 },
      }),
    ).toEqual({
      ok: true,
      quote: spreadQuote(),
    });
  });

  it('refuses at and after kickoff, whatever the line', () => {
    for (const now of [kickoff, new Date(kickoff.getTime() + 3_600_000)]) {
      expect(
        decideLock({
          now,
          kickoff,
          market: 'spread',
          current: spreadQuote(),
          seen: { line: -9.5, price: -110 },
        }),
      ).toEqual({
        ok: false,
        code: 'kicked_off',
      });
    }
  });

  it('asks again when the line or the price moved, with the current quote', () => {
    expect(
      decideLock({
        now: before,
        kickoff,
        market: 'spread',
        current: spreadQuote(),
        seen: { line: -9, price: -110 },
      }),
    ).toEqual({
      ok: false,
      code: 'line_moved',
      quote: spreadQuote(),
    });
    expect(
      decideLock({
        now: before,
        kickoff,
        market: 'spread',
        current: spreadQuote(),
        seen: { line: -9.5, price: -105 },
      }),
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

  it('refuses a spread or total with no line and a moneyline with no price, and locks a moneyline at its price', () => {
    const quote = (line: number | null, price: number | null) => ({
      line,
      price,
      book: 'fanduel',
      capturedAt: captured,
    });
    const lock = (market: 'spread' | 'total' | 'moneyline', current: ReturnType<typeof quote>) =>
      decideLock({
        now: before,
        kickoff,
        market,
        current,
        seen: { line: current.line, price: current.price },
      });
    expect(lock('spread', quote(null, -110))).toEqual({ ok: false, code: 'no_line' });
    expect(lock('total', quote(null, -110))).toEqual({ ok: false, code: 'no_line' });
    expect(lock('moneyline', quote(null, null))).toEqual({ ok: false, code: 'no_line' });
    expect(lock('moneyline', quote(null, 440))).toEqual({ ok: true, quote: quote(null, 440) });
    expect(lock('total', quote(41.5, null))).toEqual({ ok: true, quote: quote(41.5, null) });
  });

  it('quotes a spread from the away row alone, a total from either side, and nothing without rows', () => {
    const away = lines.filter((l) => l.market === 'spreads' && l.side === 'away');
    // Only the away +9.5 captured: the home handicap is −9.5; the home side has no price of its own.
    expect(quoteFor(away, 'spread', 'home')).toEqual({
      line: -9.5,
      price: null,
      book: 'draftkings',
      capturedAt: captured,
    });
    expect(quoteFor(away, 'spread', 'away')).toMatchObject({ line: -9.5, price: -110 });
    const under = lines.filter((l) => l.side === 'under');
    expect(quoteFor(under, 'total', 'over')).toEqual({
      line: 41.5,
      price: null,
      book: 'fanduel',
      capturedAt: captured,
    });
    expect(
      quoteFor(
        lines.filter((l) => l.market === 'h2h'),
        'spread',
        'home',
      ),
    ).toBeNull();
    expect(
      quoteFor(
        lines.filter((l) => l.market === 'h2h'),
        'total',
        'over',
      ),
    ).toBeNull();
    expect(
      quoteFor(
        lines.filter((l) => l.market !== 'h2h'),
        'moneyline',
        'home',
      ),
    ).toBeNull();
    const homeOnly = lines.filter((l) => l.market === 'spreads' && l.side === 'home');
    expect(quoteFor(homeOnly, 'spread', 'away')).toEqual({
      line: -9.5,
      price: null,
      book: 'draftkings',
      capturedAt: captured,
    });
  });
});
