import { BellOff } from 'lucide-react';
import { Link } from 'react-router';
import type { RecentAlertsResponse } from '../../../../shared/api/dashboard.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatInstant } from '../../../lib/format.ts';

const TYPE = {
  line_movement: 'Line Movement',
  injury: 'Injury',
  weather: 'Weather',
  sharp_money: 'Sharp Money',
};
const URGENCY = { high: 'negative', medium: 'warning', low: 'neutral' } as const;

/** At most 5 alerts (spec 01 §9), filtered by the person's teams and alert preferences. */
export function RecentAlertsList({ data }: { data: RecentAlertsResponse }) {
  const scope =
    data.filter.teams.length === 0
      ? 'All teams (choose favourites on your Profile to narrow this)'
      : `Games of ${data.filter.teams.join(', ')}`;
  const viewAll = (
    <Button asChild variant="secondary">
      <Link to="/alerts">View All Alerts</Link>
    </Button>
  );
  if (data.pausedUntil !== null) {
    return (
      <EmptyState icon={BellOff} title="Alerts paused">
        <p>
          You are taking a break, so alerts are paused
          {data.pausedUntil === 'permanent' ? ' for good' : ` until ${formatInstant(data.pausedUntil)}`}.
        </p>
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-moss-300">
        {scope} · types: {data.filter.types.map((t) => TYPE[t]).join(', ')}.
      </p>
      {data.alerts.length === 0 ? (
        <EmptyState icon={BellOff} title="No Recent Alerts" action={viewAll}>
          <p>Nothing matched your teams and alert preferences yet.</p>
        </EmptyState>
      ) : (
        <>
          <ul className="space-y-3">
            {data.alerts.map((a) => (
              <Card asChild key={a.id}>
                <li>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-moss-300">
                    <Badge tone="neutral">{TYPE[a.type]}</Badge>
                    <Badge tone={URGENCY[a.urgency]}>{a.urgency} urgency</Badge>
                    <time dateTime={a.time}>{formatInstant(a.time)}</time>
                  </div>
                  <p className="mt-1 font-semibold text-moss-100">{a.title}</p>
                  <p className="text-sm text-moss-200">{a.description}</p>
                </li>
              </Card>
            ))}
          </ul>
          {viewAll}
        </>
      )}
    </div>
  );
}
