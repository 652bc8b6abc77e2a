// Money is held in whole cents; shown as dollars.

/** 2500 → "$25", 2550 → "$25.50", −1000 → "−$10". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  const rest = abs % 100;
  return `${sign}$${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Dollars (at most 2 decimals) to cents, without float dust: 19.99 → 1999. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
