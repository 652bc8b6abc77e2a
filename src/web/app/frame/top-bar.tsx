import { Menu, X } from 'lucide-react';
import { Suspense, useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { LogoMark } from '../../components/ui/logo-mark.tsx';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';
import { useSession } from '../../lib/session.ts';
import { AccountMenu } from './account-menu.tsx';
import { lazyPart } from './lazy-part.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { isGroup, navEntries } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';
import { closeMenusOffPage, useOpenMenu } from './open-menu.ts';

// Only a replaying server shows the badge, so its code (and the tooltip's) stays out of the first load.
const ReplayBadge = lazyPart(() => import('./replay-badge.tsx').then((m) => m.ReplayBadge));

/** The top bar on every page (spec 01 §2): hover dropdowns on desktop, a toggle menu on mobile. */
export function TopBar() {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const signedIn = Boolean(useSession().user);
  const entries = navEntries(config.data?.links, signedIn);
  const replayAt = config.data?.replayAt;
  // Outside the component, like the dropdowns': the first load's top bar is replaced by the app's.
  const [menuOpen, setMenuOpen] = useOpenMenu('mobile', pathname);
  const menuId = useId();

  // A menu opened on another page stays shut when the user comes back to that page.
  useEffect(() => closeMenusOffPage(pathname), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-canopy-700 bg-canopy-950/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link to="/" className="flex shrink-0 items-center gap-2" aria-label="Go Gorilla home">
          <LogoMark />
          <span className="whitespace-nowrap font-display text-base tracking-wide sm:text-lg text-banana-400">
            Go Gorilla
          </span>
        </Link>
        {replayAt && (
          <Suspense fallback={null}>
            <ReplayBadge replayAt={replayAt} />
          </Suspense>
        )}
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {entries.map((entry) =>
            isGroup(entry) ? (
              <NavDropdown key={entry.label} group={entry} pathname={pathname} />
            ) : (
              <NavLinkItem
                key={entry.href}
                link={entry}
                pathname={pathname}
                className="whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-canopy-700 hover:text-moss-100"
                idleClassName="text-moss-200"
                activeClassName="bg-canopy-700 text-banana-400"
              />
            ),
          )}
        </nav>
        {/* Tight on a 390 px phone: the account control and the menu toggle share one group. */}
        <div className="ml-auto flex shrink-0 items-center gap-1 md:ml-0">
          <AccountMenu />
          <Button
            variant="ghost"
            size="icon-large"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {/* In the first load (a few hundred bytes over NavLinkItem, already there): fetched on the first
          tap, it failed with the server stopped and took the phone's only way to the other pages. */}
      {menuOpen && (
        <MobileMenu id={menuId} entries={entries} pathname={pathname} onClose={() => setMenuOpen(false)} />
      )}
    </header>
  );
}
