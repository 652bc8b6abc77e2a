// The pick a user sees for one game, from the numbers the model holds: the total (scoring ratings
// blended with the market total), the BioBoost's points, the side against the spread and the total
// with their tie rules, and which signals each team's BioBoost reads. Every expected figure is
// worked out here from the state set up in the test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { cortisolScore } from '../bioboost/cortisol-score.ts';
import { teamLineupImpact } from '../bioboost/lineup-impact.ts';
import { tIndexScore } from '../bioboost/t-index-score.ts';
import type { ModelGame } from './game.ts';
import { createLeagueState, type LeagueState, teamState } from './league-state.ts';
import { MODEL_PARAMS, type ModelParams } from './params.ts';
import { predictGame } from './predict-game.ts';
import { sampleGame } from './sample-game.test-data.ts';
import { buildScheduleFacts, type GameFacts } from './schedule-facts.ts';

const PARAMS: ModelParams = {
  ...MODEL_PARAMS,
  marketWeight: 0.8,
  bioBoostPoints: 0.1,
  totals: { ...MODEL_PARAMS.totals, marketWeight: 0.7 },
};

/** The Chiefs (home) and Bills in 2030, with these ratings and scoring ratings; a league mean of 21. */
function league(
  kc: Partial<ReturnType<typeof teamState>> = {},
  buf: Partial<ReturnType<typeof teamState>> = {},
) {
  const l = createLeagueState(PARAMS);
  l.meanPoints = 21;
  Object.assign(teamState(l, 'KC', 2030, PARAMS), { rating: 2, offense: 3, defense: -1, ...kc });
  Object.assign(teamState(l, 'BUF', 2030, PARAMS), { rating: 1, offense: 1.5, defense: 0.5, ...buf });
  return l;
}

function facts(g: ModelGame): GameFacts {
  const f = buildScheduleFacts([g]).get(g.id);
  if (!f) throw new Error('no facts');
  return f;
}

const predict = (g: ModelGame, l: LeagueState = league(), params = PARAMS, f = facts(g)) =>
  predictGame(l, g, f, params, { explain: true, predictedAtMs: g.kickoffMs, locked: true });

describe('the total', () => {
  it('adds both sides’ scoring ratings to twice the league mean, blended with the market total', () => {
    const p = predict(sampleGame({ market: { spread: 3, total: 47.5 } }));
    // 42 + KC's offence 3 + BUF's defence 0.5 + BUF's offence 1.5 + KC's defence −1 = 46.
    expect(p.factors.modelTotal).toBeCloseTo(46, 12);
    expect(p.predictedTotal).toBeCloseTo(0.7 * 47.5 + 0.3 * 46, 12);
    expect(p.factors.marketTotal).toBe(47.5);
    expect(p.total).toEqual({ line: 47.5, pick: 'UNDER', edge: p.predictedTotal - 47.5, price: null });
    expect(p.total?.edge).toBeCloseTo(-0.45, 12);
    // Without a market total: the model's own, and no pick.
    const noTotal = predict(sampleGame({ market: { spread: 3, total: null } }));
    expect(noTotal.predictedTotal).toBeCloseTo(46, 12);
    expect(noTotal.total).toBeNull();
  });

  it('takes the OVER above the line, and the UNDER on the line', () => {
    const over = predict(sampleGame({ market: { spread: 3, total: 44 } }));
    expect(over.total?.pick).toBe('OVER');
    expect(over.total?.edge).toBeCloseTo(0.3 * (46 - 44), 12);
    // The model's total exactly on the line: no edge, UNDER.
    const on = predict(sampleGame({ market: { spread: 3, total: 46 } }));
    expect(on.total).toEqual({ line: 46, pick: 'UNDER', edge: 0, price: null });
  });
});

