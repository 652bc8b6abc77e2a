import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { signInPath } from '../../../lib/session.ts';
import { type GameForLock, useLockPicks } from '../hooks/use-lock-picks.ts';
import { LockOptions } from './lock-options.tsx';

/**
 * Lock on a Weekly Picks card (issue 11 §4): opens the game's picks at the lines shown, the same
 * options and call as the game page and the wizard. A visitor is sent to sign in and back; after
 * kickoff the button is disabled with the reason (the server refuses anyway, by its own clock).
 */
export function CardLock({ game, matchup }: { game: GameForLock; matchup: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listId = useId();
  const picks = useLockPicks(game);
  const { sessionPending, signedIn, heldQuery, closed, message } = picks;
  if (closed) {
    return (
      <span className="inline-flex items-center gap-2">
        <Button variant="secondary" size="compact" disabled aria-describedby={`${listId}-closed`}>
          <Lock aria-hidden="true" /> Lock<span className="sr-only"> a pick: {matchup}</span>
        </Button>
        <span id={`${listId}-closed`} className="text-xs text-moss-300">
          Closed at kickoff
        </span>
      </span>
    );
  }
  const toggle = () => (signedIn ? setOpen((o) => !o) : navigate(signInPath(pathname + search)));
  return (
    <span className="inline-flex flex-col items-end gap-2">
      <Button
        variant="secondary"
        size="compact"
        loading={sessionPending}
        aria-expanded={signedIn ? open : undefined}
        aria-controls={open ? listId : undefined}
        onClick={toggle}
      >
        <Lock aria-hidden="true" /> Lock<span className="sr-only"> a pick: {matchup}</span>
      </Button>
      {open && (
        <span id={listId} className="flex flex-col items-end gap-1">
          {/* Unread, the held picks looked like none held and the card offered a lock the server refuses
              (decision 119): say what failed, with a retry, and offer nothing until it is read. */}
          {heldQuery.isError && heldQuery.data === undefined ? (
            <span className="block max-w-80 text-left">
              <ErrorState
                what="your locked picks"
                error={heldQuery.error}
                onRetry={() => void heldQuery.refetch()}
                retrying={heldQuery.isFetching}
              />
            </span>
          ) : heldQuery.isPending ? (
            <span className="text-xs text-moss-300">Checking your locked picks…</span>
          ) : (
            <LockChoices picks={picks} matchup={matchup} />
          )}
          {message && (
            <span role="status" className="max-w-64 text-right text-xs text-moss-100">
              {message}
            </span>
          )}
        </span>
      )}
    </span>
  );
}

/** The markets held and the ones still open, once the person's picks are read. */
function LockChoices({ picks, matchup }: { picks: ReturnType<typeof useLockPicks>; matchup: string }) {
  const { held, options } = picks;
  return (
    <>
      {held.length > 0 && (
        <span className="text-xs text-moss-300">
          Locked: {held.map((p) => p.market).join(', ')} (a locked pick never changes)
        </span>
      )}
      {options.length === 0 ? (
        <span className="text-xs text-moss-300">
          {held.length > 0 ? 'Every market we hold a line for is locked.' : 'No line captured yet.'}
        </span>
      ) : (
        <LockOptions
          picks={picks}
          label={`Lock a pick: ${matchup}`}
          className="flex flex-wrap justify-end gap-1"
          button={{ size: 'compact' }}
        />
      )}
    </>
  );
}
