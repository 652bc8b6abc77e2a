// npm run backtest -- --at open [--from 2010] [--to 2021] [--markdown] [--fit-bet-rule]
// The record at the open (issue 19, decisions 090–091): the model replayed walk-forward with each
// game picked the Tuesday before (pick-time.ts) against SBR's opening line, graded at the open, with
// each pick's CLV to SBR's close; the baselines on the same games; the bets the frozen rule passes.
// `--fit-bet-rule` prints the threshold the rule's fit picks on 2007–2009 (how BET_RULE was frozen).
import path from 'node:path';
import { ConfigError, parseEnv } from '../core/config/env.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { type AtOpenRun, runAtOpen } from '../domain/model/at-open-run.ts';
import { BET_RULE, fitBetRule, PUBLISH_BETS } from '../domain/model/bet-rule.ts';
import type { ModelGame } from '../domain/model/game.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import { recordAtOpen } from '../domain/model/record-at-open.ts';
import type { RecordAtOpen } from '../shared/api/record-at-open.ts';
import { formatRecordAtOpen, OPEN_TABLES, openTableMarker, openTables } from './backtest-open-print.ts';
import { cliClock, EXIT_DATA_DIR_IN_USE, openCliDatabase } from './cli-database.ts';
import { readOpenClose } from './providers/sbr/sbr-open-close.ts';

export interface AtOpenFiles {
  run: AtOpenRun;
  matched: number;
  unmatched: number;
}

/** Every game picked at the open and graded (all seasons with SBR lines, 2007–2021). */
export async function runAtOpenFromFiles(
  games: readonly ModelGame[],
  linesDir: string,
): Promise<AtOpenFiles> {
  const { lines, unmatched } = await readOpenClose(linesDir, games);
  const run = runAtOpen(games, lines, MODEL_PARAMS);
  if (!run) throw new ConfigError(['no closing totals for 2002–2009: load the data first']);
  return { run, matched: lines.size, unmatched };
}

export function recordFromRun(run: AtOpenRun, range: { fromSeason: number; toSeason: number }): RecordAtOpen {
  return recordAtOpen(run.rows, range, BET_RULE, PUBLISH_BETS);
}

export async function runOpenBacktest(values: {
  from?: number;
  to?: number;
  markdown?: boolean;
  'fit-bet-rule'?: boolean;
  'as-of'?: string;
}): Promise<number> {
  const config = parseEnv(process.env);
  const nflDataDir = config.ingest.nflDataDir;
  if (!nflDataDir) throw new ConfigError(['--at open reads the SBR workbooks: set NFL_DATA_DIR']);
  const clock = cliClock(values['as-of'], config);
  const opened = await openCliDatabase(config, 'backtest', config.replayAt);
  if (!opened) return EXIT_DATA_DIR_IN_USE;
  try {
    const inputs = await loadModelInputs(opened.db.orm, clock.now());
    const { run, matched, unmatched } = await runAtOpenFromFiles(
      inputs.games,
      path.join(nflDataDir, 'lines'),
    );
    if (values['fit-bet-rule']) {
      const { fromSeason, toSeason } = BET_RULE.fit;
      const picks = run.rows.flatMap((r) =>
        r.spread && r.season >= fromSeason && r.season <= toSeason ? [r.spread] : [],
      );
      const fit = fitBetRule(picks);
      console.log(
        `Bet rule fitted on ${fromSeason}–${toSeason} (${picks.length} picks at the open): minimum cover probability ${fit.minCoverProbability ?? 'none (no threshold won money)'}, ${fit.bets} bets, ${fit.units.toFixed(2)} units`,
      );
      return 0;
    }
    const range = { fromSeason: values.from ?? 2010, toSeason: values.to ?? 2021 };
    const record = recordFromRun(run, range);
    if (values.markdown) {
      const tables = openTables(record);
      for (const name of OPEN_TABLES)
        console.log(
          [openTableMarker(name, range.fromSeason, range.toSeason), ...tables[name], ''].join('\n'),
        );
      return 0;
    }
    console.log(
      `SBR lines matched to ${matched} games (${unmatched} workbook games unmatched); σ margin ${MODEL_PARAMS.sigma.toFixed(2)}, σ total ${run.totalSigma.toFixed(2)} (2002–2009)`,
    );
    for (const line of formatRecordAtOpen(record)) console.log(line);
    return 0;
  } finally {
    await opened.close();
  }
}
