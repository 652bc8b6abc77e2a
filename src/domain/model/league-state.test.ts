// The rating state the game model carries from week to week: a new franchise starts at the mean, a
// new season regresses each rating, rest and travel move the expected margin, and each final score
// moves the ratings, home field and the scoring model. Every expected number is worked out here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { eloShift } from './elo.ts';
import {
  applyResult,
  createLeagueState,
  type LeagueState,
  ratingMargin,
  restTravelPoints,
  teamState,
} from './league-state.ts';
import { MODEL_PARAMS, type ModelParams } from './params.ts';
import { sampleGame } from './sample-game.test-data.ts';
import type { GameFacts, SideFacts } from './schedule-facts.ts';

// Distinct values, so that no constant stands in for another unnoticed.
const PARAMS: ModelParams = {
  ...MODEL_PARAMS,
  elo: { k: 1, movA: 2.2, movB: 0.025, seasonRegression: 0.5 },
  homeField: { start: 2, rate: 0.1 },
  sigma: 13,
  rest: { byePoints: 1.5, shortWeekPoints: 0.7, travelPointsPer1000Miles: 1.2 },
  totals: { k: 0.05, seasonRegression: 0.25, marketWeight: 0.7, meanStart: 21, meanRate: 0.01 },
};

const side = (restDays: number | null, travelMiles: number | null): SideFacts =>
  ({ restDays, travelMiles, homeBase: null }) as SideFacts;

const facts = (home: SideFacts, away: SideFacts, homeFieldApplies = true): GameFacts =>
  ({ home, away, homeFieldApplies, primeTime: false, slotLabel: null }) as GameFacts;

const PLAIN = facts(side(7, 0), side(7, 0));

/** A league where the Chiefs are 3 points better than average and the Bills 1 worse, in 2030. */
function league(): LeagueState {
  const l = createLeagueState(PARAMS);
  const kc = teamState(l, 'KC', 2030, PARAMS);
  kc.rating = 3;
  kc.offense = 2;
  kc.defense = -1;
  const buf = teamState(l, 'BUF', 2030, PARAMS);
  buf.rating = -1;
  buf.offense = 1;
  buf.defense = 0.5;
  return l;
}

