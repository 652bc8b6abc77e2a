// Loads FiveThirtyEight's published Elo probabilities: from NFL_DATA_DIR (the file recognised by its
// columns) or from ELO538_URL. It is an archive (538 stopped in 2021), so one good load is enough.
import { readFile } from 'node:fs/promises';
import { upsertElo538 } from '../../db/repositories/elo538.ts';
import type { IngestContext } from '../ingest-context.ts';
import { csvHeader } from '../providers/csv.ts';
import { isElo538Header, parseElo538 } from '../providers/fivethirtyeight/elo-games.ts';
import { firstBytes, listCsv } from '../providers/nflverse/files.ts';
import { type RunSummary, recordRun } from '../run-recorder.ts';

export const ELO538_SOURCE = 'fivethirtyeight:elo';

async function findLocalFile(dir: string): Promise<string | undefined> {
  for (const file of await listCsv(dir)) {
    if (isElo538Header(csvHeader(await firstBytes(file)))) return file;
  }
  return undefined;
}

export async function ingestElo538(ctx: IngestContext): Promise<RunSummary> {
  const dir = ctx.config.nflDataDir;
  const local = dir ? await findLocalFile(dir) : undefined;
  if (dir && !local) {
    return {
      source: ELO538_SOURCE,
      status: 'skipped',
      counts: { inserted: 0, updated: 0, unchanged: 0 },
      durationMs: 0,
      error: `no FiveThirtyEight Elo file in ${dir}`,
    };
  }
  return recordRun(ctx, ELO538_SOURCE, async () => {
    const origin = local ?? ctx.config.elo538Url;
    const text = local ? await readFile(local, 'utf8') : (await ctx.http.getText(origin)).text;
    const rows = parseElo538(text, origin);
    const counts = await ctx.db.orm.transaction((tx) => upsertElo538(tx, rows));
    const last = rows
      .map((r) => r.date)
      .sort()
      .at(-1);
    return {
      counts,
      dataAsOf: last ? new Date(`${last}T23:59:59Z`) : null,
      details: { file: origin, rows: rows.length },
    };
  });
}
