// The backtest report as a terminal table (the CLI and the bench print the same thing).
import type {
  BetRecord,
  ModelReport,
  MoneylineBaseline,
  ProbabilityMetrics,
} from '../shared/api/model-report.ts';

const pct = (x: number | null | undefined) =>
  x === null || x === undefined ? '   –  ' : `${(100 * x).toFixed(1)}%`;
const m = (x: ProbabilityMetrics | null | undefined) =>
  x ? `${pct(x.accuracy).padStart(6)} ${x.brier.toFixed(4)} ${x.logLoss.toFixed(4)}` : '     –      –      –';
const rec = (r: BetRecord) => `${r.wins}-${r.losses}-${r.pushes} ${pct(r.pct)}`;

const brier6 = (x: ProbabilityMetrics) => x.brier.toFixed(6);

function moneylineLines(b: MoneylineBaseline | null): string[] {
  if (!b) return ['  no-vig moneyline: no game with both moneylines'];
  return [
    `  No-vig closing moneyline, on the ${b.market.games} of these with both moneylines (${b.missing} without):`,
    `    moneyline ${m(b.market)}   Brier ${brier6(b.market)}`,
    `    model     ${m(b.model)}   Brier ${brier6(b.model)}`,
    `    spread    ${m(b.spread)}   Brier ${brier6(b.spread)}`,
  ];
}

export function formatReport(report: ModelReport): string[] {
  const out: string[] = [];
  out.push(
    `Model ${report.modelVersion}; constants fitted on ${report.fit.fromSeason}–${report.fit.toSeason} (${report.fit.command})`,
  );
  if (report.fromSeason <= report.fit.toSeason)
    out.push(
      `NOTE: seasons ${report.fromSeason}–${report.fit.toSeason} are IN-SAMPLE for the fitted constants.`,
    );
  out.push(
    '',
    'season  games | model acc  Brier  logloss | market acc Brier  logloss | 538 acc  Brier  logloss | ATS            | totals',
  );
  for (const s of report.seasons) {
    out.push(
      `${s.season}    ${String(s.model.games).padStart(4)} | ${m(s.model)} | ${m(s.market)} | ${m(s.elo538)} | ${rec(s.model.ats).padEnd(14)} | ${rec(s.model.totals)}`,
    );
  }
  const o = report.overall;
  out.push('', `Same games (${o.model.games}, every source present):`);
  out.push(
    `  model   ${m(o.model)}   straight up ${rec(o.model.straightUp)}   ATS ${rec(o.model.ats)}   totals ${rec(o.model.totals)}`,
  );
  out.push(`  market  ${m(o.market)}   favourites cover ${rec(o.market.favouriteCovers)}`);
  out.push(`  538     ${m(o.elo538)}`);
  out.push(...moneylineLines(o.moneyline));
  const a = report.allGames;
  out.push(`All evaluated games (${a.model.games} decided):`);
  out.push(
    `  model   ${m(a.model)}   straight up ${rec(a.model.straightUp)}   ATS ${rec(a.model.ats)}   totals ${rec(a.model.totals)}`,
  );
  out.push(`  market  ${m(a.market)}   favourites cover ${rec(a.market.favouriteCovers)}`);
  out.push(...moneylineLines(a.moneyline));
  out.push('', 'Ablation (same games | all games):');
  for (const v of report.ablation) {
    out.push(
      `  ${v.variant.padEnd(13)} ${m(v.overall)} ATS ${pct(v.overall.ats.pct)} | ${m(v.allGames)} ATS ${rec(v.allGames.ats)}`,
    );
  }
  out.push('', 'Calibration, same games (home win probability decile: games, predicted → observed):');
  for (const b of o.model.calibration) {
    if (b.games > 0)
      out.push(
        `  ${b.from.toFixed(1)}–${b.to.toFixed(1)}  ${String(b.games).padStart(4)}  ${pct(b.meanPredicted)} → ${pct(b.observed)}`,
      );
  }
  out.push('Confidence tiers, same games (games, mean probability → won):');
  for (const t of o.model.tiers)
    out.push(`  ${t.tier.padEnd(6)} ${String(t.games).padStart(4)}  ${pct(t.meanPredicted)} → ${pct(t.won)}`);
  return out;
}

/**
 * Calibration before and after the walk-forward recalibration (decision 091), decile by decile: the
 * report's main rows are the "after", what the picks show (decision 107).
 */
export function formatRecalibration(report: ModelReport): string[] {
  const r = report.recalibration;
  if (!r) return [];
  const ll = r.choice.logLoss;
  const out = [
    '',
    `Recalibration (walk-forward, curves fitted on ${r.fitFromSeason}–the season before): ${r.method}, chosen on ${r.choice.fromSeason}–${r.choice.toSeason} by log loss (raw ${ll.raw.toFixed(4)}, Platt ${ll.platt.toFixed(4)}, isotonic ${ll.isotonic.toFixed(4)}${ll.beta === undefined ? '' : `, beta ${ll.beta.toFixed(4)}`})`,
    `  same games: log loss ${r.beforeOverall.logLoss.toFixed(4)} → ${report.overall.model.logLoss.toFixed(4)}, Brier ${r.beforeOverall.brier.toFixed(6)} → ${report.overall.model.brier.toFixed(6)}`,
    `  all games:  log loss ${r.beforeAllGames.logLoss.toFixed(4)} → ${report.allGames.model.logLoss.toFixed(4)}, Brier ${r.beforeAllGames.brier.toFixed(6)} → ${report.allGames.model.brier.toFixed(6)}`,
    '  decile (all games)  before: games predicted → observed (gap, z) | after: games predicted → observed (gap, z)',
  ];
  const gap = (b: ModelReport['allGames']['model']['calibration'][number]) => {
    if (b.games === 0 || b.meanPredicted === null || b.observed === null) return '   –';
    const d = b.observed - b.meanPredicted;
    const z = d / Math.sqrt((b.meanPredicted * (1 - b.meanPredicted)) / b.games);
    return `${String(b.games).padStart(4)} ${pct(b.meanPredicted)} → ${pct(b.observed)} (${d >= 0 ? '+' : ''}${(100 * d).toFixed(1)}, z ${z.toFixed(2)})`;
  };
  r.beforeAllGames.calibration.forEach((b, i) => {
    const a = report.allGames.model.calibration[i];
    out.push(`  ${b.from.toFixed(1)}–${b.to.toFixed(1)}  ${gap(b).padEnd(34)} | ${a ? gap(a) : '–'}`);
  });
  for (const alt of r.alternatives ?? []) {
    // The curves not chosen, out of sample on the same games (decisions 129, 136): shown, never picked here.
    out.push(
      `  not chosen, ${alt.method} walk-forward on the same games: log loss ${alt.allGames.logLoss.toFixed(4)}, Brier ${alt.allGames.brier.toFixed(6)}`,
    );
    for (const b of alt.allGames.calibration)
      out.push(`  ${b.from.toFixed(1)}–${b.to.toFixed(1)}  ${gap(b)}`);
  }
  return out;
}
