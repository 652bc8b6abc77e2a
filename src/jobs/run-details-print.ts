// The lines the ingest CLI prints under a run's summary, chosen by the run's source: each source's
// details have their own shape, so a printer is never handed another source's details (an Odds API
// file's `unmatched` is a count, a salary file's a list of rows).
import { formatDfsMatch } from './dfs-match-print.ts';
import { DFS_SOURCE } from './ingest/dfs-folder.ts';
import { ODDS_API_FILE_SOURCE } from './ingest/odds-api-file.ts';
import { SBR_SOURCE } from './ingest/sbr.ts';
import { formatOddsFile } from './odds-file-print.ts';
import type { RunSummary } from './run-recorder.ts';
import { formatSbr } from './sbr-print.ts';

const PRINTERS: Record<string, (summary: RunSummary) => string[]> = {
  [DFS_SOURCE]: formatDfsMatch,
  [ODDS_API_FILE_SOURCE]: formatOddsFile,
  [SBR_SOURCE]: formatSbr,
};

export function formatRunDetails(summary: RunSummary): string[] {
  return PRINTERS[summary.source]?.(summary) ?? [];
}
