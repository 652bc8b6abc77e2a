// Price conversions. The books print American odds (−110, +440); the maths is done in decimal odds
// (what one unit returns, stake included) and implied probabilities (1 / decimal). A price of ±100 is
// even money either way; prices strictly between −100 and +100 do not exist.

/** True for a printable American price (|price| ≥ 100). */
export const isAmericanPrice = (price: number): boolean => Number.isFinite(price) && Math.abs(price) >= 100;

/** Decimal odds: +440 → 5.4, −600 → 1.1667, −110 → 1.9091. */
export function americanToDecimal(price: number): number {
  if (!isAmericanPrice(price)) throw new RangeError(`not an American price: ${price}`);
  // Stryker disable next-line EqualityOperator: equivalent: 0 is refused above, so > 0 and >= 0 agree
  return price > 0 ? 1 + price / 100 : 1 + 100 / -price;
}

/** American odds from decimal odds (> 1): 2.5 → +150, 1.5 → −200. Not rounded. */
export function decimalToAmerican(decimal: number): number {
  if (!(decimal > 1) || !Number.isFinite(decimal)) throw new RangeError(`not decimal odds: ${decimal}`);
  return decimal >= 2 ? (decimal - 1) * 100 : -100 / (decimal - 1);
}

/** The probability a price implies, vig included: −110 → 0.5238, +440 → 0.1852. */
export function impliedProbability(price: number): number {
  return 1 / americanToDecimal(price);
}

/** The fair (no-margin) American price of a probability in (0, 1): 0.5 → +100, 0.8 → −400. */
export function fairAmericanPrice(probability: number): number {
  if (!(probability > 0 && probability < 1))
    throw new RangeError(`not a probability in (0, 1): ${probability}`);
  return decimalToAmerican(1 / probability);
}

/** Profit of a winning one-unit bet at this price: −110 → 0.9091 units, +150 → 1.5 units. */
export function profitPerUnit(price: number): number {
  return americanToDecimal(price) - 1;
}
