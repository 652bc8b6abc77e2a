import { describe, expect, it } from 'vitest';
import type { WeeklyPick } from '../../../../shared/api/weekly-picks.ts';
import { mergeUnlocked } from './merge-unlocked.ts';

const card = (gameId: string, over: Partial<WeeklyPick>) => ({ gameId, ...over }) as WeeklyPick;

describe('mergeUnlocked', () => {
  it('puts an unlocked pick in place of its withheld card, and leaves the others', () => {
    const week = [
      card('2025_12_BUF_HOU', { withheld: true, predicted: null }),
      card('2025_12_MIN_GB', { withheld: true, predicted: null }),
      card('2025_11_WAS_MIA', { withheld: false, predicted: 'MIA' }),
    ];
    const merged = mergeUnlocked(week, [card('2025_12_MIN_GB', { withheld: false, predicted: 'GB' })]);
    expect(merged.map((p) => [p.gameId, p.withheld, p.predicted])).toEqual([
      ['2025_12_BUF_HOU', true, null],
      ['2025_12_MIN_GB', false, 'GB'],
      ['2025_11_WAS_MIA', false, 'MIA'],
    ]);
  });

  it('never replaces a card the public answer already shows', () => {
    const week = [card('2025_11_WAS_MIA', { withheld: false, predicted: 'MIA' })];
    expect(
      mergeUnlocked(week, [card('2025_11_WAS_MIA', { withheld: false, predicted: 'WAS' })])[0]?.predicted,
    ).toBe('MIA');
  });
});
