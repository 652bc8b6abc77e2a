import { CalendarClock } from 'lucide-react';
import { useCurrentWeek } from '../api/get-current-week.ts';
import { resultsLag } from '../lib/results-lag.ts';

/**
 * Says what the data is when its results lag the calendar (decision 150): the same sentence on Home and
 * Weekly Picks, above the week's labels, so "Week 12" is not read as a season the app knows.
 */
export function ResultsLagNotice() {
  const current = useCurrentWeek().data;
  const lag = current && resultsLag(current);
  if (!lag) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg border border-banana-400/40 bg-canopy-900 p-3 text-sm text-moss-200">
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-banana-400" aria-hidden="true" />
      <span>{lag.text}</span>
    </p>
  );
}
