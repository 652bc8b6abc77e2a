import { GoPremiumButton } from '../../features/billing/components/go-premium-button.tsx';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';

/** Spec 01 §2's premium button at the foot of the picks: opens the one subscription modal (decision 121). */
export function PremiumButton() {
  const priceCents = usePublicConfig().data?.plan?.priceCents ?? null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <GoPremiumButton priceCents={priceCents} />
    </div>
  );
}
