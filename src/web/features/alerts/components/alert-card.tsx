import { ChevronDown, ChevronsUp, Equal } from 'lucide-react';
import { Link } from 'react-router';
import type { AlertView } from '../../../../shared/api/alerts.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { OutcomeBadge } from '../../../components/ui/outcome-badge.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { formatPrice, formatUnits, PRICE_ASSUMED } from '../../../lib/format-odds.ts';
import { timeAgo } from '../../../lib/relative-time.ts';
import { ALERT_TYPE_LOOK } from './alert-types.ts';

// Urgency as a word and a shape (UI.md §2), never colour alone.
const URGENCY = {
  high: { tone: 'negative', Icon: ChevronsUp },
  medium: { tone: 'warning', Icon: Equal },
  low: { tone: 'neutral', Icon: ChevronDown },
} as const;

export function AlertCard({ alert, now }: { alert: AlertView; now: Date }) {
  const { label, Icon } = ALERT_TYPE_LOOK[alert.type];
  const urgency = URGENCY[alert.urgency];
  return (
    <Card asChild>
      <li>
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 text-sm font-semibold text-moss-200">
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </span>
          <Badge tone={urgency.tone}>
            <urgency.Icon aria-hidden="true" />
            {alert.urgency[0]?.toUpperCase()}
            {alert.urgency.slice(1)}
          </Badge>
          <time
            className="ml-auto text-xs text-moss-300"
            dateTime={alert.detectedAt}
            title={formatInstant(alert.detectedAt)}
          >
            {timeAgo(alert.detectedAt, now)}
          </time>
        </div>
        <h3 className="mt-2 font-semibold text-moss-100">{alert.title}</h3>
        <p className="mt-1 text-sm text-moss-200">{alert.description}</p>
        {alert.oldValue && alert.newValue && (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm tabular-nums">
            <span className="rounded-md border border-canopy-600 px-2 py-0.5 text-moss-300">
              {alert.oldValue}
            </span>
            <span aria-hidden="true">→</span>
            <span className="sr-only">to</span>
            <span className="rounded-md border border-banana-500/60 px-2 py-0.5 text-banana-300">
              {alert.newValue}
            </span>
          </p>
        )}
        <p className="mt-2 text-sm text-moss-300">{alert.impact}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
          {alert.team && <Badge>{alert.team}</Badge>}
          {alert.player && <Badge>{alert.player}</Badge>}
          <Link to={`/games/${alert.game.id}`} className="text-banana-400 hover:underline">
            {alert.game.awayTeam} @ {alert.game.homeTeam}
          </Link>
          {alert.grade && (
            <span
              className="flex items-center gap-1"
              title={`Graded at ${formatInstant(alert.grade.knownAt)} against the line at the alert, one unit at ${alert.grade.priceAssumed ? PRICE_ASSUMED : formatPrice(alert.grade.price)}`}
            >
              <OutcomeBadge outcome={alert.grade.outcome} long />
              {formatUnits(alert.grade.units)}
              {alert.grade.priceAssumed && <span className="text-moss-300">({PRICE_ASSUMED})</span>}
            </span>
          )}
        </div>
        <p className="mt-2 text-xs text-moss-300">Source: {alert.source}</p>
      </li>
    </Card>
  );
}
