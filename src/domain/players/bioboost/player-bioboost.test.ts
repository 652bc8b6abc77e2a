import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../../tests/support/property.ts';
import { type FormGame, playerFormScore, playerFormValue } from './form-score.ts';
import { type PlayerSignals, playerBioBoost } from './player-bioboost.ts';
import { injuryFacts, stressFacts } from './player-facts.test-data.ts';
import {
  depthFrom,
  playerImpact,
  playerRecoveryScore,
  playerRecoveryValue,
  slotFor,
} from './recovery-score.ts';
import { playerStressScore, playerStressValue } from './stress-score.ts';

const game = (dkPoints: number, opportunities: number, season = 2024): FormGame => ({
  season,
  snapShare: null,
  opportunities,
  dkPoints,
});
const healthy = injuryFacts();
const stress = stressFacts();

describe('player recovery (spec 02 §9 detailed player weights)', () => {
  it('weighs slot, status, weeks, role and depth as the spec does', () => {
    // A starting QB out for the 3rd week, average depth: 0.95 × 1 × 100 × 1.3 = 123.5 → capped at 100.
    expect(playerImpact({ ...healthy, slot: 'QB', status: 'OUT', weeksListed: 3 })).toBe(100);
    expect(playerRecoveryValue({ ...healthy, slot: 'QB', status: 'OUT', weeksListed: 3 })).toBe(0);
    // WR2 questionable in his first week, good depth: 0.5 × 0.5 × 100 × 1.1 × 0.8 = 22.
    expect(
      playerImpact({ ...healthy, slot: 'WR2', status: 'QUESTIONABLE', weeksListed: 1, depth: 'good' }),
    ).toBeCloseTo(22, 10);
    // A backup TE (non-starter 0.4) probable with poor depth: 0.55 × 0.2 × 100 × 1.1 × 0.4 × 1.3 = 6.292.
    expect(
      playerImpact({
        ...healthy,
        slot: 'TE',
        status: 'PROBABLE',
        weeksListed: 1,
        starter: false,
        depth: 'poor',
      }),
    ).toBeCloseTo(6.292, 10);
    expect([slotFor('WR', 1), slotFor('WR', 2), slotFor('WR', 5), slotFor('RB', 2)]).toEqual([
      'WR1',
      'WR2',
      'WR3',
      'RB',
    ]);
    expect([0.9, 0.6, 0.3, 0.1].map(depthFrom)).toEqual(['excellent', 'good', 'average', 'poor']);
  });

  it('says why, and treats a missing report as unknown rather than as news', () => {
    expect(
      playerRecoveryScore({
        ...healthy,
        status: 'QUESTIONABLE',
        injury: 'Hamstring',
        weeksListed: 2,
        slot: 'WR2',
      }).reason,
    ).toBe('Questionable (hamstring), 2nd week listed; WR2, average depth behind him: impact 30 (low risk)');
    expect(playerRecoveryScore({ ...healthy, reportPublished: false })).toEqual({
      value: null,
      reason: "No report: his team's injury report for this game is not known, left out of the score",
    });
  });

  it('stays in 0–100 and never rises with more weeks on the report or a worse status', () => {
    const facts = fc.record({
      reportPublished: fc.constant(true),
      status: fc.constantFrom('OUT', 'DOUBTFUL', 'QUESTIONABLE', 'PROBABLE', 'HEALTHY' as const),
      injury: fc.constant(null),
      weeksListed: fc.integer({ min: 0, max: 12 }),
      daysListed: fc.constant(0),
      slot: fc.constantFrom('QB', 'RB', 'WR1', 'WR2', 'WR3', 'TE', 'K' as const),
      starter: fc.boolean(),
      depth: fc.constantFrom('poor', 'average', 'good', 'excellent' as const),
    });
    const order = ['HEALTHY', 'PROBABLE', 'QUESTIONABLE', 'DOUBTFUL', 'OUT'] as const;
    assertProperty(
      fc.property(facts, (f) => {
        const v = playerRecoveryValue(f);
        const longer = playerRecoveryValue({ ...f, weeksListed: f.weeksListed + 1 });
        const next = order[Math.min(order.length - 1, order.indexOf(f.status) + 1)] ?? 'OUT';
        return v >= 0 && v <= 100 && longer <= v && playerRecoveryValue({ ...f, status: next }) <= v;
      }),
    );
  });
});

