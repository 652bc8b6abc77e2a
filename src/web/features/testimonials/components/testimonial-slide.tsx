import { BadgeCheck } from 'lucide-react';
import type { Testimonial } from '../../../../shared/api/testimonials.ts';
import { formatDay } from '../../../lib/format.ts';
import { recordText, unitsText } from './record-text.ts';
import { Stars } from './stars.tsx';

/** One testimonial: the quote, its stars, the writer's display name and their verified record. */
export function TestimonialSlide({ t }: { t: Testimonial }) {
  const record = recordText(t.record);
  const units = unitsText(t.record);
  return (
    <figure className="flex min-h-56 flex-col gap-4">
      <Stars rating={t.rating} />
      <blockquote className="text-lg leading-relaxed whitespace-pre-line text-moss-100">
        “{t.quote}”
      </blockquote>
      <figcaption className="mt-auto space-y-1">
        <p className="font-semibold text-banana-400">{t.name}</p>
        <p className="flex items-start gap-1.5 text-sm text-moss-300">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-400" />
          {record === null ? (
            <span>No graded picks yet: a record shows here once their locked picks are graded.</span>
          ) : (
            <span>
              Verified record: <span className="tabular-nums text-moss-100">{record}</span> (W-L-P,{' '}
              {t.record.graded} graded picks)
              {units === null ? (
                ' · units: — (no price stored with these picks)'
              ) : (
                <>
                  {' · '}
                  <span className="tabular-nums text-moss-100">{units}</span> over {t.record.unitsPicks}{' '}
                  priced picks
                </>
              )}
            </span>
          )}
        </p>
        <p className="text-xs text-moss-300">Shared {formatDay(t.createdAt)}</p>
      </figcaption>
    </figure>
  );
}
