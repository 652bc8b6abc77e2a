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
import type { BetRecord, ProbabilityMetrics } from '../src/shared/api/model-report.ts';
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

const pct = (x: number | null | undefined) =>
  x === null || x === undefined ? '   –  ' : `${(100 * x).toFixed(1)}%`;
const m = (x: ProbabilityMetrics | null | undefined) =>
  x ? `${pct(x.accuracy).padStart(6)} ${x.brier.toFixed(4)} ${x.logLoss.toFixed(4)}` : '     –      –      –';
const rec = (r: BetRecord) => `${r.wins}-${r.losses}-${r.pushes} ${pct(r.pct)}`;

console.log(
  `Model ${report.modelVersion}; constants fitted on ${report.fit.fromSeason}–${report.fit.toSeason} (${report.fit.command})`,
);
if (from <= report.fit.toSeason)
  console.log(`NOTE: seasons ${from}–${report.fit.toSeason} are IN-SAMPLE for the fitted constants.`);
console.log(
  '\nseason  games | model acc  Brier  logloss | market acc Brier  logloss | 538 acc  Brier  logloss | ATS            | totals',
);
for (const s of report.seasons) {
  console.log(
    `${s.season}    ${String(s.model.games).padStart(4)} | ${m(s.model)} | ${m(s.market)} | ${m(s.elo538)} | ${rec(s.model.ats).padEnd(14)} | ${rec(s.model.totals)}`,
  );
}
const o = report.overall;
console.log(`\nSame games (${o.model.games}, every source present):`);
console.log(`  model   ${m(o.model)}   ATS ${rec(o.model.ats)}   totals ${rec(o.model.totals)}`);
console.log(`  market  ${m(o.market)}   favourites cover ${rec(o.market.favouriteCovers)}`);
console.log(`  538     ${m(o.elo538)}`);
const a = report.allGames;
console.log(`All evaluated games (${a.model.games} decided):`);
console.log(`  model   ${m(a.model)}   ATS ${rec(a.model.ats)}   totals ${rec(a.model.totals)}`);
console.log(`  market  ${m(a.market)}   favourites cover ${rec(a.market.favouriteCovers)}`);
console.log('\nAblation (same games | all games):');
for (const v of report.ablation) {
  console.log(
    `  ${v.variant.padEnd(13)} ${m(v.overall)} ATS ${pct(v.overall.ats.pct)} | ${m(v.allGames)} ATS ${rec(v.allGames.ats)}`,
  );
}
console.log('\nCalibration, same games (home win probability decile: games, predicted → observed):');
for (const b of o.model.calibration) {
  if (b.games > 0)
    console.log(
      `  ${b.from.toFixed(1)}–${b.to.toFixed(1)}  ${String(b.games).padStart(4)}  ${pct(b.meanPredicted)} → ${pct(b.observed)}`,
    );
}
console.log('Confidence tiers, same games (games, mean probability → won):');
for (const t of o.model.tiers)
  console.log(
    `  ${t.tier.padEnd(6)} ${String(t.games).padStart(4)}  ${pct(t.meanPredicted)} → ${pct(t.won)}`,
  );

if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\nTime: load CSVs ${((tLoad - t0) / 1000).toFixed(2)} s, backtest (schedule facts + 4 walk-forward runs ${games.length} games + scoring) ${((tDone - tLoad) / 1000).toFixed(2)} s, total ${((tDone - t0) / 1000).toFixed(2)} s`,
);
