// Line history (UI.md §5): one step line per book from what we captured, a kickoff rule, our own line
// dashed, and the same figures as text below. Drawn as plain SVG: a few paths do not need a chart library.
import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import { bookName } from '../../../lib/format-odds.ts';
import { formatInstant } from '../../../lib/relative-time.ts';
import { MARKET_LABELS, quoteText } from './odds-format.ts';

type Market = 'h2h' | 'spreads' | 'totals';

// Okabe-Ito hues (colour-blind safe) with dash patterns, so no series rests on colour alone.
const COLOURS = [
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
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];
const W = 640;
const H = 220;
const PAD = { left: 52, right: 16, top: 12, bottom: 30 };

const shortTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  timeZone: 'America/New_York',
});

function ourLine(detail: GameDetailResponse, market: Market): number | null {
  const p = detail.prediction;
  if (!p || p.status === 'no_pick') return null;
  if (market === 'spreads') return p.predictedMargin === 0 ? 0 : -p.predictedMargin;
  return market === 'totals' ? p.predictedTotal : null;
}

export function LineHistoryChart({ detail, market }: { detail: GameDetailResponse; market: Market }) {
  const series = detail.odds.history.filter((h) => h.market === market);
  const value = (p: { line: number | null; price: number | null }) => (market === 'h2h' ? p.price : p.line);
  const points = series.flatMap((s) =>
    s.points.flatMap((p) =>
      value(p) === null ? [] : [{ t: Date.parse(p.capturedAt), v: value(p) as number }],
    ),
  );
  if (points.length === 0 || detail.odds.closingLineOnly) return null;
  const kickoff = Date.parse(detail.game.kickoff);
  const asOf = Date.parse(detail.asOf);
  const t0 = Math.min(...points.map((p) => p.t));
  const t1 = Math.max(...points.map((p) => p.t), Math.min(kickoff, asOf), t0 + 3_600_000);
  const mine = ourLine(detail, market);
  const values = [...points.map((p) => p.v), ...(mine === null ? [] : [mine])];
  const lo = Math.floor(Math.min(...values) - 0.5);
  const hi = Math.ceil(Math.max(...values) + 0.5);
  const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const ticks = [lo, lo + (hi - lo) / 2, hi];
  const what =
    market === 'h2h'
      ? `${detail.game.home.code} moneyline`
      : market === 'spreads'
        ? `${detail.game.home.code} spread`
        : 'total';
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-moss-100">
        {MARKET_LABELS[market]} history: {what}, one line per book from the first line we stored
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-2 w-full max-w-3xl"
        role="img"
        aria-label={`${MARKET_LABELS[market]} line history chart; the table below lists the same figures`}
      >
        {ticks.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#173a27" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#a9c9b4">
              {market === 'spreads'
                ? quoteText('spreads', { line: v, price: null })
                : Math.round(v * 10) / 10}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={H - 8} fontSize="12" fill="#a9c9b4">
          {shortTime.format(t0)}
        </text>
        <text x={W - PAD.right} y={H - 8} fontSize="12" fill="#a9c9b4" textAnchor="end">
          {shortTime.format(t1)}
        </text>
        {kickoff <= t1 && (
          <g>
            <line
              x1={x(kickoff)}
              x2={x(kickoff)}
              y1={PAD.top}
              y2={H - PAD.bottom}
              stroke="#a9c9b4"
              strokeDasharray="4 4"
            />
            <text x={x(kickoff) - 4} y={PAD.top + 10} fontSize="12" fill="#a9c9b4" textAnchor="end">
              Kickoff
            </text>
          </g>
        )}
        {mine !== null && (
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(mine)}
            y2={y(mine)}
            stroke="#fde68a"
            strokeWidth="2"
            strokeDasharray="10 5"
          />
        )}
        {series.map((s, i) => {
          const pts = s.points.filter((p) => value(p) !== null);
          if (pts.length === 0) return null;
          let d = '';
          pts.forEach((p, j) => {
            const px = x(Date.parse(p.capturedAt));
            const py = y(value(p) as number);
            d += j === 0 ? `M${px},${py}` : `H${px}V${py}`;
          });
          d += `H${x(t1)}`;
          return (
            <g key={s.book}>
              <path
                d={d}
                fill="none"
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth="2"
                strokeDasharray={DASHES[i % DASHES.length]}
              />
              <circle
                cx={x(Date.parse(pts[0]?.capturedAt ?? ''))}
                cy={y(value(pts[0] ?? { line: 0, price: 0 }) ?? 0)}
                r="3.5"
                fill={COLOURS[i % COLOURS.length]}
              />
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-moss-300">
        {series.map((s, i) => (
          <li key={s.book} className="flex items-center gap-1.5">
            <svg width="22" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="22"
                y1="4"
                y2="4"
                stroke={COLOURS[i % COLOURS.length]}
                strokeWidth="2"
                strokeDasharray={DASHES[i % DASHES.length]}
              />
            </svg>
            {bookName(s.book)}
          </li>
        ))}
        {mine !== null && (
          <li className="flex items-center gap-1.5">
            <svg width="22" height="8" aria-hidden="true">
              <line x1="0" x2="22" y1="4" y2="4" stroke="#fde68a" strokeWidth="2" strokeDasharray="10 5" />
            </svg>
            Our line ({quoteText(market, { line: mine, price: null })})
          </li>
        )}
      </ul>
      <ul
        className="mt-3 space-y-1 text-sm text-moss-300"
        aria-label={`${MARKET_LABELS[market]} open to latest by book`}
      >
        {series.map((s) => {
          const first = s.points[0];
          const last = s.points.at(-1);
          if (!first || !last) return null;
          return (
            <li key={s.book}>
              <span className="font-semibold text-moss-100">{bookName(s.book)}</span>:{' '}
              {quoteText(market, first)} (first stored {formatInstant(first.capturedAt)}) →{' '}
              {quoteText(market, last)} ({formatInstant(last.capturedAt)}), {s.points.length - 1}{' '}
              {s.points.length === 2 ? 'move' : 'moves'}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
