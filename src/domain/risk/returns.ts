// Spec 02 §9's potentialReturn of a risk cell, from the stored prices (decision 119): what a winning
// $100 bet pays on each side. A cell is about a bet type, not a side, so both sides are given.
import { profitPerUnit } from '../odds/american-odds.ts';

export interface SideReturn {
  /** "KC −3.5", "Over 44.5", "BUF". */
  side: string;
  /** American price stored for the side. */
  price: number;
  /** Profit of a winning $100 bet, to the cent. */
  profitPer100: number;
}

/** Each side with a stored price, its profit on $100: −110 → $90.91, +150 → $150. */
export function sideReturns(sides: readonly { side: string; price: number | null }[]): SideReturn[] {
  return sides
    .filter((s): s is { side: string; price: number } => s.price !== null)
    .map((s) => ({
      side: s.side,
      price: s.price,
      profitPer100: Math.round(profitPerUnit(s.price) * 10_000) / 100,
    }));
}
