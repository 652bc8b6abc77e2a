import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LockPickBody } from '../../../../shared/api/contributor-picks.ts';
import type { Game } from '../../../../shared/api/games.ts';
import { pickOptions } from '../../../lib/pick-options.ts';
import { invalidateOwnPicks, lockPick, userPicksQueryOptions } from '../../../lib/picks-api.ts';
import { getSessionQueryOptions } from '../../../lib/session.ts';

export type GameForLock = Pick<Game, 'id' | 'home' | 'away' | 'odds' | 'status' | 'kickoff'>;

/**
 * Locking picks on one game at the lines shown, for the game page's panel and the Weekly Picks cards:
 * who is signed in, the picks already held, the markets still open, and the lock call. The server
 * decides kickoff by its own clock and answers a moved line with the line to lock at.
 */
export function useLockPicks(game: GameForLock, onLineMoved?: () => void) {
  const client = useQueryClient();
  const session = useQuery(getSessionQueryOptions());
  const signedIn = Boolean(session.data?.user);
  const mine = useQuery({ ...userPicksQueryOptions(), enabled: signedIn });
  const [message, setMessage] = useState<string | null>(null);
  const lock = useMutation({
    mutationFn: (body: LockPickBody) => lockPick(body),
    onSuccess: () => {
      setMessage('Locked. It counts on the leaderboard once the game is graded.');
      void invalidateOwnPicks(client);
    },
    onError: (error) => {
      setMessage(error.message.replace(/^\d+: /, ''));
      if (/line moved/i.test(error.message)) onLineMoved?.();
    },
  });
  const held = (mine.data?.picks ?? []).filter((p) => p.gameId === game.id);
  const heldMarkets = new Set(held.map((p) => p.market));
  const options = pickOptions(game).filter((o) => !heldMarkets.has(o.body.market));
  const closed = game.status !== 'scheduled';
  return {
    sessionPending: session.isPending,
    signedIn,
    held,
    heldQuery: mine,
    options,
    closed,
    lock,
    message,
  };
}
