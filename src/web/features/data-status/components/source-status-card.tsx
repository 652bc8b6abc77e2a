import { AlertTriangle, CheckCircle2, CircleDashed, CircleOff, Clock } from 'lucide-react';
import type { SourceStatus } from '../../../../shared/api/data-status.ts';
import { cn } from '../../../lib/cn.ts';
import { formatInstant, timeAgo } from '../../../lib/relative-time.ts';

const STATES = {
  ok: { label: 'Fresh', icon: CheckCircle2, tone: 'border-leaf-500/40 text-leaf-400' },
  stale: { label: 'Stale', icon: Clock, tone: 'border-banana-500/50 text-banana-400' },
  failing: { label: 'Failing', icon: AlertTriangle, tone: 'border-ember-500/50 text-ember-400' },
  never_run: { label: 'Not loaded yet', icon: CircleDashed, tone: 'border-canopy-500 text-moss-300' },
  off: { label: 'Off', icon: CircleOff, tone: 'border-canopy-500 text-moss-300' },
} as const;

const count = new Intl.NumberFormat('en-US');

export function SourceStatusCard({ source, now }: { source: SourceStatus; now: Date }) {
  const state = STATES[source.state];
  const Icon = state.icon;
  return (
    <li className="rounded-xl border border-canopy-700 bg-canopy-900/70 p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-moss-100">{source.label}</h2>
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
            state.tone,
          )}
        >
          <Icon className="size-3.5" aria-hidden="true" />
          {state.label}
        </span>
      </div>
      {source.offReason && <p className="mt-2 text-sm text-moss-300">{source.offReason}</p>}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-moss-300">Last update</dt>
        <dd className="text-moss-100">
          {source.lastSuccessAt ? (
            <time dateTime={source.lastSuccessAt} title={formatInstant(source.lastSuccessAt)}>
              {timeAgo(source.lastSuccessAt, now)}
            </time>
          ) : (
            'Never'
          )}
        </dd>
        {source.dataAsOf && (
          <>
            <dt className="text-moss-300">Data as of</dt>
            <dd className="text-moss-100">{formatInstant(source.dataAsOf)}</dd>
          </>
        )}
        {source.rows && (
          <>
            <dt className="text-moss-300">Last run</dt>
            <dd className="text-moss-100">
              {count.format(source.rows.inserted)} new · {count.format(source.rows.updated)} updated ·{' '}
              {count.format(source.rows.unchanged)} unchanged
            </dd>
          </>
        )}
      </dl>
      {source.lastError && (
        <p className="mt-3 rounded-lg bg-ember-500/10 px-3 py-2 text-sm text-ember-400">
          Failed {timeAgo(source.lastFailureAt, now)}: {source.lastError}
          {source.lastSuccessAt && ' We keep serving the data we already have.'}
        </p>
      )}
    </li>
  );
}
