import type { BillingStatus } from '../../../../shared/api/billing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatInstant } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.ts';
import { useBillingStatus } from '../api/billing-status.ts';
import { goTo, useOpenPortal } from '../api/start-checkout.ts';
import { GoPremiumButton } from './go-premium-button.tsx';

// The profile's Plan section (decision 121): what Stripe's webhooks left on the server, dates in the
// viewer's own zone, and Manage billing (Stripe's customer portal: cancel, card, invoices, refunds).

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed — Stripe is retrying',
  unpaid: 'Unpaid',
  canceled: 'Cancelled',
  incomplete: 'Payment not completed',
  incomplete_expired: 'Payment not completed',
  paused: 'Paused',
};

function dates(status: BillingStatus): string | null {
  if (status.renewsAt) return `Renews ${formatInstant(status.renewsAt)}`;
  if (status.endsAt) {
    const ended = status.plan === 'free';
    return `${ended ? 'Ended' : 'Ends'} ${formatInstant(status.endsAt)}${ended ? '' : ' (cancelled: no further charge)'}`;
  }
  return null;
}

export function PlanSection({ priceCents }: { priceCents: number | null }) {
  const query = useBillingStatus();
  const portal = useOpenPortal();
  const manage = () =>
    portal.mutate(undefined, {
      onSuccess: ({ url }) => goTo(url),
      onError: (error) => showToast({ kind: 'error', message: 'Billing Error', description: error.message }),
    });
  return (
    <Card>
      <h2 className="font-display text-xl text-banana-400">Plan</h2>
      <QueryState query={query} what="your plan" pending={<Skeleton className="h-16" />}>
        {(status) => (
          <div className="mt-2 space-y-2">
            <p className="text-lg font-semibold text-moss-100">
              {status.plan === 'premium' ? 'Premium' : 'Free'}
            </p>
            {status.status && (
              <p className="text-sm text-moss-200">Status: {STATUS_WORDS[status.status] ?? status.status}</p>
            )}
            {dates(status) && <p className="text-sm text-moss-200">{dates(status)}</p>}
            {!status.paymentsConfigured && (
              <p className="text-sm text-moss-300">Payments are not configured on this server.</p>
            )}
            <div className="flex flex-wrap gap-3 pt-1">
              {status.manageable && (
                <Button variant="secondary" onClick={manage} loading={portal.isPending}>
                  Manage billing
                </Button>
              )}
              {status.plan === 'free' && status.paymentsConfigured && (
                <GoPremiumButton priceCents={priceCents} />
              )}
            </div>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
