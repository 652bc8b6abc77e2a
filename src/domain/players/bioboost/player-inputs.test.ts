// A player's BioBoost inputs at their edges, each figure worked out from the rules written at the top
// of recovery-score.ts, stress-score.ts and form-score.ts (spec 02 §9's weights, the occasion's points,
// form as log2 ratios against his own baseline).
import { describe, expect, it } from 'vitest';
import { type FormGame, formMeasures, playerFormScore, playerFormValue } from './form-score.ts';
import { injuryFacts, stressFacts } from './player-facts.test-data.ts';
import { depthFrom, durationFactor, playerRecoveryScore, riskLevel, slotFor } from './recovery-score.ts';
import { playerStressScore, playerStressValue } from './stress-score.ts';

const listed = injuryFacts({ status: 'OUT', weeksListed: 1, daysListed: 3, slot: 'RB' });
const stress = stressFacts({ position: 'RB', opponent: 'DEN' });

describe('player recovery at its edges', () => {
  it('rates depth at exactly three quarters, half and a quarter of his share', () => {
    expect([0.75, 0.7499, 0.5, 0.4999, 0.25, 0.2499, 0].map(depthFrom)).toEqual([
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'poor',
      'poor',
    ]);
  });

  it('names the risk at 70, 40 and 15 points of impact', () => {
    expect([70, 69.9, 40, 39.9, 15, 14.9, 0].map(riskLevel)).toEqual([
      'high',
      'moderate',
      'moderate',
      'low',
      'low',
      'minimal',
      'minimal',
    ]);
  });

  it('gives each position its slot, receivers by rank, anything else the third receiver’s', () => {
    expect(['QB', 'RB', 'TE', 'K'].map((p) => slotFor(p, 3))).toEqual(['QB', 'RB', 'TE', 'K']);
    expect([0, 1, 2, 3].map((rank) => slotFor('WR', rank))).toEqual(['WR1', 'WR1', 'WR2', 'WR3']);
    expect(slotFor('FB', 1)).toBe('WR3');
  });

  it('adds a tenth per week listed, up to one and a half, never below one', () => {
    expect([-2, 0, 1, 3, 5, 9].map(durationFactor)).toEqual(
      [1, 1, 1.1, 1.3, 1.5, 1.5].map((x) => expect.closeTo(x, 12)),
    );
  });

  it('words his status, injury, weeks and role', () => {
    // A starting back out in his first week, average depth: 0.75 × 1 × 100 × 1.1 = 82.5.
    expect(playerRecoveryScore(listed)).toEqual({
      value: 17.5,
      reason: 'Out; RB, average depth behind him: impact 83 (high risk)',
    });
    const backup = playerRecoveryScore({
      ...listed,
      status: 'DOUBTFUL',
      injury: 'ANKLE',
      weeksListed: 3,
      starter: false,
      depth: 'excellent',
    });
    // 0.75 × 0.8 × 100 × 1.3 × 0.4 × 0.6 = 18.72.
    expect(backup.value).toBeCloseTo(100 - 18.72, 10);
    expect(backup.reason).toBe(
      'Doubtful (ankle), 3rd week listed; RB, not a starter, excellent depth behind him: impact 19 (low risk)',
    );
    expect(playerRecoveryScore({ ...listed, status: 'HEALTHY' })).toEqual({
      value: 100,
      reason: 'Not listed out, doubtful, questionable or probable',
    });
    expect(playerRecoveryScore({ ...listed, reportPublished: false }).value).toBeNull();
  });
});

describe('player stress at its edges', () => {
  it('adds each part of the occasion and caps the matchup at 15 points either way', () => {
    expect(playerStressValue({ ...stress, divisional: true })).toBe(43);
    expect(playerStressValue({ ...stress, playoff: true })).toBe(50);
    expect(playerStressValue({ ...stress, isHome: false })).toBe(40);
    expect(playerStressValue({ ...stress, opponentRatio: 0.5 })).toBe(50);
    expect(playerStressValue({ ...stress, opponentRatio: 1.5 })).toBe(20);
    expect(playerStressValue({ ...stress, opponentRatio: 0.9 })).toBeCloseTo(39, 10);
  });

  it('words the playoff, prime time without a slot name, a divisional game and an average matchup', () => {
    expect(
      playerStressScore({ ...stress, playoff: true, primeTime: true, divisional: true, opponentRatio: 1.004 })
        .reason,
    ).toBe(
      'Playoff game; prime time; divisional game; at home; DEN has allowed RBs an average share of DK points',
    );
    expect(playerStressScore({ ...stress, matchup: 'points', opponentRatio: 0.996 }).reason).toBe(
      'At home; DEN has allowed an average share of points per game',
    );
    expect(playerStressScore({ ...stress, opponentRatio: 1.25 }).reason).toBe(
      'At home; DEN has allowed RBs 25% more DK points than average',
    );
  });
});

