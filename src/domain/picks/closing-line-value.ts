// Closing-line value: how much better the line a pick was frozen against was than the market's last
// word. Beating the close is the standard sign of a sharp bettor, whatever one game's score did.

/**
 * Points the picked side gained against the close. Lines are home handicaps (decision 034): home at
 * −3 frozen and −4 at the close is +1 for a home pick (it gave one point less), −1 for an away pick.
 */
export function closingLineValue(
  side: 'home' | 'away',
  frozenHomeLine: number,
  closingHomeLine: number,
): number {
  const gained = side === 'home' ? frozenHomeLine - closingHomeLine : closingHomeLine - frozenHomeLine;
  // Half-point lines: rounding keeps −0 and float dust (0.1 + 0.2) off the screen.
  return Math.round(gained * 100) / 100 + 0;
}
