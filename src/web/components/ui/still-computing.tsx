import { Hourglass } from 'lucide-react';
import type { Computing } from '../../../shared/api/catch-up.ts';
import { computingText } from '../../lib/computing-text.ts';
import { EmptyState } from './empty-state.tsx';

/**
 * Instead of a partial figure while the start-up catch-up computes it (decision 134): what is being
 * computed and how far it is. The screen asks again every few seconds and shows the figure once whole.
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
  return (
    <div role="status" aria-busy="true">
      <EmptyState icon={Hourglass} title="Still computing" className={className}>
        <p>{computingText(computing, what)}</p>
        <p className="mt-2 text-sm">This page updates by itself when it is done.</p>
      </EmptyState>
    </div>
  );
}
