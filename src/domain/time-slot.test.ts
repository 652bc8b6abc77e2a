import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property.ts';
import { TIME_SLOT_LABELS, TIME_SLOTS } from '../shared/time-slots.ts';
import { easternToInstant } from './time/eastern-time.ts';
import { timeSlot } from './time-slot.ts';

const at = (date: string, time: string) => easternToInstant(date, time);

describe('time slots', () => {
  it('sorts the 2025 week 12 windows as broadcast (kickoffs in Eastern time)', () => {
    expect(timeSlot(at('2025-11-20', '20:15'), 'US')).toBe('thursday');
    expect(timeSlot(at('2025-11-23', '13:00'), 'US')).toBe('sunday_early');
    expect(timeSlot(at('2025-11-23', '16:05'), 'US')).toBe('sunday_late');
    expect(timeSlot(at('2025-11-23', '16:25'), 'US')).toBe('sunday_late');
    expect(timeSlot(at('2025-11-23', '20:20'), 'US')).toBe('snf');
    expect(timeSlot(at('2025-11-24', '20:15'), 'US')).toBe('mnf');
  });

  it('uses the New York weekday even when UTC has moved to the next day', () => {
    // 20:15 EST Monday is 01:15 UTC Tuesday.
    expect(timeSlot(new Date('2025-11-25T01:15:00Z'), 'US')).toBe('mnf');
  });

  it('covers Friday, Saturday and Christmas midweek games', () => {
    expect(timeSlot(at('2024-09-06', '20:15'), 'US')).toBe('friday');
    expect(timeSlot(at('2024-12-21', '16:30'), 'US')).toBe('saturday');
    expect(timeSlot(at('2024-12-25', '13:00'), 'US')).toBe('midweek');
    expect(timeSlot(at('2025-12-25', '20:15'), 'US')).toBe('thursday');
  });

  it('labels any game abroad international, first', () => {
    expect(timeSlot(at('2025-10-19', '09:30'), 'GB')).toBe('international');
    expect(timeSlot(at('2025-09-05', '20:00'), 'BR')).toBe('international');
    expect(timeSlot(at('2025-10-19', '09:30'), 'US')).toBe('sunday_early');
    // A stadium without a known country is taken as at home.
    expect(timeSlot(at('2025-10-19', '13:00'), undefined)).toBe('sunday_early');
  });

  it('starts the late Sunday window at 15:00 Eastern and the night game at 20:00', () => {
    expect(timeSlot(at('2025-11-23', '14:59'), 'US')).toBe('sunday_early');
    expect(timeSlot(at('2025-11-23', '15:00'), 'US')).toBe('sunday_late');
    expect(timeSlot(at('2025-11-23', '19:59'), 'US')).toBe('sunday_late');
    expect(timeSlot(at('2025-11-23', '20:00'), 'US')).toBe('snf');
  });

  it('always answers a slot that has a label', () => {
    assertProperty(
      fc.property(
        fc.date({ min: new Date('1999-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (d) => {
          const slot = timeSlot(d, 'US');
          expect(TIME_SLOTS).toContain(slot);
          expect(TIME_SLOT_LABELS[slot].length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
