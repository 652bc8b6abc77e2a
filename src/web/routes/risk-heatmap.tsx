import { ArrowLeft, RefreshCw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import type { RiskCellView, RiskGame } from '../../shared/api/risk-heatmap.ts';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button, buttonVariants } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { getRiskHeatmapQueryOptions, useRiskHeatmap } from '../features/risk-heatmap/api/get-risk-heatmap.ts';
import { RiskCellDialog } from '../features/risk-heatmap/components/risk-cell-dialog.tsx';
import { RiskGrid } from '../features/risk-heatmap/components/risk-grid.tsx';
import { RiskInsights } from '../features/risk-heatmap/components/risk-insights.tsx';
import { RiskList } from '../features/risk-heatmap/components/risk-list.tsx';
import { RiskRecord } from '../features/risk-heatmap/components/risk-record.tsx';
import { RiskSummary } from '../features/risk-heatmap/components/risk-summary.tsx';
import { formatInstant } from '../lib/format.ts';
import { useSearchState } from '../lib/search-state.ts';

export const loader = () => startQueries(getRiskHeatmapQueryOptions());

const VIEWS = ['heatmap', 'list', 'insights'] as const;
const search = { view: z.enum(VIEWS).default('heatmap') };

/** Spec 02's error text, with the API's own words for why and a retry. */
function LoadFailed({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-ember-500/50 bg-ember-500/10 p-4"
    >
      <TriangleAlert className="size-5 shrink-0 text-ember-400" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ember-400">Failed to load risk data. Please try again.</p>
        <p className="mt-1 break-words text-sm text-moss-200">{error.message}</p>
      </div>
      <Button variant="secondary" size="compact" loading={retrying} onClick={onRetry}>
        {!retrying && <RefreshCw aria-hidden="true" />}
        Try again
      </Button>
    </div>
  );
}

/**
 * Spec 02's risk heatmap on the week in force: each bet's risk from real factors (src/domain/risk),
 * as a heatmap, a list and generated insights; a cell opens its factors.
 */
export function Component() {
  usePageTitle('Risk Heatmap');
  const query = useRiskHeatmap();
  const [{ view }, setSearch] = useSearchState(search);
  const [open, setOpen] = useState<{ game: RiskGame; cell: RiskCellView } | null>(null);
  const data = query.data;
  return (
    <section className="space-y-6">
      <Link to="/week1" className={buttonVariants({ variant: 'link', size: 'flush' })}>
        <ArrowLeft aria-hidden="true" />
        Back to Week 1
      </Link>
      <PageHeader title="Risk Heatmap">
        <p>
          The risk of each spread, total and moneyline this week, 0 (least) to 100, from the line's movement,
          the kickoff weather, injuries and each team's record against the spread. Public betting shares are
          not part of it: we have no source for them. A bet lacking its inputs says so.
        </p>
      </PageHeader>
      {query.isError && !data ? (
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <div role="status" aria-busy="true" className="space-y-4">
          <span className="sr-only">Loading risk data…</span>
          <Skeleton className="h-28" />
          <Skeleton className="h-96" />
        </div>
      ) : data.games.length === 0 ? (
        <EmptyState title="No games this week">
          <p>
            {data.weekLabel} of {data.season} has no games whose teams are known yet.
          </p>
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-moss-300">
            {data.season} {data.weekLabel} · {data.games.length} games · as of {formatInstant(data.asOf)}
          </p>
          <RiskSummary summary={data.summary} />
          <Tabs
            value={view}
            onValueChange={(v) => isOneOf(VIEWS, v) && setSearch({ view: v }, { replace: true })}
          >
            <TabsList aria-label="Risk views">
              <TabsTrigger value="heatmap">Heatmap</TabsTrigger>
              <TabsTrigger value="list" count={data.summary.bets}>
                List
              </TabsTrigger>
              <TabsTrigger value="insights">AI Insights</TabsTrigger>
            </TabsList>
            <TabsContent value="heatmap" className="mt-4">
              <RiskGrid games={data.games} onOpen={(game, cell) => setOpen({ game, cell })} />
            </TabsContent>
            <TabsContent value="list" className="mt-4">
              <RiskList games={data.games} onOpen={(game, cell) => setOpen({ game, cell })} />
            </TabsContent>
            <TabsContent value="insights" className="mt-4">
              <RiskInsights games={data.games} />
            </TabsContent>
          </Tabs>
          <RiskCellDialog open={open} onClose={() => setOpen(null)} />
        </>
      )}
      <RiskRecord />
    </section>
  );
}
