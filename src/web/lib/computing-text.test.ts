// What a screen says while the start-up catch-up computes the record (decision 134).
import { describe, expect, it } from 'vitest';
import { COMPUTING_REFRESH_MS, computingText, refreshWhileComputing, seasonRuns } from './computing-text.ts';

describe('the still-computing text', () => {
  it('joins runs of consecutive seasons and leaves gaps visible', () => {
    // 1999–2001 a run, 2003 alone (2002 missing), 2005–2006 a run, in whatever order they came.
    expect(seasonRuns([2006, 1999, 2000, 2001, 2003, 2005])).toBe('1999–2001, 2003, 2005–2006');
    expect(seasonRuns([])).toBe('');
  });

  it('names the step, and for the record how many of the seasons are done, none included', () => {
    const seasons = [2023, 2024, 2025];
    expect(computingText({ step: 'loads', seasons, seasonsDone: [] }, 'the record')).toBe(
      'Computing the record: the data is still loading.',
    );
    expect(computingText({ step: 'current week', seasons, seasonsDone: [] }, 'this week’s picks')).toBe(
      'Computing this week’s picks: this week’s games are being decided first.',
    );
    // 2 of 3: 2023 and 2025 done, 2024 not.
    expect(computingText({ step: 'record', seasons, seasonsDone: [2023, 2025] }, 'the record')).toBe(
      'Computing the record: 2 of 3 seasons done (2023, 2025).',
    );
    // Issue 21: "no season is complete yet" hid the count; none done is still 0 of 3.
    expect(computingText({ step: 'record', seasons, seasonsDone: [] }, 'the record')).toBe(
      'Computing the record: 0 of 3 seasons done.',
    );
    // Every season decided, the job still grading: not "3 of 3 done" under "Still computing".
    expect(computingText({ step: 'record', seasons, seasonsDone: seasons }, 'the record')).toBe(
      'Computing the record: all 3 seasons decided, the grading is being finished.',
    );
    // The record's step before any game is loaded (a live start moves there before its loads).
    expect(computingText({ step: 'record', seasons: [], seasonsDone: [] }, 'the record')).toBe(
      'Computing the record: the data is still loading.',
    );
  });

  it('asks again every 3 s while computing, at the usual pace once whole', () => {
    expect(COMPUTING_REFRESH_MS).toBe(3_000);
    expect(refreshWhileComputing({ step: 'loads', seasons: [], seasonsDone: [] }, 300_000)).toBe(3_000);
    expect(refreshWhileComputing(null, 300_000)).toBe(300_000);
    expect(refreshWhileComputing(undefined, 300_000)).toBe(300_000);
  });
});
