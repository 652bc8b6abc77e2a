import { CircleCheck, RefreshCw } from 'lucide-react';
import { z } from 'zod';
import type { DataStatusResponse, SourceStatus } from '../../shared/api/data-status.ts';
import { DATA_SOURCES } from '../../shared/data-sources.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { getDataStatusQueryOptions, useDataStatus } from '../features/data-status/api/get-data-status.ts';
import { SourceStatusCard } from '../features/data-status/components/source-status-card.tsx';
import { formatInstant } from '../lib/format.ts';
import { useSearchState } from '../lib/search-state.ts';

const search = { show: z.enum(['all', 'attention']).default('all') };

export const loader = () => startQueries(getDataStatusQueryOptions());

export function Component() {
  usePageTitle('Data Status');
  const status = useDataStatus();
  return (
    <section>
      <PageHeader
        title="Data Status"
        actions={
          <Button variant="secondary" loading={status.isFetching} onClick={() => void status.refetch()}>
            {!status.isFetching && <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        }
      >
        <p>
          Every figure on Go Gorilla comes from these sources. When one fails we keep serving what we have and
          say how old it is here.
        </p>
      </PageHeader>
      <div className="mt-6">
        <QueryState query={status} what="the data status" pending={<StatusSkeleton />}>
          {(data) => <Sources data={data} />}
        </QueryState>
      </div>
    </section>
  );
}

const needsAttention = (source: SourceStatus) => source.state === 'stale' || source.state === 'failing';

function Sources({ data }: { data: DataStatusResponse }) {
  const [{ show }, setSearch] = useSearchState(search);
  const now = new Date(data.now);
  const newest = data.sources
    .map((s) => s.dataAsOf)
    .filter((asOf): asOf is string => asOf !== null)
    .sort()
    .at(-1);
  const problems = data.sources.filter(needsAttention);
  const grid = (sources: SourceStatus[]) => (
    <ul className="grid gap-4 md:grid-cols-2">
      {sources.map((source) => (
        <SourceStatusCard key={source.source} source={source} now={now} />
      ))}
    </ul>
  );
  return (
    <>
      <p className="text-lg text-moss-100">
        {newest ? <>Data as of {formatInstant(newest)}</> : 'No data has been loaded yet.'}
        {problems.length > 0 && (
          <span className="ml-2 text-banana-400">
            · {problems.length} source{problems.length === 1 ? '' : 's'} need attention
          </span>
        )}
      </p>
      <Tabs
        className="mt-6"
        value={show}
        onValueChange={(value) => setSearch({ show: value === 'attention' ? 'attention' : 'all' })}
      >
        <TabsList aria-label="Which sources to show" className="w-fit">
          <TabsTrigger value="all" count={data.sources.length}>
            All sources
          </TabsTrigger>
          <TabsTrigger value="attention" count={problems.length}>
            Needs attention
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all" className="mt-4">
          {grid(data.sources)}
        </TabsContent>
        <TabsContent value="attention" className="mt-4">
          {problems.length > 0 ? (
            grid(problems)
          ) : (
            <EmptyState icon={CircleCheck} title="No source needs attention">
              <p>Every source that has loaded is within its freshness limit and its last run succeeded.</p>
            </EmptyState>
          )}
        </TabsContent>
      </Tabs>
    </>
  );
}

/** One placeholder per known source, each the height of a loaded card. */
function StatusSkeleton() {
  return (
    <>
      <Skeleton className="h-7 w-72 max-w-full" />
      <Skeleton shape="card" className="mt-6 h-[3.25rem] w-72" />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {DATA_SOURCES.map((source) => (
          <Skeleton key={source.id} shape="card" className="h-32" />
        ))}
      </div>
    </>
  );
}
