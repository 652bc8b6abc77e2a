import { UserRound, UserRoundX } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { signInPath, useSession } from '../../lib/session.ts';
import { lazyPart } from './lazy-part.ts';

// The signed-in menu (and the sign-out call) load only for a signed-in person.
const SignedInMenu = lazyPart(() => import('./signed-in-menu.tsx').then((m) => m.SignedInMenu));

const placeholder = <span className="size-11" aria-hidden="true" />;

/**
 * The top bar's account control: "Sign in" for visitors, the initials menu for a signed-in person, and
 * "Account unavailable" with a retry when the session could not be read (no answer, a 5xx): who is
 * signed in is unknown then, and "Sign in" told a signed-in person they were signed out (issue 21).
 */
export function AccountMenu() {
  const { user, pending, failure } = useSession();
  const { pathname, search } = useLocation();

  if (pending) return placeholder;
  if (!user && failure) {
    return (
      <Button variant="secondary" size="icon-then-compact" loading={failure.retrying} onClick={failure.retry}>
        {!failure.retrying && <UserRoundX aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">Account unavailable</span>
        <span className="sr-only"> – try again</span>
      </Button>
    );
  }
  if (!user) {
    const onAccountPage = ['/sign-in', '/sign-up'].includes(pathname);
    return (
      // An icon on a phone (the bar has no room for the words), icon and words from 640 px.
      <Button asChild variant="secondary" size="icon-then-compact">
        <Link to={onAccountPage ? '/sign-in' : signInPath(pathname + search)}>
          <UserRound aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Sign in</span>
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <SignedInMenu user={user} />
    </Suspense>
  );
}
