import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { StrategyGame } from './game.ts';
import { generateStrategy, passedSummary } from './generate.ts';
import { CONFIDENCE_THRESHOLD, MAX_BETS } from './points.ts';
import {
  AVOIDANCE_FACTORS,
  BET_TYPES,
  BETTING_STYLES,
  EXPERIENCE_LEVELS,
  PRESETS,
  RISK_TOLERANCES,
  type StrategyProfile,
} from './profile.ts';
import { GAME_A, GAME_B, GAME_C, GAME_D, game } from './strategy.test-data.ts';

const WEEK = [GAME_A, GAME_B, GAME_C, GAME_D];

describe('the balanced preset on a week of four games', () => {
  const r = generateStrategy(PRESETS.balanced, WEEK);

  it('recommends A then D, with the spec’s points', () => {
    // A: balanced 10 (72 > 60) + spread 15 (7.5 ≥ 7, 72 > 65) + total 18 (72 > 70, OVER) = 43; medium ±0.
    // D: balanced 10 (38 < 40) + spread 10 (3 ≤ 3, 38 < 45) + total 12 (38 < 40, UNDER) = 32.
    expect(r.strategies.map((s) => [s.gameId, s.overallConfidence])).toEqual([
      ['A', 43],
      ['D', 32],
    ]);
    const [a, d] = r.strategies;
    expect(a?.matchup).toBe('Dallas @ Philadelphia');
    expect(a?.bets.map((b) => [b.type, b.side, b.line, b.points])).toEqual([
      ['spread', 'PHI', -7.5, 15],
      ['total', 'OVER', 47.5, 18],
    ]);
    expect(d?.bets.map((b) => [b.type, b.side, b.line])).toEqual([
      ['spread', 'SEA', 3],
      ['total', 'UNDER', 41],
    ]);
    // A: 43 ≥ 40, no moneyline → moderate; D: 32 < 40 → high.
    expect([a?.riskLevel, d?.riskLevel]).toEqual(['moderate', 'high']);
  });

  it('sizes each game and prices the spread with the model’s probability at 1.91', () => {
    const [a, d] = r.strategies;
    expect(a?.bankrollRecommendation).toBeCloseTo(0.86, 10); // 43 / 50
    expect(d?.bankrollRecommendation).toBeCloseTo(0.64, 10); // 32 / 50
    // A's spread: 0.52 × 1.91 − 1 = −0.68 %; its total has no probability, so the game's EV is the spread's.
    expect(a?.bets.map((b) => b.expectedValue)).toEqual([expect.closeTo(-0.68, 8), null]);
    expect(a?.expectedValue).toBeCloseTo(-0.68, 8);
    expect(d?.expectedValue).toBeCloseTo(6.96, 8); // 0.56 × 1.91 − 1 = 0.0696
  });

  it('says why each other game was passed', () => {
    expect(r.passed).toEqual([
      {
        gameId: 'B',
        matchup: 'Away @ Home',
        kind: 'no_pick',
        reason: 'BioBoost unknown: the model has published no pick yet',
      },
      {
        gameId: 'C',
        matchup: 'Away @ Home',
        kind: 'no_fit',
        // C: AWY +2.5 is 3 or less but 50 leans neither way; UNDER needs below 40; balanced is medium risk.
        reason:
          "No bet of your types fits: a spread of 2.5 needs BioBoost above 55 or below 45 (BioBoost 50); total needs BioBoost below 40 for the model's UNDER (BioBoost 50); a medium risk profile takes no moneyline",
      },
    ]);
  });

  it('adds the stakes: 0.86 + 0.64 = 1.5 units × $50 = $75, 7.5 % of $1,000', () => {
    expect(r.bankrollManagement.totalUnits).toBeCloseTo(1.5, 10);
    expect(r.bankrollManagement.totalRisk).toBeCloseTo(75, 10);
    expect(r.bankrollManagement.riskPercentage).toBeCloseTo(7.5, 10);
    expect(r.bankrollManagement.recommendation).toBe('Conservative allocation');
    // One high-risk game (not more than 2), average (43 + 32) / 2 = 37.5 (not above 70): low.
    expect(r.riskAssessment).toEqual({
      level: 'low',
      description: '2 recommended games with 38% average confidence',
    });
  });
});

