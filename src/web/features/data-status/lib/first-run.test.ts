import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../testing/rendered-text.ts';
import { FirstRunSteps } from '../components/no-picks-yet.tsx';
import { noDataLoaded } from './first-run.ts';

const never = { source: 'nflverse:games', lastSuccessAt: null, dataAsOf: null };
const loaded = { ...never, lastSuccessAt: '2025-12-12T17:00:00.000Z', dataAsOf: '2025-12-11T00:00:00.000Z' };
// Our own jobs, as a first run's /api/data-status listed them minutes after the start: each ran on
// the empty database and succeeded with 0 rows.
const ranOnNothing = (source: string) => ({
  source,
  lastSuccessAt: '2026-11-27T18:10:00.237Z',
  dataAsOf: '2026-11-27T18:10:00.157Z',
});

describe('a first run with no data (issue 21: "Check back Tuesday" explained nothing)', () => {
  it('is recognised only when no source has ever loaded', () => {
    expect(noDataLoaded([never, never, never])).toBe(true);
    // One source with data (the data pack's schedule) is not a first run: the week is merely empty.
    expect(noDataLoaded([never, loaded, never])).toBe(false);
    // A failing source that once loaded still has data to show.
    expect(noDataLoaded([{ ...never, dataAsOf: '2025-12-11T00:00:00.000Z' }])).toBe(false);
    expect(noDataLoaded([])).toBe(false);
  });

  it('is still a first run after our own jobs ran on the empty database (seen again in round 131)', () => {
    const jobs = ['model', 'alerts', 'props', 'weekly-recaps', 'weekly-digest'].map(ranOnNothing);
    expect(noDataLoaded([never, { ...never, source: 'espn' }, ...jobs])).toBe(true);
    // Only our jobs listed: nothing says whether data was ever loaded, so no first-run claim.
    expect(noDataLoaded(jobs)).toBe(false);
    // The data pack's schedule loaded: the jobs' runs change nothing.
    expect(noDataLoaded([loaded, ...jobs])).toBe(false);
  });

  it('says why in one sentence and shows the two commands that fill the app', () => {
    const text = renderedText(createElement(MemoryRouter, null, createElement(FirstRunSteps)));
    expect(text).toContain('no internet and no data pack');
    expect(text).toContain('NFL_DATA_DIR=../shared/data/nfl npm start');
    expect(text).toContain('NFL_DATA_DIR=../shared/data/nfl NOW=2025-12-12T18:00:00Z npm start');
    expect(text).not.toContain('Check back Tuesday');
  });
});
