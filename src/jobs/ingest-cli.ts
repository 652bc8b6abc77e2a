// npm run ingest -- <source|all> [--season N] [--as-of ISO] [--dir PATH]
// npm run ingest -- odds-api --file SAVED_ANSWER.json [--as-of ISO]
// npm run ingest -- dfs-salaries [FILE] [--slate NAME] [--season N] [--week N]
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../core/config/env.ts';
import { appVersion } from '../core/version.ts';
import { cliClock, EXIT_DATA_DIR_IN_USE, openCliDatabase, runCli } from './cli-database.ts';
import { terminalProgress } from './cli-progress-bar.ts';
import { defaultHttpClient, type IngestContext } from './ingest-context.ts';
import { formatRunDetails } from './run-details-print.ts';
import { takeRunOwnership } from './run-ownership.ts';
import { formatSummary } from './run-recorder.ts';
import { runSource, SOURCE_NAMES } from './sources.ts';

const USAGE = `Usage:
  npm run ingest -- <source|all> [--season N] [--as-of ISO-INSTANT] [--dir NFL_DATA_DIR]
  npm run ingest -- odds-api --file SAVED_ANSWER.json [--as-of ISO-INSTANT]   (no key or network needed)
  npm run ingest -- alerts [--season N] [--as-of ISO-INSTANT]   (a whole season, else the games around the clock)
  npm run ingest -- dfs-salaries [FILE] [--slate NAME] [--season N] [--week N]
    (without FILE: every DraftKings/FanDuel export in NFL_DATA_DIR or --dir)
Sources: ${SOURCE_NAMES.join(', ')}`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      season: { type: 'string' },
      week: { type: 'string' },
      'as-of': { type: 'string' },
      dir: { type: 'string' },
      slate: { type: 'string' },
      file: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [source, ...rest] = positionals;
  if (values.help || !source || !(SOURCE_NAMES as readonly string[]).includes(source)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const int = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n)) throw new ConfigError([`--${name} must be a whole number`]);
    return n;
  };
  const config = parseEnv(process.env);
  const clock = cliClock(values['as-of'], config);
  const say = (m: string) => console.log(`[ingest] ${m}`);
  const opened = await openCliDatabase(config, 'ingest', clock.replayAt);
  if (!opened) return EXIT_DATA_DIR_IN_USE;
  const ctx: IngestContext = {
    db: opened.db,
    clock,
    config: values.dir ? { ...config.ingest, nflDataDir: values.dir } : config.ingest,
    http: defaultHttpClient(config.ingest, appVersion()),
    log: (m) => console.error(`[ingest] ${m}`),
    progress: terminalProgress(),
  };
  const owner = await takeRunOwnership(opened.db, clock, say);
  ctx.runOwner = owner.key;
  if (clock.replayAt) say(`replay as of ${clock.replayAt.toISOString()}, in that instant's own database`);
  try {
    const summaries = await runSource(ctx, source, {
      season: int(values.season, 'season'),
      week: int(values.week, 'week'),
      file: values.file ?? rest[0],
      slate: values.slate,
    });
    for (const s of summaries) {
      say(formatSummary(s));
      for (const line of formatRunDetails(s)) say(line);
    }
    return summaries.some((s) => s.status === 'failed') ? 1 : 0;
  } finally {
    await owner.release();
    await opened.close();
  }
}

runCli(main);
