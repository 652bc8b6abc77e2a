// One contributor's figures as the leaderboard shows them (spec 01 §2, decision 055): what counts
// toward each, the ties of the specialisation, the CLV mean and the order a streak is read in.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { contributorStats, currentStreak, type GradedPick } from './contributor-stats.ts';
import { pick } from './graded-pick.test-data.ts';

describe('contributor figures', () => {
  it('shows no rate, streak, specialisation or CLV before a pick is graded', () => {
    expect(contributorStats([])).toEqual({
      graded: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      pickAccuracy: null,
      bioBoostWinRate: null,
      bioBoostPicks: 0,
      currentStreak: 0,
      streakType: null,
      specialization: null,
      rankedWins: 0,
      rankedLosses: 0,
      meanClv: null,
      clvPicks: 0,
    });
  });

  it('counts the BioBoost rate over decided picks that sided with the higher BioBoost only', () => {
    const stats = contributorStats([
      pick('ann', 1, 'win', { withBioBoost: true }),
      pick('ann', 1, 'loss', { withBioBoost: true }),
      pick('ann', 1, 'push', { withBioBoost: true }),
      pick('ann', 1, 'win', { withBioBoost: false }),
      pick('ann', 1, 'win', { withBioBoost: null, market: 'total' }),
    ]);
    expect(stats.bioBoostPicks).toBe(2);
    expect(stats.bioBoostWinRate).toBe(0.5);
    expect(stats.pickAccuracy).toBe(0.75);
  });

  it('leaves moneyline picks out of the ranked record and the CLV, and rounds the CLV mean to cents', () => {
    const stats = contributorStats([
      pick('ann', 1, 'win', { clv: 1.5 }),
      pick('ann', 1, 'loss', { market: 'total', clv: -0.25 }),
      pick('ann', 1, 'win', { market: 'moneyline', clv: 10 }),
      pick('ann', 1, 'loss', { market: 'moneyline', clv: -10 }),
      pick('ann', 1, 'win', { clv: null }),
    ]);
    expect([stats.wins, stats.losses, stats.rankedWins, stats.rankedLosses]).toEqual([3, 2, 2, 1]);
    // (1.5 − 0.25) / 2 = 0.625, shown as 0.63
    expect(stats.meanClv).toBe(0.63);
    expect(stats.clvPicks).toBe(2);
    expect(contributorStats([pick('ann', 1, 'win', { market: 'moneyline', clv: 3 })]).meanClv).toBeNull();
  });

  it('names the market with the most wins, then the better win rate, then spread, total, moneyline', () => {
    const market = (picks: GradedPick[]) => contributorStats(picks).specialization;
    const p = (outcome: GradedPick['outcome'], m: GradedPick['market']) =>
      pick('ann', 1, outcome, { market: m });
    expect(market([p('win', 'spread'), p('win', 'total'), p('win', 'total')])).toBe('total');
    expect(market([p('win', 'moneyline'), p('win', 'moneyline'), p('win', 'spread')])).toBe('moneyline');
    // Two wins each: the total's 2–0 beats the spread's 2–1.
    const rates = [
      p('win', 'spread'),
      p('win', 'spread'),
      p('loss', 'spread'),
      p('win', 'total'),
      p('win', 'total'),
    ];
    expect(market(rates)).toBe('total');
    expect(market([p('win', 'moneyline'), p('win', 'total')])).toBe('total');
    expect(market([p('win', 'total'), p('win', 'spread')])).toBe('spread');
    expect(market([p('loss', 'spread'), p('push', 'total')])).toBeNull();
    // Pushes are not losses: the spread's 2–0 with two pushes beats the total's 2–1.
    const pushes = [p('win', 'spread'), p('win', 'spread'), p('push', 'spread'), p('push', 'spread')];
    expect(market([...pushes, p('win', 'total'), p('win', 'total'), p('loss', 'total')])).toBe('spread');
  });

  it('reads the streak in kickoff order, then lock order, whatever order the picks arrive in', () => {
    const kickoff = new Date('2025-09-14T17:00:00Z');
    const early = new Date('2025-09-10T12:00:00Z');
    const late = new Date('2025-09-13T12:00:00Z');
    const sameGame = [
      pick('ann', 2, 'loss', { kickoff, lockedAt: late }),
      pick('ann', 2, 'win', { kickoff, lockedAt: early }),
    ];
    expect(currentStreak(sameGame)).toEqual({ length: 1, type: 'loss' });
    expect(currentStreak([...sameGame].reverse())).toEqual({ length: 1, type: 'loss' });
    expect(currentStreak([pick('ann', 1, 'win'), pick('ann', 2, 'win'), pick('ann', 3, 'win')])).toEqual({
      length: 3,
      type: 'win',
    });
    const weeks = [pick('ann', 3, 'win'), pick('ann', 1, 'loss'), pick('ann', 2, 'loss')];
    expect(currentStreak(weeks)).toEqual({ length: 1, type: 'win' });
    expect(
      contributorStats([pick('ann', 3, 'loss'), pick('ann', 1, 'win'), pick('ann', 2, 'loss')]),
    ).toMatchObject({ currentStreak: 2, streakType: 'loss' });
  });

  it('adds up: wins, losses and pushes make the graded count, ranked ≤ all, streak ≤ decided', () => {
    const arb = fc.record({
      week: fc.integer({ min: 1, max: 18 }),
      outcome: fc.constantFrom('win', 'loss', 'push' as const),
      market: fc.constantFrom('spread', 'total', 'moneyline' as const),
      clv: fc.option(
        fc.integer({ min: -300, max: 300 }).map((c) => c / 100),
        { nil: null },
      ),
      withBioBoost: fc.option(fc.boolean(), { nil: null }),
    });
    assertProperty(
      fc.property(fc.array(arb, { maxLength: 40 }), (rows) => {
        const picks = rows.map(({ week, outcome, ...extra }) => pick('ann', week, outcome, extra));
        const s = contributorStats(picks);
        const decided = s.wins + s.losses;
        expect(s.wins + s.losses + s.pushes).toBe(picks.length);
        expect(s.pickAccuracy).toBe(decided === 0 ? null : s.wins / decided);
        expect(s.rankedWins + s.rankedLosses).toBeLessThanOrEqual(decided);
        expect(s.currentStreak).toBeLessThanOrEqual(decided);
        expect(s.streakType === null).toBe(decided === 0);
        expect(s.specialization === null).toBe(s.wins === 0);
        expect(s.clvPicks).toBe(picks.filter((p) => p.market !== 'moneyline' && p.clv !== null).length);
      }),
    );
  });
});
