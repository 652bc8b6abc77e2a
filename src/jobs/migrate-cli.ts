// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded server in
// DATA_DIR (started for the occasion and stopped afterwards). The server also migrates at start.

import { parseEnv } from '../core/config/env.ts';
import { openDatabase } from '../db/open.ts';

try {
  const config = parseEnv(process.env);
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    replayDatabaseUrl: config.replayDatabaseUrl,
    replayAt: config.replayAt,
    dataDir: config.dataDir,
    poolMax: 2,
    log: (message) => console.log(`[db:migrate] ${message}`),
  });
  await opened.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
