// npm run admin -- grant|revoke <email> | list | mail [N]
// Opens the database the way the server does (a replay's own under NOW); with the embedded
// PostgreSQL, stop the server first.
import { parseEnv } from '../core/config/env.ts';
import { runAdminCommand } from './admin-commands.ts';
import { EXIT_DATA_DIR_IN_USE, openCliDatabase, runCli } from './cli-database.ts';

async function main(): Promise<number> {
  const config = parseEnv(process.env);
  const opened = await openCliDatabase(config, 'admin tool', config.replayAt);
  if (!opened) return EXIT_DATA_DIR_IN_USE;
  try {
    return await runAdminCommand(opened.db.orm, process.argv.slice(2), console.log, config.auth.adminEmails);
  } finally {
    await opened.close();
  }
}

runCli(main);
