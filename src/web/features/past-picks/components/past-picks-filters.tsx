import { isOneOf } from '../../../../shared/guards.ts';
import { Button } from '../../../components/ui/button.tsx';

/** The outcome filter's choices; 'all' shows every outcome. */
export const OUTCOME_FILTERS = ['all', 'win', 'loss', 'push'] as const;

export interface PastPicksFilterValues {
  season: number | undefined;
  week: number | undefined;
  team: string;
  outcome: (typeof OUTCOME_FILTERS)[number];
}

const WEEKS = Array.from({ length: 22 }, (_, i) => i + 1);
const PLAYOFFS: Record<number, string> = {
  19: 'Wild Card',
  20: 'Divisional',
  21: 'Conference',
  22: 'Super Bowl',
};
const FIELD = 'h-11 rounded-lg border border-control bg-canopy-950 px-3 text-sm text-moss-100';

export function PastPicksFilters({
  values,
  seasons,
  onChange,
  onClear,
}: {
  values: PastPicksFilterValues;
  seasons: number[];
  onChange: (patch: Partial<PastPicksFilterValues>) => void;
  onClear: () => void;
}) {
  return (
    <search className="flex flex-wrap items-end gap-3" aria-label="Filter past picks">
      <label className="flex flex-col gap-1 text-xs text-moss-300">
        Season
        <select
          className={FIELD}
          value={values.season ?? ''}
          onChange={(e) =>
            onChange({ season: e.target.value ? Number(e.target.value) : undefined, week: undefined })
          }
        >
          {seasons.length === 0 && <option value="">—</option>}
          {seasons.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-moss-300">
        Week
        <select
          className={FIELD}
          value={values.week ?? ''}
          onChange={(e) => onChange({ week: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">All</option>
          {WEEKS.map((w) => (
            <option key={w} value={w}>
              {PLAYOFFS[w] ? `${PLAYOFFS[w]} (week ${w})` : `Week ${w}`}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-moss-300">
        Team
        <input
          type="search"
          className={`${FIELD} w-44`}
          placeholder="KC or Chiefs"
          maxLength={40}
          value={values.team}
          onChange={(e) => onChange({ team: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-moss-300">
        Outcome
        <select
          className={FIELD}
          value={values.outcome}
          onChange={(e) => isOneOf(OUTCOME_FILTERS, e.target.value) && onChange({ outcome: e.target.value })}
        >
          <option value="all">All</option>
          <option value="win">Win</option>
          <option value="loss">Loss</option>
          <option value="push">Push</option>
        </select>
      </label>
      <Button variant="secondary" onClick={onClear}>
        Clear Filters
      </Button>
    </search>
  );
}
