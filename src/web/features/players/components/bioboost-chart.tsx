import type { PlayerWeek } from '../../../../shared/api/players.ts';
import { formatScore } from '../../../lib/format.ts';

const W = 600;
const H = 200;
const PAD = { left: 32, right: 12, top: 12, bottom: 28 };

/** Where each week's BioBoost sits in the chart: x by week, y on a fixed 0–100 scale. */
export function chartPoints(
  weeks: readonly PlayerWeek[],
): { week: number; score: number; x: number; y: number }[] {
  const scored = weeks.flatMap((w) => (w.bioBoost ? [{ week: w.week, score: w.bioBoost.score }] : []));
  if (scored.length === 0) return [];
  const first = Math.min(...scored.map((s) => s.week));
  const last = Math.max(...scored.map((s) => s.week));
  const span = Math.max(1, last - first);
  return scored.map((s) => ({
    ...s,
    x: scored.length === 1 ? W / 2 : PAD.left + ((s.week - first) / span) * (W - PAD.left - PAD.right),
    y: PAD.top + (1 - s.score / 100) * (H - PAD.top - PAD.bottom),
  }));
}

/** BioBoost by week as a line (an SVG: no chart library on this page), with a text equivalent. */
export function BioBoostChart({ weeks }: { weeks: readonly PlayerWeek[] }) {
  const points = chartPoints(weeks);
  if (points.length === 0) return <p className="text-moss-300">No BioBoost computed for his games yet.</p>;
  const y = (v: number) => PAD.top + (1 - v / 100) * (H - PAD.top - PAD.bottom);
  const summary = points.map((p) => `week ${p.week}: ${formatScore(p.score)}`).join(', ');
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full max-w-2xl"
        role="img"
        aria-label={`BioBoost by week: ${summary}`}
      >
        {[0, 25, 50, 75, 100].map((v) => (
          <g key={v}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(v)}
              y2={y(v)}
              className="stroke-canopy-700"
              strokeWidth={1}
            />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-moss-300 text-[12px]">
              {v}
            </text>
          </g>
        ))}
        <polyline
          points={points.map((p) => `${p.x},${p.y}`).join(' ')}
          fill="none"
          className="stroke-banana-400"
          strokeWidth={2}
        />
        {points.map((p) => (
          <g key={p.week}>
            <circle cx={p.x} cy={p.y} r={4} className="fill-banana-400" />
            <text x={p.x} y={H - 8} textAnchor="middle" className="fill-moss-300 text-[12px]">
              W{p.week}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 text-xs text-moss-300">BioBoost (0–100) by week: {summary}.</figcaption>
    </figure>
  );
}
