import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { filterPastPicks, summarisePastPicks } from '../../domain/picks/past-picks.ts';
import type { PastPicksResponse } from '../../shared/api/past-picks.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { StillComputing } from '../components/ui/still-computing.tsx';
import { getPastPicksQueryOptions, type PastPicksParams } from '../features/past-picks/api/get-past-picks.ts';
import {
  OUTCOME_FILTERS,
  PastPicksFilters,
  type PastPicksFilterValues,
} from '../features/past-picks/components/past-picks-filters.tsx';
import { PastPicksTiles } from '../features/past-picks/components/past-picks-tiles.tsx';
import { PastPicksWeeks } from '../features/past-picks/components/past-picks-weeks.tsx';
import { ResultsLagNotice } from '../features/weekly-picks/components/results-lag-notice.tsx';
import { formatInstant } from '../lib/format.ts';
import { readSearch, useSearchState } from '../lib/search-state.ts';

const search = {
  season: z.coerce.number().int().min(1999).max(2100).optional(),
  week: z.coerce.number().int().min(1).max(22).optional(),
  team: z.string().max(40).default(''),
  outcome: z.enum(OUTCOME_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).default(1),
};

const params = (v: PastPicksFilterValues): PastPicksParams => ({
  season: v.season,
  week: v.week,
  team: v.team.trim() || undefined,
  outcome: v.outcome === 'all' ? undefined : v.outcome,
});

export const loader = ({ request }: LoaderFunctionArgs) =>
  startQueries(getPastPicksQueryOptions(params(readSearch(search, request))));

function Archive({
  data,
  filters,
  page,
  onPage,
}: {
  data: PastPicksResponse;
  filters: PastPicksFilterValues;
  page: number;
  onPage: (page: number) => void;
}) {
  // While the start-up catch-up computes the record, no partial figure (decision 134).
  if (data.computing) return <StillComputing computing={data.computing} what="the record" />;
  // Spec 01 §5: the team and outcome filters apply again on the client, after the fetch.
  const picks = filterPastPicks(data.picks, params(filters));
  const summary = summarisePastPicks(picks);
  return (
    <>
      <p className="mb-3 text-sm text-moss-300">
        {data.season === null ? 'No graded season yet' : `Season ${data.season}`} · model {data.modelVersion}{' '}
        · as of {formatInstant(data.asOf)} · record {summary.wins}–{summary.losses}–{summary.pushes}
      </p>
      <PastPicksTiles summary={summary} />
      {picks.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={SearchX} title="No Picks Found">
            <p>Try adjusting your filters or search terms.</p>
          </EmptyState>
        </div>
      ) : (
        <PastPicksWeeks picks={picks} page={page} onPage={onPage} />
      )}
    </>
  );
}

function ArchiveSkeleton() {
  return (
    <div>
      <p className="mb-3 text-sm text-moss-300">Loading Pick Archive...</p>
      <Skeleton className="h-24" />
      <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </div>
  );
}

export function Component() {
  usePageTitle('Past Picks Archive');
  const [values, setValues] = useSearchState(search);
  const query = useQuery({ ...getPastPicksQueryOptions(params(values)), placeholderData: keepPreviousData });
  const seasons = query.data?.seasons ?? [];
  const shown = { ...values, season: values.season ?? query.data?.season ?? undefined };
  return (
    <section>
      <PageHeader title="Past Picks Archive">
        <p>
          Every pick we published, frozen at kickoff and graded from the final score, wins and losses alike.
          Each spread pick shows its closing-line value: the line it was frozen against versus the market's
          close.
        </p>
      </PageHeader>
      <ResultsLagNotice className="mt-6" />
      <div className="mt-6">
        <PastPicksFilters
          values={shown}
          seasons={seasons}
          onChange={(patch) => setValues({ ...patch, page: 1 }, { replace: 'team' in patch })}
          onClear={() => setValues({ week: undefined, team: '', outcome: 'all', page: 1 })}
        />
      </div>
      <div className="mt-6">
        <QueryState query={query} what="the pick archive" pending={<ArchiveSkeleton />}>
          {(data) => (
            <Archive
              data={data}
              filters={values}
              page={values.page}
              onPage={(page) => {
                setValues({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </QueryState>
      </div>
    </section>
  );
}
