import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** The newsletter card: the address is stored by the server, and the answer says exactly what happened. */
export function NewsletterCard() {
  const id = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.mutate(email, { onSuccess: () => setEmail('') });
  };
  return (
    <Card asChild tone="highlight">
      <section aria-labelledby={`${id}-heading`}>
        <CardTitle id={`${id}-heading`} className="flex items-center gap-2">
          <Mail className="size-4 text-banana-400" aria-hidden="true" /> Weekly picks by email
        </CardTitle>
        <CardDescription>
          One email a week with the picks. Confirmation by email comes with accounts.
        </CardDescription>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-2">
            <label htmlFor={id} className="text-sm text-moss-200">
              Email address
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
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </form>
          <div aria-live="polite" className="mt-2 text-sm">
            {subscribe.isSuccess && <p className="text-leaf-400">{subscribe.data.message}</p>}
            {subscribe.isError && <p className="text-ember-400">{subscribe.error.message}</p>}
          </div>
        </CardContent>
      </section>
    </Card>
  );
}
