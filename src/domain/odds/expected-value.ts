// Expected value of a one-unit bet: win the price's profit with probability p, lose the stake
// otherwise. EV = p × (decimal − 1) − (1 − p) = p × decimal − 1. A push (stake back) is not modelled:
// the caller's p is the probability of winning outright, and half-point lines cannot push.
import { americanToDecimal } from './american-odds.ts';

/** Units won or lost per unit staked, on average: 0.05 is +5 %. Zero exactly at the fair price. */
export function expectedValue(probability: number, price: number): number {
  if (!(probability >= 0 && probability <= 1)) throw new RangeError(`not a probability: ${probability}`);
  return probability * americanToDecimal(price) - 1;
}
