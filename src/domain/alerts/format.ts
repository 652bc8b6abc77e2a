// How alert text prints numbers: handicaps with a sign (a true minus, as on a betting slip), totals
// without one, whole and half points as the books print them.

const MINUS = '\u2212';

const plain = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100));

/** −3.5, +7, PK for a zero handicap. */
export function formatHandicap(line: number): string {
  if (line === 0) return 'PK';
  return line < 0 ? `${MINUS}${plain(-line)}` : `+${plain(line)}`;
}

export const formatTotal = (line: number): string => plain(line);

/** −110, +440. */
export const formatPrice = (price: number): string => (price < 0 ? `${MINUS}${-price}` : `+${price}`);

const BOOK_NAMES: Record<string, string> = {
  draftkings: 'DraftKings',
  fanduel: 'FanDuel',
  betmgm: 'BetMGM',
  betrivers: 'BetRivers',
  bovada: 'Bovada',
  betonlineag: 'BetOnline.ag',
  betus: 'BetUS',
  lowvig: 'LowVig.ag',
  mybookieag: 'MyBookie.ag',
  espn_bet: 'ESPN BET',
  nflverse: 'nflverse (market line)',
  nflverse_close: 'closing line (nflverse)',
  sbr_open: 'Opening line (SBR)',
  consensus: 'consensus',
};

export const bookName = (book: string): string => BOOK_NAMES[book] ?? book;
