import { cn } from '../../lib/cn.ts';

/**
 * The gorilla mark, drawn as SVG: the 🦍 emoji it replaces renders as an empty box wherever no emoji
 * font is installed. Decorative: it always stands beside the name (the wordmark, a link's label),
 * so screen readers skip it.
 */
export function LogoMark({
  className,
  size = 'md',
}: {
  className?: string;
  /** 32 px beside the wordmark, 64 px alone on a splash or loading screen. */
  size?: 'md' | 'lg';
}) {
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('shrink-0', size === 'lg' ? 'size-16' : 'size-8', className)}
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="#facc15"
        d="M32 3c-6 0-10.5 2.6-13.5 6.8-2 2.8-3.3 5.3-4.2 7C8.8 18.2 5.5 22.8 5.5 28c0 4.8 2.8 8.8 6.9 10.6C13.9 50.4 22 60 32 60s18.1-9.6 19.6-21.4c4.1-1.8 6.9-5.8 6.9-10.6 0-5.2-3.3-9.8-8.8-11.2-.9-1.7-2.2-4.2-4.2-7C42.5 5.6 38 3 32 3z"
      />
      <path
        fill="#0b1d13"
        d="M32 25.5c-4.2-2.6-9.6-3.6-14-2.4-3.5 1-5.2 4.4-4.3 7.8.7 2.5 2.6 3.7 2.6 6.4C16.3 46 23.3 54 32 54s15.7-8 15.7-16.7c0-2.7 1.9-3.9 2.6-6.4.9-3.4-.8-6.8-4.3-7.8-4.4-1.2-9.8-.2-14 2.4z"
      />
      <circle cx="24.8" cy="30.6" r="2.6" fill="#facc15" />
      <circle cx="39.2" cy="30.6" r="2.6" fill="#facc15" />
      <ellipse cx="32" cy="44" rx="11" ry="7.6" fill="#427f5c" />
      <ellipse cx="28.4" cy="41" rx="2.2" ry="1.5" fill="#0b1d13" />
      <ellipse cx="35.6" cy="41" rx="2.2" ry="1.5" fill="#0b1d13" />
      <path
        d="M26.5 47.2q5.5 2.2 11 0"
        stroke="#0b1d13"
        strokeWidth="1.8"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
