// The projection audit's printout (npm run audit:projections): the bounds per position, the worst
// outliers on each check, and every violation. docs/projection-audit.md quotes it as printed.
import type { ProjectionAudit } from '../core/players/projection-audit.ts';

const OUTLIERS = 10;
type Row = ProjectionAudit['rows'][number];

const one = (x: number) => x.toFixed(1);
const gap = (r: Row) => r.median - r.expected;

function table(title: string, rows: readonly Row[], note: (r: Row) => string): string[] {
  return [
    title,
    '',
    '| Season | Week | Player | Median | Band | Stat line DK | 99.9th | Note |',
    '|---|---:|---|---:|---|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.season} | ${r.week} | ${r.player} | ${one(r.median)} | ${one(r.low)}–${one(r.high)} | ${one(r.expected)} | ${one(r.p999)} | ${note(r)} |`,
    ),
    '',
  ];
}

export function formatAudit(audit: ProjectionAudit): string[] {
  const bases = [...new Set(audit.weeks.map((w) => `${w.season} ${w.basis}`))].join(', ');
  const out = [
    `Checked ${audit.rows.length} player-weeks in ${audit.weeks.length} weeks (${bases}).`,
    '',
    'Real weekly DraftKings points in the pack (regular season), the bounds:',
    '',
    '| Position | Player-weeks | 0.1th percentile | 99.9th percentile |',
    '|---|---:|---:|---:|',
    ...Object.entries(audit.bounds).map(
      ([pos, b]) => `| ${pos} | ${b.weeks} | ${one(b.p001)} | ${one(b.p999)} |`,
    ),
    '',
  ];
  const byTop = [...audit.rows].sort((a, b) => b.high / b.p999 - a.high / a.p999).slice(0, OUTLIERS);
  out.push(
    ...table(
      'Highest band tops against the position’s 99.9th percentile:',
      byTop,
      (r) => `${Math.round((100 * r.high) / r.p999)}% of the 99.9th`,
    ),
  );
  const byGap = [...audit.rows].sort((a, b) => Math.abs(gap(b)) - Math.abs(gap(a))).slice(0, OUTLIERS);
  out.push(
    ...table(
      'Largest gaps between the median and the stat line’s DraftKings score:',
      byGap,
      (r) => `${gap(r) > 0 ? '+' : ''}${one(gap(r))}`,
    ),
  );
  if (audit.findings.length === 0) out.push('Violations: none.');
  else {
    out.push(`Violations: ${audit.findings.length}.`, '');
    for (const f of audit.findings)
      out.push(`- ${f.check}: ${f.season} week ${f.week}, ${f.player}: ${f.detail}`);
  }
  return out;
}