describe('the league state', () => {
  it('starts at the parameters’ home field and scoring mean, a new franchise at the mean', () => {
    const l = createLeagueState(PARAMS);
    expect(l.homeField).toBe(2);
    expect(l.meanPoints).toBe(21);
    expect(l.teams.size).toBe(0);
    expect(teamState(l, 'HOU', 2002, PARAMS)).toEqual({
      rating: 0,
      offense: 0,
      defense: 0,
      season: 2002,
      recent: [],
    });
    expect(l.teams.has('HOU')).toBe(true);
  });

  it('regresses a team toward the mean once, the first time a new season touches it', () => {
    const l = league();
    const kc = teamState(l, 'KC', 2031, PARAMS);
    // Half the rating goes (seasonRegression 0.5), a quarter of the scoring ratings (0.25).
    expect(kc).toMatchObject({ rating: 1.5, offense: 1.5, defense: -0.75, season: 2031 });
    expect(teamState(l, 'KC', 2031, PARAMS)).toMatchObject({ rating: 1.5, offense: 1.5, defense: -0.75 });
    // An older season asked for later changes nothing.
    expect(teamState(l, 'KC', 2030, PARAMS)).toMatchObject({ rating: 1.5, season: 2031 });
  });

  it('gives a bye (13 days or more), charges a short week (5 or fewer) and the miles flown', () => {
    const points = (home: SideFacts, away: SideFacts) => restTravelPoints(facts(home, away), PARAMS);
    expect(points(side(13, 0), side(7, 0))).toBeCloseTo(1.5, 12);
    expect(points(side(12, 0), side(7, 0))).toBeCloseTo(0, 12);
    expect(points(side(7, 0), side(14, 0))).toBeCloseTo(-1.5, 12);
    expect(points(side(5, 0), side(7, 0))).toBeCloseTo(-0.7, 12);
    expect(points(side(6, 0), side(7, 0))).toBeCloseTo(0, 12);
    expect(points(side(7, 0), side(4, 0))).toBeCloseTo(0.7, 12);
    // The away side flew 1,500 miles, the home side 250: 1.25 × 1.2 points to the home side.
    expect(points(side(7, 250), side(7, 1500))).toBeCloseTo(1.5, 12);
    // Unknown rest or travel counts as neither.
    expect(points(side(null, null), side(null, 1000))).toBeCloseTo(1.2, 12);
    expect(points(side(null, 0), side(4, 0))).toBeCloseTo(0.7, 12);
    expect(points(side(14, 0), side(null, 0))).toBeCloseTo(1.5, 12);
  });

  it('expects the rating gap plus home field where it applies, plus rest and travel', () => {
    const l = league();
    const kc = teamState(l, 'KC', 2030, PARAMS);
    const buf = teamState(l, 'BUF', 2030, PARAMS);
    expect(ratingMargin(kc, buf, l, facts(side(14, 0), side(7, 0)), PARAMS)).toEqual({
      margin: 3 + 1 + 2 + 1.5,
      homeField: 2,
      restTravel: 1.5,
    });
    // A neutral site: no home field.
    expect(ratingMargin(kc, buf, l, facts(side(7, 0), side(7, 0), false), PARAMS)).toEqual({
      margin: 4,
      homeField: 0,
      restTravel: 0,
    });
  });

  it('moves both ratings by the Elo shift, home field by its rate, and the scoring model by its errors', () => {
    const l = league();
    const game = sampleGame({ season: 2030 });
    applyResult(l, game, { homeScore: 31, awayScore: 17 }, PLAIN, PARAMS);
    // Expected: KC by 3 + 1 + 2 = 6; they won by 14.
    const shift = eloShift(6, 14, { ...PARAMS.elo, sigma: 13 });
    expect(shift).toBeGreaterThan(0);
    const kc = l.teams.get('KC');
    const buf = l.teams.get('BUF');
    expect(kc?.rating).toBeCloseTo(3 + shift, 12);
    expect(buf?.rating).toBeCloseTo(-1 - shift, 12);
    expect(l.homeField).toBeCloseTo(2 + 0.1 * (14 - 6), 12);
    // Scores expected: KC 21 + 2 + 0.5 + 1 = 24.5, BUF 21 + 1 − 1 − 1 = 20.
    expect(kc?.offense).toBeCloseTo(2 + 0.05 * (31 - 24.5), 12);
    expect(buf?.defense).toBeCloseTo(0.5 + 0.05 * (31 - 24.5), 12);
    expect(buf?.offense).toBeCloseTo(1 + 0.05 * (17 - 20), 12);
    expect(kc?.defense).toBeCloseTo(-1 + 0.05 * (17 - 20), 12);
    expect(l.meanPoints).toBeCloseTo(21 + 0.01 * ((31 + 17) / 2 - 21), 12);
    expect(kc?.recent).toEqual([{ season: 2030, margin: 14, ratingBefore: 3, ratingAfter: 3 + shift }]);
    expect(buf?.recent).toEqual([{ season: 2030, margin: -14, ratingBefore: -1, ratingAfter: -1 - shift }]);
  });

  it('leaves home field alone at a neutral site and splits none of it in the scores', () => {
    const l = league();
    applyResult(
      l,
      sampleGame({ season: 2030 }),
      { homeScore: 20, awayScore: 23 },
      facts(side(7, 0), side(7, 0), false),
      PARAMS,
    );
    expect(l.homeField).toBe(2);
    // Scores expected without home field: KC 21 + 2 + 0.5 = 23.5, BUF 21 + 1 − 1 = 21.
    expect(l.teams.get('KC')?.offense).toBeCloseTo(2 + 0.05 * (20 - 23.5), 12);
    expect(l.teams.get('BUF')?.offense).toBeCloseTo(1 + 0.05 * (23 - 21), 12);
  });

  it('keeps the last four results, oldest first', () => {
    const l = league();
    const margins = [3, -7, 10, 1, -2, 6];
    for (const [i, m] of margins.entries())
      applyResult(
        l,
        sampleGame({ season: 2030, id: `g${i}` }),
        { homeScore: 20 + m, awayScore: 20 },
        PLAIN,
        PARAMS,
      );
    expect(l.teams.get('KC')?.recent.map((g) => g.margin)).toEqual([10, 1, -2, 6]);
    expect(l.teams.get('BUF')?.recent.map((g) => g.margin)).toEqual([-10, -1, 2, -6]);
  });

  it('keeps the league’s mean rating where it was: what one side gains the other loses', () => {
    assertProperty(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (home, away) => {
        const l = league();
        applyResult(l, sampleGame({ season: 2030 }), { homeScore: home, awayScore: away }, PLAIN, PARAMS);
        const total = (l.teams.get('KC')?.rating ?? Number.NaN) + (l.teams.get('BUF')?.rating ?? Number.NaN);
        expect(total).toBeCloseTo(2, 9);
      }),
    );
  });
});
