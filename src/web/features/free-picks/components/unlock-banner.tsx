import { Crown } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { track } from '../../../lib/analytics.ts';

/** Spec 02's unlock banner, carried by the frame's promo slot (which owns dismissal). */
export function UnlockBanner({
  remaining,
  price,
  onSubscribe,
}: {
  remaining: number;
  price: string | null;
  onSubscribe: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <strong className="text-banana-400">Unlock Full Jungle Access</strong>
      <span className="text-moss-200">Weekly Picks · Top 5 DFS · Juice Watch</span>
      {remaining > 0 && <Badge tone="warning">{remaining} free left</Badge>}
      <Button
        size="compact"
        onClick={() => {
          void track('banner_click');
          onSubscribe();
        }}
      >
        <Crown aria-hidden="true" /> Go Premium{price ? ` — ${price}` : ''}
      </Button>
    </div>
  );
}
