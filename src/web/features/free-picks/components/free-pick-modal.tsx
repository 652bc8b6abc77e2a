import { Gift } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { track } from '../../../lib/analytics.ts';
import { useClaimFreePick } from '../api/free-picks.ts';

/** Spec 02 "Free-pick modal": it opens this long after load when the viewer is eligible. */
export const FREE_PICK_MODAL_DELAY_MS = 1500;

const DISMISSED_KEY = 'gg:free-pick-modal-dismissed';

/**
 * The first-visit offer (spec 02): shown when the server says no free pick was used this week and the
 * viewer is not subscribed (`eligible`), and there is a pick to give: "Claim Free Pick" unlocks `gameId`
 * (the week's next premium pick) through the server. With none (an empty server, a week whose premium
 * picks have all kicked off) it does not open: an offer whose one button is disabled, with no reason,
 * was what a newcomer saw first (issue 21, decision 135). A dismissal is remembered until the week's
 * reset: it stores the week's `resetsAt`, and counts while that is not earlier than the current week's
 * (ISO instants sort as text).
 */
export function FreePickModal({
  eligible,
  remaining,
  gameId,
  price,
  resetsAt,
  onSubscribe,
}: {
  eligible: boolean;
  remaining: number;
  gameId: string | null;
  price: string | null;
  resetsAt: string;
  onSubscribe: () => void;
}) {
  const [open, setOpen] = useState(false);
  const claim = useClaimFreePick();
  const claimable = gameId !== null;
  useEffect(() => {
    if (!eligible || !claimable || dismissedUntil() >= resetsAt) return;
    const timer = setTimeout(() => setOpen(true), FREE_PICK_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, claimable, resetsAt]);
  const dismiss = () => {
    setOpen(false);
    remember(resetsAt);
    void track('modal_dismiss');
  };
  return (
    <Dialog open={open} onClose={dismiss} title="Your first pick's on the house">
      <div className="mt-3 space-y-4 text-moss-200">
        <Badge tone="warning">
          <Gift aria-hidden="true" /> First Pick Free
        </Badge>
        <p>Unlock the model’s next premium pick: side, confidence and reasoning, before kickoff.</p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={gameId === null}
            loading={claim.isPending}
            onClick={() => gameId && claim.mutate(gameId, { onSuccess: () => setOpen(false) })}
          >
            Claim Free Pick
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              dismiss();
              onSubscribe();
            }}
          >
            Go Premium{price ? ` — ${price}` : ''}
          </Button>
          <Button variant="ghost" onClick={dismiss}>
            Maybe Later
          </Button>
        </div>
        {/* Open, and the pick on offer kicked off meanwhile: say so rather than leave a dead button. */}
        {gameId === null && (
          <p className="text-sm">
            The pick on offer has just kicked off, and no other premium pick is open before kickoff this week.
          </p>
        )}
        <p className="text-xs text-moss-300">
          Free picks reset every Tuesday. Full access includes unlimited picks, premium analytics, and live
          alerts.
          {remaining > 1 && ` You get ${remaining} free picks this week.`}
        </p>
      </div>
    </Dialog>
  );
}

function dismissedUntil(): string {
  try {
    return localStorage.getItem(DISMISSED_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(resetsAt: string) {
  try {
    localStorage.setItem(DISMISSED_KEY, resetsAt);
  } catch {
    // Storage unavailable (private mode): the modal stays closed for this visit only.
  }
}
