import { ListChecks, type LucideIcon, Target, Trophy } from 'lucide-react';
import { initialsOf } from '../../../../domain/account/initials.ts';
import type { ChallengeKind, ChallengePeriod, ChallengeStatus } from '../../../../shared/api/challenges.ts';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

export const KIND_NAMES: Record<ChallengeKind, string> = {
  pickem: 'Pick’em',
  spreads: 'Spreads',
  props: 'Props (over/under)',
};

export const KIND_ICONS: Record<ChallengeKind, LucideIcon> = {
  pickem: Trophy,
  spreads: Target,
  props: ListChecks,
};

export const PERIOD_NAMES: Record<ChallengePeriod, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  season: 'Season',
  tournament: 'Tournament',
};

const STATUS: Record<ChallengeStatus, { label: string; tone: BadgeTone }> = {
  upcoming: { label: 'Upcoming', tone: 'warning' },
  open: { label: 'Open', tone: 'positive' },
  running: { label: 'Running', tone: 'neutral' },
  finished: { label: 'Completed', tone: 'neutral' },
};

export function StatusBadge({ status }: { status: ChallengeStatus }) {
  return <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>;
}

export const coins = (n: number) => `${n.toLocaleString('en-US')} Jungle coins`;

export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 shrink-0 place-items-center rounded-full bg-canopy-700 text-xs font-semibold"
    >
      {initialsOf(name)}
    </span>
  );
}

/** ROI as a signed percentage: +12.5%, −4.0%. */
export const signedPercent = (x: number | null) =>
  x === null ? '—' : `${x > 0 ? '+' : x < 0 ? '−' : ''}${Math.abs(x * 100).toFixed(1)}%`;
