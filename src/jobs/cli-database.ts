// How the command-line tools open the database: the way the server does (DATABASE_URL, or the
// embedded PostgreSQL in DATA_DIR), with the clock they were asked for (--as-of, else NOW). A tool that
// writes as of an instant is a replay and opens that instant's own database, never the live one
// (docs/decisions/015-replay-isolation.md).

import { type Clock, fixedClock, systemClock } from '../core/clock.ts';
import { type Config, ConfigError } from '../core/config/env.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { type OpenedDatabase, openDatabase } from '../db/open.ts';

/** Exit code of a tool that found the data folder held by another process (the running server). */
export const EXIT_DATA_DIR_IN_USE = 3;

export function cliClock(asOfArg: string | undefined, config: Config): Clock {
  const asOf = asOfArg ? new Date(asOfArg) : config.replayAt;
  if (asOf && Number.isNaN(asOf.getTime())) throw new ConfigError(['--as-of must be an ISO instant']);
  return asOf ? fixedClock(asOf) : systemClock;
}

/**
 * The opened database, or undefined after explaining that the server holds the data folder. `replayAt`
 * chooses the database: a writing tool passes its clock's instant (its --as-of makes it a replay), a
 * read-only one passes NOW only, as the server would, and reads that database as of its --as-of.
 */
export async function openCliDatabase(
  config: Config,
  what: string,
  replayAt: Date | undefined,
): Promise<OpenedDatabase | undefined> {
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      replayDatabaseUrl: config.replayDatabaseUrl,
      replayAt,
      dataDir: config.dataDir,
      poolMax: 4,
      log: () => {},
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(
      `${error.message}\nThe ${what} opens the database the way the server does, and the embedded PostgreSQL ` +
        'serves one process per data folder. While `npm start` runs, its scheduler ingests and scores on its ' +
        'own; to run this by hand, stop the server first, or run both against one server with DATABASE_URL.',
    );
    return undefined;
  }
}

/** Runs a tool's main and exits with its code; a thrown error prints its message alone and exits 1. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
