import type { SourceStatus } from '../../../../shared/api/data-status.ts';

/** True when no source has ever loaded anything: a first run with no internet and no data pack. */
export const noDataLoaded = (sources: readonly Pick<SourceStatus, 'lastSuccessAt' | 'dataAsOf'>[]): boolean =>
  sources.length > 0 && sources.every((s) => s.lastSuccessAt === null && s.dataAsOf === null);

/** The two ways to fill the app, as a newcomer types them in the repository's folder (README, decision 096). */
export const FILL_COMMANDS = [
  { what: 'Load the NFL data pack', command: 'NFL_DATA_DIR=../shared/data/nfl npm start' },
  {
    what: 'Or replay a past moment of the 2025 season from it',
    command: 'NFL_DATA_DIR=../shared/data/nfl NOW=2025-12-12T18:00:00Z npm start',
  },
] as const;
