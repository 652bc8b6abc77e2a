import { CircleCheck, CircleDashed, CircleOff, Clock, TriangleAlert } from 'lucide-react';
import type { SourceStatus } from '../../../../shared/api/data-status.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { timeAgo } from '../../../lib/relative-time.ts';

const STATES = {
  ok: { label: 'Fresh', icon: CircleCheck, tone: 'positive' },
  stale: { label: 'Stale', icon: Clock, tone: 'warning' },
  failing: { label: 'Failing', icon: TriangleAlert, tone: 'negative' },
  never_run: { label: 'Not loaded yet', icon: CircleDashed, tone: 'neutral' },
  off: { label: 'Off', icon: CircleOff, tone: 'neutral' },
} as const satisfies Record<SourceStatus['state'], { label: string; icon: unknown; tone: BadgeTone }>;

const count = new Intl.NumberFormat('en-US');

export function SourceStatusCard({ source, now }: { source: SourceStatus; now: Date }) {
  const state = STATES[source.state];
  const Icon = state.icon;
  return (
    // min-w-0 and wrap-anywhere: a failing source's error holds long URLs with no break opportunity, which
    // made /status 650 px wide on a 390 px phone (issue 21). The full text stays, wrapped anywhere.
    <Card asChild className="min-w-0">
      <li>
        <CardHeader>
          <h2 className="font-semibold text-moss-100">{source.label}</h2>
          <Badge tone={state.tone}>
            <Icon aria-hidden="true" />
            {state.label}
          </Badge>
        </CardHeader>
        {source.offReason && <p className="mt-2 text-sm text-moss-300 wrap-anywhere">{source.offReason}</p>}
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
          <p className="mt-3 rounded-lg bg-ember-500/10 px-3 py-2 text-sm text-ember-400 wrap-anywhere">
            Failed {timeAgo(source.lastFailureAt, now)}: {source.lastError}
            {source.lastSuccessAt && ' We keep serving the data we already have.'}
          </p>
        )}
      </li>
    </Card>
  );
}
