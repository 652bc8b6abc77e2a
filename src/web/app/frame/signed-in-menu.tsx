import { useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { initialsOf } from '../../../domain/account/initials.ts';
import type { SessionUser } from '../../../shared/api/auth.ts';
import { useSignOut } from '../../features/account/api/sign-out.ts';
import { useOpenMenu } from './open-menu.ts';

const itemClass =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm text-moss-200 hover:bg-canopy-700 hover:text-moss-100';

/** The initials menu of a signed-in person (its own chunk: a visitor's first load does not carry it). */
export function SignedInMenu({ user }: { user: SessionUser }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [open, setOpen] = useOpenMenu('account', pathname);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape and focus leaving close the menu; the button is the control
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.name}`}
        onClick={() => setOpen(!open)}
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
