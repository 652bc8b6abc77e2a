// Times and prints a full walk-forward backtest from the shared CSVs (no database):
//   npx tsx bench/backtest.ts --from 1999 --to 2025 [--json report.json]
// Seasons before --from still warm the ratings up; constants come from src/domain/model/params.ts
// (fitted on 1999–2009, so figures for those seasons are in-sample and say so).

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBacktest } from '../src/domain/model/backtest.ts';
import { match538 } from '../src/domain/model/elo538-match.ts';
import { FIT_WINDOW, MODEL_PARAMS } from '../src/domain/model/params.ts';
import { buildScheduleFacts } from '../src/domain/model/schedule-facts.ts';
import { formatReport } from '../src/jobs/backtest-print.ts';
import { ModelReport } from '../src/shared/api/model-report.ts';
import { loadElo538Rows, loadNflGames } from '../tests/support/nfl-schedule-fixture.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '2010' },
    to: { type: 'string', default: '2025' },
    json: { type: 'string' },
  },
});
const from = Number(values.from);
const to = Number(values.to);

const t0 = performance.now();
const games = loadNflGames({ fromSeason: 1999, toSeason: to });
const elo538 = match538(
  loadElo538Rows({ fromSeason: Math.max(2010, from), toSeason: Math.min(2020, to) }),
  games,
);
const tLoad = performance.now();
const facts = buildScheduleFacts(games);
const report = ModelReport.parse(
  runBacktest({
    games,
    fromSeason: from,
    toSeason: to,
    params: MODEL_PARAMS,
    fit: FIT_WINDOW,
    elo538: elo538.homeProbability,
    facts,
  }),
);
const tDone = performance.now();

for (const line of formatReport(report)) console.log(line);

if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\nTime: load CSVs ${((tLoad - t0) / 1000).toFixed(2)} s, backtest (schedule facts + 4 walk-forward runs ${games.length} games + scoring) ${((tDone - tLoad) / 1000).toFixed(2)} s, total ${((tDone - t0) / 1000).toFixed(2)} s`,
);
