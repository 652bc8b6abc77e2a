import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderedText } from '../../../testing/rendered-text.ts';
import { FirstRunSteps } from '../components/no-picks-yet.tsx';
import { noDataLoaded } from './first-run.ts';

const never = { lastSuccessAt: null, dataAsOf: null };
const loaded = { lastSuccessAt: '2025-12-12T17:00:00.000Z', dataAsOf: '2025-12-11T00:00:00.000Z' };

describe('a first run with no data (issue 21: "Check back Tuesday" explained nothing)', () => {
  it('is recognised only when no source has ever loaded', () => {
    expect(noDataLoaded([never, never, never])).toBe(true);
    // One source with data (the data pack's schedule) is not a first run: the week is merely empty.
    expect(noDataLoaded([never, loaded, never])).toBe(false);
    // A failing source that once loaded still has data to show.
    expect(noDataLoaded([{ lastSuccessAt: null, dataAsOf: '2025-12-11T00:00:00.000Z' }])).toBe(false);
    expect(noDataLoaded([])).toBe(false);
  });

  it('says why in one sentence and shows the two commands that fill the app', () => {
    const text = renderedText(createElement(MemoryRouter, null, createElement(FirstRunSteps)));
    expect(text).toContain('no internet and no data pack');
    expect(text).toContain('NFL_DATA_DIR=../shared/data/nfl npm start');
    expect(text).toContain('NFL_DATA_DIR=../shared/data/nfl NOW=2025-12-12T18:00:00Z npm start');
    expect(text).not.toContain('Check back Tuesday');
  });
});
