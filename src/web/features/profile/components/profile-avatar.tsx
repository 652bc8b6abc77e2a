import type { ProfileResponse } from '../../../../shared/api/profile.ts';
import { cn } from '../../../lib/cn.ts';

/** The uploaded image, or the initials of the display name when there is none. */
export function ProfileAvatar({
  avatar,
  className,
}: {
  avatar: ProfileResponse['avatar'];
  className?: string;
}) {
  const base = cn('size-20 shrink-0 rounded-full border border-control', className);
  if (avatar.imageUrl)
    return <img src={avatar.imageUrl} alt="Your avatar" className={cn(base, 'object-cover')} />;
  return (
    <span
      role="img"
      aria-label={`Avatar: initials ${avatar.initials}`}
      className={cn(
        base,
        'flex items-center justify-center bg-canopy-800 text-2xl font-bold text-banana-400',
      )}
    >
      {avatar.initials}
    </span>
  );
}
