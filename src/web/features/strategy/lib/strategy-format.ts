// The strategy's figures through the app's own formatters (decision 097); only what they lack is here.
import type { StrategyBet } from '../../../../domain/strategy/generate.ts';
import { formatEv, formatHandicap, formatPrice, formatTotal } from '../../../lib/format-odds.ts';

/** A stake in units, unsigned: 0.86. */
export const formatStake = (units: number): string => units.toFixed(2);

/** Dollars to the cent: $43.00. */
export const formatDollars = (dollars: number): string => `$${dollars.toFixed(2)}`;

/** The domain's EV is in percent; the app's formatter takes it per unit. */
export const formatEvPct = (ev: number | null): string => formatEv(ev === null ? null : ev / 100);

/** The bet's line as a person reads it: "−7.5 (−110)", "47.5 (−110)", "(+280)". */
export function formatLine(bet: StrategyBet): string {
  const price = `(${formatPrice(bet.price)})`;
  if (bet.line === null) return price;
  return `${bet.type === 'spread' ? formatHandicap(bet.line) : formatTotal(bet.line)} ${price}`;
}
