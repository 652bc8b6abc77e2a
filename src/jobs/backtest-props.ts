// npm run backtest -- props [--markdown] [--as-of ISO]: the prop picks' graded record (props with a
// sportsbook line only) and, where the data has no prop lines, the median view's walk-forward accuracy,
// labelled as such; --markdown prints only the median view's table docs/record.md quotes (checked by
// player-tables.test.ts). Reads the database as the server would (npm run ingest -- all).
import { parseEnv } from '../core/config/env.ts';
import { stopModelWorker } from '../core/model/model-task.ts';
import { buildMedianReport } from '../core/props/median-report.ts';
import { propLineCoverage } from '../db/repositories/prop-lines.ts';
import { recordRows } from '../db/repositories/prop-picks.ts';
import { isPropMarket, PROP_MARKET_INFO } from '../domain/props/prop-markets.ts';
import { PROP_MODEL_VERSION } from '../domain/props/prop-pick.ts';
import { propRecord } from '../domain/props/prop-record.ts';
import { PROPS_TABLE_MARKER, propsTable } from './backtest-props-markdown.ts';
import { cliClock, EXIT_DATA_DIR_IN_USE, openCliDatabase } from './cli-database.ts';

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

export async function runPropBacktest(values: { 'as-of'?: string; markdown?: boolean }): Promise<number> {
  const config = parseEnv(process.env);
  const clock = cliClock(values['as-of'], config);
  const opened = await openCliDatabase(config, 'backtest', config.replayAt);
  if (!opened) return EXIT_DATA_DIR_IN_USE;
  try {
    const t0 = performance.now();
    const now = clock.now();
    const db = opened.db.orm;
    if (values.markdown) {
      const median = await buildMedianReport(db, now, undefined);
      if (!median) {
        console.error('No weekly player lines in the database: load them first (npm run ingest -- all).');
        return 1;
      }
      console.log([PROPS_TABLE_MARKER, ...propsTable(median.report), ''].join('\n'));
      return 0;
    }
    const [rows, coverage] = await Promise.all([
      recordRows(db, PROP_MODEL_VERSION, now),
      propLineCoverage(db, now),
    ]);
    const record = propRecord(
      rows.flatMap((r) =>
        r.status === 'pick' && r.outcome && isPropMarket(r.market)
          ? [{ market: r.market, outcome: r.outcome }]
          : [],
      ),
    );
    console.log(`Prop picks (${PROP_MODEL_VERSION}) as of ${now.toISOString()}`);
    console.log(`Sportsbook prop quotes stored: ${coverage.quotes} (${coverage.weeks} weeks)`);
    if (coverage.quotes === 0)
      console.log('No historical prop lines in the data: there is no graded props record to walk forward.');
    console.log(
      `Graded picks: ${record.picks} — ${record.wins}-${record.losses}-${record.pushes}, hit rate ${pct(record.hitRate)}; no pick published: ${rows.filter((r) => r.status === 'no_pick').length}`,
    );
    for (const m of record.byMarket)
      console.log(
        `  ${PROP_MARKET_INFO[m.market].label.padEnd(20)} ${m.wins}-${m.losses}-${m.pushes}  ${pct(m.hitRate)}`,
      );
    const median = await buildMedianReport(db, now, undefined);
    if (median) {
      console.log(
        `\nMedian view (labelled, never graded as picks), seasons ${median.report.seasons.join(', ')}:`,
      );
      console.log(median.report.label);
      console.log('  market               cases   side right   projection MAE   median MAE');
      for (const r of median.report.rows)
        console.log(
          `  ${PROP_MARKET_INFO[r.market].label.padEnd(20)} ${String(r.cases).padStart(6)}   ${pct(r.sideAccuracy).padStart(10)}   ${r.projectionMae.toFixed(2).padStart(14)}   ${r.medianMae.toFixed(2).padStart(10)}`,
        );
    }
    console.log(`\nTime: ${((performance.now() - t0) / 1000).toFixed(2)} s`);
    return 0;
  } finally {
    await stopModelWorker();
    await opened.close();
  }
}
