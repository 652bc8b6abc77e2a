import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_TOLERANCES } from '../../shared/risk-tolerance.ts';
import { DEFAULT_BET, type PersonalPickInput, personalScore, suggestedBetSize } from './personal-score.ts';
import { bettorProfileOf, type StoredBettingPreferences } from './user-profile.ts';

const player: PersonalPickInput = {
  team: 'KC',
  position: 'QB',
  bioBoostScore: 80,
  confidence: 75,
  sleepScore: 70,
  testosteroneProxy: 60,
  injuryRecoveryDays: 0,
};

const base: StoredBettingPreferences = {
  riskTolerance: 'moderate',
  favoriteTeams: ['KC', 'BUF'],
  bankroll: 500,
  maxBet: 50,
};

describe('a signed-in person’s bettor profile', () => {
  it('reads the tracker’s bankroll and max bet, the favourite teams and the chosen tolerance', () => {
    expect(bettorProfileOf(base)).toEqual({
      riskTolerance: 'medium',
      favoriteTeams: ['KC', 'BUF'],
      bankrollSize: 500,
      maxBetSize: 50,
      preferences: { favoritePositions: [], minConfidence: 70, avoidInjured: true },
    });
    expect(bettorProfileOf({ ...base, riskTolerance: 'conservative' }).riskTolerance).toBe('low');
    expect(bettorProfileOf({ ...base, riskTolerance: 'aggressive' })).toMatchObject({
      riskTolerance: 'high',
      preferences: { avoidInjured: false },
    });
  });

  it('scores with the spec’s numbers: 40% of BioBoost 80, +15 favourite team, +8 risk match, +5 confidence', () => {
    // Risk level medium (confidence 75, BioBoost 80): a moderate bettor matches, a conservative one does not.
    expect(personalScore(player, bettorProfileOf(base))).toBe(32 + 15 + 8 + 5);
    expect(personalScore(player, bettorProfileOf({ ...base, riskTolerance: 'conservative' }))).toBe(
      32 + 15 + 5,
    );
    expect(personalScore({ ...player, team: 'DEN' }, bettorProfileOf(base))).toBe(32 + 8 + 5);
  });

  it('sizes the stake on the tracker’s bankroll and caps it at the max bet', () => {
    const p = bettorProfileOf({ ...base, bankroll: 2000, maxBet: 40 });
    // 2000 × 60% × 5% = 60, capped at 40.
    expect(suggestedBetSize(p.bankrollSize, 60, p.maxBetSize)).toBe(40);
    // No max bet: 10% of the bankroll caps it; 2000 × 60% × 5% = 60 stays.
    const open = bettorProfileOf({ ...base, bankroll: 2000, maxBet: null });
    expect(open.maxBetSize).toBeUndefined();
    expect(suggestedBetSize(open.bankrollSize, 60, open.maxBetSize)).toBe(60);
  });

  it('falls back to the spec’s $25 without a bankroll', () => {
    const p = bettorProfileOf({ ...base, bankroll: null, maxBet: null });
    expect(suggestedBetSize(p.bankrollSize, 80, p.maxBetSize)).toBe(DEFAULT_BET);
  });

  const stored = fc.record({
    riskTolerance: fc.constantFrom(...RISK_TOLERANCES),
    favoriteTeams: fc.uniqueArray(fc.constantFrom('KC', 'BUF', 'SF', 'DEN', 'PHI'), { maxLength: 5 }),
    bankroll: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
    maxBet: fc.option(fc.integer({ min: 1, max: 1_000_000 })),
  });

  it('never suggests more than the max bet (or $10 minimum), nor a score outside 0–100', () => {
    fc.assert(
      fc.property(stored, fc.integer({ min: 0, max: 100 }), (s, bio) => {
        const p = bettorProfileOf(s);
        const score = personalScore({ ...player, bioBoostScore: bio }, p);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        const stake = suggestedBetSize(p.bankrollSize, score, p.maxBetSize);
        if (s.bankroll === null) expect(stake).toBe(DEFAULT_BET);
        else expect(stake).toBeLessThanOrEqual(Math.max(10, s.maxBet ?? 0.1 * s.bankroll));
      }),
    );
  });

  it('never scores a favourite team lower than the same player on another team', () => {
    fc.assert(
      fc.property(stored, fc.integer({ min: 0, max: 100 }), (s, bio) => {
        const p = bettorProfileOf({ ...s, favoriteTeams: ['KC'] });
        const pick = { ...player, bioBoostScore: bio };
        expect(personalScore(pick, p)).toBeGreaterThanOrEqual(personalScore({ ...pick, team: 'DEN' }, p));
      }),
    );
  });
});
