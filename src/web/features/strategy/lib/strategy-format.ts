import type { StrategyBet } from '../../../../domain/strategy/generate.ts';

export const formatUnits = (units: number): string => units.toFixed(2);

/** "+5.1%", "−0.7%"; "—" when unknown. */
export function formatEv(ev: number | null): string {
  if (ev === null) return '—';
  const rounded = Math.round(ev * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded).toFixed(1)}%`;
}

const signed = (n: number) => (n === 0 ? 'PK' : n > 0 ? `+${n}` : `−${Math.abs(n)}`);

/** The bet's line as a person reads it: "−7.5 (−110)", "47.5 (−110)", "(+280)". */
export function formatLine(bet: StrategyBet): string {
  const price = bet.price === null ? '' : `(${signed(bet.price)})`;
  if (bet.line === null) return price;
  return `${bet.type === 'spread' ? signed(bet.line) : bet.line} ${price}`.trim();
}
