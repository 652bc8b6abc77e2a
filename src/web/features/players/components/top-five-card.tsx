import { Flame } from 'lucide-react';
import { Link } from 'react-router';
import type { TopFiveItem } from '../../../../shared/api/players.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PlayerAvatar } from '../../../components/ui/player-avatar.tsx';
import { formatKickoff } from '../../../lib/format.ts';
import { confidenceBadge, valueTier } from './tiers.ts';

const money = (n: number) => `$${n.toLocaleString('en-US')}`;

/** One Top 5 player (UI.md §2 player card): who and when, ggScore and tier, then the DFS figures. */
export function TopFiveCard({ player: p, rank }: { player: TopFiveItem; rank: number }) {
  const badge = confidenceBadge(p.ggScore);
  const value = valueTier(p.valueRating);
  return (
    <Card asChild>
      <li className="flex flex-col gap-3">
        <div className="flex items-start gap-3">
          <PlayerAvatar name={p.name} src={p.headshotUrl} className="size-12" />
          <div className="min-w-0 flex-1">
            <h3 className="font-semibold text-moss-100">
              <span className="text-moss-300">#{rank} </span>
              <Link to={`/players/${p.id}`} className="underline-offset-2 hover:underline">
                {p.name}
              </Link>
            </h3>
            <p className="text-sm text-moss-300">
              {/* The app's one kickoff format (the viewer's zone, named), as Weekly Picks shows it; the API's
                  New York `kickoffEt` read "ET" on every screen but this one's neighbours (issue 21). */}
              {p.position} · {p.matchup} · <time dateTime={p.kickoff}>{formatKickoff(p.kickoff)}</time>
            </p>
          </div>
          <div className="text-right">
            <p className="font-display text-2xl tabular-nums text-banana-400">{p.ggScore.toFixed(1)}</p>
            <p className="text-xs text-moss-300">ggScore</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge tone={badge.tone}>{badge.label} confidence</Badge>
          {p.highScoring && (
            <Badge tone="warning">
              <Flame aria-hidden="true" /> High scoring · total {p.total}
            </Badge>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Figure label="Salary (DK)">{p.salary === null ? '— not published' : money(p.salary)}</Figure>
          <Figure label="Projected DK pts">
            {p.projectedPoints.toFixed(1)}{' '}
            <span className="text-xs text-moss-300">
              ({p.low.toFixed(1)}–{p.high.toFixed(1)})
            </span>
          </Figure>
          <Figure label="Value (0–10)">
            <span className={value.className}>
              {p.valueRating === null ? '—' : p.valueRating.toFixed(1)}{' '}
              <span className="text-xs">{value.label}</span>
            </span>
          </Figure>
          <Figure label="Projected ownership">
            {p.ownership === null ? '—' : `${p.ownership.toFixed(1)}%`}
          </Figure>
        </dl>
        {p.weatherImpact && (
          <p className="text-xs text-moss-300">
            Weather:{' '}
            {p.weatherImpact.score === null
              ? p.weatherImpact.reason
              : `${Math.round(p.weatherImpact.score)}/100 — ${p.weatherImpact.reason}`}
          </p>
        )}
        <p className="text-sm text-moss-200">{p.commentary}</p>
      </li>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-moss-300">{label}</dt>
      <dd className="tabular-nums text-moss-100">{children}</dd>
    </div>
  );
}
