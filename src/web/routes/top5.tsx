import { RefreshCw, Trophy } from 'lucide-react';
import { z } from 'zod';
import { SLATE_NAMES, type SlateName, type TopFiveResponse } from '../../shared/api/players.ts';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { getTopFiveQueryOptions, useTopFive } from '../features/players/api/get-top-five.ts';
import { TopFiveCard } from '../features/players/components/top-five-card.tsx';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { RgGate } from '../features/rg/components/rg-gate.tsx';
import { formatInstant } from '../lib/format.ts';
import { readSearch, useSearchState } from '../lib/search-state.ts';
import { shownCopy } from '../lib/stored-copy.ts';

const SEARCH = { slate: z.enum(SLATE_NAMES).default('Main') };
const SLATE_LABELS: Record<SlateName, string> = { Main: 'Main', 'Prime-Time': 'Prime-Time' };

export const loader = ({ request }: { request: Request }) =>
  startQueries(getRgStatusQueryOptions(), getTopFiveQueryOptions(readSearch(SEARCH, request).slate));

function TopFivePage() {
  usePageTitle('Top 5 DFS Picks');
  const [{ slate }, setSearch] = useSearchState(SEARCH);
  const query = useTopFive(slate);
  // The instant the board was computed as of (the server's clock: the replay moment in replay mode), in the
  // viewer's zone with the zone named; not the browser's wall clock at download time.
  // A stored copy on screen (the server stopped, decision 161) gives its own instant.
  const shown = shownCopy(query)?.data;
  const updated = shown ? formatInstant(shown.generatedAt) : '—';
  return (
    <article>
      <PageHeader
        title="Top 5 DFS Picks"
        actions={
          <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
            <RefreshCw aria-hidden="true" /> Refresh
          </Button>
        }
      >
        <p>
          The five best DraftKings plays of each slate, ranked by ggScore. Points, value and ownership are our
          projections, not results.
        </p>
        <p className="mt-1 text-sm">
          Updates every 30 seconds · Last Updated <span className="tabular-nums">{updated}</span>
        </p>
      </PageHeader>
      <Tabs
        value={slate}
        onValueChange={(v) => isOneOf(SLATE_NAMES, v) && setSearch({ slate: v })}
        className="mt-6"
      >
        <TabsList aria-label="Slate">
          {SLATE_NAMES.map((s) => (
            <TabsTrigger key={s} value={s}>
              {SLATE_LABELS[s]}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={slate} className="mt-6">
          <QueryState
            query={query}
            what={`the ${slate} slate`}
            pending={<TopFiveSkeleton />}
            isEmpty={(d): d is TopFiveResponse & { players: [] } => d.players.length === 0}
            empty={() => (
              <EmptyState icon={Trophy} title="No Elite Targets Found">
                <p>Data is swinging in late — check back soon!</p>
              </EmptyState>
            )}
          >
            {(data) => (
              <section aria-label={`${slate} slate Top 5`}>
                <p className="mb-4 text-sm text-moss-300">
                  Week {data.week}, {data.season} · as of {formatInstant(data.generatedAt)} ·{' '}
                  {data.totalCandidates} players ranked. {data.basisNote}
                  {data.fallback &&
                    ' No DraftKings salaries are published for this week yet: ranked with value left out.'}
                </p>
                <ol className="grid gap-4 lg:grid-cols-2">
                  {data.players.slice(0, 5).map((p, i) => (
                    <TopFiveCard key={p.id} player={p} rank={i + 1} />
                  ))}
                </ol>
              </section>
            )}
          </QueryState>
        </TabsContent>
      </Tabs>
    </article>
  );
}

function TopFiveSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-56" />
      ))}
    </div>
  );
}

/** A signed-in person on a responsible-gaming break sees a notice instead of the plays. */
export function Component() {
  return (
    <RgGate>
      <TopFivePage />
    </RgGate>
  );
}
