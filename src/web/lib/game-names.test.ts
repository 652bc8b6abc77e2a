import { describe, expect, it } from 'vitest';
import { weekName, withGameNames } from './game-names.ts';

describe('names for weeks and game ids', () => {
  it('names the playoff rounds', () => {
    expect([1, 18, 19, 20, 21, 22].map(weekName)).toEqual([
      'Week 1',
      'Week 18',
      'Wild Card',
      'Divisional',
      'Conference',
      'Super Bowl',
    ]);
  });

  it('reads the game ids in a no-pick reason out, away team first as in the id', () => {
    expect(withGameNames("PHI's previous game (2026_10_PHI_GB) had no known result at kickoff.")).toBe(
      "PHI's previous game (Week 10 of 2026, PHI at GB) had no known result at kickoff.",
    );
    // Two ids, a playoff week (22: the Super Bowl), and text without an id left as it is.
    expect(withGameNames('2024_22_KC_PHI and 2025_01_DAL_PHI')).toBe(
      'Super Bowl of 2024, KC at PHI and Week 1 of 2025, DAL at PHI',
    );
    expect(withGameNames('No betting line had been captured before kickoff.')).toBe(
      'No betting line had been captured before kickoff.',
    );
  });
});