describe('the side', () => {
  it('adds the BioBoost difference, in points, to the blended margin', () => {
    const p = predict(sampleGame());
    const gap = p.bioBoost.home.score - p.bioBoost.away.score;
    expect(gap).not.toBe(0);
    expect(p.factors.bioBoostPoints).toBeCloseTo(0.1 * gap, 12);
    expect(p.predictedMargin).toBeCloseTo(0.8 * 3 + 0.2 * p.factors.ratingMargin + 0.1 * gap, 12);
    // Without a spread, the ratings alone (and the BioBoost).
    const noLine = predict(sampleGame({ market: { spread: null, total: 47.5 } }));
    expect(noLine.factors.marketWeight).toBe(0);
    expect(noLine.predictedMargin).toBeCloseTo(
      noLine.factors.ratingMargin + noLine.factors.bioBoostPoints,
      12,
    );
  });

  it('picks the side expected to cover, and the underdog when the margin sits on the line', () => {
    // Only the market: the margin equals the line, no edge either way.
    const marketOnly = { ...PARAMS, marketWeight: 1, bioBoostPoints: 0 };
    const pick = (spread: number, params = marketOnly, l = league()) =>
      predict(sampleGame({ market: { spread, total: 47.5 } }), l, params).spread;
    expect(pick(3)).toEqual({ line: 3, pick: 'away', pickTeam: 'BUF', edge: 0, price: null });
    expect(pick(-3)).toEqual({ line: -3, pick: 'home', pickTeam: 'KC', edge: 0, price: null });
    // A pick'em on the line: home.
    expect(pick(0)).toEqual({ line: 0, pick: 'home', pickTeam: 'KC', edge: 0, price: null });
    // Ratings alone: KC by far more than 3 covers; by far less does not.
    const ratingsOnly = { ...PARAMS, marketWeight: 0, bioBoostPoints: 0 };
    expect(pick(3, ratingsOnly, league({ rating: 12 }))).toMatchObject({ pick: 'home', pickTeam: 'KC' });
    expect(pick(3, ratingsOnly, league({ rating: -12 }))).toMatchObject({ pick: 'away', pickTeam: 'BUF' });
    expect(pick(-3, ratingsOnly, league({ rating: -12 }))).toMatchObject({ pick: 'away', pickTeam: 'BUF' });
  });

  it('carries the price quoted for the picked side with the line, and none where none was quoted', () => {
    // Decision 117: one book's KC −3 at −120 / BUF +3 at +100, over 47.5 at −105 / under −115. The
    // prices differ by side, so a pick carrying the other side's price would show.
    const prices = { spread: { home: -120, away: 100 }, total: { over: -105, under: -115 } };
    const marketOnly = { ...PARAMS, marketWeight: 1, bioBoostPoints: 0 };
    const game = (spread: number, total: number) => sampleGame({ market: { spread, total, prices } });
    // Margin on the line 3 (KC by 3): the underdog BUF, at BUF's +100; the model's total 46 (see
    // above) blended 0.7 × 47.5 + 0.3 × 46 = 47.05 < 47.5: UNDER at −115.
    const dog = predict(game(3, 47.5), league(), marketOnly);
    expect(dog.spread).toMatchObject({ pickTeam: 'BUF', price: 100 });
    expect(dog.total).toMatchObject({ pick: 'UNDER', price: -115 });
    // KC rated 12 points better with the ratings alone: KC covers, at KC's −120; total 44 → 0.7 × 44 +
    // 0.3 × 46 = 44.6 > 44: OVER at −105.
    const ratingsOnly = { ...PARAMS, marketWeight: 0, bioBoostPoints: 0 };
    const fav = predict(game(3, 44), league({ rating: 12 }), ratingsOnly);
    expect(fav.spread).toMatchObject({ pickTeam: 'KC', price: -120 });
    expect(fav.total).toMatchObject({ pick: 'OVER', price: -105 });
    // A book that quoted no price for the side picked: null, not a standard −110.
    const none = sampleGame({
      market: { spread: 3, total: 47.5, prices: { spread: { home: -120, away: null }, total: prices.total } },
    });
    expect(predict(none, league(), marketOnly).spread).toMatchObject({ pickTeam: 'BUF', price: null });
  });

  it('calls the winner from the probability, home on an exact 50%', () => {
    const even = { ...PARAMS, marketWeight: 1, bioBoostPoints: 0 };
    const p = (spread: number) => predict(sampleGame({ market: { spread, total: 47.5 } }), league(), even);
    expect(p(0).homeWinProbability).toBe(0.5);
    expect([p(0).winner, p(0).winnerTeam]).toEqual(['home', 'KC']);
    expect([p(-0.5).winner, p(-0.5).winnerTeam]).toEqual(['away', 'BUF']);
  });

  it('never favours the side the margin goes against', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: -40, max: 40 }).map((n) => n / 2),
        (spread) => {
          const p = predict(sampleGame({ market: { spread, total: 47.5 } }), league(), {
            ...PARAMS,
            marketWeight: 1,
          });
          expect(p.winner === 'home').toBe(p.predictedMargin >= 0);
          expect(p.spread?.edge).toBeCloseTo(p.predictedMargin - spread, 12);
        },
      ),
    );
  });
});

describe('what each team’s BioBoost reads', () => {
  const recent = (season: number, margin: number, ratingBefore: number, ratingAfter: number) => ({
    season,
    margin,
    ratingBefore,
    ratingAfter,
  });

  it('reads this season’s results for form, and the opponent, venue and injuries for stress', () => {
    const l = league(
      {
        recent: [
          recent(2029, 30, 0, 1),
          recent(2030, 7, 1.5, 2.1),
          recent(2030, -3, 2.1, 1.8),
          recent(2030, 10, 1.8, 2),
        ],
      },
      { recent: [recent(2029, -30, 0, -1)] },
    );
    const out = {
      playerName: 'Josh Allen',
      position: 'QB',
      status: 'OUT' as const,
      weeksInjured: 1,
      isStarter: true,
    };
    const g = sampleGame({ divisional: true, injuries: { home: [], away: [out] } });
    const f = facts(g);
    const p = predict(g, l, PARAMS, f);
    // The Chiefs: three 2030 games, their rating from 1.5 to 2 (last season's game left out).
    expect(p.bioBoost.home.inputs.tIndex).toEqual(
      tIndexScore({ recentMargins: [7, -3, 10], ratingChange: 0.5 }),
    );
    // The Bills: no 2030 game yet.
    expect(p.bioBoost.away.inputs.tIndex).toEqual(tIndexScore({ recentMargins: [], ratingChange: 0 }));
    const stress = { primeTime: f.primeTime, slotLabel: f.slotLabel, divisional: true, playoff: false };
    expect(p.bioBoost.home.inputs.cortisol).toEqual(
      cortisolScore({ ...stress, isHome: true, opponentEdge: -1, injuryImpact: teamLineupImpact([]) }),
    );
    expect(p.bioBoost.away.inputs.cortisol).toEqual(
      cortisolScore({ ...stress, isHome: false, opponentEdge: 1, injuryImpact: teamLineupImpact([out]) }),
    );
  });

  it('gives neither side home comfort at a neutral site, and reads no injury report when none is known', () => {
    const g = sampleGame({ gameType: 'SB' });
    const f = { ...facts(g), homeFieldApplies: false };
    const p = predict(g, league(), PARAMS, f);
    const stress = { primeTime: f.primeTime, slotLabel: f.slotLabel, divisional: false, playoff: true };
    expect(p.bioBoost.home.inputs.cortisol).toEqual(
      cortisolScore({ ...stress, isHome: false, opponentEdge: -1, injuryImpact: null }),
    );
  });
});
