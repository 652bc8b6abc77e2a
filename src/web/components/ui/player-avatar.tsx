import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** "Patrick Mahomes" → "PM"; "Amon-Ra St. Brown" → "AB"; one name → its first letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The headshot is shown only while there is one that has not failed to load. */
export const showsHeadshot = (src: string | null | undefined, failed: string | null): src is string =>
  Boolean(src) && failed !== src;

/**
 * A player's headshot, or his initials when there is none or it fails to load (offline, a moved image):
 * never the browser's broken-image icon (issue 21). Decorative: the name is always written beside it.
 */
export function PlayerAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = cn('shrink-0 rounded-full bg-canopy-800', className);
  if (!showsHeadshot(src, failed)) {
    return (
      <span aria-hidden="true" className={cn(base, 'grid place-items-center font-semibold text-moss-300')}>
        {initials(name)}
      </span>
    );
  }
  return <img src={src} alt="" className={cn(base, 'object-cover')} onError={() => setFailed(src)} />;
}
