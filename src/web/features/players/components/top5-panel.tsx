import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { computingText } from '../../../lib/computing-text.ts';
import { useTop5 } from '../api/get-top5.ts';
import { confidenceBadge } from './tiers.ts';

/** The Weekly Picks sidebar's Top 5 DFS (spec 01 §2): the Main slate's five, with the spec's texts. */
export function Top5Panel() {
  const query = useTop5();
  return (
    <Card asChild>
      <section aria-labelledby="top5-panel-heading">
        <CardTitle id="top5-panel-heading">Top 5 DFS</CardTitle>
        <CardDescription>
          {/* While computing there is no ranking yet to describe (issue 21). */}
          {query.data && !query.data.computing
            ? `Main slate, week ${query.data.week}: ranked by ggScore from our projections.`
            : 'The week’s best DraftKings plays, ranked by ggScore.'}
        </CardDescription>
        <CardContent>
          {/* QueryState: a failed refresh keeps the five on screen under the copy's age (decision 103). */}
          <QueryState query={query} what="the Top 5" pending={<Skeleton className="h-40" />}>
            {(data) => {
              const main = data.picks.filter((p) => p.slate === 'Main');
              // Still loading at start-up (decision 134): not "no picks", and no partial five.
              return data.computing ? (
                <p role="status" className="text-sm text-moss-300">
                  {computingText(data.computing, 'the Top 5')}
                </p>
              ) : main.length === 0 ? (
                <p className="text-sm text-moss-300">
                  {/* With nobody projected, the week's schedule is in but the season's players are not
                      (a live start before the season's stats: issue 21). The spec's line otherwise. */}
                  {data.totalCandidates === 0
                    ? `No picks ready yet! No player could be projected for week ${data.week} of ${data.season}: that season’s player data is not loaded yet.`
                    : 'No picks ready yet! Check back when the week’s schedule is released.'}
                </p>
              ) : (
                <ol className="space-y-2 text-sm">
                  {main.map((p, i) => (
                    <li key={p.playerId} className="flex items-baseline justify-between gap-2">
                      <span className="min-w-0">
                        <span className="text-moss-300">{i + 1}. </span>
                        <Link className="text-moss-100 hover:underline" to={`/players/${p.playerId}`}>
                          {p.name}
                        </Link>{' '}
                        <span className="text-xs text-moss-300">
                          {p.position} {p.teamAbbr}
                        </span>
                      </span>
                      <span className="shrink-0 tabular-nums text-moss-100" title="ggScore and its tier">
                        {p.ggScore.toFixed(0)}{' '}
                        <span className="text-xs text-moss-300">{confidenceBadge(p.ggScore).label}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              );
            }}
          </QueryState>
          <Link
            to="/top5"
            className="mt-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-banana-400 hover:underline"
          >
            All Top 5 DFS picks <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </CardContent>
      </section>
    </Card>
  );
}
