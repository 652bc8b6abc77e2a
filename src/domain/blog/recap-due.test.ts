import { describe, expect, it } from 'vitest';
import { recapDueAt } from './recap-due.ts';

describe('recapDueAt: the Tuesday after the last game, 10:00 New York', () => {
  it('after a Monday night game (kickoff 8:15 PM ET Monday = 01:15 UTC Tuesday) it is that Tuesday', () => {
    // 2025-12-09 01:15Z is Monday 2025-12-08 20:15 EST; Tuesday 2025-12-09 10:00 EST = 15:00Z
    expect(recapDueAt(new Date('2025-12-09T01:15:00Z')).toISOString()).toBe('2025-12-09T15:00:00.000Z');
  });
  it('in daylight time 10:00 EDT is 14:00 UTC', () => {
    // Monday 2025-09-08 20:15 EDT (00:15Z on the 9th) -> Tuesday 2025-09-09 10:00 EDT = 14:00Z
    expect(recapDueAt(new Date('2025-09-09T00:15:00Z')).toISOString()).toBe('2025-09-09T14:00:00.000Z');
  });
  it('a week ending on a Sunday waits for Tuesday, one ending on a Tuesday for the next', () => {
    // Sunday 2025-12-07 13:00 EST -> Tuesday 2025-12-09 15:00Z
    expect(recapDueAt(new Date('2025-12-07T18:00:00Z')).toISOString()).toBe('2025-12-09T15:00:00.000Z');
    // Tuesday 2020-12-08 20:05 EST (01:05Z Wed) -> Tuesday 2020-12-15 10:00 EST = 15:00Z
    expect(recapDueAt(new Date('2020-12-09T01:05:00Z')).toISOString()).toBe('2020-12-15T15:00:00.000Z');
  });
});
