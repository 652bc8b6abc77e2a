import { isGroup, type NavEntry } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';

const linkClass = 'block rounded-lg px-3 py-2.5 text-base hover:bg-canopy-700 hover:text-moss-100';
const idleClass = 'text-moss-200';
const activeClass = 'bg-canopy-700 text-banana-400';

/** The mobile toggle menu: every link of the top bar, grouped; following a link closes it. */
export function MobileMenu({
  id,
  entries,
  pathname,
  onClose,
}: {
  id: string;
  entries: NavEntry[];
  pathname: string;
  onClose: () => void;
}) {
  return (
    <nav id={id} aria-label="Mobile" className="border-t border-canopy-700 bg-canopy-900 px-4 pb-4 md:hidden">
      <ul className="space-y-1 pt-2">
        {entries.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.label}>
              <p className="px-3 pt-3 pb-1 text-xs font-semibold uppercase tracking-wider text-moss-300">
                {entry.label}
              </p>
              <ul>
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <NavLinkItem
                      link={item}
                      pathname={pathname}
                      className={linkClass}
                      idleClassName={idleClass}
                      activeClassName={activeClass}
                      onNavigate={onClose}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.href}>
              <NavLinkItem
                link={entry}
                pathname={pathname}
                className={linkClass}
                idleClassName={idleClass}
                activeClassName={activeClass}
                onNavigate={onClose}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
