// What a playoff week says before its pairings are decided (decision 082): the schedule file holds its
// games, but who plays is known only once every game of the week before is final.

/**
 * The note for a week with `hidden` games of round `gameType` (nflverse: WC, DIV, CON, SB) whose pairing
 * is not decided yet; undefined when every game of the week is known.
 */
export function undecidedPairingsNote(gameType: string, hidden: number): string | undefined {
  if (hidden <= 0) return undefined;
  const before = gameType === 'WC' ? "the regular season's last week" : 'the previous playoff round';
  const games = hidden === 1 ? '1 playoff game' : `${hidden} playoff games`;
  return `Not decided yet: ${games} this week, whose teams are known once every game of ${before} is final.`;
}
