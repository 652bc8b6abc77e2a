import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.ts';
import { getBillingStatusQueryOptions } from '../api/billing-status.ts';

// Back from Stripe Checkout (?checkout=success): the payment is not ours to believe until Stripe's
// signed webhook has reached the server. This asks GET /api/billing/status every 2 s until the plan
// reads premium, and says so plainly if that takes longer than a minute (decision 121).

export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_TIMEOUT_MS = 60_000;

export function CheckoutConfirmation({ onDone }: { onDone: () => void }) {
  const { user } = useSession();
  const [timedOut, setTimedOut] = useState(false);
  const status = useQuery({
    ...getBillingStatusQueryOptions(Boolean(user)),
    refetchInterval: (query) => (query.state.data?.plan === 'premium' || timedOut ? false : CONFIRM_POLL_MS),
  });
  const confirmed = status.data?.plan === 'premium';
  useEffect(() => {
    if (confirmed) return;
    const timer = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [confirmed]);

  if (confirmed && user) return <SuccessStep email={user.email} onDone={onDone} />;
  if (timedOut) {
    return (
      <div className="mt-4 space-y-4">
        <p role="alert" className="text-moss-200">
          Stripe has not confirmed your payment to us yet. If you paid, your plan shows on your profile within
          a few minutes (nothing is charged twice); if you cancelled on Stripe’s page, nothing was charged.
        </p>
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="mt-4 flex items-center gap-2 text-moss-200">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Waiting for Stripe to confirm your
      payment…
    </p>
  );
}

function SuccessStep({ email, onDone }: { email: string; onDone: () => void }) {
  return (
    <div className="mt-4 space-y-4">
      <p className="flex items-center gap-2 text-lg font-semibold text-moss-100">
        <CheckCircle2 aria-hidden="true" className="size-5 text-banana-400" /> Welcome to Premium
      </p>
      <p className="text-moss-200">
        Stripe confirmed your payment and your premium picks are unlocked now. Receipts go to {email}.
      </p>
      <Button onClick={onDone} className="w-full">
        Let’s go
      </Button>
    </div>
  );
}
