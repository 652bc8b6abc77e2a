import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';
import { MobileMenu } from './mobile-menu.tsx';
import { NavDropdown } from './nav-dropdown.tsx';
import { isGroup, navEntries } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';
import { ReplayBadge } from './replay-badge.tsx';

/** The top bar on every page (spec 01 §2): hover dropdowns on desktop, a toggle menu on mobile. */
export function TopBar() {
  const { pathname } = useLocation();
  const config = usePublicConfig();
  const entries = navEntries(config.data?.links);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-canopy-700 bg-canopy-950/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2" aria-label="Go Gorilla home">
          <span className="text-2xl" aria-hidden="true">
            🦍
          </span>
          <span className="font-display text-lg tracking-wide text-banana-400">Go Gorilla</span>
        </Link>
        <ReplayBadge replayAt={config.data?.replayAt ?? null} />
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 md:flex">
          {entries.map((entry) =>
            isGroup(entry) ? (
              <NavDropdown key={entry.label} group={entry} pathname={pathname} />
            ) : (
              <NavLinkItem
                key={entry.href}
                link={entry}
                pathname={pathname}
                className="rounded-lg px-3 py-2 text-sm font-medium text-moss-200 transition-colors hover:bg-canopy-700 hover:text-moss-100"
                activeClassName="bg-canopy-700 text-banana-400"
              />
            ),
          )}
        </nav>
        <button
          type="button"
          className="ml-auto rounded-lg p-2 text-moss-200 hover:bg-canopy-700 md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X className="size-6" /> : <Menu className="size-6" />}
        </button>
      </div>
      {menuOpen && (
        <MobileMenu id={menuId} entries={entries} pathname={pathname} onClose={() => setMenuOpen(false)} />
      )}
    </header>
  );
}