describe('player T-Index (form against his own baseline)', () => {
  it('is unknown (null) without two recent games and a baseline, and reads usage and points', () => {
    expect(playerFormValue([game(20, 10)], 2024)).toBeNull();
    // Baseline 10 points on 8 opportunities; last three 20 points on 16: both ratios (x+steady)/(b+steady)
    // = 23/13 and 18/10 → 50 + 25 × mean(log2 1.769, log2 1.8) ≈ 71.4.
    const hot = [game(10, 8), game(10, 8), game(20, 16), game(20, 16), game(20, 16)];
    expect(playerFormValue(hot, 2024)).toBeCloseTo(50 + 12.5 * (Math.log2(23 / 13) + Math.log2(18 / 10)), 10);
    expect(playerFormScore(hot, 2024).reason).toBe(
      'Opportunities 16 a game over his last 3 against 8 before; DK points 20 a game over his last 3 against 10 before',
    );
  });

  it('prefers snap share where snap counts exist, and never falls when recent production rises', () => {
    const snaps = (share: number): FormGame => ({
      season: 2025,
      snapShare: share,
      opportunities: null,
      dkPoints: null,
    });
    expect(playerFormScore([snaps(0.9), snaps(0.9), snaps(0.6), snaps(0.6), snaps(0.6)], 2025).reason).toBe(
      'Snap share 60% over his last 3 against 90% before',
    );
    assertProperty(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 3, maxLength: 8 }),
        fc.integer({ min: 0, max: 20 }),
        (pts, bump) => {
          const games = pts.map((p) => game(p, 10));
          const better = games.map((g, i) =>
            i === games.length - 1 ? { ...g, dkPoints: (g.dkPoints ?? 0) + bump } : g,
          );
          const v = playerFormValue(games, 2024);
          const after = playerFormValue(better, 2024);
          // No baseline stays unknown whatever he scores; a known form never falls.
          if (v === null) return after === null;
          return v >= 0 && v <= 100 && after !== null && after >= v;
        },
      ),
    );
  });
});

describe('player cortisol (the defence he faces and the stakes)', () => {
  it('adds the occasion and reads the matchup against his position', () => {
    expect(playerStressValue(stress)).toBe(35);
    const tough = playerStressScore({
      ...stress,
      primeTime: true,
      slotLabel: 'Monday night',
      isHome: false,
      opponentRatio: 0.8,
    });
    expect(tough.value).toBeCloseTo(35 + 12 + 5 + 8, 10);
    expect(tough.reason).toBe(
      'Monday night prime time; away from home; CLE has allowed WRs 20% fewer DK points than average',
    );
    expect(playerStressScore({ ...stress, matchup: 'points', opponentRatio: 1.1 }).reason).toBe(
      'At home; CLE has allowed 10% more points per game than average',
    );
  });
});

describe('player BioBoost composite', () => {
  const signals: PlayerSignals = {
    season: 2024,
    sleep: { restDays: 7, previousWeekday: 0, travelMiles: 0, zonesCrossed: 0, bodyClockHour: 13 },
    // Five equal games: recent = baseline, form 50 + 25·log2(1) = 50.
    form: [1, 2, 3, 4, 5].map(() => game(10, 8)),
    stress,
    weather: { roof: 'dome', temperatureF: null, windMph: null, humidityPct: null },
    injury: healthy,
  };

  it("combines the five inputs with the spec's weights and labels the tiers", () => {
    const b = playerBioBoost(signals);
    // sleep 80, T-Index 50, cortisol 35 (inverted 65), hydration 85, recovery 100:
    // 0.3·80 + 0.4·50 + 0.15·65 + 0.1·85 + 0.05·100 = 24 + 20 + 9.75 + 8.5 + 5 = 67.25
    expect(b.score).toBeCloseTo(67.25, 10);
    expect([b.tone, b.level, b.inputs.sleep.level, b.injuryRecoveryDays]).toEqual([
      'cortisol',
      'Average',
      'High',
      0,
    ]);
    // No form baseline (no games): T-Index unknown, left out, the other weights renormalised:
    // (24 + 9.75 + 8.5 + 5) / (0.3 + 0.15 + 0.1 + 0.05) = 47.25 / 0.6 = 78.75, a Strong card, not the 67.25
    // a made-up form of 50 gave.
    const noForm = playerBioBoost({ ...signals, form: [] });
    expect(noForm.score).toBeCloseTo(78.75, 10);
    expect([noForm.inputs.tIndex.value, noForm.inputs.tIndex.level, noForm.level]).toEqual([
      null,
      null,
      'Strong',
    ]);
    // And no report of his team either: (24 + 9.75 + 8.5) / 0.55 = 76.8181…
    expect(
      playerBioBoost({ ...signals, form: [], injury: { ...healthy, reportPublished: false } }).score,
    ).toBeCloseTo(42.25 / 0.55, 10);
    const hurt = playerBioBoost({
      ...signals,
      injury: { ...healthy, status: 'QUESTIONABLE', weeksListed: 2, daysListed: 9, slot: 'WR2' },
    });
    expect(hurt.injuryRecoveryDays).toBe(9);
    // Days on the report count only while he is listed on a published report.
    const days = (injury: Partial<PlayerSignals['injury']>) =>
      playerBioBoost({ ...signals, injury: { ...healthy, daysListed: 9, ...injury } }).injuryRecoveryDays;
    expect(days({ status: 'HEALTHY' })).toBe(0);
    expect(days({ status: 'OUT', reportPublished: false })).toBe(0);
    expect(days({ status: 'PROBABLE' })).toBe(9);
    expect(hurt.score).toBeCloseTo(67.25 - 0.05 * 30, 10);
  });
});
