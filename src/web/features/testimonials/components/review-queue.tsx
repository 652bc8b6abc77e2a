import { Check, MessageSquareQuote, X } from 'lucide-react';
import type { PendingTestimonialsResponse } from '../../../../shared/api/testimonials.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import { readableError } from '../../../lib/field-errors.ts';
import { formatInstant } from '../../../lib/format.ts';
import { useDecideTestimonial, usePendingTestimonials } from '../api/review-testimonials.ts';
import { Stars } from './stars.tsx';

type NonePending = PendingTestimonialsResponse & { testimonials: [] };
const nonePending = (d: PendingTestimonialsResponse): d is NonePending => d.testimonials.length === 0;

/** The admin's queue: each pending testimonial, oldest first, with Approve and Reject (decision 119). */
export function ReviewQueue() {
  const pending = usePendingTestimonials(true);
  const decide = useDecideTestimonial();
  return (
    <div className="space-y-4">
      {decide.isError && <FormMessage tone="error">{readableError(decide.error)}</FormMessage>}
      <QueryState
        query={pending}
        what="the testimonials awaiting review"
        pending={<Skeleton className="h-48" />}
        isEmpty={nonePending}
        empty={() => (
          <EmptyState title="Nothing to review" icon={MessageSquareQuote}>
            No testimonial is waiting for a decision.
          </EmptyState>
        )}
      >
        {(d) => (
          <ul className="space-y-3" aria-label="Awaiting review">
            {d.testimonials.map((t) => {
              const busy = decide.isPending && decide.variables?.id === t.id;
              return (
                <li key={t.id}>
                  <Card className="space-y-2">
                    <blockquote className="text-moss-100">“{t.quote}”</blockquote>
                    <Stars rating={t.rating} />
                    <p className="text-sm text-moss-300">
                      {t.name}, written {formatInstant(t.createdAt)}
                    </p>
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="compact"
                        loading={busy && decide.variables?.decision === 'approve'}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: t.id, decision: 'approve' })}
                        aria-label={`Approve the testimonial by ${t.name}`}
                      >
                        <Check aria-hidden="true" /> Approve
                      </Button>
                      <Button
                        size="compact"
                        variant="secondary"
                        loading={busy && decide.variables?.decision === 'reject'}
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: t.id, decision: 'reject' })}
                        aria-label={`Reject the testimonial by ${t.name}`}
                      >
                        <X aria-hidden="true" /> Reject
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
