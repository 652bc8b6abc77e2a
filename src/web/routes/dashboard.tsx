import { z } from 'zod';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { RequireAccount } from '../app/require-account.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { useDashboard } from '../features/dashboard/api/get-dashboard.ts';
import { useFavoriteTeams } from '../features/dashboard/api/get-favorite-teams.ts';
import { useRecentAlerts } from '../features/dashboard/api/get-recent-alerts.ts';
import { FavoriteTeamCards } from '../features/dashboard/components/favorite-team-cards.tsx';
import { OverviewTiles } from '../features/dashboard/components/overview-tiles.tsx';
import { RecentAlertsList } from '../features/dashboard/components/recent-alerts-list.tsx';
import { MyPicks } from '../features/my-picks/components/my-picks.tsx';
import { useSavedPicks } from '../features/saved-picks/api/saved-picks.ts';
import { SavedPicksList } from '../features/saved-picks/components/saved-picks-list.tsx';
import { ResultsLagNotice } from '../features/weekly-picks/components/results-lag-notice.tsx';
import { useSearchState } from '../lib/search-state.ts';

const TABS = ['overview', 'picks', 'saved', 'teams', 'alerts'] as const;
const search = { tab: z.enum(TABS).default('overview') };

const pending = (
  <div>
    <p className="mb-3 text-sm text-moss-300">Loading Your Jungle...</p>
    <Skeleton className="h-48" />
  </div>
);

// Each tab reads its own endpoint, and only once it is opened (Radix mounts the selected panel).
function Overview() {
  return (
    <QueryState query={useDashboard()} what="your dashboard" pending={pending}>
      {(data) => <OverviewTiles data={data} />}
    </QueryState>
  );
}
function Saved() {
  return (
    <QueryState query={useSavedPicks()} what="your saved picks" pending={pending}>
      {(data) => <SavedPicksList picks={data.picks} />}
    </QueryState>
  );
}
function Teams() {
  return (
    <QueryState query={useFavoriteTeams()} what="your favourite teams" pending={pending}>
      {(data) => <FavoriteTeamCards data={data} />}
    </QueryState>
  );
}
function Alerts() {
  return (
    <QueryState query={useRecentAlerts()} what="your recent alerts" pending={pending}>
      {(data) => <RecentAlertsList data={data} />}
    </QueryState>
  );
}

function DashboardTabs() {
  const [{ tab }, setSearch] = useSearchState(search);
  const saved = useSavedPicks();
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => isOneOf(TABS, value) && setSearch({ tab: value }, { replace: true })}
    >
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="picks">My Picks</TabsTrigger>
        <TabsTrigger value="saved" count={saved.data?.picks.length}>
          Saved Picks
        </TabsTrigger>
        <TabsTrigger value="teams">Favorite Teams</TabsTrigger>
        <TabsTrigger value="alerts">Recent Alerts</TabsTrigger>
      </TabsList>
      <div className="mt-6">
        <TabsContent value="overview">
          <Overview />
        </TabsContent>
        <TabsContent value="picks">
          <MyPicks />
        </TabsContent>
        <TabsContent value="saved">
          <Saved />
        </TabsContent>
        <TabsContent value="teams">
          <Teams />
        </TabsContent>
        <TabsContent value="alerts">
          <Alerts />
        </TabsContent>
      </div>
    </Tabs>
  );
}

export function Component() {
  usePageTitle('Your Jungle Dashboard');
  return (
    <section>
      <PageHeader title="Your Jungle Dashboard">
        <p>Your locked picks, the model picks you saved, your teams and the alerts about them.</p>
      </PageHeader>
      <div className="mt-6">
        <RequireAccount>
          <ResultsLagNotice className="mb-6" />
          <DashboardTabs />
        </RequireAccount>
      </div>
    </section>
  );
}
