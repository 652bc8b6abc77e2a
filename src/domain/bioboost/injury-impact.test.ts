import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  durationFactor,
  type InjuryEntry,
  injuryBand,
  parseInjuryStatus,
  playerInjuryImpact,
  positionWeight,
  roleFactor,
  teamInjuryImpact,
} from './injury-impact.ts';

const starter = (position: string, status: InjuryEntry['status'], weeksInjured = 0): InjuryEntry => ({
  playerName: 'x',
  position,
  status,
  weeksInjured,
  isStarter: true,
});

describe('injury impact (spec 02 §9)', () => {
  it('uses the spec weights: a starting QB out is 90, a questionable WR 30, a probable kicker 2', () => {
    expect(playerInjuryImpact(starter('QB', 'OUT'))).toBeCloseTo(90, 10);
    expect(playerInjuryImpact(starter('WR', 'QUESTIONABLE'))).toBeCloseTo(30, 10);
    expect(playerInjuryImpact(starter('K', 'PROBABLE'))).toBeCloseTo(2, 10);
    expect(positionWeight('LS')).toBe(0.3);
    expect(positionWeight('OLB')).toBe(0.5);
    expect(positionWeight('T')).toBe(0.8);
    expect(positionWeight(' qb ')).toBe(positionWeight('QB'));
    // A report that does not say whether he starts counts between a starter (1) and a backup (0.4).
    expect([roleFactor(true), roleFactor(undefined), roleFactor(false)]).toEqual([1, 0.77, 0.4]);
  });

  it('scales by role (non-starter 0.4) and duration min(1 + 0.1 × weeks, 1.5)', () => {
    expect(playerInjuryImpact({ ...starter('RB', 'OUT'), isStarter: false })).toBeCloseTo(28, 10);
    expect(durationFactor(3)).toBeCloseTo(1.3, 10);
    expect(durationFactor(9)).toBe(1.5);
  });

  it('sums the team and caps it at 100, with bands 70/40/15', () => {
    expect(teamInjuryImpact([starter('QB', 'OUT'), starter('OL', 'OUT')])).toBe(100);
    expect(teamInjuryImpact([])).toBe(0);
    expect([70, 69, 40, 15, 14].map(injuryBand)).toEqual([
      'Critical',
      'Moderate',
      'Moderate',
      'Minor',
      'Minimal',
    ]);
  });

  it('reads report wording', () => {
    expect(['Out', 'Doubtful', 'Questionable', '', 'Note', null].map(parseInjuryStatus)).toEqual([
      'OUT',
      'DOUBTFUL',
      'QUESTIONABLE',
      'HEALTHY',
      'HEALTHY',
      'HEALTHY',
    ]);
    // Spacing and case do not matter; injured reserve is out; "probable" is still printed by some sources.
    expect(
      ['  out ', 'Out (season)', 'IR', 'Reserve/Injured', 'Probable', 'prob'].map(parseInjuryStatus),
    ).toEqual(['OUT', 'OUT', 'OUT', 'OUT', 'PROBABLE', 'PROBABLE']);
  });

  it('never falls when a player is added or stays on the report longer', () => {
    const entry = fc.record({
      playerName: fc.constant('p'),
      position: fc.constantFrom('QB', 'WR', 'CB', 'K', 'LS'),
      status: fc.constantFrom('OUT', 'DOUBTFUL', 'QUESTIONABLE', 'PROBABLE', 'HEALTHY' as const),
      weeksInjured: fc.integer({ min: 0, max: 12 }),
      isStarter: fc.option(fc.boolean(), { nil: undefined }),
    });
    assertProperty(
      fc.property(fc.array(entry, { maxLength: 8 }), entry, (list, extra) => {
        const base = teamInjuryImpact(list);
        const longer = { ...extra, weeksInjured: (extra.weeksInjured ?? 0) + 1 };
        return (
          teamInjuryImpact([...list, extra]) >= base &&
          playerInjuryImpact(longer) >= playerInjuryImpact(extra) &&
          base >= 0 &&
          base <= 100
        );
      }),
    );
  });
});
