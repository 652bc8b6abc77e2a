import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { readableError } from '../../../lib/field-errors.ts';
import { signInPath, useSession } from '../../../lib/session.ts';
import { useSavedPicks, useSavePick } from '../api/saved-picks.ts';

/**
 * Save on a game card: stores the model's pick for the game on the person's Dashboard. A visitor is
 * sent to sign in and brought back to this page.
 */
export function SavePickButton({ gameId, matchup }: { gameId: string; matchup: string }) {
  // Until the session is read, a signed-in person is not yet known as one: a click then would send
  // them to sign in, so the button waits for the answer.
  const { user, pending } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const saved = useSavedPicks(Boolean(user));
  const save = useSavePick();
  const isSaved = saved.data?.picks.some((p) => p.gameId === gameId) ?? false;
  if (isSaved) {
    return (
      <span className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-leaf-400">
        <BookmarkCheck className="size-4" aria-hidden="true" /> Saved
        <span className="sr-only">: {matchup}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col">
      <Button
        variant="secondary"
        size="compact"
        loading={save.isPending}
        disabled={pending}
        onClick={() => (user ? save.mutate(gameId) : navigate(signInPath(pathname + search)))}
      >
        <Bookmark aria-hidden="true" /> Save<span className="sr-only"> pick: {matchup}</span>
      </Button>
      {save.isError && (
        <span role="alert" className="mt-1 max-w-48 text-xs text-ember-400">
          {readableError(save.error)}
        </span>
      )}
    </span>
  );
}
