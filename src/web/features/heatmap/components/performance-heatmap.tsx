import { useEffect, useMemo, useState } from 'react';
import type { PlayerCard } from '../../../../shared/api/players.ts';
import {
  CYCLE_MS,
  cellOpacity,
  type HeatmapPlayer,
  heatmapPlayers,
  heatmapSummary,
  knownRange,
  METRIC_LABELS,
  METRICS,
  type Metric,
  metricFigure,
  metricLevel,
  nextMetric,
} from '../lib/heatmap.ts';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const lastName = (name: string) => name.split(' ').slice(1).join(' ') || name;

/**
 * 'Performance Heatmap': the week's players with a BioBoost, 8 columns (4 on a phone). The metric
 * cycles every 5 s, except while the pointer or focus is on the map or the user prefers reduced
 * motion; a metric button selects it directly. Hover or focus a cell for its details.
 */
export function PerformanceHeatmap({ players: cards }: { players: readonly PlayerCard[] }) {
  const players = useMemo(() => heatmapPlayers(cards), [cards]);
  const [metric, setMetric] = useState<Metric>('sleepScore');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [detail, setDetail] = useState<HeatmapPlayer | null>(null);
  const [still] = useState(reducedMotion);
  const paused = hovered || focused || still;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setMetric(nextMetric), CYCLE_MS);
    return () => clearInterval(timer);
  }, [paused]);

  if (players.length === 0)
    return <p className="text-moss-300">No player of this week has a BioBoost yet.</p>;
  const range = knownRange(players.map((p) => p.values[metric]));
  const summary = heatmapSummary(players);

  return (
    // Pointer and focus anywhere on the map pause the cycling (UI.md §3 Heatmaps): a listener, not a control.
    // biome-ignore lint/a11y/noStaticElementInteractions: the controls inside are buttons; this only pauses
    <div
      className="space-y-3"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <fieldset className="flex flex-wrap gap-1">
          <legend className="sr-only">Metric</legend>
          {METRICS.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={metric === m}
              onClick={() => setMetric(m)}
              className="h-11 rounded-lg border border-control px-3 text-sm font-semibold text-moss-200 aria-pressed:bg-canopy-700 aria-pressed:text-banana-400"
            >
              {METRIC_LABELS[m]}
            </button>
          ))}
        </fieldset>
        <p className="text-xs text-moss-300">
          {still
            ? 'Reduced motion: the metric changes only when you choose one.'
            : paused
              ? 'Paused while you explore the map.'
              : 'Cycles every 5 seconds.'}
        </p>
      </div>
      <ul
        aria-label={`${METRIC_LABELS[metric]} by player`}
        className="grid grid-cols-4 gap-1.5 md:grid-cols-8"
      >
        {players.map((p) => {
          const value = p.values[metric];
          const level = metricLevel(metric, value);
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-label={`${p.name}, ${p.position} ${p.team}: ${METRIC_LABELS[metric]} ${metricFigure(value)}, ${level}`}
                onMouseEnter={() => setDetail(p)}
                onFocus={() => setDetail(p)}
                className="relative flex h-16 w-full flex-col items-start justify-between overflow-hidden rounded-md border border-canopy-700 p-1 text-left"
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-0 bg-banana-400"
                  style={{ opacity: value === null || !range ? 0 : cellOpacity(value, range.min, range.max) }}
                />
                <span className="relative max-w-full truncate rounded bg-canopy-950 px-1 text-xs text-moss-100">
                  {lastName(p.name)}
                </span>
                <span className="relative rounded bg-canopy-950 px-1 text-xs font-semibold tabular-nums text-moss-100">
                  {metricFigure(value)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="min-h-10 text-sm text-moss-200">
        {detail
          ? `${detail.name} (${detail.position}, ${detail.team}): BioBoost ${metricFigure(detail.values.bioBoostScore)}, sleep ${metricFigure(detail.values.sleepScore)}, T-Index ${metricFigure(detail.values.testosteroneProxy)}, hydration ${metricFigure(detail.values.hydrationLevel)}. ${detail.reasons[metric] ?? ''}`
          : 'Hover over or focus a player for his figures.'}
      </p>
      <p className="text-sm text-moss-300">
        Of {players.length} players: <strong className="text-moss-100">{summary.elite}</strong> Elite
        (BioBoost 90+), <strong className="text-moss-100">{summary.strong}</strong> Strong (75+),{' '}
        <strong className="text-moss-100">{summary.average}</strong> Average (60+), {summary.weak} below.
      </p>
    </div>
  );
}
