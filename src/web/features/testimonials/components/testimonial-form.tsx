import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { QUOTE_MAX, SubmitTestimonialBody, TESTIMONIAL_QUOTA } from '../../../../shared/api/testimonials.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormMessage } from '../../../components/ui/text-field.tsx';
import {
  apiFieldErrors,
  type FieldErrors,
  readableError,
  zodFieldErrors,
} from '../../../lib/field-errors.ts';
import { signInPath, useSession } from '../../../lib/session.ts';
import { useEditTestimonial, useOwnTestimonials, useSubmitTestimonial } from '../api/testimonials-api.ts';

const HELD = 'Thank you: your story is held for review. It shows on this page once an admin approves it.';
const EDITED = 'Your edit is saved. Your story is still held for review.';
const control = 'rounded-lg border border-control bg-canopy-950 px-3 text-moss-100';

/** Signed in: write a story (held for an admin's review). A visitor is asked to sign in first. */
export function TestimonialForm() {
  const { user } = useSession();
  const own = useOwnTestimonials(Boolean(user));
  const submit = useSubmitTestimonial();
  const edit = useEditTestimonial();
  const [editing, setEditing] = useState<number | null>(null);
  const [edited, setEdited] = useState(false);
  const [quote, setQuote] = useState('');
  const [rating, setRating] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const quoteId = useId();
  const ratingId = useId();

  if (user === undefined) return null;
  if (user === null) {
    return (
      <Card>
        <h2 className="font-display text-xl text-moss-100">Share your story</h2>
        <p className="mt-2 text-sm text-moss-300">Members write these. Sign in to add yours.</p>
        <Button asChild className="mt-4">
          <Link to={signInPath('/testimonials')}>Sign in to share your story</Link>
        </Button>
      </Card>
    );
  }
  const pending = own.data?.testimonials.find((t) => t.status === 'pending');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SubmitTestimonialBody.safeParse({ quote, rating: rating === '' ? null : Number(rating) });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    if (editing !== null) {
      edit.mutate(
        { id: editing, body: parsed.data },
        {
          onSuccess: () => {
            setEditing(null);
            setEdited(true);
          },
          onError: (error) => setErrors(apiFieldErrors(error.message)),
        },
      );
      return;
    }
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setSent(true);
        setQuote('');
        setRating('');
      },
      onError: (error) => setErrors(apiFieldErrors(error.message)),
    });
  };

  return (
    <Card>
      <h2 className="font-display text-xl text-moss-100">Share your story</h2>
      {sent && <FormMessage tone="success">{HELD}</FormMessage>}
      {edited && editing === null && <FormMessage tone="success">{EDITED}</FormMessage>}
      {pending && !sent && editing === null ? (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-moss-300">
            Your story is held for review: “{pending.quote}”. You can write another once it has been decided.
          </p>
          {/* Only while it is held: a decided story is final (decision 119). */}
          <Button
            variant="secondary"
            size="compact"
            onClick={() => {
              setQuote(pending.quote);
              setRating(pending.rating === null ? '' : String(pending.rating));
              setEdited(false);
              setEditing(pending.id);
            }}
          >
            Edit your story
          </Button>
        </div>
      ) : (
        !sent && (
          <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
            <p className="text-sm text-moss-300">
              An admin reads every story before it shows. Your display name and your graded pick record appear
              beside it, never your email. Up to {TESTIMONIAL_QUOTA.perWindow} a day.
            </p>
            {submit.isError && Object.keys(apiFieldErrors(submit.error.message)).length === 0 && (
              <FormMessage tone="error">{readableError(submit.error)}</FormMessage>
            )}
            {edit.isError && Object.keys(apiFieldErrors(edit.error.message)).length === 0 && (
              <FormMessage tone="error">{readableError(edit.error)}</FormMessage>
            )}
            <div className="flex flex-col gap-1">
              <label htmlFor={quoteId} className="text-sm font-medium text-moss-200">
                Your story
              </label>
              <textarea
                id={quoteId}
                value={quote}
                onChange={(e) => setQuote(e.target.value)}
                rows={4}
                maxLength={QUOTE_MAX}
                aria-invalid={errors.quote ? true : undefined}
                aria-describedby={`${quoteId}-note`}
                className={`${control} py-2`}
              />
              <p
                id={`${quoteId}-note`}
                className={errors.quote ? 'text-sm text-ember-400' : 'text-sm text-moss-300'}
              >
                {errors.quote ?? `${quote.trim().length} of ${QUOTE_MAX} characters (at least 20)`}
              </p>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={ratingId} className="text-sm font-medium text-moss-200">
                Rating (optional)
              </label>
              <select
                id={ratingId}
                value={rating}
                onChange={(e) => setRating(e.target.value)}
                className={`${control} h-11 max-w-48`}
              >
                <option value="">No rating</option>
                {[5, 4, 3, 2, 1].map((n) => (
                  <option key={n} value={n}>
                    {n} of 5 stars
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" loading={editing === null ? submit.isPending : edit.isPending}>
              {editing === null ? 'Send for review' : 'Save your edit'}
            </Button>
          </form>
        )
      )}
    </Card>
  );
}
