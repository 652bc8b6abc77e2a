import { ArrowDown, ArrowUp, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { Contributor } from '../../../../shared/api/leaderboard.ts';
import { DASH, formatPoints, formatProbability } from '../../../lib/format-odds.ts';

export const BADGE_NAMES = {
  silverback: 'Silverback',
  banana_streak: 'Banana Streak',
  fast_climber: 'Fast Climber',
  veteran: 'Veteran',
  rookie: 'Rookie',
} as const;

/**
 * The badge a row shows, as the server gives it: the server's rules (`badgeFor`) already give the
 * model no tenure badge (Veteran, Rookie), only those it earns by results.
 */
export const badgeOf = (c: Contributor): string | null => (c.badge === null ? null : BADGE_NAMES[c.badge]);

/** The row's badge (see `badgeOf`), or nothing. */
export function BadgeText({ c }: { c: Contributor }) {
  const badge = badgeOf(c);
  return badge ? <span className="ml-2 text-xs text-banana-300">{badge}</span> : null;
}

export const MARKET_NAMES = { spread: 'Spreads', total: 'Totals', moneyline: 'Moneylines' } as const;

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('') || '?';

export const accuracy = (c: Contributor) =>
  c.pickAccuracy === null
    ? DASH
    : `${formatProbability(c.pickAccuracy, 0)} (${c.wins}–${c.losses}–${c.pushes})`;

export const bioBoost = (c: Contributor) =>
  c.bioBoostWinRate === null ? DASH : `${formatProbability(c.bioBoostWinRate, 0)} of ${c.bioBoostPicks}`;

export const clv = (c: Contributor) =>
  c.meanClv === null ? DASH : `${formatPoints(c.meanClv)} pts (n ${c.clvPicks})`;

export function Streak({ c }: { c: Contributor }) {
  if (c.streakType === null) return <span>{DASH}</span>;
  const Icon = c.streakType === 'win' ? TrendingUp : TrendingDown;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-4" />
      {c.currentStreak} {c.streakType === 'win' ? 'W' : 'L'}
    </span>
  );
}

export function RankChange({ c }: { c: Contributor }) {
  if (c.rank === null || c.previousRank === null) return <span className="text-moss-300">new</span>;
  const moved = c.previousRank - c.rank;
  if (moved === 0)
    return (
      <span>
        <Minus aria-hidden="true" className="inline size-4" />
        <span className="sr-only">no change since last week</span>
      </span>
    );
  const Icon = moved > 0 ? ArrowUp : ArrowDown;
  return (
    <span className="inline-flex items-center">
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">{moved > 0 ? 'up' : 'down'}</span>
      {Math.abs(moved)}
      <span className="sr-only"> since last week</span>
    </span>
  );
}
