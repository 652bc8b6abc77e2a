// Real quotes, copied by hand from ../shared/data/api-samples/the-odds-api/
// v4_americanfootball_nfl_odds_2025-12-12.json: Arizona Cardinals @ Houston Texans (2025 week 15), nine
// books. Home = HOU. Capture times are each market's last_update (all on 2025-12-12, UTC).
import type { LineSnapshot } from './market-board.ts';

const at = (hhmmss: string) => Date.parse(`2025-12-12T${hhmmss}Z`);

type Row = [book: string, home: number, away: number];

const ROWS: Record<'h2h' | 'spreads', { lines?: Row[]; prices: Row[] }> = {
  h2h: {
    prices: [
      ['draftkings', -600, 440],
      ['fanduel', -590, 440],
      ['mybookieag', -549, 390],
      ['betus', -470, 370],
      ['betonlineag', -475, 367],
      ['lowvig', -475, 367],
      ['betrivers', -560, 380],
      ['betmgm', -525, 400],
      ['bovada', -480, 350],
    ],
  },
  spreads: {
    lines: [
      ['draftkings', -9.5, 9.5],
      ['fanduel', -9.5, 9.5],
      ['mybookieag', -10, 10],
      ['betus', -10, 10],
      ['betonlineag', -10, 10],
      ['lowvig', -10, 10],
      ['betrivers', -9, 9],
      ['betmgm', -9.5, 9.5],
      ['bovada', -9.5, 9.5],
    ],
    prices: [
      ['draftkings', -110, -110],
      ['fanduel', -110, -110],
      ['mybookieag', -110, -110],
      ['betus', 100, -120],
      ['betonlineag', 100, -120],
      ['lowvig', 105, -116],
      ['betrivers', -114, -112],
      ['betmgm', -115, -105],
      ['bovada', -110, -110],
    ],
  },
};

export function sampleSnapshots(capturedAtMs = at('02:17:47')): LineSnapshot[] {
  const out: LineSnapshot[] = [];
  for (const market of ['h2h', 'spreads'] as const) {
    const { lines, prices } = ROWS[market];
    for (const [book, home, away] of prices) {
      const line = lines?.find((l) => l[0] === book);
      out.push({ book, market, side: 'home', line: line ? line[1] : null, price: home, capturedAtMs });
      out.push({ book, market, side: 'away', line: line ? line[2] : null, price: away, capturedAtMs });
    }
  }
  return out;
}
