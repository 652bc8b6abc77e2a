import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import type { InjuryEntry } from './injury-impact.ts';
import { teamInjuryImpact } from './injury-impact.ts';
import {
  depthOf,
  injuryTypeModifier,
  LINEUP_WEIGHT,
  lineupLoss,
  missingShare,
  playerImpacts,
  recurrenceRate,
  riskLevel,
  slotOf,
  slotWeight,
  teamLineupImpact,
  UNIT_STARTERS,
} from './lineup-impact.ts';

const entry = (over: Partial<InjuryEntry>): InjuryEntry => ({
  playerName: 'p',
  position: 'QB',
  status: 'OUT',
  weeksInjured: 0,
  isStarter: true,
  ...over,
});

describe('lineup impact (spec 02 §9 detailed player weights)', () => {
  it("uses the spec's slot weights, WR and CB by snap-share rank, both sides' mean for tackles and guards", () => {
    expect(slotWeight('QB', undefined)).toBe(0.95);
    expect([1, 2, 3, 5].map((rank) => slotOf('WR', rank))).toEqual(['WR1', 'WR2', 'WR3', 'WR3']);
    // A one-slot position needs no rank; a tackle's rank does not say which side; spacing is ignored.
    expect([slotOf('QB', undefined), slotOf('T', 1), slotOf(' wr ', 2), slotOf('WR', undefined)]).toEqual([
      'QB',
      undefined,
      'WR2',
      undefined,
    ]);
    expect([1, 2, 3].map((rank) => slotWeight('CB', rank))).toEqual([0.6, 0.45, 0.45]);
    expect(slotWeight('WR', undefined)).toBeCloseTo(0.5, 10); // rank unknown: mean of WR1–3
    expect(slotWeight('T', undefined)).toBeCloseTo(0.75, 10); // (LT .85 + RT .65) / 2
    expect(slotWeight('G', undefined)).toBeCloseTo(0.6, 10);
    expect(slotWeight('DE', undefined)).toBe(0.65);
    expect(slotWeight('LS', undefined)).toBe(0.1);
    expect(slotWeight('XYZ', undefined)).toBe(0.3);
  });

  it('multiplies slot, role (backup 0.4), status with recurrence, injury type, duration and depth', () => {
    // A starting QB out, new this week: 0.95 × 1 × 1 × 1 × 1.0 × 1 = 0.95 → impact 95, high.
    expect(lineupLoss(entry({}), 'average')).toBeCloseTo(0.95, 10);
    // WR1 questionable with a concussion, 3rd week, depth poor: 0.7 × (0.5 + 0.5 × 0.3) × 1.2 × 1.3 × 1.3
    // (status multiplier .5, and a 50% chance to play × the concussion's .3 recurrence).
    const wr = entry({
      position: 'WR',
      rank: 1,
      status: 'QUESTIONABLE',
      injury: 'Concussion',
      weeksInjured: 3,
    });
    expect(lineupLoss(wr, 'poor')).toBeCloseTo(0.7 * (0.5 + 0.5 * 0.3) * 1.2 * 1.3 * 1.3, 10);
    // A backup tight end doubtful with a finger: 0.55 × 0.4 × (0.8 + 0.25 × 0.15) × 0.3.
    const te = entry({ position: 'TE', isStarter: false, status: 'DOUBTFUL', injury: 'Finger' });
    expect(lineupLoss(te, 'average')).toBeCloseTo(0.55 * 0.4 * (0.8 + 0.25 * 0.15) * 0.3, 10);
    // Excellent depth behind a starting QB out: 0.95 × 0.6; good: × 0.8.
    expect(lineupLoss(entry({}), 'excellent')).toBeCloseTo(0.95 * 0.6, 10);
    expect(lineupLoss(entry({}), 'good')).toBeCloseTo(0.95 * 0.8, 10);
    expect(lineupLoss(entry({ weeksInjured: 9 }), 'average')).toBeCloseTo(0.95 * 1.5, 10);
    expect(injuryTypeModifier('Knee')).toBe(1);
    expect(injuryTypeModifier(null)).toBe(1);
  });

  it("adds the spec's recurrence (Concussion .3, Finger .15) weighted by the playing probability", () => {
    expect(recurrenceRate('Concussion')).toBe(0.3);
    expect(recurrenceRate('Right finger')).toBe(0.15);
    expect(recurrenceRate('Knee')).toBe(0);
    // Out: he does not play, so nothing recurs; probable: .2 + .85 × .3.
    expect(missingShare('OUT', 'Concussion')).toBe(1);
    expect(missingShare('PROBABLE', 'Concussion')).toBeCloseTo(0.2 + 0.85 * 0.3, 10);
    expect(missingShare('QUESTIONABLE', 'Finger')).toBeCloseTo(0.5 + 0.5 * 0.15, 10);
    expect(missingShare('QUESTIONABLE', 'Ankle')).toBe(0.5);
    // Not listed (blank status): nothing missing, whatever the injury.
    expect(missingShare('HEALTHY', 'Concussion')).toBe(0);
  });

  it('rates depth poor when another player of the same unit is out or doubtful', () => {
    const lt = entry({ position: 'T' });
    const g = entry({ position: 'G', status: 'DOUBTFUL' });
    const wr = entry({ position: 'WR', status: 'QUESTIONABLE' });
    expect(depthOf(lt, [lt, g, wr])).toBe('poor');
    expect(depthOf(g, [lt, g, wr])).toBe('poor');
    expect(depthOf(wr, [lt, g, wr])).toBe('average');
    expect(depthOf(lt, [lt, wr])).toBe('average');
  });

  it('rates depth from how much his replacement plays: excellent from 0.75 of his snaps, good from 0.5', () => {
    const alone = (backupRatio: number | undefined) => {
      const qb = entry(backupRatio === undefined ? {} : { backupRatio });
      return depthOf(qb, [qb]);
    };
    expect([0.9, 0.75, 0.74, 0.5, 0.49, 0, undefined].map(alone)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'average',
    ]);
    // Another of his unit out still makes it poor, however much the backup plays.
    const lt = entry({ position: 'T', backupRatio: 1 });
    const g = entry({ position: 'G', playerName: 'g' });
    expect(depthOf(lt, [lt, g])).toBe('poor');
    // A kicker's backup is not measured.
    const k = entry({ position: 'K', backupRatio: 1 });
    expect(depthOf(k, [k])).toBe('average');
    // The starting places of the full lineup, by unit.
    expect(UNIT_STARTERS).toEqual({ QB: 1, RB: 1, WR: 3, TE: 1, OL: 5, DL: 4, LB: 3, CB: 2, S: 2, ST: 2 });
  });

  it('gives each player a 0–100 impact with the risk levels 70/40/15', () => {
    const [qb, k] = playerImpacts([
      entry({ weeksInjured: 2 }),
      entry({ position: 'K', status: 'QUESTIONABLE' }),
    ]);
    expect(qb?.impact).toBe(100); // 0.95 × 1.2 × 100 = 114, capped
    expect(qb?.risk).toBe('high');
    expect(k?.impact).toBeCloseTo(7.5, 10);
    expect([70, 69.9, 40, 15, 14.9].map(riskLevel)).toEqual([
      'high',
      'moderate',
      'moderate',
      'low',
      'minimal',
    ]);
  });

  it('is the share of a full lineup lost: a starting QB out is 7.1%, where the simple formula said 90', () => {
    expect(LINEUP_WEIGHT).toBeCloseTo(13.35, 10);
    expect(teamLineupImpact([entry({})])).toBeCloseTo((100 * 0.95) / 13.35, 10);
    expect(teamLineupImpact([])).toBe(0);
    // Three starters out (an OT, a WR1, a CB1) saturate the spec's simple team formula …
    const three = [
      entry({ position: 'T', playerName: 'a' }),
      entry({ position: 'WR', rank: 1, playerName: 'b' }),
      entry({ position: 'CB', rank: 1, playerName: 'c' }),
    ];
    expect(teamInjuryImpact(three)).toBe(100);
    // … and take (0.75 + 0.7 + 0.6) / 13.35 of the lineup (three units, so depth stays average).
    expect(teamLineupImpact(three)).toBeCloseTo((100 * (0.75 + 0.7 + 0.6)) / 13.35, 10);
  });

  it("sums each listed player's loss with his own depth: a unit's other missing player makes it poor, he himself does not", () => {
    const report = [
      entry({ position: 'T', playerName: 'a' }),
      entry({ position: 'G', status: 'DOUBTFUL', playerName: 'b' }),
      entry({ position: 'WR', rank: 2, status: 'QUESTIONABLE', backupRatio: 0.6, playerName: 'c' }),
      entry({ position: 'QB', backupRatio: 0.8, playerName: 'd' }),
    ];
    // T out, the G doubtful beside him: poor, 0.75 (mean of LT .85, RT .65) × 1 × 1.3 = 0.975.
    // G doubtful, the T out: poor, 0.6 × 0.8 × 1.3 = 0.624. WR2 questionable (not missing, so nobody's
    // depth turns poor) with a backup at 0.6 of his snaps: good, 0.5 × 0.5 × 0.8 = 0.2. QB out, the
    // only QB listed (his own absence does not count against him), backup at 0.8: excellent,
    // 0.95 × 1 × 0.6 = 0.57. Lost: 0.975 + 0.624 + 0.2 + 0.57 = 2.369 of 13.35, 17.7453%.
    expect(teamLineupImpact(report)).toBeCloseTo((100 * 2.369) / 13.35, 10);
    expect(playerImpacts(report).map((p) => p.depth)).toEqual(['poor', 'poor', 'good', 'excellent']);
  });

  it('stays in 0–100, never falls when a player is added, worsens or stays out longer', () => {
    const status = fc.constantFrom('OUT', 'DOUBTFUL', 'QUESTIONABLE', 'PROBABLE', 'HEALTHY' as const);
    const arb = fc.record({
      playerName: fc.string({ maxLength: 4 }),
      position: fc.constantFrom('QB', 'WR', 'CB', 'T', 'G', 'DE', 'K', 'LS', 'XX'),
      status,
      weeksInjured: fc.integer({ min: 0, max: 12 }),
      isStarter: fc.option(fc.boolean(), { nil: undefined }),
      rank: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
      injury: fc.constantFrom('Knee', 'Concussion', 'Finger', null),
      backupRatio: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: undefined }),
    });
    const worse = { HEALTHY: 'PROBABLE', PROBABLE: 'QUESTIONABLE', QUESTIONABLE: 'DOUBTFUL' } as const;
    assertProperty(
      fc.property(fc.array(arb, { maxLength: 30 }), arb, (list, extra) => {
        const base = teamLineupImpact(list);
        const more = teamLineupImpact([...list, extra]);
        const longer = teamLineupImpact([...list, { ...extra, weeksInjured: extra.weeksInjured + 1 }]);
        const next = extra.status in worse ? worse[extra.status as keyof typeof worse] : extra.status;
        const graver = teamLineupImpact([...list, { ...extra, status: next }]);
        return base >= 0 && more <= 100 && more >= base && longer >= more && graver >= more;
      }),
    );
  });
});
