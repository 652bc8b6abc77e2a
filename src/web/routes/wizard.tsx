import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { GoPremiumButton } from '../features/billing/components/go-premium-button.tsx';
import { usePublicConfig } from '../features/public-config/api/get-public-config.ts';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { RgGate } from '../features/rg/components/rg-gate.tsx';
import { featuredPlayersQueryOptions } from '../features/wizard/api/get-featured-players.ts';
import { BreakdownStep } from '../features/wizard/components/breakdown-step.tsx';
import { ContextStep } from '../features/wizard/components/context-step.tsx';
import { FeaturedStep, featured } from '../features/wizard/components/featured-step.tsx';
import { LockStep } from '../features/wizard/components/lock-step.tsx';
import { WIZARD_STEPS, WizardProgress } from '../features/wizard/components/wizard-progress.tsx';
import { getCurrentGamesQueryOptions } from '../lib/games-api.ts';
import { useSearchState } from '../lib/search-state.ts';

// Every choice lives in the URL, so a refresh, a shared link or a return from signing in keeps it.
const search = {
  step: z.coerce.number().int().min(0).max(3).default(0),
  player: z.string().max(40).optional(),
  game: z.string().max(40).optional(),
  pick: z.string().max(20).optional(),
};

export const loader = (_: LoaderFunctionArgs) =>
  startQueries(getRgStatusQueryOptions(), featuredPlayersQueryOptions(), getCurrentGamesQueryOptions());

function WizardPage() {
  usePageTitle('Pick Wizard');
  const [values, setValues] = useSearchState(search);
  const location = useLocation();
  const players = useQuery(featuredPlayersQueryOptions());
  const games = useQuery(getCurrentGamesQueryOptions());
  const priceCents = usePublicConfig().data?.plan?.priceCents ?? null;
  const top = players.data ? featured(players.data) : [];
  const player = top.find((p) => p.id === values.player) ?? top[0];
  const game = games.data?.games.find((g) => g.id === values.game);
  const { step } = values;
  const go = (next: number) => setValues({ step: next });

  return (
    <section>
      <PageHeader title="Pick Wizard">
        <p>Four steps from the week's featured BioBoost players to a pick locked into your record.</p>
      </PageHeader>
      <WizardProgress step={step} onStep={go} />
      <div className="mt-6">
        {step === 0 && (
          <QueryState query={players} what="the featured players" pending={<Skeleton className="h-48" />}>
            {(data) => (
              <FeaturedStep
                data={data}
                selectedId={player?.id}
                onSelect={(id) => setValues({ player: id }, { replace: true })}
              />
            )}
          </QueryState>
        )}
        {step === 1 && (
          <QueryState query={players} what="the featured players" pending={<Skeleton className="h-64" />}>
            {() => <BreakdownStep player={player} />}
          </QueryState>
        )}
        {step === 2 && (
          <QueryState query={games} what="the week's games" pending={<Skeleton className="h-96" />}>
            {(data) => (
              <ContextStep
                data={data}
                team={player?.team}
                gameId={values.game}
                pick={values.pick}
                onChoose={(gameId, pick) => setValues({ game: gameId, pick }, { replace: true })}
              />
            )}
          </QueryState>
        )}
        {step === 3 && (
          <QueryState query={games} what="the week's games" pending={<Skeleton className="h-48" />}>
            {() => <LockStep game={game} pick={values.pick} player={player} search={location.search} />}
          </QueryState>
        )}
      </div>
      <div className="mt-6 flex justify-between">
        <Button variant="secondary" disabled={step === 0} onClick={() => go(step - 1)}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        {step < WIZARD_STEPS.length - 1 ? (
          <Button onClick={() => go(step + 1)}>
            Next <ChevronRight aria-hidden="true" />
          </Button>
        ) : (
          // Spec 02: the last step's subscribe button opens the subscription modal.
          <GoPremiumButton priceCents={priceCents} />
        )}
      </div>
    </section>
  );
}

/** A signed-in person on a responsible-gaming break sees a notice instead of the wizard's picks. */
export function Component() {
  return (
    <RgGate>
      <WizardPage />
    </RgGate>
  );
}
