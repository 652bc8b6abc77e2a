import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import {
  bioBoostEdge,
  bioBoostHeatmapLevel,
  gameCardBioBoost,
  metricHeatmapLevel,
  pastPickAccuracyTone,
  playerCardTone,
  wizardComponentGrade,
  wizardTier,
} from './tiers.ts';

describe('display tiers', () => {
  it('colours the player card at 90 / 75 / 60', () => {
    expect([95, 90, 89.9, 75, 74, 60, 59].map(playerCardTone)).toEqual([
      'destructive',
      'destructive',
      'sleep',
      'sleep',
      'cortisol',
      'cortisol',
      'muted',
    ]);
  });

  it('levels the heatmap: BioBoost Elite/Strong/Average/Weak at 90/75/60, other metrics High/Medium/Low at 80/60', () => {
    expect([90, 89, 75, 74, 60, 59].map(bioBoostHeatmapLevel)).toEqual([
      'Elite',
      'Strong',
      'Strong',
      'Average',
      'Average',
      'Weak',
    ]);
    expect([80, 79, 60, 59].map(metricHeatmapLevel)).toEqual(['High', 'Medium', 'Medium', 'Low']);
  });

  it("labels the wizard tiers with the spec's words", () => {
    expect(wizardTier(90)).toEqual({ label: 'MAX JUICE', tagline: 'MAXIMUM GORILLA POWER!' });
    expect(wizardTier(85)).toEqual({ label: 'PRIMAL POWER', tagline: 'HIGH VOLTAGE APE!' });
    expect(wizardTier(70)).toEqual({ label: 'GOOD VIBES', tagline: 'SOLID BANANA ENERGY' });
    expect(wizardTier(69.5)).toEqual({ label: 'SLEEPY APE', tagline: 'Sleepy but functional' });
    expect(wizardTier(59)).toEqual({ label: 'ZEN MODE', tagline: 'Needs jungle rest' });
    // Each tier starts at its own number.
    expect([90, 89.9, 80, 79.9, 70, 69.9, 60, 59.9].map((b) => wizardTier(b).label)).toEqual([
      'MAX JUICE',
      'PRIMAL POWER',
      'PRIMAL POWER',
      'GOOD VIBES',
      'GOOD VIBES',
      'SLEEPY APE',
      'SLEEPY APE',
      'ZEN MODE',
    ]);
    expect([80, 79, 60, 59].map(wizardComponentGrade)).toEqual(['Elite', 'Good', 'Good', 'Needs Work']);
  });

  it('colours the game card at 80/60 and shows a missing BioBoost as 75 (yellow)', () => {
    expect(gameCardBioBoost(80)).toEqual({ value: 80, tone: 'green' });
    expect(gameCardBioBoost(60)).toEqual({ value: 60, tone: 'yellow' });
    expect(gameCardBioBoost(59)).toEqual({ value: 59, tone: 'red' });
    expect(gameCardBioBoost(null)).toEqual({ value: 75, tone: 'yellow' });
    expect(gameCardBioBoost(undefined)).toEqual({ value: 75, tone: 'yellow' });
  });

  it('grades the edge between teams Strong ≥10, Moderate ≥5, else Weak (missing counts as 75)', () => {
    expect(bioBoostEdge(85, 75)).toBe('Strong');
    expect(bioBoostEdge(70, 79.9)).toBe('Moderate');
    expect(bioBoostEdge(70, 74)).toBe('Weak');
    expect([bioBoostEdge(80, 70), bioBoostEdge(75, 70), bioBoostEdge(70, 74.9)]).toEqual([
      'Strong',
      'Moderate',
      'Weak',
    ]);
    expect(bioBoostEdge(null, 65)).toBe('Strong');
  });

  it('colours past-pick accuracy at 80/60', () => {
    expect([80, 79, 60, 59].map(pastPickAccuracyTone)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });

  it('never lowers a tier when the score rises', () => {
    const order = ['muted', 'cortisol', 'sleep', 'destructive'];
    const levels = ['Weak', 'Average', 'Strong', 'Elite'];
    assertProperty(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          return (
            order.indexOf(playerCardTone(lo)) <= order.indexOf(playerCardTone(hi)) &&
            levels.indexOf(bioBoostHeatmapLevel(lo)) <= levels.indexOf(bioBoostHeatmapLevel(hi))
          );
        },
      ),
    );
  });
});
