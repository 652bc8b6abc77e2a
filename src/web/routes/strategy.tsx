import { useMemo, useState } from 'react';
import { generateStrategy } from '../../domain/strategy/generate.ts';
import { PRESETS, profileProblems, type StrategyProfile } from '../../domain/strategy/profile.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { getStrategyWeekQueryOptions, useStrategyWeek } from '../features/strategy/api/get-strategy-week.ts';
import { ProfileForm } from '../features/strategy/components/profile-form.tsx';
import { StrategyResults } from '../features/strategy/components/strategy-results.tsx';
import { toStrategyGame } from '../features/strategy/lib/to-strategy-game.ts';
import { formatInstant } from '../lib/format.ts';

export const loader = () => startQueries(getStrategyWeekQueryOptions());

/**
 * Spec 02's strategy generator: the profile stays in the browser; the rules (src/domain/strategy) run
 * on the week's real games, refreshed every 60 s, so the strategy follows the lines as they move.
 */
export function Component() {
  usePageTitle('Strategy');
  const week = useStrategyWeek();
  const [profile, setProfile] = useState<StrategyProfile>(PRESETS.balanced);
  const [submitted, setSubmitted] = useState<StrategyProfile | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const problems = profileProblems(profile);
  const result = useMemo(() => {
    if (!submitted || !week.data) return null;
    const data = week.data;
    return generateStrategy(
      submitted,
      data.games.map((g) => toStrategyGame(g, data.asOf)),
    );
  }, [submitted, week.data]);
  const generate = () => {
    setShowProblems(true);
    if (Object.keys(problems).length === 0) setSubmitted(profile);
  };
  return (
    <div className="space-y-6">
      <PageHeader title="Strategy">
        <p>
          A betting plan for this week’s real games from your bankroll, style and risk tolerance: the model’s
          picks, the lines and BioBoost, scored by fixed rules. Nothing is random; games you ask to avoid are
          read from the schedule and the forecast.
        </p>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-[380px_minmax(0,1fr)]">
        <ProfileForm
          profile={profile}
          problems={showProblems ? problems : {}}
          onChange={(p) => {
            setProfile(p);
            setShowProblems(false);
          }}
          onSubmit={generate}
        />
        <QueryState query={week} what="this week’s games" pending={<Skeleton className="h-96" />}>
          {(d) =>
            d.games.length === 0 ? (
              <EmptyState title="No games this week">
                <p>
                  {d.weekLabel} of {d.season} has no games whose teams are known yet.
                </p>
              </EmptyState>
            ) : (
              <div className="space-y-3">
                <p className="text-sm text-moss-300">
                  {d.season} {d.weekLabel} · {d.games.length} games · lines and picks as of{' '}
                  {formatInstant(d.asOf)}
                </p>
                {result && submitted ? (
                  <StrategyResults
                    result={result}
                    riskTolerance={submitted.riskTolerance}
                    unitSize={submitted.unitSize}
                    weekLabel={d.weekLabel}
                    gameCount={d.games.length}
                  />
                ) : (
                  <EmptyState title="Choose a preset or fill in your profile">
                    <p>Then press Generate Strategy to see the bets that fit it this week.</p>
                  </EmptyState>
                )}
              </div>
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
