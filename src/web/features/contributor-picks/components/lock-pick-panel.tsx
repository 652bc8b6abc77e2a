import { Lock, LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { UserPick } from '../../../../shared/api/contributor-picks.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { bookName, formatHandicap, formatPrice, formatTotal } from '../../../lib/format-odds.ts';
import { type GameForLock, useLockPicks } from '../hooks/use-lock-picks.ts';
import { LockOptions } from './lock-options.tsx';

const MARKET_NAMES = { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' } as const;

function lockedText(p: UserPick): string {
  const team = p.selection === 'home' ? p.homeTeam : p.awayTeam;
  if (p.market === 'total') return `${p.selection === 'over' ? 'Over' : 'Under'} ${formatTotal(p.line)}`;
  if (p.market === 'moneyline') return `${team} to win (${formatPrice(p.price)})`;
  const handicap = p.selection === 'home' ? p.line : p.line === null ? null : -p.line;
  return `${team} ${formatHandicap(handicap)}`;
}

/**
 * Lock a pick on one game at the line shown: signed-in people only (visitors are sent to sign in and
 * back), closed at kickoff by the server's clock. A moved line comes back as a question; the game's
 * lines are then reloaded so the buttons show the line to lock at.
 */
export function LockPickPanel({ game, onLineMoved }: { game: GameForLock; onLineMoved?: () => void }) {
  const { pathname, search } = useLocation();
  const picks = useLockPicks(game, onLineMoved);
  const { sessionPending, signedIn, held, heldQuery, options, closed, message } = picks;

  return (
    <Card aria-label="Lock a pick" role="region">
      <h2 className="font-display text-xl text-banana-400">Lock a pick</h2>
      <p className="mt-1 text-sm text-moss-300">
        Locked picks are recorded at the line shown, can never be changed, and are graded after the final
        score.
      </p>
      {held.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm" aria-label="Your locked picks">
          {held.map((p) => (
            <li key={p.id}>
              <Lock aria-hidden="true" className="mr-1 inline size-4" />
              {MARKET_NAMES[p.market]}: {lockedText(p)} at {bookName(p.book)}, locked{' '}
              {formatInstant(p.lockedAt)}
              {p.status !== 'pending' && ` · ${p.status}`}
            </li>
          ))}
        </ul>
      )}
      {/* Unread, the held picks looked like none held: say so (decision 109), the server still refuses a
          second lock of a market. */}
      {heldQuery.isError && (
        <div className="mt-3">
          <ErrorState
            what="your locked picks"
            error={heldQuery.error}
            onRetry={() => void heldQuery.refetch()}
            retrying={heldQuery.isFetching}
            savedAt={heldQuery.data ? heldQuery.dataUpdatedAt : undefined}
          />
        </div>
      )}
      <div className="mt-3">
        {closed ? (
          <p className="font-semibold text-moss-200">Locked at kickoff ({formatInstant(game.kickoff)}).</p>
        ) : sessionPending ? (
          <p className="text-sm text-moss-300">Checking your sign-in…</p>
        ) : !signedIn ? (
          <Button asChild variant="secondary">
            <Link to={`/sign-in?next=${encodeURIComponent(pathname + search)}`}>
              <LogIn aria-hidden="true" /> Sign in to lock a pick
            </Link>
          </Button>
        ) : options.length === 0 ? (
          <p className="text-sm text-moss-300">
            {held.length > 0 ? 'You have locked every market we hold a line for.' : 'No line captured yet.'}
          </p>
        ) : (
          <LockOptions picks={picks} className="flex flex-wrap gap-2" button={{ variant: 'secondary' }} />
        )}
        {message && (
          <p role="status" className="mt-3 text-sm text-moss-100">
            {message}
          </p>
        )}
      </div>
    </Card>
  );
}
