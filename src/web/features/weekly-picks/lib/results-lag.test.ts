import { describe, expect, it } from 'vitest';
import { weekStatus } from './pick-display.ts';
import { resultsLag } from './results-lag.ts';

// Decision 150: the data pack in November 2026 holds the 2026 schedule and results to Super Bowl LX
// (2025, week 22); the calendar is in 2026's week 12.
const NOV_2026 = { season: 2026, week: 12, fallback: false };

describe('how far the results reach', () => {
  it('says the season has no results when the newest are from the season before', () => {
    expect(resultsLag({ ...NOV_2026, resultsThrough: { season: 2025, week: 22 } })).toEqual({
      season: 2026,
      resultsWeek: 0,
      text: 'No 2026 results are loaded yet (the newest are from 2025): 2026 shows its schedule, without scores or a record.',
    });
  });

  it('says where the results stop within the season, two or more weeks behind', () => {
    // Week 12 − week 5 = 7 weeks without results.
    expect(resultsLag({ ...NOV_2026, resultsThrough: { season: 2026, week: 5 } })?.text).toBe(
      '2026 results are loaded through Week 5 only: later weeks show the schedule without scores or a record.',
    );
    expect(resultsLag({ ...NOV_2026, resultsThrough: null })?.text).toBe(
      'No game results are loaded yet, so 2026 has no record and no graded picks.',
    );
  });

  it('says nothing when the results keep up, or when it cannot know', () => {
    // Last week's games (12 − 11 = 1), or a season's first week after the last season's results.
    expect(resultsLag({ ...NOV_2026, resultsThrough: { season: 2026, week: 11 } })).toBeNull();
    expect(
      resultsLag({ season: 2026, week: 1, fallback: false, resultsThrough: { season: 2025, week: 22 } }),
    ).toBeNull();
    // The device's stored week (no answer from the server), and the no-schedule guess.
    expect(resultsLag({ ...NOV_2026, resultsThrough: undefined })).toBeNull();
    expect(resultsLag({ ...NOV_2026, fallback: true, resultsThrough: null })).toBeNull();
  });

  it('marks a past week after the last result "No results loaded", not "Completed"', () => {
    expect(weekStatus(5, 12, 5)).toBe('Completed');
    expect(weekStatus(6, 12, 5)).toBe('No results loaded');
    expect(weekStatus(12, 12, 5)).toBe('Live Week');
    expect(weekStatus(13, 12, 5)).toBe('Upcoming');
    expect(weekStatus(11, 12)).toBe('Completed');
  });
});
