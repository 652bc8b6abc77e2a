// The record's tables as Markdown, exactly as docs/record.md and the decisions quote them:
// `npm run backtest -- --from 2010 --to 2025 --markdown` prints them, and a test
// (record-tables.test.ts) recomputes them from the data pack and compares every cell, so a published
// figure cannot drift from what the code computes.
import { sameGamesSeasons, seasonSpan } from '../domain/model/report-seasons.ts';
import type {
  BetRecord,
  CalibrationBin,
  ModelReport,
  MoneylineBaseline,
  ProbabilityMetrics,
} from '../shared/api/model-report.ts';

export const RECORD_TABLES = ['record', 'bets', 'ablation', 'calibration', 'alternative'] as const;
export type RecordTable = (typeof RECORD_TABLES)[number];

const count = (n: number) => n.toLocaleString('en-US');
const pct = (x: number | null) => (x === null ? '–' : `${(100 * x).toFixed(1)}%`);
const rec = (r: BetRecord) => `${r.wins}-${r.losses}-${r.pushes}`;
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) => [
  row(header),
  row(header.map(() => '---')),
  ...rows.map(row),
];
/** Brier to six decimals: the model and the markets differ in the fifth. */
const metrics = (m: ProbabilityMetrics) => [
  count(m.games),
  pct(m.accuracy),
  m.brier.toFixed(6),
  m.logLoss.toFixed(4),
];

function moneylineRows(b: MoneylineBaseline | null, span: string): string[][] {
  if (!b) return [];
  return [
    [`model, ${span} with both moneylines`, ...metrics(b.model)],
    ['closing spread → probability, same games', ...metrics(b.spread)],
    ['no-vig closing moneyline, same games', ...metrics(b.market)],
  ];
}

/** The seasons of the "same games": those FiveThirtyEight published, else the whole range. */
function sameSpan(r: ModelReport): string {
  const { from, to } = sameGamesSeasons(r);
  return seasonSpan(from, to);
}

function recordTable(r: ModelReport): string[] {
  const o = r.overall;
  const same = sameSpan(r);
  const rows: string[][] = [
    [`model ${r.modelVersion}, ${same} (every source)`, ...metrics(o.model)],
    [`closing spread → probability (σ ${r.params.sigma.toFixed(2)})`, ...metrics(o.market)],
  ];
  if (o.elo538) rows.push(['FiveThirtyEight Elo', ...metrics(o.elo538)]);
  rows.push(...moneylineRows(o.moneyline, same));
  const a = r.allGames;
  const span = seasonSpan(r.fromSeason, r.toSeason);
  rows.push(
    [`model, all games ${span}`, ...metrics(a.model)],
    ['closing spread → probability, same games', ...metrics(a.market)],
  );
  rows.push(...moneylineRows(a.moneyline, span));
  // The main rows are the recalibrated probabilities the picks show (decision 107); the raw model's, for
  // comparison, is the calibration table's "before".
  const raw = r.recalibration?.beforeAllGames;
  if (raw) rows.push([`model before recalibration (raw), all games ${span}`, ...metrics(raw)]);
  return table(['source and games', 'games', 'winners', 'Brier', 'log loss'], rows);
}

function betsTable(r: ModelReport): string[] {
  const line = (label: string, m: ModelReport['overall']['model'], favourites: BetRecord) => {
    const graded = m.ats.wins + m.ats.losses + m.ats.pushes;
    return [
      label,
      `${count(graded)} (${count(graded - m.games)} ties)`,
      rec(m.straightUp),
      rec(m.ats),
      pct(m.ats.pct),
      rec(m.totals),
      pct(m.totals.pct),
      `${rec(favourites)} ${pct(favourites.pct)}`,
    ];
  };
  return table(
    [
      'games',
      'graded (ties)',
      'straight up W-L-P',
      'our ATS W-L-P',
      'ATS %',
      'our totals W-L-P',
      'totals %',
      'favourites cover',
    ],
    [
      line(`same games, ${sameSpan(r)}`, r.overall.model, r.overall.market.favouriteCovers),
      line(`all games, ${r.fromSeason}–${r.toSeason}`, r.allGames.model, r.allGames.market.favouriteCovers),
    ],
  );
}

