// npm run backtest -- players [--json FILE] [--markdown] [--as-of ISO]: the player projections against
// the naive baselines per position and season, and the DFS Top 5, from the database (npm run ingest --
// all); --markdown prints the tables docs/record.md quotes (checked by player-tables.test.ts).
import { writeFileSync } from 'node:fs';
import { parseEnv } from '../core/config/env.ts';
import { buildPlayerBacktest } from '../core/players/player-backtest.ts';
import { PlayerBacktest } from '../shared/api/player-backtest.ts';
import { PLAYER_TABLES, playerTableMarker, playerTables } from './backtest-players-markdown.ts';
import { formatPlayerBacktest } from './backtest-players-print.ts';
import { cliClock, EXIT_DATA_DIR_IN_USE, openCliDatabase } from './cli-database.ts';

export async function runPlayerBacktest(values: {
  json?: string;
  markdown?: boolean;
  'as-of'?: string;
}): Promise<number> {
  const config = parseEnv(process.env);
  const clock = cliClock(values['as-of'], config);
  // Read-only: --as-of sets the instant it reads as of, in the database the server would open.
  const opened = await openCliDatabase(config, 'backtest', config.replayAt);
  if (!opened) return EXIT_DATA_DIR_IN_USE;
  try {
    const t0 = performance.now();
    const report = await buildPlayerBacktest(opened.db.orm, clock.now());
    if (!report) {
      console.error(
        'No weekly player stats known at that instant: load the data first (npm run ingest -- all).',
      );
      return 1;
    }
    const parsed = PlayerBacktest.parse(report);
    if (values.json) writeFileSync(values.json, `${JSON.stringify(parsed, null, 2)}\n`);
    if (values.markdown) {
      const tables = playerTables(parsed);
      for (const name of PLAYER_TABLES)
        console.log([playerTableMarker(name), ...tables[name], ''].join('\n'));
      return 0;
    }
    for (const line of formatPlayerBacktest(parsed)) console.log(line);
    console.log(`\nTime: ${((performance.now() - t0) / 1000).toFixed(2)} s (load and both backtests)`);
    return 0;
  } finally {
    await opened.close();
  }
}
