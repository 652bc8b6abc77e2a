import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { cn } from '../../lib/cn.ts';
import { isGroupActive, type NavGroup } from './nav-items.ts';
import { NavLinkItem } from './nav-link-item.tsx';
import { useOpenMenu } from './open-menu.ts';

/** A desktop dropdown: opens on hover, and on click or keyboard for people who do not use a mouse. */
export function NavDropdown({ group, pathname }: { group: NavGroup; pathname: string }) {
  // Outside the component: the first load's top bar is replaced by the app's (open-menu.ts).
  const [open, setOpen] = useOpenMenu(group.label, pathname);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const active = isGroupActive(pathname, group);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  // A short grace period lets the pointer travel from the button to the menu without it closing.
  const hide = () => {
    closeTimer.current = window.setTimeout(() => setOpen(false), 120);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu for mouse users; the button inside is the keyboard control
    <div
      ref={root}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={hide}
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
        onClick={() => setOpen(!open)}
        className={cn(
          'flex items-center gap-1 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-canopy-700 hover:text-moss-100',
          active ? 'bg-canopy-700 text-banana-400' : 'text-moss-200',
        )}
      >
        {group.label}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id={menuId} hidden={!open} className="absolute left-0 top-full z-40 min-w-48 pt-1">
        <ul
          aria-label={group.label}
          className="rounded-xl border border-canopy-600 bg-canopy-900 p-1 shadow-xl shadow-black/40"
        >
          {group.items.map((item) => (
            <li key={item.href}>
              <NavLinkItem
                link={item}
                pathname={pathname}
                className="block rounded-lg px-3 py-2 text-sm hover:bg-canopy-700 hover:text-moss-100"
                idleClassName="text-moss-200"
                activeClassName="bg-canopy-700 text-banana-400"
                onNavigate={() => setOpen(false)}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
