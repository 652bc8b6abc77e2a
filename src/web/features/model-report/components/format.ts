export const pct = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? '—' : `${(value * 100).toFixed(digits)}%`;

export const num = (value: number | null | undefined, digits = 4) =>
  value === null || value === undefined ? '—' : value.toFixed(digits);

export const count = (value: number) => value.toLocaleString('en-US');

export const record = (r: { wins: number; losses: number; pushes: number }) =>
  `${count(r.wins)}–${count(r.losses)}${r.pushes ? `–${count(r.pushes)}` : ''}`;

/** Wins over decided picks, pushes left out; null with nothing decided. */
export const winRate = (r: { wins: number; losses: number }) =>
  r.wins + r.losses === 0 ? null : r.wins / (r.wins + r.losses);

/** What a pick must win against the spread at the standard −110 price to break even: 110 / 210. */
export const BREAK_EVEN_AT_MINUS_110 = 110 / 210;
