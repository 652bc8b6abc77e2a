import { Link } from 'react-router';
import type { AlertsResponse } from '../../../../shared/api/alerts.ts';
import { assumedPricesText, formatUnits } from '../../../lib/format-odds.ts';
import { timeAgo } from '../../../lib/relative-time.ts';

/**
 * The panel's box: the week's alert count and, under it, the newest alerts of that same count, so a
 * number never sits above an empty box. Times are from the server's clock (replay reads right).
 */
export function WeekAlerts({ data }: { data: AlertsResponse }) {
  const { summary, alerts } = data;
  const now = new Date(data.asOf);
  const s = summary;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-3">
        <div title={`Alerts for ${data.weekLabel} games of ${data.season}, as of the server's clock`}>
          <dt className="text-xs text-moss-300">Alerts sent</dt>
          <dd className="text-2xl font-semibold tabular-nums">{s.alerts}</dd>
          <dd className="text-xs text-moss-300">{data.weekLabel}</dd>
        </div>
        <div title={`Wins over decided alerts that implied a side; n = ${s.graded} graded this week`}>
          <dt className="text-xs text-moss-300">Hit rate</dt>
          <dd className="text-2xl font-semibold tabular-nums">
            {s.hitRate === null ? '—' : `${Math.round(s.hitRate * 100)}%`}
          </dd>
          <dd className="text-xs text-moss-300">{s.graded ? `n=${s.graded}` : 'none graded yet'}</dd>
        </div>
        <div title="Units won staking 1 unit on each graded alert at the price shown">
          <dt className="text-xs text-moss-300">Profit</dt>
          <dd className="text-2xl font-semibold tabular-nums">{s.graded ? formatUnits(s.units) : '—'}</dd>
          {s.assumedPrices > 0 && (
            <dd className="text-xs text-moss-300">{assumedPricesText(s.assumedPrices)}</dd>
          )}
        </div>
      </dl>
      {alerts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-canopy-600 p-3 text-sm text-moss-300">
          No alerts for {data.weekLabel} yet: the jungle is quiet.
        </p>
      ) : (
        <div>
          <p className="mb-2 text-xs text-moss-300">
            {alerts.length < s.alerts
              ? `The newest ${alerts.length} of ${s.alerts} sent:`
              : `${s.alerts === 1 ? 'The one alert' : `All ${s.alerts}`} sent:`}
          </p>
          <ul aria-label="Newest alerts" className="space-y-2">
            {alerts.map((a) => (
              <li key={a.id} className="rounded-lg border border-canopy-700 p-2 text-sm">
                <Link to={`/games/${a.game.id}`} className="font-semibold text-moss-100 hover:underline">
                  {a.title}
                </Link>
                <span className="block text-xs text-moss-300">
                  {a.game.awayTeam} at {a.game.homeTeam} · {timeAgo(a.detectedAt, now)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
