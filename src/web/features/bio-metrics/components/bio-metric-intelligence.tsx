import type { UseQueryResult } from '@tanstack/react-query';
import type { PublicPredictionsResponse } from '../../../../shared/api/predictions.ts';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { computingText } from '../../../lib/computing-text.ts';
import { IntelligenceSummary, type ModelAccuracy } from './intelligence-summary.tsx';
import { leagueMetrics } from './league-metrics.ts';

/**
 * 'BioMetric Intelligence' from real league figures: this week's average of each BioBoost input, and
 * an Intelligence Summary whose three figures are computed (never 3 / 75 / 94.2%). While the start-up
 * catch-up decides the week (decision 134) the averages are unknown, and shown as such, never as 0.
 */
export function BioMetricIntelligence({
  query,
  accuracy,
}: {
  query: UseQueryResult<PublicPredictionsResponse, Error>;
  accuracy: ModelAccuracy;
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
          const { computing } = answer;
          return (
            <div className="space-y-3">
              {computing && (
                <p role="status" className="text-sm text-moss-300">
                  {computingText(computing, 'this week’s BioBoost figures')}
                </p>
              )}
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
                            {m.average !== null
                              ? '/100'
                              : computing
                                ? ' still computing'
                                : ' no data this week'}
                          </span>
                        </p>
                      </li>
                    </Card>
                  ))}
                </ul>
                <IntelligenceSummary
                  weekLabel={answer.weekLabel}
                  teams={teams}
                  // No team with a pick: how many inputs are known is itself unknown, not 0 (issue 21).
                  active={teams === 0 ? null : metrics.filter((m) => m.average !== null).length}
                  avgBioBoost={avgBioBoost}
                  weekComputing={computing !== null}
                  accuracy={accuracy}
                />
              </div>
            </div>
          );
        }}
      </QueryState>
    </section>
  );
}
