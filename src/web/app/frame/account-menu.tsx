import { UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { initialsOf } from '../../../domain/account/initials.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSignOut } from '../../features/account/api/sign-out.ts';
import { signInPath, useSession } from '../../lib/session.ts';

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-moss-200 hover:bg-canopy-700 hover:text-moss-100';

/** The top bar's account control: "Sign in" for visitors, the initials menu for a signed-in person. */
export function AccountMenu() {
  const { user, pending } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setOpen(false), [pathname]);

  if (pending) return <span className="size-11" aria-hidden="true" />;
  if (!user) {
    const onAccountPage = ['/sign-in', '/sign-up'].includes(pathname);
    return (
      // An icon on a phone (the bar has no room for the words), icon and words from 640 px.
      <Button asChild variant="secondary" size="compact" className="w-11 px-0 sm:w-auto sm:px-3">
        <Link to={onAccountPage ? '/sign-in' : signInPath(pathname + search)}>
          <UserRound aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Sign in</span>
        </Link>
      </Button>
    );
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the menu; the button is the control
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen((value) => !value)}
        className="flex size-11 items-center justify-center rounded-full border border-control bg-canopy-800 text-sm font-bold text-banana-400 hover:bg-canopy-700"
      >
        {initialsOf(user.name)}
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 top-full z-50 w-56 pt-1">
        <div className="rounded-xl border border-canopy-600 bg-canopy-900 p-1 shadow-xl shadow-black/40">
          <p className="truncate px-3 py-2 text-xs text-moss-300">{user.email}</p>
          <ul aria-label="Account">
            <li>
              <Link to="/profile" className={itemClass}>
                Profile
              </Link>
            </li>
            <li>
              <Link to="/dashboard" className={itemClass}>
                Dashboard
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={itemClass}
                disabled={signOut.isPending}
                onClick={() =>
                  signOut.mutate(undefined, {
                    onSuccess: () => {
                      setOpen(false);
                      navigate('/');
                    },
                  })
                }
              >
                {signOut.isPending ? 'Signing out…' : 'Sign out'}
              </button>
            </li>
          </ul>
          {signOut.isError && <p className="px-3 py-2 text-xs text-ember-400">Sign-out failed. Try again.</p>}
        </div>
      </div>
    </div>
  );
}