describe('the aggressive preset on a week with no line stored (the replay of week 12)', () => {
  // Week 12 as of 21 November 2025: BioBoost 72 and 58, the model's picks published, no spread, total
  // or moneyline captured yet. The old reason blamed the style ("Sharp: BioBoost 72 is a strong
  // signal") for what was a missing line.
  const noLines = {
    away: { code: 'IND', name: 'Indianapolis', spread: null, moneyline: null, winProbability: 0.46 },
    home: { code: 'KC', name: 'Kansas City', spread: null, moneyline: null, winProbability: 0.54 },
    total: null,
    totalPick: null,
  } as const;
  const week = [
    game({ id: 'W1', bioBoost: 72, spreadPick: null, ...noLines }),
    game({ id: 'W2', bioBoost: 58, spreadPick: null, ...noLines }),
    // Lines stored, but 5.5 is neither 7+ nor 3 or less, OVER needs above 60, and +5.5 needs above 70.
    game({
      id: 'W3',
      bioBoost: 56,
      spreadPick: 'HOM',
      totalPick: 'OVER',
      away: { code: 'AWY', name: 'Away', spread: 5.5, moneyline: 210, winProbability: 0.34 },
      home: { code: 'HOM', name: 'Home', spread: -5.5, moneyline: -258, winProbability: 0.66 },
    }),
  ];
  const r = generateStrategy(PRESETS.aggressive, week);

  it('recommends nothing and says the lines are missing, not that the style failed', () => {
    expect(r.strategies).toEqual([]);
    expect(r.passed.map((p) => [p.gameId, p.kind, p.reason])).toEqual([
      ['W1', 'no_line', 'No line stored yet for your bet types (spread, total, moneyline)'],
      ['W2', 'no_line', 'No line stored yet for your bet types (spread, total, moneyline)'],
      [
        'W3',
        'no_fit',
        "No bet of your types fits: a spread of 5.5 is neither 7+ nor 3 or less; total needs BioBoost above 60 for the model's OVER (BioBoost 56); moneyline needs an underdog of 3+ points with BioBoost above 70 (BioBoost 56)",
      ],
    ]);
  });

  it('counts the reasons for the empty result, largest first', () => {
    expect(passedSummary(r.passed)).toBe('2 have no line stored yet, 1 fits none of your bet rules');
    expect(passedSummary([])).toBe('');
  });
});

describe('a game already kicked off', () => {
  it('is passed with its reason, whatever its figures', () => {
    const r = generateStrategy(PRESETS.balanced, [{ ...GAME_A, kickedOff: true }]);
    expect(r.strategies).toEqual([]);
    expect(r.passed).toEqual([
      {
        gameId: 'A',
        matchup: 'Dallas @ Philadelphia',
        kind: 'kicked_off',
        reason: 'Already kicked off: no pre-game bet is left',
      },
    ]);
  });
});

describe('the conservative preset avoids the long trip and pays less', () => {
  const r = generateStrategy(PRESETS.conservative, WEEK);
  it('keeps A only', () => {
    // A: value 15 (72 > 65) + spread 15 + total 18 = 48, conservative −10 = 38 > 15.
    expect(r.strategies.map((s) => [s.gameId, s.overallConfidence])).toEqual([['A', 38]]);
    // 38 / 50 = 0.76 × 0.7 = 0.532 units.
    expect(r.strategies[0]?.bankrollRecommendation).toBeCloseTo(0.532, 10);
    expect(r.passed.find((p) => p.gameId === 'D')?.reason).toBe(
      'Long trip (2400 miles, above 2000), as you asked',
    );
    expect(r.personalizedTips).toContain(
      'No high-value spots found: consider waiting for better opportunities.',
    );
  });
});

describe('the aggressive preset adds the underdog moneyline, with its real price', () => {
  const r = generateStrategy(PRESETS.aggressive, [GAME_A]);
  it('scores sharp 20 + spread 15 + total 18 + moneyline 12 = 65, +5 = 70', () => {
    const [a] = r.strategies;
    expect(a?.overallConfidence).toBe(70);
    const ml = a?.bets.find((b) => b.type === 'moneyline');
    // Dallas +7.5 is an underdog of 3 or more and BioBoost 72 > 70; the model gives it 22 %:
    // 0.22 × (1 + 280/100) − 1 = −0.164.
    expect(ml).toMatchObject({ side: 'DAL', price: 280, probability: 0.22 });
    expect(ml?.expectedValue).toBeCloseTo(-16.4, 8);
    expect(a?.riskLevel).toBe('high');
    expect(a?.bankrollRecommendation).toBeCloseTo(1.82, 10); // min(70 / 50, 2) = 1.4 × 1.3
    expect(r.personalizedTips).toContain(
      'A bet with a negative expected value fits your rules but loses money on average at its price.',
    );
  });
});

