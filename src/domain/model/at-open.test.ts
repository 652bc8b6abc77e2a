import { describe, expect, it } from 'vitest';
import { gamesAtOpen, type OpenClose, openRows, residualSigma } from './at-open.ts';
import { BET_RULE, fitBetRule, PUBLISH_BETS } from './bet-rule.ts';
import { recordAtOpen } from './record-at-open.ts';
import { sampleGame, samplePrediction } from './sample-game.test-data.ts';

// Two games, every figure chosen so a swapped sign or side shows (σ 10 for margins and totals):
// A: open KC −3 (spread +3), close +4.5; model KC by 5 → KC; KC wins 24–20 (by 4): covers the open.
//    Total opens 44, closes 46; model 47 → OVER; 44 points: a push at the open.
// B: open BUF −2.5 (spread −2.5), close −1; model BUF by 6 → BUF; KC wins 20–17: BUF loses at the open.
//    Total opens 41, closes 40; model 36 → UNDER; 37 points: under wins.
const A = sampleGame({ id: 'A', result: { homeScore: 24, awayScore: 20 }, injuries: { home: [], away: [] } });
const B = sampleGame({ id: 'B', result: { homeScore: 20, awayScore: 17 } });
const lines = new Map<string, OpenClose>([
  ['A', { open: { spread: 3, total: 44 }, close: { spread: 4.5, total: 46 } }],
  ['B', { open: { spread: -2.5, total: 41 }, close: { spread: -1, total: 40 } }],
]);
const predictions = new Map([
  [
    'A',
    samplePrediction({
      gameId: 'A',
      predictedMargin: 5,
      spread: { line: 3, pick: 'home', pickTeam: 'KC', edge: 2, price: null },
      total: { line: 44, pick: 'OVER', edge: 3, price: null },
    }),
  ],
  [
    'B',
    samplePrediction({
      gameId: 'B',
      predictedMargin: -6,
      spread: { line: -2.5, pick: 'away', pickTeam: 'BUF', edge: -3.5, price: null },
      total: { line: 41, pick: 'UNDER', edge: -5, price: null },
    }),
  ],
]);
const rows = openRows([A, B], predictions, lines, { margin: 10, total: 10 });

describe('gamesAtOpen', () => {
  it('puts the open in the market and leaves out what the Tuesday did not know', () => {
    const [a, other] = gamesAtOpen([A, sampleGame({ id: 'C' })], lines);
    expect(a?.market).toEqual({ spread: 3, total: 44 });
    expect(a?.weather).toEqual({ temperatureF: null, windMph: null, humidityPct: null });
    expect(a?.injuries).toBeUndefined();
    expect(other).toEqual(sampleGame({ id: 'C' })); // no opening line: as it was
  });
});

describe('openRows', () => {
  it('grades each pick at the open, with its CLV toward the close', () => {
    const [a, b] = rows;
    // A: KC by 4 against 3: win. CLV 4.5 − 3 = +1.5 points; Φ(1.5/10) − 0.5 = 0.559618 − 0.5.
    expect(a?.spread).toMatchObject({ pick: 'home', line: 3, close: 4.5, outcome: 'win', clvPoints: 1.5 });
    expect(a?.spread?.clvProbability).toBeCloseTo(0.059618, 5);
    // Cover probability Φ(|5 − 3| / 10) = Φ(0.2) = 0.579260.
    expect(a?.spread?.coverProbability).toBeCloseTo(0.57926, 5);
    // B: BUF at −2.5 and KC won by 3: loss. The line moved to KC: CLV −2.5 − (−1) = −1.5.
    expect(b?.spread).toMatchObject({
      pick: 'away',
      line: -2.5,
      close: -1,
      outcome: 'loss',
      clvPoints: -1.5,
    });
    expect(b?.spread?.coverProbability).toBeCloseTo(0.636831, 5); // Φ(3.5 / 10)
    // Totals: A OVER 44 with 44 points is a push, CLV 46 − 44 = +2; B UNDER 41 with 37 wins, CLV 41 − 40 = +1.
    expect(a?.total).toMatchObject({ pick: 'OVER', outcome: 'push', clvPoints: 2 });
    expect(a?.total?.clvProbability).toBeCloseTo(0.07926, 5); // Φ(0.2) − 0.5
    expect(b?.total).toMatchObject({ pick: 'UNDER', outcome: 'win', clvPoints: 1 });
  });

  it('residualSigma is the sample standard deviation of result − line', () => {
    // Residuals 2, −2, 4, −4: mean 0, squares 40 over 3 → √(40/3) = 3.6515.
    const pairs = [
      { actual: 5, line: 3 },
      { actual: 1, line: 3 },
      { actual: 7, line: 3 },
      { actual: -1, line: 3 },
    ];
    expect(residualSigma(pairs)).toBeCloseTo(3.651484, 5);
  });
});

