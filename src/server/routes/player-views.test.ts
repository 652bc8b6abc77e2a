import { describe, expect, it } from 'vitest';
import { kickoffEt, matchupLabel } from './player-views.ts';

describe('player answer labels', () => {
  it('prints kickoffs in New York wall time across the daylight-saving change', () => {
    // 2025 week 12: Sunday 23 Nov 1:00 PM EST (18:00Z), Monday night 8:15 PM EST (01:15Z Tuesday).
    expect(kickoffEt(new Date('2025-11-23T18:00:00Z'))).toBe('Sun 1:00 PM ET');
    expect(kickoffEt(new Date('2025-11-25T01:15:00Z'))).toBe('Mon 8:15 PM ET');
    // Week 1 under EDT: Thursday 4 Sep 2025 8:20 PM (00:20Z Friday).
    expect(kickoffEt(new Date('2025-09-05T00:20:00Z'))).toBe('Thu 8:20 PM ET');
    expect(kickoffEt(new Date('2025-10-12T16:30:00Z'))).toBe('Sun 12:30 PM ET');
  });

  it('reads home and away from the nflverse game id (season_week_away_home)', () => {
    expect(matchupLabel('2024_12_KC_CAR', 'KC', 'CAR')).toBe('KC @ CAR');
    expect(matchupLabel('2024_12_KC_CAR', 'CAR', 'KC')).toBe('CAR vs KC');
  });
});
