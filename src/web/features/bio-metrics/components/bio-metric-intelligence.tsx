import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicPredictionsResponse } from '../../../../shared/api/predictions.ts';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { leagueMetrics } from './league-metrics.ts';

interface Accuracy {
  accuracy: number;
  games: number;
}

/**
 * 'BioMetric Intelligence' from real league figures: this week's average of each BioBoost input, and
 * an Intelligence Summary whose three figures are computed (never 3 / 75 / 94.2%).
 */
export function BioMetricIntelligence({
  query,
  accuracy,
}: {
  query: UseQueryResult<PublicPredictionsResponse, Error>;
  accuracy: Accuracy | undefined;
}) {
  return (
    <section id="how-it-works" aria-labelledby="bio-heading" className="scroll-mt-24 space-y-4">
      <h2 id="bio-heading" className="font-display text-xl text-banana-400">
        BioMetric Intelligence
      </h2>
      <p className="max-w-3xl text-moss-300">
        BioBoost scores each team 0–100 from five inputs, each a documented proxy built from real NFL data.
        The figures below are this week’s league averages.
      </p>
      <QueryState
        query={query}
        what="this week’s BioBoost figures"
        pending={<Skeleton className="h-48 w-full" />}
      >
        {(answer) => {
          const { metrics, avgBioBoost, teams } = leagueMetrics(answer);
          const active = metrics.filter((m) => m.average !== null).length;
          return (
            <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_300px]">
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {metrics.map((m) => (
                  <Card asChild key={m.id}>
                    <li>
                      <CardTitle>
                        {m.name}{' '}
                        <span className="text-xs font-normal text-moss-300">· {m.weight}% of BioBoost</span>
                      </CardTitle>
                      <CardDescription>{m.description}</CardDescription>
                      <p
                        className="mt-2 text-2xl font-semibold tabular-nums text-moss-100"
                        title={`League average of the ${m.teams} of ${teams} teams with a pick in ${answer.weekLabel}, ${answer.season} whose ${m.name.toLowerCase()} is known`}
                      >
                        {m.average ?? '—'}
                        <span className="text-sm text-moss-300">
                          {m.average === null ? ' no data this week' : '/100'}
                        </span>
                      </p>
                    </li>
                  </Card>
                ))}
              </ul>
              <Card tone="highlight" asChild>
                <aside aria-labelledby="summary-heading">
                  <CardTitle id="summary-heading">Intelligence Summary</CardTitle>
                  <dl className="mt-3 space-y-3">
                    <div title="BioBoost inputs with a value for at least one team this week">
                      <dt className="text-xs text-moss-300">Active metrics</dt>
                      <dd className="text-2xl font-semibold tabular-nums">{active}</dd>
                    </div>
                    <div title={`Mean team BioBoost over ${teams} teams with a pick in ${answer.weekLabel}`}>
                      <dt className="text-xs text-moss-300">Avg BioBoost this week</dt>
                      <dd className="text-2xl font-semibold tabular-nums">
                        {avgBioBoost ?? '—'}{' '}
                        <span className="text-xs font-normal text-moss-300">n={teams} teams</span>
                      </dd>
                    </div>
                    <div title="Straight-up accuracy of the model's walk-forward picks on the public record (/model)">
                      <dt className="text-xs text-moss-300">Model accuracy</dt>
                      <dd className="text-2xl font-semibold tabular-nums">
                        {accuracy ? `${(accuracy.accuracy * 100).toFixed(1)}%` : '—'}{' '}
                        <span className="text-xs font-normal text-moss-300">
                          {accuracy
                            ? `n=${accuracy.games.toLocaleString('en-US')} games`
                            : 'no graded games yet'}
                        </span>
                      </dd>
                    </div>
                  </dl>
                </aside>
              </Card>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
