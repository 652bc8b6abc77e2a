import { UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { PlayerAvatar } from '../components/ui/player-avatar.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { getPlayerQueryOptions, usePlayer } from '../features/players/api/get-player.ts';
import { BioBoostChart } from '../features/players/components/bioboost-chart.tsx';
import { InjuryTable, SalaryTable, WeeksTable } from '../features/players/components/player-tables.tsx';
import { PropsTable } from '../features/players/components/props-table.tsx';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { RgGate } from '../features/rg/components/rg-gate.tsx';
import { ApiRequestError } from '../lib/api-fetch.ts';
import { formatInstant } from '../lib/format.ts';

export const loader = ({ params }: { params: { id?: string } }) =>
  params.id ? startQueries(getRgStatusQueryOptions(), getPlayerQueryOptions(params.id)) : null;

export function Component() {
  const { id = '' } = useParams();
  const query = usePlayer(id);
  usePageTitle(query.data?.player.name ?? 'Player');
  const notFound =
    query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400);
  if (notFound) {
    return (
      <EmptyState
        icon={UserRound}
        title="Player not found"
        headingLevel={1}
        action={
          <Button asChild variant="secondary">
            <Link to="/top5">See the Top 5 DFS Picks</Link>
          </Button>
        }
      >
        <p>We have no player with the id “{id}”.</p>
      </EmptyState>
    );
  }
  return (
    <QueryState query={query} what="this player" pending={<Skeleton className="h-96" />}>
      {(data) => (
        <article>
          <PageHeader title={data.player.name}>
            <div className="flex items-center gap-3">
              <PlayerAvatar
                name={data.player.name}
                src={data.player.headshotUrl}
                className="size-16 text-xl"
              />
              <p>
                {[
                  data.player.position,
                  data.player.team,
                  data.player.jerseyNumber && `#${data.player.jerseyNumber}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
                <br />
                <span className="text-sm">
                  Week {data.week}, {data.season} · as of {formatInstant(data.generatedAt)}. {data.basisNote}
                </span>
              </p>
            </div>
          </PageHeader>
          <Section id="bioboost" title="BioBoost by week">
            <BioBoostChart weeks={data.weeks} />
          </Section>
          <Section id="weeks" title="Projections vs actuals">
            <p className="mb-3 text-sm text-moss-300">{data.weeksNote}</p>
            {data.weeks.length === 0 ? (
              <p className="text-moss-300">
                Not projected this week: he is not among the players expected to play.
              </p>
            ) : (
              <WeeksTable weeks={data.weeks} />
            )}
          </Section>
          <Section id="props" title="Props">
            {/* The week's prop picks are recommended bets: hidden during a break (issue 11 §9). */}
            <RgGate level={3}>
              {data.props.length === 0 ? (
                <p className="text-moss-300">No prop line and too few recent games for a median this week.</p>
              ) : (
                <PropsTable props={data.props} caption={`His props, week ${data.week}`} />
              )}
            </RgGate>
            <h3 className="mt-6 mb-3 font-semibold text-moss-100">Graded prop history</h3>
            {data.propHistory.length === 0 ? (
              <p className="text-moss-300">
                No prop pick of his has been frozen yet: none had a sportsbook line.
              </p>
            ) : (
              <PropsTable props={data.propHistory} caption="His frozen prop picks and their grades" />
            )}
          </Section>
          <Section id="injuries" title="Injury history">
            <InjuryTable injuries={data.injuries} />
          </Section>
          <Section id="salaries" title="Salary history">
            <SalaryTable salaries={data.salaries} />
          </Section>
        </article>
      )}
    </QueryState>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-semibold text-moss-100">
        {title}
      </h2>
      {children}
    </section>
  );
}
