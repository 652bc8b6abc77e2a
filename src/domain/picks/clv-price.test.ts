import { describe, expect, it } from 'vitest';
import type { LineSnapshot } from '../odds/market-board.ts';
import { probabilityClv } from './clv-price.ts';

const KICKOFF = Date.parse('2025-12-16T01:15:00Z');
const MONDAY = Date.parse('2025-12-15T20:32:00Z');
const row = (
  book: string,
  side: 'home' | 'away',
  line: number,
  price: number,
  at = MONDAY,
): LineSnapshot => ({
  book,
  market: 'spreads',
  side,
  line,
  price,
  capturedAtMs: at,
});
// Home −3 everywhere but BetMGM (−3.5, a different bet, left out); the close −3 at −130 / +110.
const SNAPSHOTS = [
  row('draftkings', 'home', -3, -110),
  row('draftkings', 'away', 3, -110),
  row('fanduel', 'home', -3, -120),
  row('fanduel', 'away', 3, 100),
  row('betmgm', 'home', -3.5, -105),
  row('betmgm', 'away', 3.5, -115),
  row('nflverse_close', 'home', -3, -130, KICKOFF),
  row('nflverse_close', 'away', 3, 110, KICKOFF),
];
const q = { pickLine: -3, closingLine: -3, atMs: KICKOFF, kickoffMs: KICKOFF };

describe('closing-line value in probability', () => {
  it("is the picked side's no-vig chance at the close minus at the pick, at the same line", () => {
    // At the pick: DraftKings −110/−110 → 0.5; FanDuel −120/+100 → (120/220) / (120/220 + 100/200) = 12/23;
    // median (0.5 + 12/23) / 2 = 47/92 = 0.51087. Close −130/+110: (130/230) / (130/230 + 100/210) =
    // 0.54274. Home: 0.54274 − 0.51087 = +0.0319; away the mirror, −0.0319.
    expect(probabilityClv(SNAPSHOTS, { ...q, side: 'home' })).toBe(0.0319);
    expect(probabilityClv(SNAPSHOTS, { ...q, side: 'away' })).toBe(-0.0319);
  });

  it('is null at different lines, without both prices, or with only the close before the pick', () => {
    expect(probabilityClv(SNAPSHOTS, { ...q, side: 'home', pickLine: -3.5 })).toBeNull();
    const oneSided = SNAPSHOTS.filter((s) => !(s.book === 'nflverse_close' && s.side === 'away'));
    expect(probabilityClv(oneSided, { ...q, side: 'home' })).toBeNull();
    expect(probabilityClv(SNAPSHOTS, { ...q, side: 'home', atMs: MONDAY - 1 })).toBeNull();
  });
});
