import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { LeaderboardResponse } from '../../shared/api/leaderboard.ts';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { StillComputing } from '../components/ui/still-computing.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { getLeaderboardQueryOptions } from '../features/leaderboard/api/get-leaderboard.ts';
import { LeaderboardView } from '../features/leaderboard/components/leaderboard-view.tsx';
import { ResultsLagNotice } from '../features/weekly-picks/components/results-lag-notice.tsx';
import { readSearch, useSearchState } from '../lib/search-state.ts';

const TIMEFRAMES = ['weekly', 'season'] as const;
const search = { timeframe: z.enum(TIMEFRAMES).default('weekly') };

export const loader = ({ request }: LoaderFunctionArgs) =>
  startQueries(getLeaderboardQueryOptions(readSearch(search, request).timeframe));

// A board still being computed at start-up (decision 134) shows its progress, not a partial ranking.
const isEmpty = (d: LeaderboardResponse): d is LeaderboardResponse =>
  d.computing !== null || d.ranked.length + d.unranked.length === 0;

export function Component() {
  usePageTitle('Contributor Leaderboard');
  const [values, setValues] = useSearchState(search);
  const query = useQuery(getLeaderboardQueryOptions(values.timeframe));
  return (
    <section>
      <PageHeader title="Contributor Leaderboard">
        <p>
          Signed-in members lock picks before kickoff at the line shown; nobody can change one after. Every
          pick is graded from the final score, the Go Gorilla model's included.
        </p>
      </PageHeader>
      <ResultsLagNotice className="mt-6" />
      <Tabs
        className="mt-6"
        value={values.timeframe}
        onValueChange={(v) => isOneOf(TIMEFRAMES, v) && setValues({ timeframe: v })}
      >
        <TabsList aria-label="Timeframe">
          <TabsTrigger value="weekly">This Week</TabsTrigger>
          <TabsTrigger value="season">Season</TabsTrigger>
        </TabsList>
        {/* Radix mounts only the selected panel; each trigger's aria-controls names its own panel. */}
        {TIMEFRAMES.map((timeframe) => (
          <TabsContent key={timeframe} value={timeframe} className="mt-6">
            <QueryState
              query={query}
              what="the leaderboard"
              pending={
                <div>
                  <p className="mb-3 text-sm text-moss-300">Calculating Rankings...</p>
                  <Skeleton className="h-48" />
                </div>
              }
              isEmpty={isEmpty}
              empty={(d) =>
                d.computing ? (
                  <StillComputing computing={d.computing} what="the model’s record" />
                ) : (
                  <EmptyState icon={Trophy} title="No graded picks yet">
                    <p>Picks count here once their game has a final score.</p>
                  </EmptyState>
                )
              }
            >
              {(data) => <LeaderboardView data={data} />}
            </QueryState>
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
