import type { TestimonialSummary } from '../../../../shared/api/testimonials.ts';
import { Card } from '../../../components/ui/card.tsx';
import { recordText, unitsText } from './record-text.ts';

function Tile({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card className="min-h-28">
      <p className="text-xs font-medium tracking-wide text-moss-300 uppercase">{label}</p>
      <p className="mt-1 font-display text-2xl text-moss-100 tabular-nums">{value}</p>
      <p className="mt-1 text-xs text-moss-300">{note}</p>
    </Card>
  );
}

/** Spec 02's summary stats, each counted from what was approved and graded; unknown shows as "—". */
export function SummaryStats({ s }: { s: TestimonialSummary }) {
  const community = recordText(s.community);
  const units = unitsText(s.community);
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile label="Stories" value={String(s.total)} note="Approved by our admins" />
      <Tile
        label="Average rating"
        value={s.averageRating === null ? '—' : `${s.averageRating.toFixed(1)} / 5`}
        note={s.averageRating === null ? 'No rated story yet' : `Over ${s.ratedCount} rated stories`}
      />
      <Tile label="Five-star stories" value={String(s.fiveStarCount)} note={`Of ${s.total} approved`} />
      <Tile
        label="Community record"
        value={community ?? '—'}
        note={
          community === null
            ? 'No graded contributor pick yet'
            : `W-L-P of ${s.community.contributors} contributors' graded picks${units ? ` · ${units}` : ''}`
        }
      />
    </section>
  );
}
