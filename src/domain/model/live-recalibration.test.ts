import { describe, expect, it } from 'vitest';
import { loadNflGames } from '../../../tests/support/nfl-schedule-fixture.ts';
import { RECALIBRATION_FIT_FROM } from './backtest-recalibration.ts';
import { LiveRecalibration, RECALIBRATED_FROM_SEASON } from './live-recalibration.ts';
import { MODEL_PARAMS } from './params.ts';
import { recalibrateWalkForward } from './recalibration.ts';
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

  it("maps every 2010+ probability as the batch walk-forward curve does, game for game (decision 091's method)", {
    timeout: 60_000,
  }, () => {
    // The report's main run is this engine (decision 107); here it is checked against the other reader
    // of the same curves, recalibrateWalkForward over the raw run's decided games.
    const gameById = new Map(games.map((g) => [g.id, g]));
    const items = raw.flatMap((p) => {
      const g = gameById.get(p.gameId);
      const r = g?.result;
      return g && r && r.homeScore !== r.awayScore
        ? [
            {
              id: p.gameId,
              season: p.season,
              p: p.homeWinProbability,
              homeWon: r.homeScore > r.awayScore,
              neutral: g.neutralSite,
            },
          ]
        : [];
    });
    const batch = recalibrateWalkForward(items, 'platt', RECALIBRATION_FIT_FROM);
    const liveById = new Map(live.map((p) => [p.gameId, p]));
    let compared = 0;
    for (const b of batch) {
      if (b.season < RECALIBRATED_FROM_SEASON) continue;
      expect(liveById.get(b.id)?.homeWinProbability, b.id).toBeCloseTo(b.p, 12);
      compared += 1;
    }
    // 2010–2025 decided games of the pack's schedule (docs/record.md: 4,350 with a line, all of them here).
    expect(compared).toBeGreaterThanOrEqual(4350);
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
