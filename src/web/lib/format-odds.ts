// How prices, lines and probabilities read on every board: a true minus sign, an explicit plus, "—"
// for a figure we do not have (never a default).
const MINUS = '\u2212';

export const DASH = '\u2014';

/**
 * Said wherever units were counted at a standard −110 because the price was not recorded (Juice Watch
 * alerts, challenges; decision 129): the figure stands, and the screen says what it assumed.
 */
export const PRICE_ASSUMED = `${MINUS}110 assumed ${DASH} no price recorded`;

/** "2 at −110 assumed — no price recorded"; empty when every unit was counted at a recorded price. */
export const assumedPricesText = (n: number): string => (n > 0 ? `${n} at ${PRICE_ASSUMED}` : '');

const signed = (x: number, digits: number) => {
  const text = Math.abs(x).toFixed(digits).replace(/\.0+$/, '');
  return x > 0 ? `+${text}` : x < 0 ? `${MINUS}${text}` : text;
};

/** American odds: +440, −600. */
export const formatPrice = (price: number | null | undefined): string =>
  price === null || price === undefined ? DASH : signed(Math.round(price), 0);

/** A handicap: −3.5, +7, PK for zero. */
export const formatHandicap = (line: number | null | undefined): string =>
  line === null || line === undefined ? DASH : line === 0 ? 'PK' : signed(line, 1);

/** Points to the quarter (a median of books' lines can fall on one): +1.25, −0.5, +2. */
export const formatFinePoints = (x: number | null | undefined): string => {
  if (x === null || x === undefined) return DASH;
  const text = Math.abs(x).toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
  return x > 0 ? `+${text}` : x < 0 ? `${MINUS}${text}` : text;
};

/** A handicap to the quarter, PK for zero. */
export const formatFineHandicap = (line: number): string => (line === 0 ? 'PK' : formatFinePoints(line));

/** A closing-line value as the pages show it: points, and the chance moved when the line did not. */
export const formatClv = (clv: {
  points: number;
  pickLine: number;
  pickLineBooks: number;
  closingLine: number;
  probability: number | null;
}): string => {
  const chance =
    clv.probability === null
      ? ''
      : ` · ${formatFinePoints(Math.round(clv.probability * 1000) / 10)}% no-vig chance`;
  const books = `${clv.pickLineBooks} ${clv.pickLineBooks === 1 ? 'book' : 'books'}`;
  return `${formatFinePoints(clv.points)} pts${chance} (at the pick ${formatFineHandicap(clv.pickLine)}, ${books} · close ${formatHandicap(clv.closingLine)}, home)`;
};

/** A total or any unsigned line. */
export const formatTotal = (line: number | null | undefined): string =>
  line === null || line === undefined ? DASH : line.toFixed(1).replace(/\.0$/, '');

/** A probability as a percentage: 82.2%. */
export const formatProbability = (p: number | null | undefined, digits = 1): string =>
  p === null || p === undefined ? DASH : `${(p * 100).toFixed(digits)}%`;

/** Expected value per unit as a signed percentage: +3.1%, −4.0%. */
export const formatEv = (ev: number | null | undefined): string =>
  ev === null || ev === undefined ? DASH : `${signed(ev * 100, 1)}%`;

/** Points with a sign: +1.5, −0.5, 0. */
export const formatPoints = (x: number | null | undefined): string =>
  x === null || x === undefined ? DASH : signed(x, 1);

/** Units with a sign: +2.73u. */
export const formatUnits = (x: number): string => `${signed(x, 2)}u`;

const BOOK_NAMES: Record<string, string> = {
  draftkings: 'DraftKings',
  fanduel: 'FanDuel',
  betmgm: 'BetMGM',
  betrivers: 'BetRivers',
  bovada: 'Bovada',
  mybookieag: 'MyBookie',
  betus: 'BetUS',
  betonlineag: 'BetOnline',
  lowvig: 'LowVig',
  espn_bet: 'ESPN BET',
  nflverse: 'nflverse',
  nflverse_close: 'Closing line (nflverse)',
  sbr: 'SBR',
  sbr_open: 'Opening line (SBR)',
  consensus: 'Consensus',
};

/** A sportsbook's display name; unknown keys show as sent. */
export const bookName = (key: string): string => BOOK_NAMES[key] ?? key;

/** Which close a CLV is against: "vs close (Odds API, 9 books)" or "vs close (nflverse)" (decision 099). */
export const formatCloseSource = (s: { source: 'odds-api' | 'nflverse'; books: number | null }): string =>
  s.source === 'odds-api'
    ? `vs close (Odds API, ${s.books} book${s.books === 1 ? '' : 's'})`
    : 'vs close (nflverse)';
