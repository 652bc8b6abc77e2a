// /status lists every source by a name a person reads (issue 21: "source ids turned into names"). The
// jobs below recorded their runs under ids with no entry here, so the page showed "props", "sbr",
// "weekly-digest" and "weekly-recaps" as their names (seen on the replay of 12 December 2025, decision 131).
import { describe, expect, it } from 'vitest';
import { DATA_SOURCES, DERIVED_SOURCE_IDS, weatherSourceName } from './data-sources.ts';

// The ids the jobs record (src/jobs: PROPS_SOURCE, SBR_SOURCE, WEEKLY_RECAP_SOURCE, WEEKLY_DIGEST_SOURCE,
// MODEL_SOURCE, ALERTS_SOURCE); shared cannot import jobs, so they are written out.
const JOB_IDS = ['props', 'sbr', 'weekly-recaps', 'weekly-digest', 'model', 'alerts'];

describe('the data sources /status names', () => {
  it('names every source a job records, never by its id', () => {
    for (const id of JOB_IDS) {
      const label = DATA_SOURCES.find((s) => s.id === id)?.label;
      expect(label, id).toBeDefined();
      expect(label, id).not.toBe(id);
    }
  });

  it('marks only our own jobs as derived: the loaded sources decide whether a run has data', () => {
    expect([...DERIVED_SOURCE_IDS].sort()).toEqual([
      'alerts',
      'model',
      'props',
      'weekly-digest',
      'weekly-recaps',
    ]);
  });
});

describe('weather sources by name', () => {
  it('names the forecast and the observed weather, and leaves an unknown id as sent', () => {
    expect(weatherSourceName('open-meteo')).toBe('Open-Meteo');
    expect(weatherSourceName('nflverse')).toBe('nflverse schedule');
    expect(weatherSourceName('some-new-feed')).toBe('some-new-feed');
  });
});
