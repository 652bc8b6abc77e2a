import { Mail } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

/** The newsletter card: the address is stored by the server, and the answer says exactly what happened. */
export function NewsletterCard() {
  const id = useId();
  return (
    <Card asChild tone="highlight">
      <section aria-labelledby={`${id}-heading`}>
        <CardTitle id={`${id}-heading`} className="flex items-center gap-2">
          <Mail className="size-4 text-banana-400" aria-hidden="true" /> Weekly picks by email
        </CardTitle>
        <CardDescription>
          One email a week with the picks. We mail you a link first: nothing is sent until you confirm.
        </CardDescription>
        <CardContent>
          <NewsletterForm submitLabel="Subscribe" pendingLabel="Subscribing..." />
        </CardContent>
      </section>
    </Card>
  );
}
