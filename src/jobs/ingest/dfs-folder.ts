// Offline mode (NFL_DATA_DIR): the DraftKings and FanDuel exports in the data folder are loaded like
// the nflverse files, recognised by their header, each as its own recorded run. They are read after
// the schedule, rosters and stats, which place the slate and match its players.

import type { IngestContext } from '../ingest-context.ts';
import { csvHeader } from '../providers/csv.ts';
import { detectSite } from '../providers/dfs/salaries.ts';
import { firstBytes, listCsv } from '../providers/nflverse/files.ts';
import { type RunSummary, recordRun } from '../run-recorder.ts';
import { ingestDfsSalaries } from './dfs-salaries.ts';

export const DFS_SOURCE = 'dfs-salaries';

export async function salaryFilesIn(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const file of await listCsv(dir)) if (detectSite(csvHeader(await firstBytes(file)))) out.push(file);
  return out;
}

export async function ingestDfsFolder(
  ctx: IngestContext,
  dir = ctx.config.nflDataDir,
): Promise<RunSummary[]> {
  if (!dir) return [];
  const summaries: RunSummary[] = [];
  for (const file of await salaryFilesIn(dir)) {
    summaries.push(await recordRun(ctx, DFS_SOURCE, () => ingestDfsSalaries(ctx, { file })));
  }
  return summaries;
}