describe('player form at its edges', () => {
  const g = (
    season: number,
    snapShare: number | null,
    opportunities: number | null,
    dkPoints: number | null,
  ): FormGame => ({
    season,
    snapShare,
    opportunities,
    dkPoints,
  });

  it('scores 75 for 50 more points of snap share and doubled points against his baseline, 25 for the reverse', () => {
    // Snap share: 95 − 45 = +50 points, one doubling's worth; points: (17 + 3) / (7 + 3) = 2.
    const doubled = [
      g(2025, 0.45, null, 7),
      g(2025, 0.95, null, 17),
      g(2025, 0.95, null, 17),
      g(2025, 0.95, null, 17),
    ];
    expect(playerFormValue(doubled, 2025)).toBeCloseTo(75, 10);
    expect(playerFormScore(doubled, 2025).reason).toBe(
      'Snap share 95% over his last 3 against 45% before; DK points 17 a game over his last 3 against 7 before',
    );
    // 95 − 45 = −50 points of share, and (2 + 3) / (7 + 3): both a halving's worth.
    const halved = [
      g(2025, 0.95, null, 7),
      g(2025, 0.45, null, 2),
      g(2025, 0.45, null, 2),
      g(2025, 0.45, null, 2),
    ];
    expect(playerFormValue(halved, 2025)).toBeCloseTo(25, 10);
  });

  it('gives a backup whose snap share jumps from 2.7% to 34% a T-Index of 66, not 100', () => {
    // The Wizard's "HIGH VOLTAGE" running back (2025): 2.7% of the snaps before, 34% over his last
    // three, no DK points (a season without weekly lines). +31.3 points of share / 50 = 0.626 of a
    // doubling: 50 + 25 × 0.626 = 65.65. As a ratio steadied by 5 points it was log2(39 / 7.7) = 2.34
    // doublings: 108.5, shown as 100.
    const backup = [
      g(2025, 0.027, null, null),
      g(2025, 0.34, null, null),
      g(2025, 0.34, null, null),
      g(2025, 0.34, null, null),
    ];
    expect(playerFormValue(backup, 2025)).toBeCloseTo(65.65, 10);
    // An established starter from 60% to 90%: +30 points, 50 + 25 × 0.6 = 65; the backup's jump is no
    // longer worth more than half again a starter's.
    const starter = [
      g(2025, 0.6, null, null),
      g(2025, 0.9, null, null),
      g(2025, 0.9, null, null),
      g(2025, 0.9, null, null),
    ];
    expect(playerFormValue(starter, 2025)).toBeCloseTo(65, 10);
  });

  it('weighs last season’s games at half, leaves older ones and last season’s recent games out', () => {
    // Baseline snap share: (0.5 × 20 + 1 × 50) / 1.5 = 40%; the 2023 game is too old.
    const games = [
      g(2023, 1, null, null),
      g(2024, 0.2, null, null),
      g(2025, 0.5, null, null),
      g(2025, 0.6, null, null),
      g(2025, 0.6, null, null),
      g(2025, 0.6, null, null),
    ];
    const [snap] = formMeasures(games, 2025) ?? [];
    expect(snap).toMatchObject({ label: 'snap share', recent: 60, unit: '%' });
    expect(snap?.baseline).toBeCloseTo(40, 10);
    // Two recent games of this season are enough (the third last was last season's: baseline).
    expect(
      formMeasures([g(2024, 0.5, null, null), g(2025, 0.6, null, null), g(2025, 0.6, null, null)], 2025),
    ).toEqual([{ label: 'snap share', recent: 60, baseline: 50, unit: '%', steady: null }]);
    // Only one of his last three games is this season's: too few to read form.
    expect(
      formMeasures(
        [g(2024, 0.5, null, 10), g(2024, 0.5, null, 10), g(2024, 0.5, null, 10), g(2025, 0.9, null, 20)],
        2025,
      ),
    ).toBeNull();
  });

  it('reads opportunities where snap counts are missing on either side, and nothing when neither is known', () => {
    // His baseline game has no snap count: opportunities on both sides.
    const mixed = [
      g(2025, null, 10, null),
      g(2025, 0.8, 20, null),
      g(2025, 0.8, 20, null),
      g(2025, 0.8, 20, null),
    ];
    expect(formMeasures(mixed, 2025)).toEqual([
      { label: 'opportunities', recent: 20, baseline: 10, unit: ' a game', steady: 2 },
    ]);
    const unknown = [1, 2, 3, 4].map(() => g(2025, null, null, null));
    expect(formMeasures(unknown, 2025)).toBeNull();
    expect(playerFormScore(unknown, 2025)).toEqual({
      value: null,
      reason: 'No baseline: fewer than two recent games to compare, left out of the score',
    });
  });
});
