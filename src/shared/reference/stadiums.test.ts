import { describe, expect, it } from 'vitest';
import { resolveStadium, STADIUMS, stadiumInfo, VENUE_CORRECTIONS } from './stadiums.ts';

describe('stadium reference data', () => {
  it('has unique ids and names that point at one venue only', () => {
    expect(new Set(STADIUMS.map((s) => s.id)).size).toBe(STADIUMS.length);
    const names = STADIUMS.flatMap((s) => s.names.map((n) => n.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it('places US venues inside the United States and the rest abroad', () => {
    for (const s of STADIUMS) {
      expect(Math.abs(s.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(s.longitude)).toBeLessThanOrEqual(180);
      if (s.country === 'US') {
        expect(s.latitude).toBeGreaterThan(24);
        expect(s.latitude).toBeLessThan(49);
        expect(s.longitude).toBeGreaterThan(-125);
        expect(s.longitude).toBeLessThan(-66);
        expect(s.timeZone).toMatch(/^America\//);
      }
    }
  });

  it('uses real IANA time zones', () => {
    for (const s of STADIUMS)
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: s.timeZone })).not.toThrow();
  });

  it('resolves the real venue when nflverse files a game abroad under the home stadium id', () => {
    expect(resolveStadium('2026_09_CIN_ATL', 'ATL97', 'Bernabeu')?.city).toBe('Madrid');
    expect(resolveStadium('2026_10_NE_DET', 'DET00', 'FC Bayern Munich Stadium')?.id).toBe('GER00');
    expect(resolveStadium('2025_04_MIN_PIT', 'PIT00', 'Acrisure Stadium')?.city).toBe('Dublin');
    expect(resolveStadium('2024_01_X_Y', 'KAN00', 'Arrowhead Stadium')?.id).toBe('KAN00');
    for (const id of Object.values(VENUE_CORRECTIONS)) expect(stadiumInfo(id)?.country).not.toBe('US');
  });
});