function ablationTable(r: ModelReport): string[] {
  return table(
    ['variant (all games)', 'games', 'winners', 'Brier', 'log loss', 'ATS W-L-P', 'ATS %'],
    r.ablation.map((v) => [
      v.description,
      ...metrics(v.allGames),
      rec(v.allGames.ats),
      pct(v.allGames.ats.pct),
    ]),
  );
}

/** A decile's gap (observed − predicted, points) and z; "too few" under 30 games (decision 100). */
function decileCells(b: CalibrationBin): string[] {
  if (b.games === 0 || b.meanPredicted === null || b.observed === null) return ['0', '–', '–', '–'];
  const gap = b.observed - b.meanPredicted;
  const z = gap / Math.sqrt((b.meanPredicted * (1 - b.meanPredicted)) / b.games);
  const signed = (x: number, d: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(d)}`;
  return [
    count(b.games),
    `${pct(b.meanPredicted)} → ${pct(b.observed)}`,
    b.games < 30 ? 'too few' : signed(100 * gap, 1),
    b.games < 30 ? '–' : signed(z, 2),
  ];
}

/**
 * The home-win deciles, all games, before and after the walk-forward recalibration (decisions 091, 100):
 * "after" is the report's main run, what the picks show (decision 107).
 */
function calibrationTable(r: ModelReport): string[] {
  const before = r.recalibration?.beforeAllGames ?? r.allGames.model;
  const after = r.recalibration ? r.allGames.model : undefined;
  const rows = before.calibration.map((b, i) => {
    const a = after?.calibration[i];
    return [
      `${b.from.toFixed(1)}–${b.to.toFixed(1)}`,
      ...decileCells(b),
      ...(a ? decileCells(a) : ['–', '–', '–', '–']),
    ];
  });
  if (after)
    rows.push([
      `log loss, Brier (${r.recalibration?.method})`,
      count(before.games),
      `${before.logLoss.toFixed(4)}, ${before.brier.toFixed(6)}`,
      '',
      '',
      count(after.games),
      `${after.logLoss.toFixed(4)}, ${after.brier.toFixed(6)}`,
      '',
      '',
    ]);
  return table(
    [
      'home-win decile',
      'games',
      'said → won',
      'gap (pts)',
      'z',
      'games after',
      'said → won after',
      'gap after',
      'z after',
    ],
    rows,
  );
}

/**
 * The curves the rule did not choose, walk-forward on the same games (decisions 129, 136): their
 * deciles beside the chosen curve's, so the reader sees what each method gets out of sample.
 */
function alternativeTable(r: ModelReport): string[] {
  const alts = r.recalibration?.alternatives;
  if (!alts || !r.recalibration) return table(['home-win decile'], [['no recalibration in this report']]);
  const name = (m: string) => ({ platt: 'Platt', isotonic: 'isotonic', beta: 'beta' })[m] ?? m;
  const curves = [
    { label: `${name(r.recalibration.method)} (chosen)`, metrics: r.allGames.model },
    ...alts.map((a) => ({ label: name(a.method), metrics: a.allGames })),
  ];
  const rows = r.allGames.model.calibration.map((c, i) => [
    `${c.from.toFixed(1)}–${c.to.toFixed(1)}`,
    ...curves.flatMap(({ metrics }) => {
      const b = metrics.calibration[i];
      return b ? decileCells(b) : ['–', '–', '–', '–'];
    }),
  ]);
  rows.push([
    'log loss, Brier',
    ...curves.flatMap(({ metrics }) => [
      count(metrics.games),
      `${metrics.logLoss.toFixed(4)}, ${metrics.brier.toFixed(6)}`,
      '',
      '',
    ]),
  ]);
  return table(
    [
      'home-win decile',
      ...curves.flatMap(({ label }) => [`games, ${label}`, 'said → won', 'gap (pts)', 'z']),
    ],
    rows,
  );
}

export function recordTables(report: ModelReport): Record<RecordTable, string[]> {
  return {
    record: recordTable(report),
    bets: betsTable(report),
    ablation: ablationTable(report),
    calibration: calibrationTable(report),
    alternative: alternativeTable(report),
  };
}

/** The marker line that precedes a checked table in a Markdown file. */
export function tableMarker(name: RecordTable, from: number, to: number): string {
  return `<!-- record:${name} npm run backtest -- --from ${from} --to ${to} --markdown -->`;
}
