// The catch-up tracker (decision 134): each move makes this process's cached answers out of date, a move
// to the same state does not; what an answer about the week and one about the record say at each step.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dataGeneration } from './data-changes.ts';

vi.mock('../db/repositories/no-picks.ts', () => ({ decidedSeasons: vi.fn() }));
const noPicks = await import('../db/repositories/no-picks.ts');
const { catchUpTracker, computingOf, cacheControlOf } = await import('./catch-up.ts');

const DB = {} as Parameters<typeof computingOf>[0];
const AT = new Date('2025-12-12T18:00:00Z');

beforeEach(() => {
  vi.mocked(noPicks.decidedSeasons)
    .mockReset()
    .mockResolvedValue([
      { season: 2024, done: true },
      { season: 2025, done: false },
    ]);
});

describe('the catch-up tracker', () => {
  it('bumps the data generation on each change of state, not on a repeat', () => {
    const tracker = catchUpTracker({ step: 'loads', weekReady: false });
    const g0 = dataGeneration();
    tracker.move('loads', false);
    expect(dataGeneration()).toBe(g0);
    tracker.move('current week', false);
    expect(dataGeneration()).toBe(g0 + 1);
    tracker.move('record', true);
    expect(dataGeneration()).toBe(g0 + 2);
    tracker.done();
    expect(dataGeneration()).toBe(g0 + 3);
    expect(tracker.state()).toBeUndefined();
    tracker.done();
    expect(dataGeneration()).toBe(g0 + 3);
  });

  it('hands out copies: a caller cannot move it', () => {
    const tracker = catchUpTracker({ step: 'loads', weekReady: false });
    const seen = tracker.state();
    if (seen) seen.weekReady = true;
    expect(tracker.state()).toEqual({ step: 'loads', weekReady: false });
  });
});

describe('what an answer says', () => {
  it('the week is partial until decided; the record until the catch-up is done', async () => {
    const tracker = catchUpTracker({ step: 'current week', weekReady: false });
    const progress = { seasons: [2024, 2025], seasonsDone: [2024] };
    expect(await computingOf(DB, tracker, AT, 'week')).toEqual({ step: 'current week', ...progress });
    tracker.move('record', true);
    expect(await computingOf(DB, tracker, AT, 'week')).toBeNull();
    expect(await computingOf(DB, tracker, AT, 'record')).toEqual({ step: 'record', ...progress });
    tracker.done();
    expect(await computingOf(DB, tracker, AT, 'record')).toBeNull();
    expect(await computingOf(DB, catchUpTracker(), AT, 'week')).toBeNull();
  });

  it('the alerts are partial through every step, until the catch-up has found them (decision 150)', async () => {
    const tracker = catchUpTracker({ step: 'loads', weekReady: false });
    const progress = { seasons: [2024, 2025], seasonsDone: [2024] };
    expect(await computingOf(DB, tracker, AT, 'alerts')).toEqual({ step: 'loads', ...progress });
    tracker.move('record', true);
    expect(await computingOf(DB, tracker, AT, 'alerts')).toEqual({ step: 'record', ...progress });
    // The model job has run: the record and the week are whole, the alerts are being found.
    tracker.move('alerts', true);
    expect(await computingOf(DB, tracker, AT, 'alerts')).toEqual({ step: 'alerts', ...progress });
    expect(await computingOf(DB, tracker, AT, 'record')).toBeNull();
    expect(await computingOf(DB, tracker, AT, 'week')).toBeNull();
    tracker.done();
    expect(await computingOf(DB, tracker, AT, 'alerts')).toBeNull();
  });

  it('a partial answer is no-store, a whole one keeps its own header', () => {
    expect(cacheControlOf({ step: 'loads', seasons: [], seasonsDone: [] }, 'public, max-age=60')).toBe(
      'no-store',
    );
    expect(cacheControlOf(null, 'public, max-age=60')).toBe('public, max-age=60');
  });
});
