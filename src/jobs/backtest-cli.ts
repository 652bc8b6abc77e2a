// npm run backtest -- [--from 2010] [--to 2025] [--json FILE] [--markdown] [--as-of ISO]
// npm run backtest -- players [--json FILE] [--markdown] [--as-of ISO]: the player projections and the DFS Top 5
// npm run backtest -- --at open [--from 2010] [--to 2021] [--markdown]: the record at the open (backtest-open.ts)
// npm run backtest -- props [--markdown] [--as-of ISO]: the prop picks' record and the median view's accuracy
// Replays the seasons walk-forward from the database (load it first: npm run ingest -- all) and prints
// the model against the closing line, the no-vig moneyline and FiveThirtyEight on the same games. The
// /model page shows the report the model job computes with the same code; `--json` writes this one,
// `--markdown` prints the tables docs/record.md and the decisions quote (checked by record-tables.test.ts).
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, parseEnv } from '../core/config/env.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { buildReportHere, planReport, REPORT_FROM_SEASON } from '../core/model/report.ts';
import { ModelReport } from '../shared/api/model-report.ts';
import { RECORD_TABLES, recordTables, tableMarker } from './backtest-markdown.ts';
import { runOpenBacktest } from './backtest-open.ts';
import { runPlayerBacktest } from './backtest-players.ts';
import { formatRecalibration, formatReport } from './backtest-print.ts';
import { runPropBacktest } from './backtest-props.ts';
import { cliClock, EXIT_DATA_DIR_IN_USE, openCliDatabase, runCli } from './cli-database.ts';

const USAGE = `Usage: npm run backtest -- [--from SEASON] [--to SEASON] [--json FILE] [--markdown] [--as-of ISO-INSTANT]
       npm run backtest -- --at open [--from SEASON] [--to SEASON] [--markdown] [--fit-bet-rule]
       npm run backtest -- players [--json FILE] [--markdown] [--as-of ISO-INSTANT]
       npm run backtest -- props [--markdown] [--as-of ISO-INSTANT]`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'string' },
      markdown: { type: 'boolean' },
      'as-of': { type: 'string' },
      at: { type: 'string' },
      'fit-bet-rule': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (
    values.help ||
    (positionals.length > 0 && !['players', 'props'].includes(positionals[0] ?? '')) ||
    positionals.length > 1
  ) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (positionals[0] === 'players') return runPlayerBacktest(values);
  if (positionals[0] === 'props') return runPropBacktest(values);
  const season = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1999 || n > 2100)
      throw new ConfigError([`--${name} must be a season such as 2015`]);
    return n;
  };
  const fromSeason = season(values.from, 'from') ?? REPORT_FROM_SEASON;
  const toSeason = season(values.to, 'to');
  if (toSeason !== undefined && toSeason < fromSeason)
    throw new ConfigError(['--to must not be before --from']);
  if (values.at !== undefined && values.at !== 'open') throw new ConfigError(['--at takes only "open"']);
  if (values.at === 'open')
    return runOpenBacktest({ ...values, from: season(values.from, 'from'), to: toSeason ?? undefined });
  const config = parseEnv(process.env);
  const clock = cliClock(values['as-of'], config);
  // Read-only: --as-of sets the instant it reads as of, in the database the server would open.
  const opened = await openCliDatabase(config, 'backtest', config.replayAt);
  if (!opened) return EXIT_DATA_DIR_IN_USE;
  try {
    const t0 = performance.now();
    const inputs = await loadModelInputs(opened.db.orm, clock.now());
    const plan = await planReport(opened.db.orm, inputs, { fromSeason, toSeason });
    if (!plan || !inputs.games.some((g) => g.result && g.season >= fromSeason)) {
      console.error('No finished games in that range: load the data first (npm run ingest -- all).');
      return 1;
    }
    const tLoad = performance.now();
    const report = ModelReport.parse(buildReportHere(plan));
    const tDone = performance.now();
    if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    if (values.markdown) {
      const tables = recordTables(report);
      for (const name of RECORD_TABLES)
        console.log([tableMarker(name, fromSeason, report.toSeason), ...tables[name], ''].join('\n'));
      return 0;
    }
    for (const line of [...formatReport(report), ...formatRecalibration(report)]) console.log(line);
    console.log(
      `\nTime: load ${((tLoad - t0) / 1000).toFixed(2)} s (${inputs.games.length} games as of ${clock.now().toISOString()}), backtest ${((tDone - tLoad) / 1000).toFixed(2)} s`,
    );
    return 0;
  } finally {
    await opened.close();
  }
}

runCli(main);
