import { Crown, Gift } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useClaimFreePick, useFreePicks } from '../api/free-picks.ts';

/**
 * The two ways into a withheld (premium) pick: spend a free pick, counted by the server, or go Premium.
 * `price` is the plan's price from the server's config ("$10/month"); null while it loads.
 */
export function LockedPickActions({
  gameId,
  price,
  onSubscribe,
}: {
  gameId: string;
  price: string | null;
  onSubscribe: () => void;
}) {
  const state = useFreePicks();
  const claim = useClaimFreePick();
  const left = state.data?.remaining;
  return (
    <span className="flex flex-wrap justify-end gap-2">
      {left !== undefined && left > 0 && (
        <Button size="compact" loading={claim.isPending} onClick={() => claim.mutate(gameId)}>
          <Gift aria-hidden="true" /> Unlock with a free pick ({left} left)
        </Button>
      )}
      <Button size="compact" variant={left ? 'secondary' : 'primary'} onClick={onSubscribe}>
        <Crown aria-hidden="true" /> Go Premium{price ? ` — ${price}` : ''}
      </Button>
    </span>
  );
}
