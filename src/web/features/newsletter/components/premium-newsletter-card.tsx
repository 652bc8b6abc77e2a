import { Mail } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter.ts';

/**
 * Week 1's premium newsletter card (spec 02 §2), made true: the free weekly email is real (the address
 * goes to POST /api/newsletter and the server's answer is shown word for word); the premium edition does
 * not exist yet, so the card says so instead of showing a price or a subscriber count.
 */
export function PremiumNewsletterCard() {
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
          <Mail className="size-4 text-banana-400" aria-hidden="true" /> Premium Newsletter
        </CardTitle>
        <CardDescription>
          The free edition is open now: one email a week with the model’s picks, the same ones this site
          shows.
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
              {subscribe.isPending ? 'Joining...' : 'Join the free edition'}
            </Button>
          </form>
          <div aria-live="polite" className="mt-2 text-sm">
            {subscribe.isSuccess && <p className="text-leaf-400">{subscribe.data.message}</p>}
            {subscribe.isError && <p className="text-ember-400">{subscribe.error.message}</p>}
          </div>
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-moss-300">
            <Badge tone="warning">Not available yet</Badge>
            The premium edition does not exist yet: there is no paid plan and no price, and nothing is
            charged.
          </p>
        </CardContent>
      </section>
    </Card>
  );
}
