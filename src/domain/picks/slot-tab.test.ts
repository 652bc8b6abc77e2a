import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { TIME_SLOTS } from '../../shared/time-slots.ts';
import { SLOT_TABS, slotTab, tabCounts } from './slot-tab.ts';

describe('slot tabs', () => {
  it('files each broadcast window under the spec’s tab', () => {
    expect(slotTab('thursday', new Date('2025-09-05T00:20:00Z'))).toBe('thu');
    expect(slotTab('sunday_early', new Date('2025-11-16T18:00:00Z'))).toBe('sun-am');
    expect(slotTab('sunday_late', new Date('2025-11-16T21:25:00Z'))).toBe('sun-pm');
    expect(slotTab('snf', new Date('2025-11-17T01:20:00Z'))).toBe('snf');
    expect(slotTab('mnf', new Date('2025-11-18T01:15:00Z'))).toBe('mnf');
  });

  it('files an international game by its New York day and hour', () => {
    // Madrid, Sunday 16 Nov 2025 09:30 ET; São Paulo, Friday 5 Sep 2025 20:00 ET.
    expect(slotTab('international', new Date('2025-11-16T14:30:00Z'))).toBe('sun-am');
    expect(slotTab('international', new Date('2025-09-06T00:00:00Z'))).toBe('fri');
  });

  it('hides empty tabs and counts each game once, in tab order', () => {
    const games = [{ t: 'snf' }, { t: 'thu' }, { t: 'snf' }] as const;
    expect(tabCounts(games, (g) => g.t)).toEqual([
      { tab: 'thu', count: 1 },
      { tab: 'snf', count: 2 },
    ]);
  });

  it('gives every slot and instant a tab (property)', () => {
    assertProperty(
      fc.property(
        fc.constantFrom(...TIME_SLOTS),
        fc.date({ min: new Date('1999-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (slot, at) => {
          expect(SLOT_TABS).toContain(slotTab(slot, at));
        },
      ),
    );
  });
});
