import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { FALLBACK_SEASON } from '../current-week.ts';
import { challengeStatus, joinRefusal, mayLeave, periodWindow, weekTuesday } from './period.ts';

const seasons = [FALLBACK_SEASON]; // 2025: first game Thu 4 Sep (ET), last Sun 4 Jan 2026
const iso = (w: ReturnType<typeof periodWindow>) =>
  typeof w === 'string' ? w : [w.startsAt.toISOString(), w.endsAt.toISOString()];

describe('challenge periods', () => {
  it('turns a New York date into the window of each period', () => {
    expect(iso(periodWindow({ period: 'daily', startDate: '2025-12-14', seasons }))).toEqual([
      '2025-12-14T05:00:00.000Z',
      '2025-12-15T05:00:00.000Z',
    ]);
    // Sunday 14 Dec 2025 is in the NFL week Tuesday 9 Dec – Monday 15 Dec.
    expect(iso(periodWindow({ period: 'weekly', startDate: '2025-12-14', seasons }))).toEqual([
      '2025-12-09T05:00:00.000Z',
      '2025-12-16T05:00:00.000Z',
    ]);
    // Week 1's Tuesday (2 Sep, daylight time) to two days after the last game (4 Jan → 6 Jan).
    expect(iso(periodWindow({ period: 'season', startDate: '2025-10-01', seasons }))).toEqual([
      '2025-09-02T04:00:00.000Z',
      '2026-01-06T05:00:00.000Z',
    ]);
    expect(
      iso(periodWindow({ period: 'tournament', startDate: '2025-12-13', endDate: '2025-12-15', seasons })),
    ).toEqual(['2025-12-13T05:00:00.000Z', '2025-12-16T05:00:00.000Z']);
  });

  it('refuses tournaments that end before they start or last over 31 days, and seasons with no schedule', () => {
    const t = (endDate: string) =>
      periodWindow({ period: 'tournament', startDate: '2025-12-13', endDate, seasons });
    expect(t('2025-12-12')).toBe('The end date must be on or after the start date.');
    expect(t('2026-01-13')).toBe('A tournament lasts at most 31 days.');
    expect(typeof t('2026-01-12')).toBe('object');
    expect(periodWindow({ period: 'season', startDate: '2025-10-01', seasons: [] })).toBe(
      'No season is in the schedule yet.',
    );
  });

  it('finds the Tuesday of any date’s week', () => {
    expect(weekTuesday('2025-12-09')).toBe('2025-12-09');
    expect(weekTuesday('2025-12-15')).toBe('2025-12-09');
    expect(weekTuesday('2025-12-16')).toBe('2025-12-16');
  });

  it('says upcoming, open, running or finished from the clock', () => {
    const c = {
      startsAt: new Date('2025-12-09T05:00:00Z'),
      endsAt: new Date('2025-12-16T05:00:00Z'),
      period: 'weekly' as const,
      capacity: null,
      members: 3,
    };
    expect(challengeStatus(c, new Date('2025-12-09T04:59:59Z'))).toBe('upcoming');
    expect(challengeStatus(c, new Date('2025-12-09T05:00:00Z'))).toBe('open');
    expect(
      challengeStatus({ ...c, period: 'tournament', capacity: 8 }, new Date('2025-12-10T00:00:00Z')),
    ).toBe('running');
    expect(challengeStatus({ ...c, capacity: 3 }, new Date('2025-12-10T00:00:00Z'))).toBe('running');
    expect(challengeStatus({ ...c, capacity: 4 }, new Date('2025-12-10T00:00:00Z'))).toBe('open');
    expect(challengeStatus(c, new Date('2025-12-16T05:00:00Z'))).toBe('finished');
  });

  it('refuses joins when finished, full, or (tournaments) started; leaving only before the start', () => {
    const c = {
      startsAt: new Date('2025-12-09T05:00:00Z'),
      endsAt: new Date('2025-12-16T05:00:00Z'),
      period: 'tournament' as const,
      capacity: 2,
      members: 1,
    };
    const before = new Date('2025-12-08T00:00:00Z');
    expect(joinRefusal(c, before)).toBeNull();
    expect(joinRefusal({ ...c, members: 2 }, before)).toBe('full');
    expect(joinRefusal(c, c.startsAt)).toBe('started');
    expect(joinRefusal({ ...c, period: 'weekly', capacity: null }, c.startsAt)).toBeNull();
    expect(joinRefusal(c, c.endsAt)).toBe('finished');
    expect(mayLeave(c, before)).toBe(true);
    expect(mayLeave(c, c.startsAt)).toBe(false);
  });

  it('gives every period a window that holds its start date and is at least a day long', () => {
    assertProperty(
      fc.property(
        fc.date({
          min: new Date('2025-09-05T00:00:00Z'),
          max: new Date('2026-01-03T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('daily' as const, 'weekly' as const, 'season' as const, 'tournament' as const),
        (d, period) => {
          const startDate = d.toISOString().slice(0, 10);
          const w = periodWindow({ period, startDate, seasons });
          if (typeof w === 'string') throw new Error(w);
          const noon = new Date(`${startDate}T17:00:00Z`); // midday in New York
          expect(w.startsAt.getTime()).toBeLessThanOrEqual(noon.getTime());
          expect(w.endsAt.getTime()).toBeGreaterThan(noon.getTime());
          expect(w.endsAt.getTime() - w.startsAt.getTime()).toBeGreaterThanOrEqual(23 * 3_600_000);
        },
      ),
    );
  });
});
