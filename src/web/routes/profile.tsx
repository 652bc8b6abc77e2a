import { z } from 'zod';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { RequireAccount } from '../app/require-account.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { PlanSection } from '../features/billing/components/plan-section.tsx';
import { MyPicks } from '../features/my-picks/components/my-picks.tsx';
import { useProfile } from '../features/profile/api/get-profile.ts';
import { BettingPreferences } from '../features/profile/components/betting-preferences.tsx';
import { DetailsTab } from '../features/profile/components/details-tab.tsx';
import { FavoriteTeamsTab } from '../features/profile/components/favorite-teams-tab.tsx';
import { PreferencesTab } from '../features/profile/components/preferences-tab.tsx';
import { StatsTab } from '../features/profile/components/stats-tab.tsx';
import { usePublicConfig } from '../features/public-config/api/get-public-config.ts';
import { ReferralSection } from '../features/referrals/components/referral-section.tsx';
import { ResultsLagNotice } from '../features/weekly-picks/components/results-lag-notice.tsx';
import { useSearchState } from '../lib/search-state.ts';

const TABS = ['profile', 'preferences', 'teams', 'stats'] as const;
const search = { tab: z.enum(TABS).default('profile') };

function ProfileTabs() {
  const [{ tab }, setSearch] = useSearchState(search);
  const query = useProfile();
  const priceCents = usePublicConfig().data?.plan?.priceCents ?? null;
  return (
    <QueryState
      query={query}
      what="your profile"
      pending={
        <div>
          <p className="mb-3 text-sm text-moss-300">Loading Profile...</p>
          <Skeleton className="h-72" />
        </div>
      }
    >
      {(profile) => (
        <Tabs
          value={tab}
          onValueChange={(value) => isOneOf(TABS, value) && setSearch({ tab: value }, { replace: true })}
        >
          <TabsList aria-label="Profile sections">
            <TabsTrigger value="profile">Profile</TabsTrigger>
            <TabsTrigger value="preferences">Preferences</TabsTrigger>
            <TabsTrigger value="teams" count={profile.favoriteTeams.length}>
              Favorite Teams
            </TabsTrigger>
            <TabsTrigger value="stats">{'Stats & Picks'}</TabsTrigger>
          </TabsList>
          <div className="mt-6">
            <TabsContent value="profile">
              <div className="flex flex-col gap-6">
                <DetailsTab profile={profile} />
                <PlanSection priceCents={priceCents} />
                <ReferralSection />
              </div>
            </TabsContent>
            <TabsContent value="preferences">
              <div className="flex flex-col gap-6">
                <PreferencesTab profile={profile} />
                <BettingPreferences />
              </div>
            </TabsContent>
            <TabsContent value="teams">
              <FavoriteTeamsTab profile={profile} />
            </TabsContent>
            <TabsContent value="stats">
              <div className="flex flex-col gap-6">
                <ResultsLagNotice />
                <StatsTab stats={profile.stats} />
                <div>
                  <h2 className="mb-3 font-display text-xl text-banana-400">My picks</h2>
                  <MyPicks />
                </div>
              </div>
            </TabsContent>
          </div>
        </Tabs>
      )}
    </QueryState>
  );
}

export function Component() {
  usePageTitle('Profile');
  return (
    <section>
      <PageHeader title="Profile">
        <p>Your details, alert preferences, favourite teams and your own record.</p>
      </PageHeader>
      <div className="mt-6">
        <RequireAccount>
          <ProfileTabs />
        </RequireAccount>
      </div>
    </section>
  );
}
