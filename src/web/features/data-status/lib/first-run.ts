import type { SourceStatus } from '../../../../shared/api/data-status.ts';
import { DERIVED_SOURCE_IDS } from '../../../../shared/data-sources.ts';

/**
 * True when no source has ever loaded anything: a first run with no internet and no data pack. Our own
 * jobs (the model, alerts, props, recaps, digest) are left out: they succeed on an empty database within
 * minutes of a start, and counting them hid the first-run steps behind "Check back Tuesday".
 */
export const noDataLoaded = (
  sources: readonly Pick<SourceStatus, 'source' | 'lastSuccessAt' | 'dataAsOf'>[],
): boolean => {
  const loaded = sources.filter((s) => !DERIVED_SOURCE_IDS.has(s.source));
  return loaded.length > 0 && loaded.every((s) => s.lastSuccessAt === null && s.dataAsOf === null);
};

/** The two ways to fill the app, as a newcomer types them in the repository's folder (README, decision 096). */
export const FILL_COMMANDS = [
  { what: 'Load the NFL data pack', command: 'NFL_DATA_DIR=../shared/data/nfl npm start' },
  {
    what: 'Or replay a past moment of the 2025 season from it',
    command: 'NFL_DATA_DIR=../shared/data/nfl NOW=2025-12-12T18:00:00Z npm start',
  },
] as const;
