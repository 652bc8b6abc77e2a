import type { AlertsResponse } from '../../../../shared/api/alerts.ts';
import { assumedPricesText, formatUnits } from '../../../lib/format-odds.ts';

/** The panel's record: the hit rate and units appear only once alerts have been graded, with n. */
export function AlertRecord({ data }: { data: AlertsResponse }) {
  const s = data.summary;
  return (
    <p className="text-sm text-moss-300">
      {data.weekLabel} {data.season}: {s.alerts} {s.alerts === 1 ? 'alert' : 'alerts'}
      {s.graded === 0 ? (
        <> · none graded yet (line moves and steam are graded once the final score is in)</>
      ) : (
        <span title="Each graded alert: did the side the market moved toward cover the line at the alert? One unit at the price shown, −110 without one.">
          {' '}
          · graded {s.graded} ({s.wins}–{s.losses}–{s.pushes}) · hit rate{' '}
          {s.hitRate === null ? '—' : `${(s.hitRate * 100).toFixed(1)}%`} (n = {s.wins + s.losses}) ·{' '}
          {formatUnits(s.units)}
          {s.assumedPrices > 0 && ` (${assumedPricesText(s.assumedPrices)})`}
        </span>
      )}
    </p>
  );
}
