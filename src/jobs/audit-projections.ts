// npm run audit:projections [--as-of ISO] [--weeks 2025:12,2025:15]: the projection audit (decision
// 081). Every player-week the app projects — 2023 and 2024 from weekly lines, 2025 under its fallback
// basis — as each week's board shows it a minute after the week's first Sunday kickoff, checked
// against the real weekly DraftKings points in the pack and against itself (projection-checks.ts).
// Prints each position's bounds, the worst outliers and every violation; exits 1 on any violation.
// docs/projection-audit.md quotes its output.
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../core/config/env.ts';
import { auditProjections } from '../core/players/projection-audit.ts';
import { formatAudit } from './audit-projections-print.ts';
import { cliClock, EXIT_DATA_DIR_IN_USE, openCliDatabase, runCli } from './cli-database.ts';

const USAGE = 'Usage: npm run audit:projections -- [--as-of ISO-INSTANT] [--weeks SEASON:WEEK,…]';

export function parseWeeks(arg: string | undefined): { season: number; week: number }[] | undefined {
  if (arg === undefined) return undefined;
  return arg.split(',').map((item) => {
    const m = /^(20\d\d):(\d{1,2})$/.exec(item.trim());
    const week = Number(m?.[2]);
    if (!m || week < 1 || week > 18)
      throw new ConfigError([`--weeks: "${item}" is not SEASON:WEEK (week 1–18)`]);
    return { season: Number(m[1]), week };
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'as-of': { type: 'string' },
      weeks: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const only = parseWeeks(values.weeks);
  const config = parseEnv(process.env);
  const clock = cliClock(values['as-of'], config);
  // Read-only: --as-of sets the instant it reads as of, in the database the server would open.
  const opened = await openCliDatabase(config, 'projection audit', config.replayAt);
  if (!opened) return EXIT_DATA_DIR_IN_USE;
  try {
    const audit = await auditProjections(opened.db.orm, clock.now(), only, (line) => console.error(line));
    if (audit.rows.length === 0) {
      console.error('No player-weeks to audit: load the data first (npm run ingest -- all).');
      return 1;
    }
    for (const line of formatAudit(audit)) console.log(line);
    return audit.findings.length === 0 ? 0 : 1;
  } finally {
    await opened.close();
  }
}

runCli(main);
