import { CalendarClock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useCurrentWeek } from '../api/get-current-week.ts';
import { resultsLag } from '../lib/results-lag.ts';

/**
 * Says what the data is when its results lag the calendar (decision 150): the same sentence on every page
 * that shows a week's results or a season's record (Home, Weekly Picks, the Leaderboard, Juice Watch, Past
 * Picks, /model, the Dashboard and the Profile's picks; decision 155), so "Week 12", an empty board or a
 * record ending last season is not read as a season the app knows.
 */
export function ResultsLagNotice({ className }: { className?: string }) {
  const current = useCurrentWeek().data;
  const lag = current && resultsLag(current);
  if (!lag) return null;
  return (
    <p
      className={cn(
        'flex items-start gap-2 rounded-lg border border-banana-400/40 bg-canopy-900 p-3 text-sm text-moss-200',
        className,
      )}
    >
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-banana-400" aria-hidden="true" />
      <span>{lag.text}</span>
    </p>
  );
}
