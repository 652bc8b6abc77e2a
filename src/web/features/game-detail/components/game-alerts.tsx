import type { AlertView } from '../../../../shared/api/alerts.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { OutcomeBadge } from '../../../components/ui/outcome-badge.tsx';
import { formatInstant } from '../../../lib/format.ts';

const TYPE = {
  line_movement: 'Line movement',
  injury: 'Injury',
  weather: 'Weather',
  sharp_money: 'Steam',
} as const;

export function GameAlerts({ alerts }: { alerts: AlertView[] }) {
  if (alerts.length === 0) return <p className="text-moss-300">No Juice Watch alert for this game so far.</p>;
  return (
    <ul className="space-y-2">
      {alerts.map((a) => (
        <li key={a.id} className="rounded-lg border border-canopy-700 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <Badge>{TYPE[a.type]}</Badge>
            <Badge tone={a.urgency === 'high' ? 'negative' : a.urgency === 'medium' ? 'warning' : 'neutral'}>
              {a.urgency} urgency
            </Badge>
            <span className="font-semibold text-moss-100">{a.title}</span>
            {a.grade && <OutcomeBadge outcome={a.grade.outcome} long />}
          </p>
          {a.oldValue && a.newValue && (
            <p className="mt-1 tabular-nums">
              {a.oldValue} → {a.newValue}
            </p>
          )}
          <p className="mt-1 text-moss-300" title={a.source}>
            {a.impact} · {formatInstant(a.detectedAt)}
          </p>
        </li>
      ))}
    </ul>
  );
}
