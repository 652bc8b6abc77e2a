import { Crown, LoaderCircle, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { signInPath, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';
import { goTo, useStartCheckout } from '../api/start-checkout.ts';
import { formatPlanPrice } from '../plan-price.ts';
import { CheckoutConfirmation } from './checkout-confirmation.tsx';

// Spec 02's subscription modal, made true (decision 121): features → payment → Stripe Checkout. Our page
// never collects a card: the payment step takes the account's email and sends the person to Stripe's
// own page. The success step appears only after the server confirms (CheckoutConfirmation), on the
// return from Stripe, never because a call returned.

const FEATURES = [
  ['Weekly Picks', 'Every game’s model pick before kickoff, with its confidence and reasons.'],
  ['Top 5 DFS', 'The week’s best-value players by BioBoost.'],
  ['Juice Watch alerts', 'Line moves, steam and injury news, pushed to your browser.'],
  ['Player props', 'The model’s prop picks with their lines.'],
  ['The full record', 'Every graded pick, wins and losses, to check us against.'],
  ['Cancel anytime', '7-day money-back, handled in Stripe’s customer portal.'],
] as const;

export type ModalStep = 'features' | 'payment' | 'confirming';

interface Props {
  open: boolean;
  onClose: () => void;
  /** From the server's configuration (GET /api/config); null while unknown. */
  priceCents: number | null;
  /** 'confirming' when the browser came back from Stripe (?checkout=success). */
  initialStep?: ModalStep;
}

export function SubscriptionModal({ open, onClose, priceCents, initialStep = 'features' }: Props) {
  const [step, setStep] = useState<ModalStep>(initialStep);
  const price = formatPlanPrice(priceCents) ?? 'price loading…';
  const title = step === 'confirming' ? 'Confirming your subscription' : 'Unlock Full Jungle Access';
  return (
    <Dialog open={open} onClose={onClose} title={title}>
      {step === 'features' && <FeaturesStep price={price} onStart={() => setStep('payment')} />}
      {step === 'payment' && <PaymentStep price={price} onBack={() => setStep('features')} />}
      {step === 'confirming' && <CheckoutConfirmation onDone={onClose} />}
    </Dialog>
  );
}

function FeaturesStep({ price, onStart }: { price: string; onStart: () => void }) {
  return (
    <div className="mt-4 space-y-4">
      <p className="inline-flex items-center gap-2 rounded-full bg-banana-400 px-3 py-1 text-sm font-semibold text-canopy-950">
        <Crown aria-hidden="true" className="size-4" /> {price}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FEATURES.map(([name, text]) => (
          <li key={name} className="rounded-lg border border-canopy-700 p-3">
            <p className="font-semibold text-moss-100">{name}</p>
            <p className="text-sm text-moss-300">{text}</p>
          </li>
        ))}
      </ul>
      <Button onClick={onStart} className="w-full">
        Start Subscription
      </Button>
    </div>
  );
}

function PaymentStep({ price, onBack }: { price: string; onBack: () => void }) {
  const { user } = useSession();
  const checkout = useStartCheckout();
  const [problem, setProblem] = useState<string | null>(null);
  const here = typeof window === 'undefined' ? '/' : window.location.pathname;
  const start = () => {
    setProblem(null);
    checkout.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => {
        setProblem(error.message);
        showToast({
          kind: 'error',
          message: 'Payment Error',
          description: 'Failed to start checkout. Please try again.',
        });
      },
    });
  };
  return (
    <div className="mt-4 space-y-4">
      <div className="rounded-lg border border-canopy-700 p-3">
        <p className="text-sm text-moss-300">Order summary</p>
        <p className="font-semibold text-moss-100">Go Gorilla Premium — {price}</p>
        <p className="text-sm text-moss-300">Billed monthly by Stripe. Cancel anytime; 7-day money-back.</p>
      </div>
      {user ? (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor="subscription-email" className="text-sm font-medium text-moss-200">
              Email
            </label>
            <input
              id="subscription-email"
              readOnly
              value={user.email}
              className="h-11 rounded-lg border border-control bg-canopy-900 px-3 text-moss-200"
            />
            <p className="text-sm text-moss-300">Your account’s address: receipts and the plan go with it.</p>
          </div>
          <p className="flex items-start gap-2 text-sm text-moss-200">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            You enter your card on Stripe’s secure checkout page, not here: this site never sees your card
            number.
          </p>
          {problem && (
            <p role="alert" className="text-sm text-ember-300">
              {problem}
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-moss-200">
          Your plan belongs to your account:{' '}
          <Link to={signInPath(here)} className="text-banana-400 underline">
            sign in
          </Link>{' '}
          or{' '}
          <Link to="/sign-up" className="text-banana-400 underline">
            create an account
          </Link>{' '}
          first, then subscribe.
        </p>
      )}
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onBack} disabled={checkout.isPending}>
          Back
        </Button>
        <Button onClick={start} disabled={!user || checkout.isPending} grow>
          {checkout.isPending ? (
            <>
              <LoaderCircle aria-hidden="true" className="animate-spin" /> Processing...
            </>
          ) : (
            'Complete Subscription'
          )}
        </Button>
      </div>
    </div>
  );
}
