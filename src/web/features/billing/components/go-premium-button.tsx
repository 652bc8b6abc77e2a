import { Crown } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { formatPlanPrice } from '../plan-price.ts';
import { openSubscriptionModal } from '../subscription-modal-store.ts';

/**
 * Opens the one subscription modal (decision 121): Home's premium button and the Wizard's subscribe
 * step. The price comes from the server's configuration, passed down by the route.
 */
export function GoPremiumButton({ priceCents, ...props }: { priceCents: number | null } & ButtonProps) {
  const price = formatPlanPrice(priceCents);
  return (
    <Button onClick={openSubscriptionModal} {...props}>
      <Crown aria-hidden="true" /> {price ? `Go Premium — ${price}` : 'Go Premium'}
    </Button>
  );
}
