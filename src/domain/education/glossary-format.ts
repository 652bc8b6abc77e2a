// How the glossary writes its figures: counts with thousands separators, shares to one decimal.
const count = new Intl.NumberFormat('en-US');

export const n = (value: number): string => count.format(value);

/** "48.3%"; "—" when there is nothing to divide by. */
export function pct(part: number, whole: number): string {
  if (whole <= 0) return '—';
  return `${((100 * part) / whole).toFixed(1)}%`;
}

export const seasons = (s: { from: number; to: number }): string =>
  s.from === s.to ? `${s.from}` : `${s.from}–${s.to}`;

/** Said where a figure would go when the data holds none yet. */
export const NO_DATA = 'no results are stored yet to give a figure';
