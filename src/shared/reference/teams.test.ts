import { describe, expect, it } from 'vitest';
import { canonicalTeamCode, TEAMS, teamCodeByName, teamInfo } from './teams.ts';

describe('team reference data', () => {
  it('lists the 32 franchises once each, eight divisions of four', () => {
    expect(TEAMS).toHaveLength(32);
    expect(new Set(TEAMS.map((t) => t.code)).size).toBe(32);
    const divisions = new Map<string, number>();
    for (const t of TEAMS)
      divisions.set(
        `${t.conference} ${t.division}`,
        (divisions.get(`${t.conference} ${t.division}`) ?? 0) + 1,
      );
    expect([...divisions.values()]).toEqual(Array(8).fill(4));
  });

  it('gives every team valid colours and an emoji', () => {
    for (const t of TEAMS) {
      expect(t.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(t.secondaryColor).toMatch(/^#[0-9A-F]{6}$/);
      expect(t.emoji.length).toBeGreaterThan(0);
      expect(t.name).toBe(`${t.location} ${t.nickname}`);
    }
  });

  it('maps historical and source-specific codes to the current franchise', () => {
    const cases: Record<string, string> = {
      OAK: 'LV',
      SD: 'LAC',
      STL: 'LA',
      LAR: 'LA',
      JAC: 'JAX',
      WSH: 'WAS',
      LVR: 'LV',
      GBP: 'GB',
      KCC: 'KC',
      NEP: 'NE',
      NOS: 'NO',
      SFO: 'SF',
      TBB: 'TB',
      SDC: 'LAC',
      RAM: 'LA',
      kc: 'KC',
    };
    for (const [code, expected] of Object.entries(cases)) expect(canonicalTeamCode(code)).toBe(expected);
    expect(canonicalTeamCode('XYZ')).toBeUndefined();
    expect(teamInfo('OAK')?.name).toBe('Las Vegas Raiders');
  });

  it('finds teams by the full names books and old files use', () => {
    expect(teamCodeByName('Washington Commanders')).toBe('WAS');
    expect(teamCodeByName('Washington Redskins')).toBe('WAS');
    expect(teamCodeByName('St. Louis Rams')).toBe('LA');
    expect(teamCodeByName('  los angeles   chargers ')).toBe('LAC');
    expect(teamCodeByName('Springfield Atoms')).toBeUndefined();
  });

  it('keeps codes unambiguous: no alias points at two franchises', () => {
    const seen = new Map<string, string>();
    for (const t of TEAMS)
      for (const c of [t.code, ...t.formerCodes, ...t.otherCodes]) {
        expect(seen.get(c) ?? t.code).toBe(t.code);
        seen.set(c, t.code);
      }
  });
});
