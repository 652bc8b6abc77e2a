// Line history (UI.md §2, §5): each book's captured lines over the last 6 h, 24 h or all we stored,
// drawn (line-history-plot.tsx) and listed as text. It says plainly when there is nothing to draw (only
// the closing line), when each book was stored once, and when no line moved inside the chosen window.
import type { GameDetailResponse } from '../../../../shared/api/game-detail.ts';
import { formatInstant } from '../../../lib/format.ts';
import { bookName } from '../../../lib/format-odds.ts';
import { HISTORY_WINDOWS, type HistoryWindowId, windowHistory } from '../lib/history-window.ts';
import { COLOURS, DASHES, LineHistoryPlot, OUR_LINE } from './line-history-plot.tsx';
import { MARKET_LABELS, quoteText } from './odds-format.ts';

type Market = 'h2h' | 'spreads' | 'totals';
type Point = GameDetailResponse['odds']['history'][number]['points'][number];

function ourLine(detail: GameDetailResponse, market: Market): number | null {
  const p = detail.prediction;
  if (!p || p.status === 'no_pick' || p.status === 'withheld') return null;
  if (market === 'spreads') return p.predictedMargin === 0 ? 0 : -p.predictedMargin;
  return market === 'totals' ? p.predictedTotal : null;
}

function Swatch({ stroke, dash }: { stroke: string; dash: string }) {
  return (
    <svg width="22" height="8" aria-hidden="true">
      <line x1="0" x2="22" y1="4" y2="4" stroke={stroke} strokeWidth="2" strokeDasharray={dash} />
    </svg>
  );
}

export function LineHistoryChart({
  detail,
  market,
  historyWindow,
  onWindowChange,
}: {
  detail: GameDetailResponse;
  market: Market;
  historyWindow: HistoryWindowId;
  onWindowChange: (next: HistoryWindowId) => void;
}) {
  const label = MARKET_LABELS[market];
  if (detail.odds.closingLineOnly) {
    return (
      <p className="mt-4 text-sm text-moss-300">
        No {label.toLowerCase()} history to chart: the only line we hold for this game is nflverse’s closing
        line, stored at kickoff.
      </p>
    );
  }
  const value = (p: Point) => (market === 'h2h' ? p.price : p.line);
  const series = detail.odds.history
    .filter((h) => h.market === market)
    .map((h) => ({ book: h.book, points: h.points.filter((p) => value(p) !== null) }));
  const bounds = { kickoffMs: Date.parse(detail.game.kickoff), asOfMs: Date.parse(detail.asOf) };
  const history = windowHistory(series, (p) => Date.parse(p.capturedAt), historyWindow, bounds);
  if (!history) return null;
  const mine = ourLine(detail, market);
  const what =
    market === 'h2h'
      ? `${detail.game.home.code} moneyline`
      : market === 'spreads'
        ? `${detail.game.home.code} spread`
        : 'total';
  const span =
    historyWindow === 'all'
      ? 'from the first line we stored'
      : `over the last ${historyWindow.replace('h', ' h')}`;
  const until = bounds.kickoffMs <= history.end ? 'kickoff' : 'now';
  const singleCaptures = series.every((s) => s.points.length <= 1);
  return (
    <figure className="mt-4">
      <figcaption className="text-sm font-semibold text-moss-100">
        {label} history: {what}, one line per book {span}
      </figcaption>
      <fieldset className="mt-2 flex flex-wrap gap-2">
        <legend className="sr-only">History window</legend>
        {HISTORY_WINDOWS.map((w) => (
          <button
            key={w.id}
            type="button"
            aria-pressed={historyWindow === w.id}
            onClick={() => onWindowChange(w.id)}
            className="h-11 min-w-14 rounded-lg border border-control bg-canopy-900 px-3 text-sm text-moss-200 aria-pressed:border-banana-400 aria-pressed:bg-canopy-700 aria-pressed:text-banana-400"
          >
            {w.label}
          </button>
        ))}
      </fieldset>
      {history.captures === 0 ? (
        <p role="status" className="mt-2 text-sm text-banana-300">
          No line was stored in the {historyWindow.replace('h', ' h')} before {until}: each book shows the
          line it has held since our last capture (
          {formatInstant(new Date(history.lastCapture).toISOString())}).
        </p>
      ) : (
        singleCaptures && (
          <p className="mt-2 text-sm text-moss-300">
            We stored each book once so far: the chart shows where each line stands, not a movement.
          </p>
        )
      )}
      <LineHistoryPlot
        history={history}
        value={value}
        market={market}
        ours={mine}
        kickoffMs={bounds.kickoffMs}
        label={`${label} line history chart, ${span}; the list below gives the same figures`}
      />
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-moss-300">
        {history.series.map((s, i) => (
          <li key={s.book} className="flex items-center gap-1.5">
            <Swatch stroke={COLOURS[i % COLOURS.length] ?? '#fff'} dash={DASHES[i % DASHES.length] ?? ''} />
            {bookName(s.book)}
          </li>
        ))}
        {mine !== null && (
          <li className="flex items-center gap-1.5">
            <Swatch stroke={OUR_LINE.stroke} dash={OUR_LINE.dash} />
            Our line ({quoteText(market, { line: mine, price: null })})
          </li>
        )}
      </ul>
      <ul
        className="mt-3 space-y-1 text-sm text-moss-300"
        aria-label={historyWindow === 'all' ? `${label} open to latest by book` : `${label} ${span} by book`}
      >
        {history.series.map((s) => {
          const first = s.points[0];
          const last = s.points.at(-1);
          if (!first || !last) return null;
          const from = first.carried
            ? `held since ${formatInstant(first.point.capturedAt)}`
            : `${s.opensInWindow ? 'first stored' : 'stored'} ${formatInstant(first.point.capturedAt)}`;
          return (
            <li key={s.book}>
              <span className="font-semibold text-moss-100">{bookName(s.book)}</span>:{' '}
              {quoteText(market, first.point)} ({from}) → {quoteText(market, last.point)} (
              {formatInstant(last.point.capturedAt)}), {s.moves} {s.moves === 1 ? 'move' : 'moves'}
              {historyWindow === 'all' ? '' : ' in this window'}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