const arbProfile: fc.Arbitrary<StrategyProfile> = fc.record({
  riskTolerance: fc.constantFrom(...RISK_TOLERANCES),
  bettingStyle: fc.constantFrom(...BETTING_STYLES),
  bankrollSize: fc.integer({ min: 1, max: 100 }).map((n) => n * 100),
  unitSize: fc.integer({ min: 1, max: 10 }).map((n) => n * 10),
  preferredBets: fc.subarray([...BET_TYPES]),
  avoidanceFactors: fc.subarray([...AVOIDANCE_FACTORS]),
  experience: fc.constantFrom(...EXPERIENCE_LEVELS),
});

const line = fc.integer({ min: -28, max: 28 }).map((n) => n / 2);
const arbGame = (i: number): fc.Arbitrary<StrategyGame> =>
  fc
    .record({
      spread: fc.option(line),
      bioBoost: fc.option(fc.integer({ min: 0, max: 100 })),
      totalPick: fc.option(fc.constantFrom('OVER' as const, 'UNDER' as const)),
      pickHome: fc.boolean(),
      p: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
      divisional: fc.boolean(),
      timeSlot: fc.constantFrom('Thursday', 'Sunday Early', 'Sunday Late', 'SNF', 'MNF'),
      wind: fc.option(fc.integer({ min: 0, max: 40 })),
      travel: fc.option(fc.integer({ min: 0, max: 3000 })),
    })
    .map((x) =>
      game({
        id: `G${i}`,
        timeSlot: x.timeSlot,
        bioBoost: x.bioBoost,
        totalPick: x.totalPick,
        spreadPick: x.pickHome ? 'HOM' : 'AWY',
        spreadPickProbability: x.p,
        divisional: x.divisional,
        weather: x.wind === null ? null : { windMph: x.wind, precipChance: 10 },
        travelMiles: x.travel,
        home: { code: 'HOM', name: `Home ${i}`, spread: x.spread, moneyline: -200, winProbability: x.p },
        away: {
          code: 'AWY',
          name: `Away ${i}`,
          spread: x.spread === null ? null : -x.spread,
          moneyline: 170,
          winProbability: 1 - x.p,
        },
      }),
    );
const arbWeek = fc
  .integer({ min: 0, max: 16 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => arbGame(i))));

describe('properties over any profile and week', () => {
  it('every game is either recommended or passed with a reason, once', () => {
    assertProperty(
      fc.property(arbProfile, arbWeek, (profile, week) => {
        const r = generateStrategy(profile, week);
        const ids = [...r.strategies.map((s) => s.gameId), ...r.passed.map((p) => p.gameId)].sort();
        expect(ids).toEqual(week.map((g) => g.id).sort());
        for (const p of r.passed) expect(p.reason.length).toBeGreaterThan(0);
      }),
    );
  });
  it('keeps at most 3 / 5 / 8 games, each above its threshold, best first, confidence 0–100', () => {
    assertProperty(
      fc.property(arbProfile, arbWeek, (profile, week) => {
        const r = generateStrategy(profile, week);
        expect(r.strategies.length).toBeLessThanOrEqual(MAX_BETS[profile.riskTolerance]);
        r.strategies.forEach((s, i) => {
          expect(s.overallConfidence).toBeGreaterThan(CONFIDENCE_THRESHOLD[profile.riskTolerance]);
          expect(s.overallConfidence).toBeLessThanOrEqual(100);
          expect(s.bets.length).toBeGreaterThan(0);
          for (const b of s.bets) expect(profile.preferredBets).toContain(b.type);
          const next = r.strategies[i + 1];
          if (next) expect(s.overallConfidence).toBeGreaterThanOrEqual(next.overallConfidence);
        });
      }),
    );
  });
  it('never recommends a game the person asked to avoid, and is the same every time', () => {
    assertProperty(
      fc.property(arbProfile, arbWeek, (profile, week) => {
        const r = generateStrategy(profile, week);
        const byId = new Map(week.map((g) => [g.id, g]));
        for (const s of r.strategies) {
          const g = byId.get(s.gameId) as StrategyGame;
          if (profile.avoidanceFactors.includes('divisional')) expect(g.divisional).toBe(false);
          if (profile.avoidanceFactors.includes('primetime'))
            expect(['Thursday', 'SNF', 'MNF']).not.toContain(g.timeSlot);
          expect(g.bioBoost).not.toBeNull();
        }
        expect(generateStrategy(profile, week)).toEqual(r);
      }),
    );
  });
  it('the stake total is the sum of the games’ units at the unit size', () => {
    assertProperty(
      fc.property(arbProfile, arbWeek, (profile, week) => {
        const r = generateStrategy(profile, week);
        const units = r.strategies.reduce((s, x) => s + x.bankrollRecommendation, 0);
        expect(r.bankrollManagement.totalUnits).toBeCloseTo(units, 9);
        expect(r.bankrollManagement.totalRisk).toBeCloseTo(units * profile.unitSize, 9);
      }),
    );
  });
});
