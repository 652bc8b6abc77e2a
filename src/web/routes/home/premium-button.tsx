import { Crown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { NewsletterForm } from '../../features/newsletter/components/newsletter-form.tsx';

/**
 * Spec 01 §2's premium button at the foot of the picks. There is no paid plan until issue 24, so it
 * says so (no price: the spec's $19.99 and $10 disagree, and nothing is charged) and offers what is
 * real, the free weekly email.
 */
export function PremiumButton() {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => setOpen(true)}>
        <Crown aria-hidden="true" /> Go Premium (coming soon)
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Premium is coming soon">
        <div className="mt-3 space-y-4 text-moss-200">
          <p>
            There is no paid plan yet: no price, no checkout, and nothing is charged. Every pick the model
            makes is on this site for free meanwhile.
          </p>
          <p>The free weekly email is open now: the week’s picks, once a week.</p>
          <NewsletterForm
            label="Your address for the free weekly email"
            submitLabel="Join the free email"
            pendingLabel="Joining..."
          />
        </div>
      </Dialog>
    </div>
  );
}
