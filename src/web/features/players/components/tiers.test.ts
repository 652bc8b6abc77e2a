import { describe, expect, it } from 'vitest';
import { bioBoostTier, confidenceBadge, valueTier } from './tiers.ts';

describe('Top 5 card tiers (spec 01 §2, §9)', () => {
  it('badges ggScore 80 and up High, 65 and up Moderate, else Low', () => {
    expect([95, 80, 79.9, 65, 64.9, 0].map((s) => confidenceBadge(s).label)).toEqual([
      'High',
      'High',
      'Moderate',
      'Moderate',
      'Low',
      'Low',
    ]);
  });

  it('colours the value rating in tiers at 8 and 6, and says when there is no salary', () => {
    expect([10, 8, 7.9, 6, 5.9, 0].map((r) => valueTier(r).label)).toEqual([
      'great value',
      'great value',
      'fair value',
      'fair value',
      'poor value',
      'poor value',
    ]);
    expect(valueTier(null).label).toBe('no salary yet');
  });

  it('shows BioBoost at 90, 75 and 60 in the card colours', () => {
    expect([90, 89, 75, 74, 60, 59].map((s) => bioBoostTier(s).label)).toEqual([
      'peak',
      'strong',
      'strong',
      'average',
      'average',
      'low',
    ]);
  });
});
