// The record at the open as terminal lines and as the Markdown tables docs/record-open.md quotes
// (`npm run backtest -- --at open --from 2010 --to 2021 --markdown`, checked by record-open-tables.test.ts).
import type { BetRecord, Clv, ClvBin, RecordAtOpen } from '../shared/api/record-at-open.ts';

export const OPEN_TABLES = ['open-record', 'open-bets', 'open-clv', 'open-seasons'] as const;
export type OpenTable = (typeof OPEN_TABLES)[number];

const pct = (x: number | null) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);
const rec = (r: BetRecord) => `${r.wins}-${r.losses}-${r.pushes}`;
const signed = (x: number | null, digits: number) =>
  x === null ? '—' : `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;
const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const table = (header: readonly string[], rows: readonly (readonly string[])[]) => [
  row(header),
  row(header.map(() => '---')),
  ...rows.map(row),
];
const clvCells = (c: Clv) => [
  signed(c.meanPoints, 2),
  signed(c.meanProbability === null ? null : 100 * c.meanProbability, 2),
  pct(c.beat),
];
const none = ['—', '—', '—'];

function recordTable(r: RecordAtOpen): string[] {
  const line = (label: string, x: BetRecord, clv: string[]) => [label, rec(x), pct(x.pct), ...clv];
  return table(
    [
      'picks at the open (same games)',
      'W-L-P',
      'win %',
      'mean CLV, points',
      'mean CLV, prob. points',
      'line moved to the pick',
    ],
    [
      line(`model ATS, ${r.games} games`, r.ats, clvCells(r.spreadClv)),
      line('model totals', r.totals, clvCells(r.totalClv)),
      line('always the favourite', r.baselines.favourite, none),
      line('always the home underdog', r.baselines.homeDog, none),
      line('follow the move (a ceiling: not knowable at the open)', r.baselines.followMove, none),
    ],
  );
}

function betsTable(r: RecordAtOpen): string[] {
  const b = r.bets;
  const rule =
    b.minCoverProbability === null
      ? `no threshold won money on ${b.fit.fromSeason}–${b.fit.toSeason}: no bets`
      : `cover probability ≥ ${pct(b.minCoverProbability)} (fitted ${b.fit.fromSeason}–${b.fit.toSeason})`;
  return table(
    [
      'rule',
      'bets W-L-P',
      'win %',
      'units at −110',
      'mean CLV, points',
      'Wilson 95%',
      'chance at 52.4%',
      'published',
    ],
    [
      [
        rule,
        rec(b.record),
        pct(b.record.pct),
        signed(b.units, 2),
        signed(b.clv.meanPoints, 2),
        b.interval ? `${pct(b.interval.low)}–${pct(b.interval.high)}` : '—',
        b.chance === null ? '—' : b.chance.toFixed(3),
        b.published ? 'yes' : 'no',
      ],
    ],
  );
}

const binLabel = (b: ClvBin) =>
  b.from === null
    ? `below ${signed(b.to, 1)}`
    : b.to === null
      ? `${signed(b.from, 1)} and above`
      : `${signed(b.from, 1)} to ${signed(b.to, 1)}`;

function clvTable(r: RecordAtOpen): string[] {
  const n = r.clvHistogram.reduce((a, b) => a + b.picks, 0);
  return table(
    ['spread CLV, points', 'picks', 'share'],
    r.clvHistogram.map((b) => [binLabel(b), String(b.picks), pct(n === 0 ? null : b.picks / n)]),
  );
}

function seasonsTable(r: RecordAtOpen): string[] {
  return table(
    ['season', 'ATS W-L-P', 'ATS %', 'totals W-L-P', 'totals %', 'bets W-L-P'],
    r.seasons.map((s) => [
      String(s.season),
      rec(s.ats),
      pct(s.ats.pct),
      rec(s.totals),
      pct(s.totals.pct),
      rec(s.bets),
    ]),
  );
}

export function openTables(r: RecordAtOpen): Record<OpenTable, string[]> {
  return {
    'open-record': recordTable(r),
    'open-bets': betsTable(r),
    'open-clv': clvTable(r),
    'open-seasons': seasonsTable(r),
  };
}

export function openTableMarker(name: OpenTable, from: number, to: number): string {
  return `<!-- record:${name} npm run backtest -- --at open --from ${from} --to ${to} --markdown -->`;
}

export function formatRecordAtOpen(r: RecordAtOpen): string[] {
  const t = openTables(r);
  return [
    `The record at the open, ${r.fromSeason}–${r.toSeason}: picks made the Tuesday before, graded at SBR's opening line`,
    '',
    ...t['open-record'],
    '',
    ...t['open-bets'],
    '',
    ...t['open-clv'],
    '',
    ...t['open-seasons'],
  ];
}
