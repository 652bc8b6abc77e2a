import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { DEFAULT_FACTORS, type PlaygroundFactors } from '../../domain/personal/playground-score.ts';
import type { PlayerCard } from '../../shared/api/players.ts';
import { isOneOf } from '../../shared/guards.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Badge } from '../components/ui/badge.tsx';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.tsx';
import { getPlayersQueryOptions, usePlayers } from '../features/players/api/get-players.ts';
import { ComparePicks } from '../features/playground/components/compare-picks.tsx';
import { FactorSliders } from '../features/playground/components/factor-sliders.tsx';
import { PlaygroundResults, ResultSummary } from '../features/playground/components/playground-results.tsx';
import { getCurrentWeekQueryOptions, useCurrentWeek } from '../features/weekly-picks/api/get-current-week.ts';
import { useWeekPicks } from '../features/weekly-picks/api/get-weekly-picks.ts';
import { useSearchState } from '../lib/search-state.ts';

const PLAYERS = { limit: 100 };
const TABS = ['factors', 'results', 'compare'] as const;
const SEARCH = { player: z.string().max(20).optional(), tab: z.enum(TABS).default('factors') };

export const loader = () => startQueries(getPlayersQueryOptions(PLAYERS), getCurrentWeekQueryOptions());

const asPlaygroundPlayer = (b: NonNullable<PlayerCard['bioBoost']>) => ({
  sleep: b.sleep.score,
  tIndex: b.tIndex.score,
  cortisol: b.cortisol.score,
  hydration: b.hydration.score,
  recovery: b.recovery.score,
});
const tenth = (x: number | null) => (x === null ? '—' : (x / 10).toFixed(1));

export function Component() {
  usePageTitle('Prediction Playground');
  const [search, setSearch] = useSearchState(SEARCH);
  const [factors, setFactors] = useState<PlaygroundFactors>(DEFAULT_FACTORS);
  const players = usePlayers(PLAYERS);
  const current = useCurrentWeek();
  const picks = useWeekPicks(current.data ? { season: undefined, week: current.data.week } : undefined);
  const pool = players.data?.players.filter((p) => p.bioBoost) ?? [];
  const player = pool.find((p) => p.id === search.player);
  const inputs = player?.bioBoost ? asPlaygroundPlayer(player.bioBoost) : null;

  return (
    <article className="space-y-6">
      <PageHeader
        title="Prediction Playground"
        actions={
          <Button asChild variant="secondary">
            <Link to="/weekly-picks">
              View Picks <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <p>
          <Badge tone="positive">LIVE DATA</Badge> Change the weights of a player’s five BioBoost inputs and
          see how his score moves. The inputs are this week’s, computed from real data.
        </p>
      </PageHeader>
      <QueryState query={players} what="the players" pending={<Skeleton className="h-20" />}>
        {(data) => (
          <Card>
            <label htmlFor="playground-player" className="text-sm text-moss-100">
              Player
            </label>
            <select
              id="playground-player"
              value={player?.id ?? ''}
              onChange={(e) => setSearch({ player: e.target.value || undefined })}
              className="mt-1 h-11 w-full rounded-lg border border-control bg-canopy-950 px-3 text-moss-100"
            >
              <option value="">Choose a player (week {data.week})</option>
              {pool.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.position}) - {p.team}
                </option>
              ))}
            </select>
            {player?.bioBoost && (
              <dl aria-label="Current stats" className="mt-4 grid grid-cols-3 gap-3 text-sm sm:grid-cols-6">
                <Stat label="BioBoost">{player.bioBoost.score.toFixed(1)}</Stat>
                <Stat label="Sleep /10">{tenth(player.bioBoost.sleep.score)}</Stat>
                <Stat label="T-Index /10">{tenth(player.bioBoost.tIndex.score)}</Stat>
                <Stat label="Cortisol /10">{tenth(player.bioBoost.cortisol.score)}</Stat>
                <Stat label="Hydration /10">{tenth(player.bioBoost.hydration.score)}</Stat>
                <Stat label="Injury days">{player.bioBoost.injuryRecoveryDays}</Stat>
              </dl>
            )}
          </Card>
        )}
      </QueryState>
      <Tabs value={search.tab} onValueChange={(tab) => isOneOf(TABS, tab) && setSearch({ tab })}>
        <TabsList aria-label="Playground">
          <TabsTrigger value="factors">Factors</TabsTrigger>
          <TabsTrigger value="results">Results</TabsTrigger>
          <TabsTrigger value="compare">Compare</TabsTrigger>
        </TabsList>
        <TabsContent value="factors" className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          <FactorSliders
            factors={factors}
            onChange={setFactors}
            onReset={() => setFactors(DEFAULT_FACTORS)}
          />
          <Card className="h-fit">
            {inputs ? (
              <ResultSummary player={inputs} factors={factors} />
            ) : (
              <p className="text-moss-300">Select a player to see custom predictions</p>
            )}
          </Card>
        </TabsContent>
        <TabsContent value="results" className="mt-4">
          {inputs ? (
            <PlaygroundResults player={inputs} factors={factors} />
          ) : (
            <p className="text-moss-300">Select a player to see custom predictions</p>
          )}
        </TabsContent>
        <TabsContent value="compare" className="mt-4">
          {!player ? (
            <p className="text-moss-300">Select a player to compare with weekly picks</p>
          ) : (
            <QueryState query={picks} what="the week’s picks" pending={<Skeleton className="h-40" />}>
              {(week) => <ComparePicks picks={week.data.picks} weekLabel={week.data.weekLabel} />}
            </QueryState>
          )}
        </TabsContent>
      </Tabs>
    </article>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-moss-300">{label}</dt>
      <dd className="tabular-nums text-moss-100">{children}</dd>
    </div>
  );
}
