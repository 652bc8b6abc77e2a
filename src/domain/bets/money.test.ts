// Money as the tracker shows it: whole cents held, dollars printed as a person writes them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { dollarsToCents, formatCents } from './money.ts';

describe('money', () => {
  it('prints whole dollars without cents, other amounts with two digits, a loss with a true minus', () => {
    expect(formatCents(2_500)).toBe('$25');
    expect(formatCents(2_550)).toBe('$25.50');
    expect(formatCents(2_505)).toBe('$25.05');
    expect(formatCents(123_456_700)).toBe('$1,234,567');
    expect(formatCents(-1_000)).toBe('\u2212$10');
    expect(formatCents(-5)).toBe('\u2212$0.05');
    expect(formatCents(0)).toBe('$0');
  });

  it('reads dollars to cents without float dust', () => {
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('prints back the cents it was given (property)', () => {
    assertProperty(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = formatCents(cents);
        const dollars = Number(text.replace('\u2212', '-').replace('$', '').replaceAll(',', ''));
        expect(dollarsToCents(dollars)).toBe(cents);
      }),
    );
  });
});
