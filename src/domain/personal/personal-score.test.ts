import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  type BettorProfile,
  expectedValue,
  type PersonalPickInput,
  personalRecommendations,
  personalScore,
  recommendationType,
  riskLevel,
  riskMatches,
  scoreParts,
  suggestedBetSize,
} from './personal-score.ts';
import { SAMPLE_PROFILE } from './sample-profile.ts';

const player = (over: Partial<PersonalPickInput> = {}): PersonalPickInput => ({
  team: 'DAL',
  position: 'RB',
  bioBoostScore: 50,
  confidence: 50,
  sleepScore: 50,
  testosteroneProxy: 50,
  injuryRecoveryDays: 0,
  ...over,
});
const noBonus: BettorProfile = {
  riskTolerance: 'low',
  favoriteTeams: [],
  bankrollSize: 500,
  preferences: { favoritePositions: [], avoidInjured: false },
};

describe('personal score (spec 01 §9)', () => {
  it('is 40% of BioBoost alone when nothing else matches', () => {
    expect(personalScore(player({ bioBoostScore: 80 }), noBonus)).toBe(32);
  });

  it('adds each of the spec’s bonuses: +15 team, +10 position, +8 risk, +5 confidence, +5 sleep, +6 T-Index', () => {
    // The sample profile: KC is a favourite, QB a favourite position, medium tolerance, minConfidence 75.
    const p = player({
      team: 'KC',
      position: 'QB',
      bioBoostScore: 80,
      confidence: 80,
      sleepScore: 90,
      testosteroneProxy: 95,
    });
    // 32 + 15 + 10 + 8 (risk medium: both ≥ 70) + 5 (80 ≥ 75) + 5 (sleep ≥ 85) + 6 (T ≥ 90) = 81
    expect(personalScore(p, SAMPLE_PROFILE)).toBe(81);
    expect(personalScore({ ...p, team: 'DAL' }, SAMPLE_PROFILE)).toBe(66);
    expect(personalScore({ ...p, position: 'RB' }, SAMPLE_PROFILE)).toBe(71);
    expect(personalScore({ ...p, confidence: 74 }, SAMPLE_PROFILE)).toBe(76);
    expect(personalScore({ ...p, sleepScore: 84 }, SAMPLE_PROFILE)).toBe(76);
    expect(personalScore({ ...p, testosteroneProxy: 89 }, SAMPLE_PROFILE)).toBe(75);
    // Confidence 69 makes the risk high, which a medium tolerance does not accept: −8 and −5.
    expect(personalScore({ ...p, confidence: 69 }, SAMPLE_PROFILE)).toBe(68);
  });

  it('takes 20 off an injured player only when the profile avoids injured players', () => {
    const hurt = player({ bioBoostScore: 80, injuryRecoveryDays: 3 });
    expect(personalScore(hurt, noBonus)).toBe(32);
    const avoid = { ...noBonus, preferences: { ...noBonus.preferences, avoidInjured: true } };
    expect(personalScore(hurt, avoid)).toBe(12);
    expect(personalScore(player({ bioBoostScore: 20, injuryRecoveryDays: 1 }), avoid)).toBe(0);
  });

  it('uses minConfidence 70 when the profile has none', () => {
    expect(personalScore(player({ confidence: 70 }), noBonus) - personalScore(player(), noBonus)).toBe(5);
    expect(personalScore(player({ confidence: 69 }), noBonus)).toBe(personalScore(player(), noBonus));
  });

  it('grades risk by the lower of confidence and BioBoost, and each tolerance accepts the spec’s levels', () => {
    expect(riskLevel(85, 85)).toBe('low');
    expect(riskLevel(90, 84)).toBe('medium');
    expect(riskLevel(70, 99)).toBe('medium');
    expect(riskLevel(69, 99)).toBe('high');
    expect(riskMatches('low', 'low')).toBe(true);
    expect(riskMatches('low', 'medium')).toBe(false);
    expect(riskMatches('medium', 'medium')).toBe(true);
    expect(riskMatches('medium', 'high')).toBe(false);
    expect(riskMatches('high', 'high')).toBe(true);
  });

  it('names the recommendation as the spec orders its rules', () => {
    expect(recommendationType(90, 85, 'medium')).toBe('high_confidence');
    expect(recommendationType(90, 84, 'medium')).toBe('value_bet');
    expect(recommendationType(80, 50, 'low')).toBe('value_bet');
    expect(recommendationType(70, 80, 'low')).toBe('safe_play');
    expect(recommendationType(75, 50, 'high')).toBe('longshot');
    expect(recommendationType(74, 50, 'high')).toBe('value_bet');
  });

  it('suggests bankroll × score × 5%, capped, rounded, at least 10, and 25 for invalid inputs', () => {
    expect(suggestedBetSize(500, 81, 50)).toBe(20); // 20.25
    expect(suggestedBetSize(2000, 100, 50)).toBe(50); // 100 capped at the max bet
    expect(suggestedBetSize(2000, 100)).toBe(100); // cap 10% = 200, not reached
    expect(suggestedBetSize(10_000, 100)).toBe(500); // 500 = 5% < 10%
    expect(suggestedBetSize(100, 50, 50)).toBe(10); // 2.5 raised to the minimum
    expect(suggestedBetSize(Number.NaN, 80)).toBe(25);
    expect(suggestedBetSize(-1, 80)).toBe(25);
    expect(suggestedBetSize(500, 101)).toBe(25);
    expect(suggestedBetSize(500, Number.NaN)).toBe(25);
  });

  it('applies each rule at its edge: value bet from 80, safe play for low tolerance from 80 confidence, longshot only for high tolerance', () => {
    expect(recommendationType(85, 90, 'medium')).toBe('value_bet');
    expect(recommendationType(80, 85, 'low')).toBe('value_bet');
    expect(recommendationType(79, 85, 'low')).toBe('safe_play');
    expect(recommendationType(70, 85, 'medium')).toBe('value_bet');
    expect(recommendationType(70, 79, 'low')).toBe('value_bet');
    expect(recommendationType(77, 70, 'medium')).toBe('value_bet');
  });

  it('gives the sleep bonus from 85 and the T-Index bonus from 90, inclusive', () => {
    const parts = scoreParts(player({ sleepScore: 85, testosteroneProxy: 90 }), noBonus);
    expect([parts.sleepBonus, parts.testosteroneBonus]).toEqual([true, true]);
    const below = scoreParts(player({ sleepScore: 84, testosteroneProxy: 89 }), noBonus);
    expect([below.sleepBonus, below.testosteroneBonus]).toEqual([false, false]);
  });

  it('falls back to $25 for a score outside 0–100, and to the 10% cap for a max bet that is not a number', () => {
    expect(suggestedBetSize(10_000, -50)).toBe(25);
    expect(suggestedBetSize(10_000, 200)).toBe(25);
    // A score of 0 is valid: nothing from the formula, so the $10 minimum.
    expect(suggestedBetSize(10_000, 0)).toBe(10);
    // 10,000 × 100% × 5% = 500, under the 10% cap of 1,000.
    expect(suggestedBetSize(10_000, 100, Number.NaN)).toBe(500);
  });

  it('gives the expected value as confidence/100 × 1.8 − 1', () => {
    expect(expectedValue(80)).toBeCloseTo(0.44, 10);
    expect(expectedValue(50)).toBeCloseTo(-0.1, 10);
  });

  it('keeps only picks above 60, best first, at most 6', () => {
    const pool = Array.from({ length: 10 }, (_, i) =>
      player({ team: 'KC', position: 'QB', confidence: 90, bioBoostScore: 60 + 4 * i }),
    );
    const picks = personalRecommendations(pool, SAMPLE_PROFILE);
    const scores = picks.map((r) => r.personalizedScore);
    expect(scores).toHaveLength(6);
    expect(scores.every((s) => s > 60)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(picks[0]?.player.bioBoostScore).toBe(96);
    expect(personalRecommendations([player()], SAMPLE_PROFILE)).toEqual([]);
  });

  it('drops a pick scoring exactly 60, and says why a kept pick matched', () => {
    const profile: BettorProfile = { ...noBonus, favoriteTeams: ['KC'] };
    // 40% of 100 = 40, +15 favourite team, +5 confidence at the default minimum of 70; medium risk
    // does not suit a low tolerance: exactly 60.
    const sixty = player({ team: 'KC', bioBoostScore: 100, confidence: 70 });
    expect(personalScore(sixty, profile)).toBe(60);
    expect(personalRecommendations([sixty], profile)).toEqual([]);
    const [kept] = personalRecommendations([{ ...sixty, confidence: 85 }], profile);
    expect(kept?.matchReasons).toEqual({
      teamMatch: true,
      positionMatch: false,
      riskMatch: true,
      confidenceMatch: true,
    });
  });
});

const score100 = fc.double({ min: 0, max: 100, noNaN: true });
const input = fc.record({
  team: fc.constantFrom('KC', 'SF', 'DAL'),
  position: fc.constantFrom('QB', 'WR', 'RB'),
  bioBoostScore: score100,
  confidence: score100,
  sleepScore: score100,
  testosteroneProxy: score100,
  injuryRecoveryDays: fc.integer({ min: 0, max: 30 }),
});
const profile = fc.record({
  riskTolerance: fc.constantFrom('low' as const, 'medium' as const, 'high' as const),
  favoriteTeams: fc.subarray(['KC', 'SF', 'BUF', 'DAL']),
  bankrollSize: fc.double({ min: 1, max: 1e6, noNaN: true }),
  maxBetSize: fc.option(fc.double({ min: 10, max: 1e5, noNaN: true }), { nil: undefined }),
  preferences: fc.record({
    favoritePositions: fc.subarray(['QB', 'WR', 'RB']),
    minConfidence: fc.option(score100, { nil: undefined }),
    avoidInjured: fc.boolean(),
  }),
});

describe('personal score properties', () => {
  it('stays a whole number in 0–100 for any player and profile', () => {
    assertProperty(
      fc.property(input, profile, (p, prof) => {
        const s = personalScore(p, prof);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never falls when BioBoost rises (risk may only improve with it)', () => {
    assertProperty(
      fc.property(input, profile, score100, (p, prof, more) => {
        const higher = { ...p, bioBoostScore: Math.max(p.bioBoostScore, more) };
        expect(personalScore(higher, prof)).toBeGreaterThanOrEqual(personalScore(p, prof));
      }),
    );
  });

  it('suggests a stake of at least 10 and never above the cap unless the cap is below 10', () => {
    assertProperty(
      fc.property(profile, score100, (prof, s) => {
        const bet = suggestedBetSize(prof.bankrollSize, s, prof.maxBetSize);
        const cap = prof.maxBetSize ?? 0.1 * prof.bankrollSize;
        expect(bet).toBeGreaterThanOrEqual(10);
        expect(bet).toBeLessThanOrEqual(Math.max(10, Math.round(cap)));
      }),
    );
  });
});
