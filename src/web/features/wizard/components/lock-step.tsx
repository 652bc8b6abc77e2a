import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type LockPickBody, LockRefusal } from '../../../../shared/api/contributor-picks.ts';
import type { Game } from '../../../../shared/api/games.ts';
import type { PlayerCard } from '../../../../shared/api/players.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ApiRequestError } from '../../../lib/api-fetch.ts';
import { formatInstant } from '../../../lib/format.ts';
import { bookName } from '../../../lib/format-odds.ts';
import { atQuote, pickKey, pickLabel, pickOptions } from '../../../lib/pick-options.ts';
import { invalidateOwnPicks, lockPick, userPicksQueryOptions } from '../../../lib/picks-api.ts';
import { gameKeys } from '../../../lib/query-keys.ts';
import { getSessionQueryOptions } from '../../../lib/session.ts';

type Outcome =
  | { kind: 'locked'; text: string }
  | { kind: 'moved'; text: string; retry: LockPickBody }
  | { kind: 'refused'; text: string };

function outcomeOf(error: Error, body: LockPickBody): Outcome {
  const refusal = error instanceof ApiRequestError ? LockRefusal.safeParse(error.body) : undefined;
  const text = error.message.replace(/^\d+: /, '');
  if (refusal?.success && refusal.data.code === 'line_moved' && refusal.data.current)
    return { kind: 'moved', text, retry: atQuote(body, refusal.data.current) };
  return { kind: 'refused', text };
}

/**
 * Step 4: the chosen pick and its Lock button. Locking goes through POST /api/picks like the game page:
 * the server checks the line and its own clock; a moved line comes back with the line to lock at.
 */
export function LockStep({
  game,
  pick,
  player,
  search,
}: {
  game: Game | undefined;
  pick: string | undefined;
  player: PlayerCard | undefined;
  search: string;
}) {
  const client = useQueryClient();
  const session = useQuery(getSessionQueryOptions());
  const signedIn = Boolean(session.data?.user);
  const mine = useQuery({ ...userPicksQueryOptions(), enabled: signedIn });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const lock = useMutation({
    mutationFn: (body: LockPickBody) => lockPick(body),
    onSuccess: (_, body) => {
      setOutcome({ kind: 'locked', text: `Locked ${game ? pickLabel(game, body) : ''}.` });
      void invalidateOwnPicks(client);
    },
    onError: (error, body) => {
      setOutcome(outcomeOf(error, body));
      void client.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
  const option = game ? pickOptions(game).find((o) => pickKey(o.body) === pick) : undefined;
  const held = mine.data?.picks.find((p) => p.gameId === game?.id && p.market === option?.body.market);

  return (
    <Card aria-label="Lock your pick" role="region">
      <h2 className="font-display text-xl text-banana-400">Lock Your Pick</h2>
      {player?.bioBoost && (
        <p className="mt-1 text-sm text-moss-300">
          Featured: {player.name} ({player.position}, {player.team}), BioBoost{' '}
          {Math.round(player.bioBoost.score)}
          /100. Player props cannot be locked yet; you lock a game pick.
        </p>
      )}
      {!game || (!option && game.status === 'scheduled') ? (
        <p className="mt-3 text-moss-200">Choose a game and a side in step 3 (Betting Context) first.</p>
      ) : (
        <>
          <p className="mt-3 text-lg font-semibold text-moss-100">
            {game.away.name} at {game.home.name}
            {option && `: ${option.label}`}
          </p>
          <p className="text-sm text-moss-300">Kickoff {formatInstant(game.kickoff)}</p>
          <div className="mt-3">
            {game.status !== 'scheduled' ? (
              <p className="font-semibold text-moss-200">Locked at kickoff: this game takes no more picks.</p>
            ) : session.isPending ? (
              <p className="text-sm text-moss-300">Checking your sign-in…</p>
            ) : !signedIn ? (
              <Button asChild variant="secondary">
                <Link to={`/sign-in?next=${encodeURIComponent(`/wizard${search}`)}`}>
                  <LogIn aria-hidden="true" /> Sign in to lock this pick
                </Link>
              </Button>
            ) : mine.isError && mine.data === undefined ? (
              // Unread, the held picks looked like none held and the step offered a lock the server
              // refuses (decision 119): what failed, a retry, and no Lock until they are read.
              <ErrorState
                what="your locked picks"
                error={mine.error}
                onRetry={() => void mine.refetch()}
                retrying={mine.isFetching}
              />
            ) : mine.isPending ? (
              <p className="text-sm text-moss-300">Checking your locked picks…</p>
            ) : held ? (
              <p className="text-moss-100">
                <Lock aria-hidden="true" className="mr-1 inline size-4" />
                You locked this market at {bookName(held.book)} {formatInstant(held.lockedAt)}; a locked pick
                never changes.
              </p>
            ) : option && outcome?.kind !== 'locked' ? (
              <Button
                loading={lock.isPending}
                disabled={lock.isPending}
                onClick={() => lock.mutate(option.body)}
              >
                <Lock aria-hidden="true" /> Lock {option.label}
              </Button>
            ) : null}
          </div>
        </>
      )}
      {outcome && (
        <div role="status" className="mt-3 text-sm text-moss-100">
          <p>{outcome.text}</p>
          {outcome.kind === 'locked' && (
            <Link className="text-banana-400 underline" to="/leaderboard">
              It counts on the leaderboard once the game is graded.
            </Link>
          )}
          {outcome.kind === 'moved' && game && (
            <Button className="mt-2" disabled={lock.isPending} onClick={() => lock.mutate(outcome.retry)}>
              Lock {pickLabel(game, outcome.retry)} at the new line
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
