import { Crown } from 'lucide-react';
import { planPriceText } from '../../../shared/plan-price.ts';
import { Button } from '../../components/ui/button.tsx';
import { openSubscriptionModal } from '../../features/billing/subscription-modal-store.ts';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';

/**
 * Spec 01 §2's premium button at the foot of the picks. Its price is the plan's, from the server's
 * config (PLAN_PRICE_CENTS, decision 120), so it reads the same as every other price on the site (the
 * spec's $19.99 here disagreed with its $10 elsewhere). It opens the subscription modal.
 */
export function PremiumButton() {
  const plan = usePublicConfig().data?.plan;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={openSubscriptionModal}>
        <Crown aria-hidden="true" /> Go Premium{plan ? ` — ${planPriceText(plan)}` : ''}
      </Button>
    </div>
  );
}
