import { Pause, Play, RefreshCw, Trees } from 'lucide-react';
import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { ALERT_TYPE_VALUES, type AlertsResponse, URGENCY_VALUES } from '../../shared/api/alerts.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { StillComputing } from '../components/ui/still-computing.tsx';
import { type AlertsParams, getAlertsQueryOptions, useAlerts } from '../features/alerts/api/get-alerts.ts';
import { AlertCard } from '../features/alerts/components/alert-card.tsx';
import { AlertTypeTiles, UrgencyFilter } from '../features/alerts/components/alert-filters.tsx';
import { AlertRecord } from '../features/alerts/components/alert-panel-summary.tsx';
import { ResultsLagNotice } from '../features/weekly-picks/components/results-lag-notice.tsx';
import { readSearch, type SearchValues, useSearchState } from '../lib/search-state.ts';

const search = {
  type: z.enum(['all', ...ALERT_TYPE_VALUES]).default('all'),
  urgency: z.enum(['all', ...URGENCY_VALUES]).default('all'),
};

const params = (v: SearchValues<typeof search>): AlertsParams => ({
  type: v.type === 'all' ? undefined : v.type,
  urgency: v.urgency === 'all' ? undefined : v.urgency,
});

export const loader = ({ request }: LoaderFunctionArgs) =>
  startQueries(getAlertsQueryOptions(params(readSearch(search, request))));

function Feed({ data, filtered }: { data: AlertsResponse; filtered: boolean }) {
  if (data.alerts.length === 0) {
    return (
      <EmptyState icon={Trees} title="No Alerts Found">
        <p>
          {filtered
            ? 'Try adjusting your filters to see more alerts'
            : 'The jungle is quiet right now — no significant movements detected'}
        </p>
      </EmptyState>
    );
  }
  const now = new Date(data.asOf);
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {data.alerts.map((a) => (
        <AlertCard key={a.id} alert={a} now={now} />
      ))}
    </ul>
  );
}

function FeedSkeleton() {
  return (
    <div>
      <p className="mb-3 text-sm text-moss-300">Loading Juice Watch...</p>
      <Skeleton className="h-20" />
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-48" />
        ))}
      </div>
    </div>
  );
}

export function Component() {
  usePageTitle('Juice Watch Alerts');
  const [values, setValues] = useSearchState(search);
  const [live, setLive] = useState(true);
  const alerts = useAlerts(params(values), live);
  const filtered = values.type !== 'all' || values.urgency !== 'all';
  return (
    <section>
      <PageHeader
        title="Juice Watch Alerts"
        actions={
          <>
            <Button variant="secondary" onClick={() => setLive(!live)} aria-pressed={!live}>
              {live ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
              {live ? 'Pause' : 'Resume'}
            </Button>
            <Button variant="secondary" loading={alerts.isFetching} onClick={() => void alerts.refetch()}>
              {!alerts.isFetching && <RefreshCw aria-hidden="true" />}
              Refresh
            </Button>
          </>
        }
      >
        <p>
          Line moves, steam, injury-status changes and weather crossings found in the data we captured, each
          at the moment it could be known. Information only: we see prices, not bets.
        </p>
      </PageHeader>
      <ResultsLagNotice className="mt-4" />
      <p className="sticky top-0 z-10 mt-4 bg-canopy-950 py-2 text-sm font-semibold" role="status">
        {live ? 'Live · refreshes every 15 s' : 'Paused · no automatic refresh'}
      </p>
      <div className="mt-2">
        <QueryState query={alerts} what="Juice Watch" pending={<FeedSkeleton />}>
          {(data) =>
            // Not an empty feed before a first start's catch-up has looked for the alerts (decision 150).
            data.computing ? (
              <StillComputing computing={data.computing} what="the alerts (found after the record)" />
            ) : (
              <>
                <AlertRecord data={data} />
                <div className="mt-3">
                  <AlertTypeTiles
                    summary={data.summary}
                    type={values.type}
                    onSelect={(type) => setValues({ type })}
                  />
                </div>
                <div className="mt-3">
                  <UrgencyFilter value={values.urgency} onSelect={(urgency) => setValues({ urgency })} />
                </div>
                <div className="mt-6">
                  <Feed data={data} filtered={filtered} />
                </div>
              </>
            )
          }
        </QueryState>
      </div>
    </section>
  );
}
