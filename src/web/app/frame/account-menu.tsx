import { UserRound } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { signInPath, useSession } from '../../lib/session.ts';
import { lazyPart } from './lazy-part.ts';

// The signed-in menu (and the sign-out call) load only for a signed-in person.
const SignedInMenu = lazyPart(() => import('./signed-in-menu.tsx').then((m) => m.SignedInMenu));

const placeholder = <span className="size-11" aria-hidden="true" />;

/** The top bar's account control: "Sign in" for visitors, the initials menu for a signed-in person. */
export function AccountMenu() {
  const { user, pending } = useSession();
  const { pathname, search } = useLocation();

  if (pending) return placeholder;
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
