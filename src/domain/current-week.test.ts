import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../tests/support/property.ts';
import {
  currentSeason,
  currentWeek,
  FALLBACK_SEASON,
  isPlayoffWeek,
  type SeasonWindow,
  seasonWeekOneTuesday,
  weekLabel,
  weekOfSeason,
} from './current-week.ts';
import { easternWallTime } from './time/eastern-time.ts';

// Kickoffs of the first and last games of each season, from nflverse games.csv.
const S2024: SeasonWindow = {
  season: 2024,
  firstKickoff: new Date('2024-09-06T00:20:00Z'),
  lastKickoff: new Date('2025-02-09T23:30:00Z'),
  lastWeek: 22,
};
const S2025: SeasonWindow = {
  season: 2025,
  firstKickoff: new Date('2025-09-05T00:20:00Z'),
  lastKickoff: new Date('2026-02-08T23:30:00Z'),
  lastWeek: 22,
};
const S2026: SeasonWindow = {
  season: 2026,
  firstKickoff: new Date('2026-09-10T00:20:00Z'),
  lastKickoff: new Date('2027-01-10T21:25:00Z'),
  lastWeek: 18,
};
const ALL = [S2026, S2024, S2025];

describe('current NFL week', () => {
  it('is week 12 of 2025 on Wednesday 19 November 2025', () => {
    expect(currentWeek(ALL, new Date('2025-11-19T12:00:00Z'))).toEqual({
      season: 2025,
      week: 12,
      label: 'Week 12',
      fallback: false,
    });
  });

  it('starts week 1 on the Tuesday before the opener and rolls over each Tuesday in New York', () => {
    expect(seasonWeekOneTuesday(S2025)).toBe('2025-09-02');
    expect(weekOfSeason(S2025, new Date('2025-09-05T00:20:00Z'))).toBe(1);
    // Monday night of week 1, 23:59 New York, is 03:59 UTC Tuesday: still week 1.
    expect(weekOfSeason(S2025, new Date('2025-09-09T03:59:00Z'))).toBe(1);
    expect(weekOfSeason(S2025, new Date('2025-09-09T04:00:00Z'))).toBe(2);
    // Thursday of week 12 is week 12 (the spec's formula, read literally, would say 13).
    expect(weekOfSeason(S2025, new Date('2025-11-20T23:00:00Z'))).toBe(12);
  });

  it('labels weeks 19 and later as playoffs', () => {
    expect(weekLabel(18)).toBe('Week 18');
    expect(weekLabel(19)).toBe('Playoffs');
    expect([17, 18, 19, 22].map(isPlayoffWeek)).toEqual([false, false, true, true]);
    expect(currentWeek(ALL, new Date('2026-01-14T12:00:00Z')).label).toBe('Playoffs');
  });

  it('stays on the last season until two days after the Super Bowl, then moves to the next', () => {
    expect(currentWeek(ALL, new Date('2026-02-09T12:00:00Z'))).toMatchObject({ season: 2025, week: 22 });
    expect(currentWeek(ALL, new Date('2026-02-11T12:00:00Z'))).toMatchObject({ season: 2026, week: 1 });
    expect(currentWeek(ALL, new Date('2027-06-01T12:00:00Z'))).toMatchObject({ season: 2026, week: 18 });
    expect(currentSeason(ALL, new Date('2024-03-01T00:00:00Z'))?.season).toBe(2024);
  });

  it('moves to the next season exactly 48 hours after the last kickoff, not a moment sooner', () => {
    // Super Bowl LX kicked off at 23:30 UTC on 8 February 2026.
    const last = S2025.lastKickoff.getTime();
    expect(currentSeason(ALL, new Date(last + 48 * 3_600_000 - 1))?.season).toBe(2025);
    expect(currentSeason(ALL, new Date(last + 48 * 3_600_000))?.season).toBe(2026);
    // The Tuesday after the Super Bowl (36 hours on) still shows its result week.
    expect(currentWeek(ALL, new Date('2026-02-10T12:00:00Z'))).toMatchObject({ season: 2025, week: 22 });
  });

  it('falls back to the spec start (4 Sep 2025) with no schedule', () => {
    expect(currentWeek([], new Date('2025-11-19T12:00:00Z'))).toEqual({
      season: 2025,
      week: 12,
      label: 'Week 12',
      fallback: true,
    });
    expect(currentWeek([], new Date('2030-01-01T00:00:00Z')).week).toBe(FALLBACK_SEASON.lastWeek);
  });

  const instant = fc
    .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 6, 1) })
    .map((ms) => new Date(ms));

  it('always lies within 1 and the last scheduled week', () => {
    assertProperty(
      fc.property(instant, (now) => {
        const { season, week } = currentWeek(ALL, now);
        const window = ALL.find((s) => s.season === season) as SeasonWindow;
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(window.lastWeek);
      }),
    );
  });

  it('never goes backwards within a season', () => {
    assertProperty(
      fc.property(instant, fc.integer({ min: 0, max: 200 * 86_400_000 }), (a, gap) => {
        const b = new Date(a.getTime() + gap);
        for (const s of ALL) expect(weekOfSeason(s, b)).toBeGreaterThanOrEqual(weekOfSeason(s, a));
      }),
    );
  });

  it('changes only when New York turns to Tuesday, across DST switches', () => {
    assertProperty(
      fc.property(instant, (a) => {
        // Step an hour at a time: a change must land on a Tuesday, in its first hour.
        const b = new Date(a.getTime() + 3_600_000);
        for (const s of ALL) {
          if (weekOfSeason(s, a) !== weekOfSeason(s, b)) {
            const wall = easternWallTime(b);
            expect(wall.weekday).toBe(2);
            expect(wall.hour).toBe(0);
          }
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('rolls over exactly once a week, on Tuesday at midnight in New York, through a whole season', () => {
    const changes: string[] = [];
    let previous = weekOfSeason(S2025, new Date('2025-08-01T00:00:00Z'));
    for (let ms = Date.UTC(2025, 7, 1); ms < Date.UTC(2026, 2, 1); ms += 3_600_000) {
      const week = weekOfSeason(S2025, new Date(ms));
      if (week !== previous) {
        const wall = easternWallTime(new Date(ms));
        changes.push(`${wall.date} ${wall.weekday} ${wall.hour}`);
        previous = week;
      }
    }
    // Weeks 1 to 22: 21 rollovers, each on a Tuesday (weekday 2) at 00:00, EDT and EST alike.
    expect(changes).toHaveLength(21);
    for (const c of changes) expect(c).toMatch(/ 2 0$/);
    expect(changes).toContain('2025-11-04 2 0');
  });
});
