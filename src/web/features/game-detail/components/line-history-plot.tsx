// The line-history drawing (UI.md §5): one step line per book over one window, the opening line marked
// where it falls inside the window, a kickoff rule and our own line dashed. Plain SVG: a few paths do
// not need a chart library. The figure around it (line-history-chart.tsx) gives the same figures as text.
import type { WindowedHistory } from '../lib/history-window.ts';
import { quoteText } from './odds-format.ts';

// Okabe-Ito hues (colour-blind safe) with dash patterns, so no series rests on colour alone.
export const COLOURS = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#F0E442',
  '#0072B2',
  '#D55E00',
  '#CC79A7',
  '#BBBBBB',
  '#FFFFFF',
];
export const DASHES = ['', '6 3', '2 3', '8 3 2 3'];
export const OUR_LINE = { stroke: '#fde68a', dash: '10 5' };
const W = 640;
const H = 220;
const PAD = { left: 52, right: 16, top: 12, bottom: 30 };

const shortTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  timeZone: 'America/New_York',
});

export function LineHistoryPlot<P>({
  history,
  value,
  market,
  ours,
  kickoffMs,
  label,
}: {
  history: WindowedHistory<P>;
  value: (point: P) => number | null;
  market: 'h2h' | 'spreads' | 'totals';
  ours: number | null;
  kickoffMs: number;
  label: string;
}) {
  const t0 = history.start;
  // A window shorter than an hour (one capture just now) still gets an hour's width to draw in.
  const t1 = Math.max(history.end, t0 + 3_600_000);
  const drawn = history.series.map((s) => s.points.filter((p) => value(p.point) !== null));
  const values = [...drawn.flat().map((p) => value(p.point) as number), ...(ours === null ? [] : [ours])];
  const lo = Math.floor(Math.min(...values) - 0.5);
  const hi = Math.ceil(Math.max(...values) + 0.5);
  const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const ticks = [lo, lo + (hi - lo) / 2, hi];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="mt-2 w-full max-w-3xl" role="img" aria-label={label}>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#173a27" />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#a9c9b4">
            {market === 'spreads' ? quoteText('spreads', { line: v, price: null }) : Math.round(v * 10) / 10}
          </text>
        </g>
      ))}
      <text x={PAD.left} y={H - 8} fontSize="12" fill="#a9c9b4">
        {shortTime.format(t0)}
      </text>
      <text x={W - PAD.right} y={H - 8} fontSize="12" fill="#a9c9b4" textAnchor="end">
        {shortTime.format(t1)}
      </text>
      {kickoffMs >= t0 && kickoffMs <= t1 && (
        <g>
          <line
            x1={x(kickoffMs)}
            x2={x(kickoffMs)}
            y1={PAD.top}
            y2={H - PAD.bottom}
            stroke="#a9c9b4"
            strokeDasharray="4 4"
          />
          <text x={x(kickoffMs) - 4} y={PAD.top + 10} fontSize="12" fill="#a9c9b4" textAnchor="end">
            Kickoff
          </text>
        </g>
      )}
      {ours !== null && (
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={y(ours)}
          y2={y(ours)}
          stroke={OUR_LINE.stroke}
          strokeWidth="2"
          strokeDasharray={OUR_LINE.dash}
        />
      )}
      {history.series.map((s, i) => {
        const pts = drawn[i] ?? [];
        const first = pts[0];
        if (!first) return null;
        const d = pts
          .map((p, j) =>
            j === 0
              ? `M${x(p.t)},${y(value(p.point) as number)}`
              : `H${x(p.t)}V${y(value(p.point) as number)}`,
          )
          .join('');
        const colour = COLOURS[i % COLOURS.length];
        return (
          <g key={s.book}>
            <path
              d={`${d}H${x(t1)}`}
              fill="none"
              stroke={colour}
              strokeWidth="2"
              strokeDasharray={DASHES[i % DASHES.length]}
            />
            {s.opensInWindow && !first.carried && (
              <circle cx={x(first.t)} cy={y(value(first.point) as number)} r="3.5" fill={colour} />
            )}
          </g>
        );
      })}
    </svg>
  );
}