describe('recordAtOpen', () => {
  const rule = { ...BET_RULE, minCoverProbability: 0.6 };
  const r = recordAtOpen(rows, { fromSeason: 2030, toSeason: 2030 }, rule, false);

  it('counts the picks, their mean CLV and the baselines on the same games', () => {
    expect(r.ats).toEqual({ wins: 1, losses: 1, pushes: 0, pct: 0.5 });
    expect(r.totals).toEqual({ wins: 1, losses: 0, pushes: 1, pct: 1 });
    expect(r.spreadClv).toMatchObject({ meanPoints: 0, beat: 0.5, lost: 0.5 });
    expect(r.spreadClv.meanProbability).toBeCloseTo(0, 12);
    expect(r.totalClv.meanPoints).toBe(1.5);
    // Favourite at the open: A KC (won by 4 > 3) win, B BUF (KC won) loss. Home dog: B only, KC +2.5
    // won outright: win. The move: A to KC, B to KC; KC covered both opens: 2-0 (a ceiling only).
    expect(r.baselines.favourite).toMatchObject({ wins: 1, losses: 1 });
    expect(r.baselines.homeDog).toMatchObject({ wins: 1, losses: 0 });
    expect(r.baselines.followMove).toMatchObject({ wins: 2, losses: 0 });
    // CLV histogram: +1.5 in [1.5, 2.5), −1.5 in [−1.5, −0.5).
    expect(r.clvHistogram.find((b) => b.from === 1.5)?.picks).toBe(1);
    expect(r.clvHistogram.find((b) => b.from === -1.5)?.picks).toBe(1);
    expect(r.clvHistogram.reduce((a, b) => a + b.picks, 0)).toBe(2);
  });

  it('grades as bets only the picks the rule passes, with their interval and chance', () => {
    // Only B (0.637 ≥ 0.6): 0-1, −1 unit. Wilson for 0 of 1: centre = half = 1.9208 / 4.8416 = 0.396728.
    expect(r.bets.record).toMatchObject({ wins: 0, losses: 1 });
    expect(r.bets.units).toBe(-1);
    expect(r.bets.interval?.low).toBeCloseTo(0, 9);
    expect(r.bets.interval?.high).toBeCloseTo(0.793456, 5);
    expect(r.bets.chance).toBe(1);
    expect(r.bets.clv.meanPoints).toBe(-1.5);
  });
});

describe('the bet rule', () => {
  it('fits the threshold with the most units at −110 among those with 50 bets or more', () => {
    // 50 picks at 60% going 30-20 (+27.27 − 20 = +7.27 units); 30 at 55% going 10-20. Thresholds up to
    // 0.55 take all 80 (40-40: −3.64 units); 0.555 to 0.60 take the 50; above 0.60 none.
    const picks = [
      ...Array.from(
        { length: 50 },
        (_, i) => ({ coverProbability: 0.6, outcome: i < 30 ? 'win' : 'loss' }) as const,
      ),
      ...Array.from(
        { length: 30 },
        (_, i) => ({ coverProbability: 0.55, outcome: i < 10 ? 'win' : 'loss' }) as const,
      ),
    ];
    const fit = fitBetRule(picks);
    expect(fit.minCoverProbability).toBe(0.555);
    expect(fit.bets).toBe(50);
    expect(fit.units).toBeCloseTo(30 / 1.1 - 20, 9);
    expect(fitBetRule(picks.map((p) => ({ ...p, outcome: 'loss' as const }))).minCoverProbability).toBeNull();
  });

  it('is frozen: 52.5% fitted on 2007–2009 on 2026-11-27, and publishes no bets (decision 090)', () => {
    // `npm run backtest -- --at open --fit-bet-rule`: 800 picks, 140 bets at ≥ 52.5%, +12.82 units. Held
    // out 2010–2021 the same rule went 384-362-23 (−12.91 units, chance 0.703 at 52.4%): no edge, no bets.
    expect(BET_RULE.fit).toEqual({ fromSeason: 2007, toSeason: 2009, frozen: '2026-11-27' });
    expect(BET_RULE.minCoverProbability).toBe(0.525);
    expect(PUBLISH_BETS).toBe(false);
  });
});
