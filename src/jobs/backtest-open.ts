// npm run backtest -- --at open [--from 2010] [--to 2021] [--markdown] [--fit-bet-rule]
// The record at the open (issue 19, decisions 090–091): the model replayed walk-forward with each
// game picked the Tuesday before (pick-time.ts) against SBR's opening line, graded at the open, with
// each pick's CLV to SBR's close; the baselines on the same games; the bets the frozen rule passes.
// `--fit-bet-rule` prints the threshold the rule's fit picks on 2007–2009 (how BET_RULE was frozen).
import path from 'node:path';
import { ConfigError, parseEnv } from '../core/config/env.ts';
import { loadModelInputs } from '../core/model/model-inputs.ts';
import { gamesAtOpen, type OpenRow, openRows, residualSigma } from '../domain/model/at-open.ts';
import { BET_RULE, fitBetRule, PUBLISH_BETS } from '../domain/model/bet-rule.ts';
import type { ModelGame } from '../domain/model/game.ts';
import { MODEL_PARAMS } from '../domain/model/params.ts';
import { tuesdayBefore } from '../domain/model/pick-time.ts';
import { recordAtOpen } from '../domain/model/record-at-open.ts';
import { walkForward } from '../domain/model/walk-forward.ts';
import type { RecordAtOpen } from '../shared/api/record-at-open.ts';
import { formatRecordAtOpen, OPEN_TABLES, openTableMarker, openTables } from './backtest-open-print.ts';
import { cliClock, EXIT_DATA_DIR_IN_USE, openCliDatabase } from './cli-database.ts';
import { readOpenClose } from './providers/sbr/sbr-open-close.ts';

/** σ of game totals around the closing total, measured on seasons before the record (2002–2009). */
const TOTAL_SIGMA_SEASONS = { fromSeason: 2002, toSeason: 2009 };

export interface AtOpenRun {
  rows: OpenRow[];
  matched: number;
  unmatched: number;
  totalSigma: number;
}

/** Every game picked at the open and graded (all seasons with SBR lines, 2007–2021). */
export function runAtOpen(games: readonly ModelGame[], linesDir: string): AtOpenRun {
  const { lines, unmatched } = readOpenClose(linesDir, games);
  const atOpen = gamesAtOpen(games, lines);
  const predictions = walkForward(atOpen, {
    params: MODEL_PARAMS,
    pickAtMs: (g) => tuesdayBefore(g.kickoffMs),
  });
  const totalSigma = residualSigma(
    games.flatMap((g) =>
      g.result &&
      g.market.total !== null &&
      g.season >= TOTAL_SIGMA_SEASONS.fromSeason &&
      g.season <= TOTAL_SIGMA_SEASONS.toSeason
        ? [{ actual: g.result.homeScore + g.result.awayScore, line: g.market.total }]
        : [],
    ),
  );
  if (totalSigma === null) throw new ConfigError(['no closing totals for 2002–2009: load the data first']);
  const byId = new Map(predictions.map((p) => [p.gameId, p]));
  const rows = openRows(atOpen, byId, lines, { margin: MODEL_PARAMS.sigma, total: totalSigma });
  return { rows, matched: lines.size, unmatched, totalSigma };
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
    const run = runAtOpen(inputs.games, path.join(nflDataDir, 'lines'));
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
      `SBR lines matched to ${run.matched} games (${run.unmatched} workbook games unmatched); σ margin ${MODEL_PARAMS.sigma.toFixed(2)}, σ total ${run.totalSigma.toFixed(2)} (2002–2009)`,
    );
    for (const line of formatRecordAtOpen(record)) console.log(line);
    return 0;
  } finally {
    await opened.close();
  }
}
