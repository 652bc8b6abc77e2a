import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** The address field of every newsletter card; the server's answer is shown word for word. */
export function NewsletterForm({
  submitLabel,
  pendingLabel,
  label = 'Email address',
}: {
  submitLabel: string;
  pendingLabel: string;
  /** The field's label; a second form on the same page (the footer's) needs its own name. */
  label?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email, { onSuccess: () => setEmail('') });
  };
  return (
    <>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm text-moss-200">
          {label}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="h-11 rounded-lg border border-control bg-canopy-950 px-3 text-moss-100"
        />
        <Button
          type="submit"
          disabled={email.trim() === '' || subscribe.isPending}
          loading={subscribe.isPending}
        >
          {subscribe.isPending ? pendingLabel : submitLabel}
        </Button>
      </form>
      <div aria-live="polite" className="mt-2 text-sm">
        {subscribe.isSuccess && <p className="text-leaf-400">{subscribe.data.message}</p>}
        {subscribe.isError && <p className="text-ember-400">{subscribe.error.message}</p>}
      </div>
    </>
  );
}
