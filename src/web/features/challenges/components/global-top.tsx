import { Crown, Medal } from 'lucide-react';
import type { TopEntry } from '../../../../shared/api/challenges.ts';
import { cn } from '../../../lib/cn.ts';
import { Avatar } from './challenge-labels.tsx';

const MARKERS = [
  { label: 'Gold', className: 'text-banana-400', Icon: Crown },
  { label: 'Silver', className: 'text-moss-200', Icon: Medal },
  { label: 'Bronze', className: 'text-ember-400', Icon: Medal },
];

/**
 * Spec 02 §2's global leaderboard: ranks 1–3 marked (crown, silver, bronze) and highlighted. A name is
 * never cut (issue 21 saw "Newcomer Pe…" in the 20rem sidebar at 1366 px): it keeps at least 8rem and
 * wraps, and where the row has no room for it beside the points, the points move under it.
 */
export function GlobalTop({ entries, label }: { entries: readonly TopEntry[]; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-2">
      {entries.map((e) => {
        const marker = MARKERS[e.rank - 1];
        return (
          <li
            key={e.id}
            className={cn(
              'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2',
              marker ? 'border-banana-500/50 bg-canopy-800/60' : 'border-canopy-700',
            )}
          >
            <span className="w-8 shrink-0 text-sm font-semibold text-moss-300">#{e.rank}</span>
            {marker && (
              <marker.Icon
                aria-label={`${marker.label} (rank ${e.rank})`}
                className={cn('size-4 shrink-0', marker.className)}
              />
            )}
            <Avatar name={e.name} />
            <span className="min-w-32 flex-1">
              {/* The cut name's nowrap also widened the page's grid column: /challenges scrolled sideways by
                  56 px at 390 with "Bob Newcomer-Pemberton". `anywhere`, unlike `break-word`, lets even a
                  one-word name wrap inside the column instead of widening it. */}
              <span className="block font-semibold wrap-anywhere text-moss-100">{e.name}</span>
              <span className="block text-xs text-moss-300">
                {e.challenges} {e.challenges === 1 ? 'challenge' : 'challenges'} · average {e.average}
              </span>
            </span>
            <span className="ml-auto shrink-0 font-display text-banana-300">{e.total} pts</span>
          </li>
        );
      })}
    </ol>
  );
}
