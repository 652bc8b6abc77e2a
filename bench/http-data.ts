// The data the HTTP bench serves: a fresh data folder with the real schedule, injuries, FiveThirtyEight's
// archive, the players' data (ids, rosters, weekly and season stats, snap counts, DraftKings salaries)
// and the model's game and prop picks and record, loaded as in production, then closed so the server under
// test opens it on its own.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../src/core/clock.ts';
import { parseEnv } from '../src/core/config/env.ts';
import { openDatabase } from '../src/db/open.ts';
import { defaultHttpClient } from '../src/jobs/ingest-context.ts';
import { runSource } from '../src/jobs/sources.ts';

export const NFL_DATA_DIR = path.resolve(import.meta.dirname, '../../shared/data/nfl');

export async function prepareBenchData(log: (message: string) => void): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gg-bench-'));
  const opened = await openDatabase({ databaseUrl: undefined, dataDir, poolMax: 4, log: () => {} });
  try {
    const env = parseEnv({ LOG_LEVEL: 'silent', NFL_DATA_DIR });
    const ingest = {
      db: opened.db,
      clock: systemClock,
      config: env.ingest,
      http: defaultHttpClient(env.ingest, 'bench'),
      log: () => {},
    };
    for (const source of [
      'games',
      'injuries',
      'elo538',
      'players',
      'player-stats',
      'team-stats',
      'snap-counts',
      'dfs-salaries',
      'model',
      'props',
    ]) {
      log(`loading ${source}...`);
      for (const run of await runSource(ingest, source, {})) {
        if (run.status === 'failed') throw new Error(`${run.source}: ${run.error}`);
      }
    }
  } finally {
    await opened.close();
  }
  return dataDir;
}
