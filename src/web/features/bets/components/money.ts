/** $1,234.50; with `signed`, +$10 / −$10. */
export function dollars(value: number, signed = false): string {
  const text = `$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
  if (value < 0) return `−${text}`;
  return signed && value > 0 ? `+${text}` : text;
}

export const percent = (v: number, signed = true) =>
  `${signed && v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v * 100).toFixed(1)}%`;
