import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LoaderFunctionArgs, useParams } from 'react-router';
import type { GameDetailResponse } from '../../shared/api/game-detail.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { OutcomeBadge } from '../components/ui/outcome-badge.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { LockPickPanel } from '../features/contributor-picks/components/lock-pick-panel.tsx';
import { getGameDetailQueryOptions, useGameDetail } from '../features/game-detail/api/get-game-detail.ts';
import { GameAlerts } from '../features/game-detail/components/game-alerts.tsx';
import { InjuryTable, WeatherCard } from '../features/game-detail/components/game-conditions.tsx';
import { OddsBoard } from '../features/game-detail/components/odds-board.tsx';
import { OpenToCloseTable } from '../features/game-detail/components/open-to-close.tsx';
import { PredictionPanel } from '../features/game-detail/components/prediction-panel.tsx';
import { TeamBioBoost } from '../features/game-detail/components/team-bioboost.tsx';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { RgGate } from '../features/rg/components/rg-gate.tsx';
import { SavePickButton } from '../features/saved-picks/components/save-pick-button.tsx';
import { formatInstant } from '../lib/format.ts';
import { WithheldPickPanel } from './game-detail/withheld-pick-panel.tsx';

export const loader = ({ params }: LoaderFunctionArgs) =>
  params.gameId ? startQueries(getGameDetailQueryOptions(params.gameId), getRgStatusQueryOptions()) : null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="mb-3 font-display text-xl text-banana-400">{title}</h2>
      {children}
    </section>
  );
}

function Scoreline({ d }: { d: GameDetailResponse }) {
  const g = d.game;
  const p = d.prediction;
  const final = g.status === 'final' && g.home.score !== null && g.away.score !== null;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-moss-200">
        {g.slotLabel} · {formatInstant(g.kickoff)}
        {g.stadium && ` · ${g.stadium.name}, ${g.stadium.city}`}
      </p>
      {final ? (
        <p className="flex items-center gap-2 text-lg font-semibold tabular-nums">
          Final: {g.away.code} {g.away.score} – {g.home.code} {g.home.score}
          {p && (p.status === 'provisional' || p.status === 'locked') && p.grade && (
            <span className="flex items-center gap-1 text-sm">
              Our winner pick <OutcomeBadge outcome={p.grade.straightUp} long />
            </span>
          )}
        </p>
      ) : (
        <p className="text-moss-300">{g.status === 'scheduled' ? 'Not started' : 'Result not in yet'}</p>
      )}
    </Card>
  );
}

function Detail({ d, reload }: { d: GameDetailResponse; reload: () => void }) {
  const p = d.prediction?.status === 'provisional' || d.prediction?.status === 'locked' ? d.prediction : null;
  // Both teams' BioBoost is public, a premium pick's too (decision 120): only the pick is withheld.
  const teams = p ?? (d.prediction?.status === 'withheld' ? d.prediction : null);
  return (
    <>
      <Scoreline d={d} />
      <div className="mt-6">
        <LockPickPanel game={d.game} onLineMoved={reload} />
      </div>
      <div className="mt-6 grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-2">
          {d.prediction?.status === 'withheld' ? (
            <WithheldPickPanel prediction={d.prediction} />
          ) : (
            <PredictionPanel prediction={d.prediction} clv={d.clv} clvUnknown={d.clvUnknown} />
          )}
          {p && <SavePickButton gameId={d.game.id} matchup={`${d.game.away.code} at ${d.game.home.code}`} />}
        </div>
        <WeatherCard detail={d} />
      </div>
      <Section title="Open to close">
        <OpenToCloseTable detail={d} />
      </Section>
      <Section title="Odds board">
        <OddsBoard detail={d} />
      </Section>
      {teams && (
        <Section title="BioBoost">
          <div className="grid gap-4 md:grid-cols-2">
            <TeamBioBoost team={d.game.away.code} name={d.game.away.name} bioBoost={teams.away.bioBoost} />
            <TeamBioBoost team={d.game.home.code} name={d.game.home.name} bioBoost={teams.home.bioBoost} />
          </div>
        </Section>
      )}
      <Section title="Injuries">
        <InjuryTable detail={d} />
      </Section>
      <Section title="Juice Watch alerts">
        <GameAlerts alerts={d.alerts} />
      </Section>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div className="space-y-4">
      <Skeleton className="h-16" />
      <Skeleton className="h-64" />
      <Skeleton className="h-96" />
    </div>
  );
}

function GameDetailPage() {
  const gameId = useParams().gameId ?? '';
  const detail = useGameDetail(gameId);
  const g = detail.data?.game;
  const title = g ? `${g.away.name} at ${g.home.name}` : 'Game detail';
  usePageTitle(title);
  return (
    <article>
      <Button asChild variant="link" size="compact" className="-ml-3">
        <Link to={g ? `/weekly-picks?week=${g.week}` : '/weekly-picks'}>
          <ArrowLeft aria-hidden="true" /> Weekly Picks
        </Link>
      </Button>
      <PageHeader
        title={title}
        actions={
          <Button variant="secondary" loading={detail.isFetching} onClick={() => void detail.refetch()}>
            {!detail.isFetching && <RefreshCw aria-hidden="true" />}
            Refresh
          </Button>
        }
      >
        {g && (
          <p>
            {g.season} week {g.week}. Every figure below is dated: picks by the instant they reflect, lines by
            their capture.
          </p>
        )}
      </PageHeader>
      <div className="mt-6">
        <QueryState query={detail} what="the game" pending={<DetailSkeleton />}>
          {(d) => <Detail d={d} reload={() => void detail.refetch()} />}
        </QueryState>
      </div>
    </article>
  );
}

/** A signed-in person on a responsible-gaming break sees a notice instead of the picks. */
export function Component() {
  return (
    <RgGate>
      <GameDetailPage />
    </RgGate>
  );
}
