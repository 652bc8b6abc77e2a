import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/**
 * Week 1's premium newsletter card (spec 02 §2), made true: the free weekly email is real (the address
 * goes to POST /api/newsletter and the server's answer is shown word for word); the premium edition does
 * not exist yet, so the card says so instead of showing a price or a subscriber count.
 */
export function PremiumNewsletterCard() {
  const id = useId();
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
          <NewsletterForm submitLabel="Join the free edition" pendingLabel="Joining..." />
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
