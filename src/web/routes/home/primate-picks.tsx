import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { StillComputing } from '../../components/ui/still-computing.tsx';
import { NoPicksYet } from '../../features/data-status/components/no-picks-yet.tsx';
import { RgGate } from '../../features/rg/components/rg-gate.tsx';
import { useCurrentWeek } from '../../features/weekly-picks/api/get-current-week.ts';
import { useWeekPicks, type WeekPicks } from '../../features/weekly-picks/api/get-weekly-picks.ts';
import { GameCard } from '../../features/weekly-picks/components/game-card.tsx';
import { ResultsLagNotice } from '../../features/weekly-picks/components/results-lag-notice.tsx';

/** Spec 01 §9: featured picks are 3. */
const FEATURED = 3;

/** 'Primate Picks of the Week': the current week's first three games, as on Weekly Picks. */
export function PrimatePicks() {
  const current = useCurrentWeek();
  const week = current.data?.week;
  const picks = useWeekPicks(week ? { season: undefined, week } : undefined);
  const data = picks.data?.data;
  return (
    <section id="picks" aria-labelledby="picks-heading" className="scroll-mt-24 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="picks-heading" className="font-display text-xl text-banana-400">
          Primate Picks of the Week
        </h2>
        <Button asChild variant="secondary">
          <Link to="/weekly-picks">
            {/* No schedule: the server's week is a guess (issue 21), so it is not named. */}
            All {data && !current.data?.fallback ? data.weekLabel : 'this week’s'} picks{' '}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
      <ResultsLagNotice />
      <RgGate level={3}>
        <PicksBody />
      </RgGate>
    </section>
  );
}

/** The featured cards, or their loading, error, still-computing or empty state. */
export function PicksBody() {
  const current = useCurrentWeek();
  const week = current.data?.week;
  const picks = useWeekPicks(week ? { season: undefined, week } : undefined);
  const data = picks.data?.data;
  const error = current.error ?? picks.error ?? cachedError(picks.data?.cached);
  const retry = () => void Promise.all([current.refetch(), picks.refetch()]);
  const retrying = current.isFetching || picks.isFetching;
  // A failure over cards on screen keeps them under the copy's age (decision 103); it used to replace
  // them when the current week failed, and say nothing when only the picks' refresh did.
  const notice = error && (
    <ErrorState
      what="this week’s picks"
      error={error}
      onRetry={retry}
      retrying={retrying}
      savedAt={data ? (picks.data?.cached?.lastUpdated ?? picks.dataUpdatedAt) : undefined}
    />
  );
  if (!data && notice) return notice;
  return !data ? (
    <div role="status" aria-busy="true" className="grid gap-4 lg:grid-cols-3">
      <span className="sr-only">Loading this week’s picks…</span>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-56" />
      ))}
    </div>
  ) : data.computing ? (
    // A first start or fresh replay still deciding the week (decision 134): not "no picks yet".
    <StillComputing computing={data.computing} what="this week’s picks" />
  ) : data.picks.length === 0 ? (
    <NoPicksYet />
  ) : (
    <div className="space-y-4">
      {notice}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        {data.picks.slice(0, FEATURED).map((p) => (
          <GameCard key={p.gameId} pick={p} />
        ))}
      </div>
    </div>
  );
}

/** The device's copy answered because the server did not (or the device is offline): why. */
function cachedError(cached: WeekPicks['cached']): Error | null {
  if (!cached || cached.reason === 'loading') return null;
  return new Error(cached.error ?? 'This device is offline.');
}
