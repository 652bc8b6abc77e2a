import { CalendarX, Database } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useDataStatus } from '../api/get-data-status.ts';
import { FILL_COMMANDS, noDataLoaded } from '../lib/first-run.ts';

/** What a first run with no data needs to know: why nothing shows, and the two commands that fill it. */
export function FirstRunSteps() {
  return (
    <EmptyState icon={Database} title="No NFL data loaded yet">
      <p>
        This server has no schedule, lines or reports yet: it has no internet and no data pack to read from.
        Restart it with one of these:
      </p>
      <ul className="mt-3 space-y-2 text-left">
        {FILL_COMMANDS.map((c) => (
          <li key={c.command}>
            <span className="text-sm text-moss-300">{c.what}</span>
            <code className="mt-1 block rounded-lg bg-canopy-950 px-3 py-2 text-sm text-moss-100 wrap-anywhere">
              {c.command}
            </code>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        <Link to="/status" className="text-banana-400 underline-offset-2 hover:underline">
          See each source’s state
        </Link>
      </p>
    </EmptyState>
  );
}

/** An empty week: the first-run steps when no source has any data, else the ordinary "check back" note. */
export function NoPicksYet() {
  const status = useDataStatus();
  if (status.data && noDataLoaded(status.data.sources)) return <FirstRunSteps />;
  return (
    <EmptyState icon={CalendarX} title="No picks available yet">
      <p>Check back Tuesday for the latest gorilla intel!</p>
    </EmptyState>
  );
}
