import type { ReactNode } from 'react';
import { Card, CardTitle } from '../../../components/ui/card.tsx';

/**
 * The model's straight-up accuracy on the public record (/model), or where that record stands: still
 * loading, still being computed by the start-up catch-up (decision 134), failed to load, or not yet begun.
 */
export type ModelAccuracy =
  | { accuracy: number; games: number }
  | 'loading'
  | 'computing'
  | 'unavailable'
  | 'none';

const ACCURACY_NOTE: Record<Exclude<ModelAccuracy, object>, string> = {
  loading: 'loading the record',
  computing: 'still computing the record',
  unavailable: 'the record could not load',
  none: 'no graded games yet',
};

function Figure({
  label,
  hint,
  value,
  note,
}: {
  label: string;
  hint: string;
  value: ReactNode;
  note: string;
}) {
  return (
    <div title={hint}>
      <dt className="text-xs text-moss-300">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">
        {value} <span className="text-xs font-normal text-moss-300">{note}</span>
      </dd>
    </div>
  );
}

/** The Intelligence Summary's three figures; an unknown one reads "—" and says why, never 0. */
export function IntelligenceSummary({
  weekLabel,
  teams,
  active,
  avgBioBoost,
  weekComputing,
  accuracy,
}: {
  weekLabel: string;
  teams: number;
  /** BioBoost inputs with a value for at least one team; null when no team has a pick. */
  active: number | null;
  avgBioBoost: number | null;
  /** The start-up catch-up is still deciding this week: the week's figures are unknown yet. */
  weekComputing: boolean;
  accuracy: ModelAccuracy;
}) {
  const weekNote = weekComputing ? 'still computing' : teams === 0 ? 'no picks this week' : '';
  return (
    <Card tone="highlight" asChild>
      <aside aria-labelledby="summary-heading">
        <CardTitle id="summary-heading">Intelligence Summary</CardTitle>
        <dl className="mt-3 space-y-3">
          <Figure
            label="Active metrics"
            hint="BioBoost inputs with a value for at least one team this week"
            value={active ?? '—'}
            note={active === null ? weekNote : 'of 5'}
          />
          <Figure
            label="Avg BioBoost this week"
            hint={`Mean team BioBoost over ${teams} teams with a pick in ${weekLabel}`}
            value={avgBioBoost ?? '—'}
            note={avgBioBoost === null ? weekNote : `n=${teams} teams`}
          />
          <Figure
            label="Model accuracy"
            hint="Straight-up accuracy of the model's walk-forward picks on the public record (/model)"
            value={typeof accuracy === 'object' ? `${(accuracy.accuracy * 100).toFixed(1)}%` : '—'}
            note={
              typeof accuracy === 'object'
                ? `n=${accuracy.games.toLocaleString('en-US')} games`
                : ACCURACY_NOTE[accuracy]
            }
          />
        </dl>
      </aside>
    </Card>
  );
}
