import { describe, expect, it } from 'vitest';
import { loadNflGames } from '../../../tests/support/nfl-schedule-fixture.ts';
import { backtestRecalibration } from './backtest-recalibration.ts';
import { LiveRecalibration, RECALIBRATED_FROM_SEASON } from './live-recalibration.ts';
import { MODEL_PARAMS } from './params.ts';
import { walkForward } from './walk-forward.ts';

/** Each season 2002–2009: 100 calls of 50% that the home side won 40 times, 100 of 75% won 80 times. */
function learnedThrough2009(): LiveRecalibration {
  const r = new LiveRecalibration();
  for (let season = 2002; season <= 2009; season += 1)
    for (let i = 0; i < 100; i += 1) {
      r.learn(season, 0.5, i < 40);
      r.learn(season, 0.75, i < 80);
    }
  return r;
}

describe('LiveRecalibration', () => {
  it('leaves the seasons the model was fitted on alone (before 2010)', () => {
    expect(RECALIBRATED_FROM_SEASON).toBe(2010);
    expect(learnedThrough2009().curveFor(2009)).toBeUndefined();
  });

  it("maps 2010's calls to what the earlier seasons' calls did: 50% → 40%, 75% → 80%", () => {
    // Two groups of calls: Platt's two parameters (and the isotonic curve's two blocks) reproduce each
    // group's rate exactly, so whichever the log loss chooses, 0.5 → 0.40 and 0.75 → 0.80.
    const curve = learnedThrough2009().curveFor(2010);
    expect(curve?.(0.5)).toBeCloseTo(0.4, 6);
    expect(curve?.(0.75)).toBeCloseTo(0.8, 6);
  });

  it("a season's own results never move its curve", () => {
    const a = learnedThrough2009();
    const b = learnedThrough2009();
    // b learns 2010 results that contradict the past (every 75% call lost) before its first 2010 pick.
    for (let i = 0; i < 300; i += 1) b.learn(2010, 0.75, false);
    expect(b.curveFor(2010)?.(0.75)).toBe(a.curveFor(2010)?.(0.75));
  });
});

describe('the engine with recalibrate on', () => {
  const games = loadNflGames({ fromSeason: 1999, toSeason: 2025 });
  const raw = walkForward(games, { params: MODEL_PARAMS });
  const live = walkForward(games, { params: MODEL_PARAMS, recalibrate: true });
  const byId = new Map(raw.map((p) => [p.gameId, p]));

  it("shows every 2010+ probability exactly as the report's recalibrated one (/model's after)", {
    timeout: 60_000,
  }, () => {
    const evaluated = games.filter((g) => g.season >= 2010 && g.result && g.market.spread !== null);
    const report = backtestRecalibration(games, byId, { fromSeason: 2010, same: evaluated, evaluated });
    const liveById = new Map(live.map((p) => [p.gameId, p]));
    const scored = evaluated.flatMap((g) => {
      const p = liveById.get(g.id);
      const r = g.result;
      return p && r && r.homeScore !== r.awayScore
        ? [{ p: p.homeWinProbability, won: r.homeScore > r.awayScore }]
        : [];
    });
    // The report's "after" deciles are the live probabilities' deciles, game for game.
    report.afterAllGames.calibration.forEach((bin) => {
      const inBin = scored.filter((s) => Math.min(9, Math.floor(s.p * 10)) === Math.round(bin.from * 10));
      expect(inBin.length, `decile ${bin.from}`).toBe(bin.games);
      if (bin.meanPredicted === null) return;
      const mean = inBin.reduce((sum, s) => sum + s.p, 0) / inBin.length;
      expect(mean, `decile ${bin.from}`).toBeCloseTo(bin.meanPredicted, 12);
    });
    expect(report.method).toBe('platt');
  });

  it('keeps the raw model before 2010 and moves the winner, tier and words with the probability after', () => {
    for (const p of live) {
      const r = byId.get(p.gameId);
      if (!r) throw new Error(`no raw pick for ${p.gameId}`);
      expect(p.factors.rawHomeWinProbability).toBe(r.homeWinProbability);
      if (p.season < 2010) expect(p.homeWinProbability).toBe(r.homeWinProbability);
      expect(p.winner).toBe(p.homeWinProbability >= 0.5 ? 'home' : 'away');
      expect(p.predictedMargin).toBe(r.predictedMargin);
      expect(p.spread).toEqual(r.spread);
    }
    // 2025_15_ATL_TB (TB at home by 5.89 points): raw 0.68440. Platt fitted on the 6,200 decided games
    // of 2002–2024: a 1.08320, b −0.04299. logit(0.68440) = ln(0.68440 / 0.31560) = 0.77408;
    // 1.08320 · 0.77408 − 0.04299 = 0.79550; σ(0.79550) = 1 / (1 + e^−0.79550) = 0.68901. The card
    // reads 69% where the raw model said 68%.
    const tb = live.find((p) => p.gameId === '2025_15_ATL_TB');
    expect(tb?.factors.rawHomeWinProbability).toBeCloseTo(0.6844, 4);
    expect(tb?.homeWinProbability).toBeCloseTo(0.689, 4);
    expect(tb?.confidence).toEqual({ tier: 'MEDIUM', percent: 69 });
  });
});
