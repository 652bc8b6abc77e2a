import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarX, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { z } from 'zod';
import { SLOT_TABS } from '../../domain/picks/slot-tab.ts';
import { planPriceText } from '../../shared/plan-price.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { queryClient } from '../app/query-client.ts';
import { startQueries } from '../app/route-loader.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { StillComputing } from '../components/ui/still-computing.tsx';
import { openSubscriptionModal } from '../features/billing/subscription-modal-store.ts';
import { CardLock } from '../features/contributor-picks/components/card-lock.tsx';
import { NoPicksYet } from '../features/data-status/components/no-picks-yet.tsx';
import { useUnlockedPicks } from '../features/free-picks/api/free-picks.ts';
import { LockedPickActions } from '../features/free-picks/components/locked-pick-actions.tsx';
import { mergeUnlocked } from '../features/free-picks/lib/merge-unlocked.ts';
import { NewsletterCard } from '../features/newsletter/components/newsletter-card.tsx';
import { getTop5QueryOptions } from '../features/players/api/get-top5.ts';
import { Top5Panel } from '../features/players/components/top5-panel.tsx';
import { usePublicConfig } from '../features/public-config/api/get-public-config.ts';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { RgGate } from '../features/rg/components/rg-gate.tsx';
import { SavePickButton } from '../features/saved-picks/components/save-pick-button.tsx';
import { getCurrentWeekQueryOptions, useCurrentWeek } from '../features/weekly-picks/api/get-current-week.ts';
import { getWeekPicksQueryOptions, useWeekPicks } from '../features/weekly-picks/api/get-weekly-picks.ts';
import { FallbackBanner, TuesdayBanner } from '../features/weekly-picks/components/fallback-banner.tsx';
import { PicksError } from '../features/weekly-picks/components/picks-error.tsx';
import { PicksSkeleton } from '../features/weekly-picks/components/picks-skeleton.tsx';
import { ResultsLagNotice } from '../features/weekly-picks/components/results-lag-notice.tsx';
import { CommunityPulseCard, WeekEdgeCard } from '../features/weekly-picks/components/sidebar-cards.tsx';
import { SlotTabs } from '../features/weekly-picks/components/slot-tabs.tsx';
import { WeekSelector } from '../features/weekly-picks/components/week-selector.tsx';
import { WeekStats } from '../features/weekly-picks/components/week-stats.tsx';
import { useRollover } from '../features/weekly-picks/hooks/use-rollover.ts';
import { useStaged } from '../features/weekly-picks/hooks/use-staged.ts';
import { resultsLag } from '../features/weekly-picks/lib/results-lag.ts';
import { formatInstant } from '../lib/format.ts';
import { weekName } from '../lib/game-names.ts';
import { getWeekGamesQueryOptions } from '../lib/games-api.ts';
import { readSearch, useSearchState } from '../lib/search-state.ts';
import { useOnline } from '../lib/use-online.ts';

const SEARCH = {
  week: z.coerce.number().int().min(1).max(22).optional(),
  season: z.coerce.number().int().min(1999).max(2100).optional(),
  slot: z.enum(['all', ...SLOT_TABS]).default('all'),
};

export function loader({ request }: { request: Request }) {
  startQueries(getRgStatusQueryOptions());
  const { week, season } = readSearch(SEARCH, request);
  startQueries(getTop5QueryOptions());
  if (week) return startQueries(getCurrentWeekQueryOptions(), getWeekPicksQueryOptions({ season, week }));
  // Without a week in the URL the current week decides which picks to load: chain, never wait.
  queryClient
    .ensureQueryData(getCurrentWeekQueryOptions())
    .then((current) => startQueries(getWeekPicksQueryOptions({ season, week: current.week })))
    .catch(() => {
      // The page shows the failure with a retry.
    });
  return null;
}

