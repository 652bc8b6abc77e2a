import type { AlertPanelSummary, AlertTypeValue, UrgencyValue } from '../../../../shared/api/alerts.ts';
import { keysOf } from '../../../../shared/guards.ts';
import { cn } from '../../../lib/cn.ts';
import { ALERT_TYPE_LOOK } from './alert-types.ts';

const TILE =
  'flex min-h-11 flex-col items-start rounded-xl border border-control bg-canopy-900 px-3 py-2 text-left text-sm aria-pressed:border-banana-400 aria-pressed:bg-canopy-700';

/** The five type tiles (All + four types) with their counts: each one filters the feed. */
export function AlertTypeTiles({
  summary,
  type,
  onSelect,
}: {
  summary: AlertPanelSummary;
  type: AlertTypeValue | 'all';
  onSelect: (type: AlertTypeValue | 'all') => void;
}) {
  const tiles: { key: AlertTypeValue | 'all'; label: string; count: number }[] = [
    { key: 'all', label: 'All', count: summary.alerts },
    ...keysOf(ALERT_TYPE_LOOK).map((k) => ({
      key: k,
      label: ALERT_TYPE_LOOK[k].label,
      count: summary.byType[k],
    })),
  ];
  return (
    <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-5">
      <legend className="sr-only">Alert type</legend>
      {tiles.map((t) => (
        <button
          key={t.key}
          type="button"
          aria-pressed={type === t.key}
          className={TILE}
          onClick={() => onSelect(t.key)}
        >
          <span className="text-moss-200">{t.label}</span>
          <span className="font-display text-xl tabular-nums text-moss-100">{t.count}</span>
        </button>
      ))}
    </fieldset>
  );
}

const URGENCIES: (UrgencyValue | 'all')[] = ['all', 'high', 'medium', 'low'];

export function UrgencyFilter({
  value,
  onSelect,
}: {
  value: UrgencyValue | 'all';
  onSelect: (u: UrgencyValue | 'all') => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Urgency</legend>
      {URGENCIES.map((u) => (
        <button
          key={u}
          type="button"
          aria-pressed={value === u}
          onClick={() => onSelect(u)}
          className={cn(
            'h-11 rounded-lg border border-control px-4 text-sm font-semibold text-moss-200',
            'aria-pressed:bg-canopy-700 aria-pressed:text-banana-400',
          )}
        >
          {u === 'all' ? 'All' : `${u[0]?.toUpperCase()}${u.slice(1)}`}
        </button>
      ))}
    </fieldset>
  );
}
