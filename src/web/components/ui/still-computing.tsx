import { Hourglass } from 'lucide-react';
import type { Computing } from '../../../shared/api/catch-up.ts';
import { computingText } from '../../lib/computing-text.ts';
import { EmptyState } from './empty-state.tsx';

/**
 * Instead of a partial figure while the start-up catch-up computes it (decision 134): what is being
 * computed and how far it is, in words and as a bar of seasons done. The screen asks again every few
 * seconds, so both move, and shows the figure once whole.
 */
export function StillComputing({
  computing,
  what,
  className,
}: {
  computing: NonNullable<Computing>;
  what: string;
  className?: string;
}) {
  const { seasons, seasonsDone } = computing;
  const bar = computing.step === 'record' && seasons.length > 0;
  const since = seasons[0] === undefined ? 'every season in the data' : `every season since ${seasons[0]}`;
  return (
    <div role="status" aria-busy="true">
      <EmptyState icon={Hourglass} title="Still computing" className={className}>
        <p>{computingText(computing, what)}</p>
        {bar && (
          <div
            role="progressbar"
            aria-label="Seasons done"
            aria-valuemin={0}
            aria-valuemax={seasons.length}
            aria-valuenow={seasonsDone.length}
            aria-valuetext={`${seasonsDone.length} of ${seasons.length} seasons`}
            className="mx-auto h-2 w-full max-w-sm overflow-hidden rounded-full bg-canopy-800"
          >
            <div
              className="h-full rounded-full bg-banana-400 transition-[width] duration-500"
              style={{ width: `${(100 * seasonsDone.length) / seasons.length}%` }}
            />
          </div>
        )}
        <p className="text-sm">
          A first start computes {since} before showing it. This page updates by itself when it is done.
        </p>
      </EmptyState>
    </div>
  );
}