function WeeklyPicksPage() {
  usePageTitle('Weekly Picks');
  const [search, setSearch] = useSearchState(SEARCH);
  const current = useCurrentWeek();
  const week = search.week ?? current.data?.week;
  const picks = useWeekPicks(week ? { season: search.season, week } : undefined);
  const tuesdayWeek = useRollover(current.data, current.dataUpdatedAt);
  const staged = useStaged();
  const publicData = picks.data?.data;
  // The viewer's unlocked premium picks (subscriber: all; free picks: the claimed), merged into the cards.
  const unlocked = useUnlockedPicks(week ? { season: search.season, week } : undefined);
  const data = publicData && {
    ...publicData,
    picks: mergeUnlocked(publicData.picks, unlocked.data?.picks ?? []),
  };
  const plan = usePublicConfig().data?.plan;
  // The lines each card's Lock offers: the ones the server holds now (it re-checks them on lock).
  const games = useQuery({
    ...getWeekGamesQueryOptions({ season: data?.season ?? 0, week: week ?? 0 }),
    enabled: data !== undefined && week !== undefined,
  });
  const gameOf = (id: string) => games.data?.games.find((g) => g.id === id);
  const online = useOnline();
  // Offline, whatever is on screen is a copy: from this device's cache, or kept in memory since it loaded.
  const fallback =
    !online && picks.data
      ? { reason: 'offline' as const, lastUpdated: picks.data.cached?.lastUpdated ?? picks.dataUpdatedAt }
      : picks.data?.cached;
  const currentWeekOf = (season: number) =>
    !current.data
      ? 0
      : season < current.data.season
        ? 99
        : season > current.data.season
          ? 0
          : current.data.week;
  // The last week of `season` with results, where the data lags the calendar (decision 150).
  const lag = current.data && resultsLag(current.data);
  const resultsWeekOf = (season: number) => (lag && season === lag.season ? lag.resultsWeek : undefined);
  // With no schedule loaded the server's week is the spec's fixed-start guess: naming it ("Week 18 ·
  // Live Week" in November on a first run) would claim a season the app does not have (issue 21).
  const guessedWeek = current.data?.fallback === true && search.week === undefined;
  // Nothing to show and nothing coming: the current week or the week's picks failed with no copy.
  const failed = !data && ((!week && current.isError) || picks.isError);
  // A refresh that failed over a copy kept in memory (this device saved none): say so, with its age.
  const refreshFailed = picks.isError && picks.data !== undefined && !fallback;
  const refresh = () => {
    void current.refetch();
    void picks.refetch();
  };
  const changeWeek = (w: number) => setSearch({ week: w, slot: 'all' });

  return (
    <div className="space-y-6">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-1 text-sm text-moss-300 hover:text-moss-100"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Home
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl text-banana-400 sm:text-3xl">Weekly Picks</h1>
          <p className="mt-2 max-w-3xl text-moss-300">
            Every game of the week with the model’s winner, confidence, spread and total. Picks are
            provisional until kickoff, then locked and graded on the public record.
          </p>
        </div>
        <div className="flex items-center gap-2">
          {week && !guessedWeek && (
            <Badge tone="warning" size="md">
              {weekName(week)}
              {data && data.season !== current.data?.season ? ` · ${data.season}` : ''}
            </Badge>
          )}
          <Button variant="secondary" loading={picks.isFetching} onClick={refresh}>
            {!picks.isFetching && <RefreshCw aria-hidden="true" />} Refresh
          </Button>
        </div>
      </header>

      {tuesdayWeek !== undefined && <TuesdayBanner week={tuesdayWeek} />}
      <ResultsLagNotice />
      {week && current.data && !guessedWeek && (
        <WeekSelector
          week={week}
          current={currentWeekOf(search.season ?? current.data.season)}
          resultsWeek={resultsWeekOf(search.season ?? current.data.season)}
          lastWeek={Math.max(data?.lastWeek ?? 18, week)}
          onChange={changeWeek}
        />
      )}
      {refreshFailed && (
        <ErrorState
          what={`the ${week ? weekName(week) : 'week’s'} picks`}
          error={picks.error}
          onRetry={refresh}
          retrying={picks.isFetching}
          savedAt={picks.dataUpdatedAt}
        />
      )}
      {fallback && (
        <FallbackBanner
          key={`${week}-${fallback.reason}`}
          reason={fallback.reason}
          lastUpdated={fallback.lastUpdated}
          error={'error' in fallback ? fallback.error : undefined}
          onRefresh={refresh}
          refreshing={picks.isFetching}
        />
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-6">
          {!week && current.isError ? (
            <PicksError error={current.error} onRetry={refresh} retrying={current.isFetching} />
          ) : !data && picks.isError ? (
            <PicksError error={picks.error} onRetry={refresh} retrying={picks.isFetching} />
          ) : !data ? (
            <div role="status" aria-busy="true">
              <span className="sr-only">Loading the week’s picks…</span>
              <PicksSkeleton />
            </div>
          ) : data.computing ? (
            <StillComputing computing={data.computing} what="this week’s picks" />
          ) : data.picks.length === 0 && data.undecided ? (
            <EmptyState icon={CalendarX} title="Matchups not decided yet">
              <p>{data.undecided}</p>
            </EmptyState>
          ) : data.picks.length === 0 ? (
            <NoPicksYet />
          ) : (
            <>
              <WeekStats picks={data.picks} />
              <SlotTabs
                picks={data.picks}
                slot={search.slot}
                onSlot={(slot) => setSearch({ slot })}
                cardAction={(p) => {
                  const matchup = `${p.away.code} at ${p.home.code}`;
                  const game = gameOf(p.gameId);
                  return (
                    <span className="flex flex-wrap items-start justify-end gap-2">
                      {p.withheld && (
                        <LockedPickActions
                          gameId={p.gameId}
                          price={plan ? planPriceText(plan) : null}
                          onSubscribe={openSubscriptionModal}
                        />
                      )}
                      {game && <CardLock game={game} matchup={matchup} />}
                      {p.status !== 'no_pick' && <SavePickButton gameId={p.gameId} matchup={matchup} />}
                    </span>
                  );
                }}
              />
              <p className="text-xs text-moss-300">
                Model {data.modelVersion} · as of {formatInstant(data.asOf)}
              </p>
            </>
          )}
        </div>
        <aside className="space-y-4" aria-label="This week at a glance">
          {staged.secondary && data ? (
            <>
              <Top5Panel />
              <WeekEdgeCard
                edge={data.edge}
                season={data.season}
                recordComputing={data.recordComputing}
                weekComputing={data.computing}
              />
              <CommunityPulseCard edge={data.edge} weekComputing={data.computing} />
            </>
          ) : failed ? (
            // The week's cards are computed from its picks: with no picks to show, the skeletons would
            // wait forever (issue 21). The Top 5 has its own query and says for itself if it failed.
            <Top5Panel />
          ) : (
            <>
              <Skeleton className="h-56" />
              <Skeleton className="h-40" />
            </>
          )}
          {staged.tertiary ? <NewsletterCard /> : <Skeleton className="h-56" />}
        </aside>
      </div>
    </div>
  );
}

/** A signed-in person on a responsible-gaming break sees a notice instead of the picks. */
export function Component() {
  return (
    <RgGate>
      <WeeklyPicksPage />
    </RgGate>
  );
}
