import { Bookmark, Lock } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedPick } from '../../../../shared/api/dashboard.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { OutcomeBadge } from '../../../components/ui/outcome-badge.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { useRemoveSavedPick } from '../api/saved-picks.ts';

// Spec 01 §3: Pending, Won, Lost (plus Push for a tie), with the word and the icon, never colour alone.
const OUTCOME = { won: 'win', lost: 'loss', push: 'push', pending: 'pending' } as const;

function SavedPickCard({ pick }: { pick: SavedPick }) {
  const remove = useRemoveSavedPick();
  const matchup = `${pick.awayTeam} at ${pick.homeTeam}`;
  return (
    <Card asChild className="flex flex-col gap-2">
      <li aria-label={matchup}>
        <div className="flex flex-wrap items-center gap-2 text-xs text-moss-300">
          <span>
            Week {pick.week} · {formatInstant(pick.kickoff)}
          </span>
          <span className="ml-auto">
            <OutcomeBadge outcome={OUTCOME[pick.status]} long />
          </span>
        </div>
        <p className="font-semibold text-moss-100">{matchup}</p>
        {pick.withheld ? (
          <p className="flex items-start gap-2 text-sm text-moss-200">
            <Lock className="mt-0.5 size-4 shrink-0 text-banana-400" aria-hidden="true" />
            Model pick: Premium until kickoff. The side and win chance are open to subscribers and free picks
            now, and to everyone at kickoff.
          </p>
        ) : (
          <p className="text-sm text-moss-200">
            Model pick: <span className="font-bold text-banana-400">{pick.pickedTeam}</span> ·{' '}
            {pick.confidence}% win chance{' '}
            {pick.pickStatus === 'provisional' && (
              <Badge
                tone="neutral"
                title="Saved before kickoff: the model's pick could still change until then"
              >
                saved provisional
              </Badge>
            )}
          </p>
        )}
        {pick.result && (
          <p className="text-sm tabular-nums text-moss-200">
            Final: {pick.awayTeam} {pick.result.awayScore} – {pick.homeTeam} {pick.result.homeScore}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-2">
          <Link
            to={`/games/${pick.gameId}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-banana-400 hover:underline"
          >
            Game detail<span className="sr-only">: {matchup}</span>
          </Link>
          <Button
            variant="ghost"
            size="compact"
            className="ml-auto"
            loading={remove.isPending}
            onClick={() => remove.mutate(pick.gameId)}
          >
            Remove<span className="sr-only"> saved pick: {matchup}</span>
          </Button>
        </div>
      </li>
    </Card>
  );
}

export function SavedPicksList({ picks }: { picks: SavedPick[] }) {
  if (picks.length === 0) {
    return (
      <EmptyState
        icon={Bookmark}
        title="No Saved Picks Yet"
        action={
          <Button asChild>
            <Link to="/weekly-picks">Browse Weekly Picks</Link>
          </Button>
        }
      >
        <p>Press Save on a game card to keep the model’s pick here and see it graded after the game.</p>
      </EmptyState>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-moss-300">
        {picks.length} saved {picks.length === 1 ? 'pick' : 'picks'}. Each is graded straight up from the
        final score.
      </p>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {picks.map((p) => (
          <SavedPickCard key={p.id} pick={p} />
        ))}
      </ul>
    </>
  );
}
