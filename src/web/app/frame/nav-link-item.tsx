import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isActive, type NavLink } from './nav-items.ts';

interface Props {
  link: NavLink;
  pathname: string;
  /** Classes of both states; the colours of each go in `idleClassName` and `activeClassName`: cn()
   * does not merge class lists, so a colour in both would leave the winner to the stylesheet's order. */
  className?: string;
  idleClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}

/** One link of the top bar or menus: internal via the router, external in a new tab. */
export function NavLinkItem({
  link,
  pathname,
  className,
  idleClassName,
  activeClassName,
  onNavigate,
}: Props) {
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(className, idleClassName)}
        onClick={onNavigate}
      >
        {link.label}
        <ExternalLink className="ml-1 inline size-3.5 opacity-70" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  const active = isActive(pathname, link.href);
  return (
    // A plain Link: the router's NavLink matches by whole segments, while the spec lights an item up
    // whenever the path starts with its href.
    <Link
      to={link.href}
      aria-current={active ? 'page' : undefined}
      className={cn(className, active ? activeClassName : idleClassName)}
      onClick={onNavigate}
    >
      {link.label}
    </Link>
  );
}
