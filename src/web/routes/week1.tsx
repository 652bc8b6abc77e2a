import { CloudOff, Flag, Radio } from 'lucide-react';
import { z } from 'zod';
import type { Week1Game } from '../../shared/api/week1.ts';
import { WEEK1_SLOTS } from '../../shared/api/week1.ts';
import type { WeeklyPick } from '../../shared/api/weekly-picks.ts';
import { isOneOf } from '../../shared/guards.ts';
import { planPriceText } from '../../shared/plan-price.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Badge } from '../components/ui/badge.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { openSubscriptionModal } from '../features/billing/subscription-modal-store.ts';
import { useUnlockedPicks } from '../features/free-picks/api/free-picks.ts';
import { LockedPickActions } from '../features/free-picks/components/locked-pick-actions.tsx';
import { PremiumNewsletterCard } from '../features/newsletter/components/premium-newsletter-card.tsx';
import { usePublicConfig } from '../features/public-config/api/get-public-config.ts';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { RgGate } from '../features/rg/components/rg-gate.tsx';
import { getWeek1QueryOptions, useWeek1 } from '../features/week1/api/get-week1.ts';
import { Splash, useSplash } from '../features/week1/components/splash.tsx';
import { Week1Card } from '../features/week1/components/week1-card.tsx';
import { BetResponsibly, StrategyCard, Week1IntelCard } from '../features/week1/components/week1-side.tsx';
import { week1Played } from '../features/week1/lib/week1-display.ts';
import { formatInstant } from '../lib/format.ts';
import { useSearchState } from '../lib/search-state.ts';

const SLOTS = ['All', ...WEEK1_SLOTS] as const;
const SEARCH = { slot: z.enum(SLOTS).default('All') };

export const loader = () => startQueries(getRgStatusQueryOptions(), getWeek1QueryOptions());

function Week1Page() {
  usePageTitle('Week 1 NFL Picks & Lines');
  const splash = useSplash();
  const week1 = useWeek1();
  const [search, setSearch] = useSearchState(SEARCH);
  const answer = week1.data;
  const unlocked = useUnlockedPicks(answer ? { season: answer.data.season, week: 1 } : undefined);
  const plan = usePublicConfig().data?.plan;
  if (splash) return <Splash />;
  const games = withUnlocked(answer?.data.games ?? [], unlocked.data?.picks ?? []);
  const counts = WEEK1_SLOTS.map((slot) => ({
    slot,
    count: games.filter((g) => g.timeSlot === slot).length,
  })).filter((c) => c.count > 0);
  const shown = search.slot === 'All' ? games : games.filter((g) => g.timeSlot === search.slot);
  const season = answer?.data.season;
  return (
    <div className="space-y-6">
      <header className="space-y-3">
        <h1 className="font-display text-2xl text-banana-400 sm:text-3xl">Week 1 NFL Picks & Lines</h1>
        {season !== undefined && (
          <p className="text-moss-300">
            {season}-{String(season + 1).slice(2)} season · lines, moneylines and the model’s BioBoost call
            for every opening-week game
          </p>
        )}
        {answer && (
          <div className="flex flex-wrap gap-2">
            {week1Played(games, answer.data.asOf) ? (
              <Badge
                title={`Every game had kicked off by ${formatInstant(answer.data.asOf)}: these are the week's last lines`}
              >
                <Flag aria-hidden="true" /> PLAYED
              </Badge>
            ) : answer.source === 'live' ? (
              <Badge tone="positive">
                <Radio aria-hidden="true" /> LIVE
              </Badge>
            ) : (
              <Badge tone="warning">
                <CloudOff aria-hidden="true" /> CACHED
              </Badge>
            )}
            <Badge>{games.length} games</Badge>
            <Badge>Week 1</Badge>
          </div>
        )}
        {answer?.source === 'cached' && (
          <p
            role="status"
            className="rounded-xl border border-banana-500/50 bg-banana-500/10 p-3 text-sm text-banana-400"
          >
            Using cached data, Live odds temporarily unavailable. Showing last known lines.
          </p>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 space-y-4">
          {!answer && week1.isError ? (
            <ErrorState
              what="Week 1"
              error={new Error('Data is swinging in late...')}
              onRetry={() => void week1.refetch()}
            />
          ) : !answer ? (
            <div role="status" aria-busy="true" className="grid gap-4 md:grid-cols-2">
              <span className="sr-only">Loading Week 1…</span>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-56" />
              ))}
            </div>
          ) : (
            <>
              <Tabs value={search.slot} onValueChange={(v) => isOneOf(SLOTS, v) && setSearch({ slot: v })}>
                <TabsList aria-label="Time slot">
                  <TabsTrigger value="All" count={games.length}>
                    All
                  </TabsTrigger>
                  {counts.map((c) => (
                    <TabsTrigger key={c.slot} value={c.slot} count={c.count}>
                      {c.slot}
                    </TabsTrigger>
                  ))}
                </TabsList>
                {[...new Set(['All', ...counts.map((c) => c.slot), search.slot])].map((value) => (
                  // Radix mounts only the selected panel; each trigger's aria-controls names its own panel.
                  <TabsContent key={value} value={value} className="mt-4">
                    {shown.length === 0 ? (
                      <EmptyState title="No Games in This Time Slot">
                        <p>Try a different filter to see more matchups!</p>
                      </EmptyState>
                    ) : (
                      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
                        {shown.map((g) => (
                          <Week1Card
                            key={g.id}
                            game={g}
                            locked={
                              <LockedPickActions
                                gameId={g.id}
                                price={plan ? planPriceText(plan) : null}
                                onSubscribe={openSubscriptionModal}
                              />
                            }
                          />
                        ))}
                      </div>
                    )}
                  </TabsContent>
                ))}
              </Tabs>
            </>
          )}
        </div>
        <aside className="space-y-4" aria-label="Week 1 tools">
          <StrategyCard />
          <PremiumNewsletterCard />
          {answer && <Week1IntelCard games={games} />}
          <BetResponsibly />
        </aside>
      </div>
    </div>
  );
}

/** A signed-in person on a responsible-gaming break sees a notice instead of the picks. */
export function Component() {
  return (
    <RgGate>
      <Week1Page />
    </RgGate>
  );
}

/** The public week with the viewer's unlocked picks (GET /api/picks/unlocked) in place of withheld calls. */
function withUnlocked(games: readonly Week1Game[], unlocked: readonly WeeklyPick[]): Week1Game[] {
  const open = new Map(unlocked.map((p) => [p.gameId, p]));
  return games.map((g) => {
    const p = open.get(g.id);
    if (!g.bioBoost.withheld || !p || p.withheld) return g;
    const bioBoost = {
      ...g.bioBoost,
      withheld: false,
      pick: p.predicted,
      confidence: p.winnerConfidence,
      recommendation: p.totalPick,
      commentary: p.commentary ?? g.bioBoost.commentary,
    };
    return { ...g, bioBoost };
  });
}
