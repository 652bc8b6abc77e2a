import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { ErrorState } from '../components/ui/error-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useBets } from '../features/bets/api/get-bets.ts';
import { BankrollChart } from '../features/bets/components/bankroll-chart.tsx';
import { BetForm } from '../features/bets/components/bet-form.tsx';
import { BetsSummary } from '../features/bets/components/bets-summary.tsx';
import { BetsTable } from '../features/bets/components/bets-table.tsx';
import { dollars } from '../features/bets/components/money.ts';
import { SettingsForm } from '../features/bets/components/settings-form.tsx';
import { getRgStatusQueryOptions, useRgStatus } from '../features/rg/api/rg-status.ts';
import { BreakPanel } from '../features/rg/components/break-panel.tsx';

export const loader = () => startQueries(getRgStatusQueryOptions());

export function Component() {
  usePageTitle('Bet Tracker');
  const rg = useRgStatus();
  const signedIn = rg.data?.signedIn === true;
  const bets = useBets(signedIn);
  return (
    <div className="space-y-6">
      <PageHeader title="Bet Tracker">
        Log the bets you placed with your books. They settle from the final scores; profit, ROI and
        closing-line value are computed from your own bets. Go Gorilla takes no bets.
      </PageHeader>
      {rg.isError && rg.data === undefined ? (
        // Whether anyone is signed in is unknown (the server stopped): without this the tracker's own
        // read, which waits for a signed-in answer, held its skeleton for ever (issue 21, decision 161).
        <ErrorState
          what="your bet tracker"
          error={rg.error}
          onRetry={() => void rg.refetch()}
          retrying={rg.isFetching}
        />
      ) : rg.data && !signedIn ? (
        <EmptyState
          icon={Receipt}
          title="Sign in to track your bets"
          action={
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild>
                <Link to={`/sign-in?next=${encodeURIComponent('/bets')}`}>Sign in</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to={`/sign-up?next=${encodeURIComponent('/bets')}`}>Create an account</Link>
              </Button>
            </div>
          }
        >
          <p>The tracker keeps your bets in your account.</p>
        </EmptyState>
      ) : (
        <QueryState query={bets} what="your bets" pending={<Skeleton className="h-64" />}>
          {(d) => (
            <>
              <BetsSummary record={d.record} />
              <Card asChild>
                <section aria-labelledby="week-limits">
                  <h2 id="week-limits" className="font-semibold text-moss-100">
                    This week
                  </h2>
                  <p className="mt-1 text-sm text-moss-200">
                    Staked {dollars(d.limits.staked)} in the last 7 days
                    {d.limits.stakeLeft !== null &&
                      ` · ${dollars(d.limits.stakeLeft)} left of your stake limit`}
                    {d.limits.lossLeft !== null && ` · ${dollars(d.limits.lossLeft)} left of your loss limit`}
                    {d.limits.stakeLeft === null && d.limits.lossLeft === null && ' · no weekly limits set'}.
                  </p>
                </section>
              </Card>
              <Card asChild>
                <section aria-labelledby="bankroll">
                  <h2 id="bankroll" className="mb-2 font-semibold text-moss-100">
                    Bankroll
                  </h2>
                  {d.settings.bankroll === null ? (
                    <p className="text-sm text-moss-300">Set your bankroll below to draw it over time.</p>
                  ) : d.bankroll.length === 0 ? (
                    <p className="text-sm text-moss-300">The chart starts with your first settled bet.</p>
                  ) : (
                    <BankrollChart start={d.settings.bankroll} points={d.bankroll} />
                  )}
                </section>
              </Card>
              <BetForm onBreak={d.rg.state !== 'none'} />
              {d.bets.length === 0 ? (
                <EmptyState icon={Receipt} title="No bets logged yet">
                  <p>Log one above.</p>
                </EmptyState>
              ) : (
                <BetsTable bets={d.bets} />
              )}
              <div className="grid gap-6 lg:grid-cols-2">
                <SettingsForm settings={d.settings} />
                <BreakPanel status={d.rg} />
              </div>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
