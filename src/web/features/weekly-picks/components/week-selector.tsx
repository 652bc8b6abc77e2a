import { ChevronLeft, ChevronRight, Crosshair } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { weekName } from '../../../lib/game-names.ts';
import { weekStatus } from '../lib/pick-display.ts';

interface WeekSelectorProps {
  week: number;
  current: number;
  /** The season's last scheduled week: 22 once the playoffs are in the schedule. */
  lastWeek: number;
  /** The last week with results loaded, when the data lags the calendar (decision 150). */
  resultsWeek?: number;
  onChange: (week: number) => void;
}

/** Spec 01 §2 week selector, reaching the playoffs and the Super Bowl (weeks 19–22, 'Playoffs'). */
export function WeekSelector({ week, current, lastWeek, resultsWeek, onChange }: WeekSelectorProps) {
  const id = useId();
  const status = weekStatus(week, current, resultsWeek);
  const weeks = Array.from({ length: lastWeek }, (_, i) => i + 1);
  return (
    <nav aria-label="Week" className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="icon"
        aria-label="Previous week"
        disabled={week <= 1}
        onClick={() => onChange(week - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <label htmlFor={id} className="sr-only">
        Choose a week
      </label>
      <select
        id={id}
        value={week}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-11 rounded-lg border border-control bg-canopy-950 px-3 text-sm font-semibold text-moss-100"
      >
        {weeks.map((w) => (
          <option key={w} value={w}>
            {weekName(w)} · {w > 18 ? 'Playoffs' : weekStatus(w, current, resultsWeek)}
          </option>
        ))}
      </select>
      <Button
        variant="secondary"
        size="icon"
        aria-label="Next week"
        disabled={week >= lastWeek}
        onClick={() => onChange(week + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="compact" disabled={week === current} onClick={() => onChange(current)}>
        <Crosshair aria-hidden="true" /> Jump to Current
      </Button>
      <span className="flex items-center gap-2 text-sm text-moss-200">
        {week > 18 && <Badge tone="warning">Playoffs</Badge>}
        {status}
        {status === 'Live Week' && <Badge tone="positive">CURRENT</Badge>}
      </span>
    </nav>
  );
}
