// The free-pick funnel in the frame (spec 02, decision 120): the first-visit modal and the unlock banner
// in the promo slot, both driven by the server's answer (GET /api/free-picks), never a browser counter.
// Loaded after the first screen, like the footer.
import { planPriceText } from '../../../shared/plan-price.ts';
import { openSubscriptionModal } from '../../features/billing/subscription-modal-store.ts';
import { useFreePicks } from '../../features/free-picks/api/free-picks.ts';
import { FreePickModal } from '../../features/free-picks/components/free-pick-modal.tsx';
import { UnlockBanner } from '../../features/free-picks/components/unlock-banner.tsx';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';
import { useCurrentWeek } from '../../features/weekly-picks/api/get-current-week.ts';
import { useWeekPicks } from '../../features/weekly-picks/api/get-weekly-picks.ts';
import { PromoBannerSlot } from './promo-banner-slot.tsx';

export function Funnel() {
  const state = useFreePicks().data;
  const plan = usePublicConfig().data?.plan;
  const price = plan ? planPriceText(plan) : null;
  const eligible = state !== undefined && !state.subscribed && state.claimed.length === 0;
  const current = useCurrentWeek().data;
  // The week's picks only when the modal may open: the one it offers is the next premium pick to kick off.
  const picks = useWeekPicks(eligible && current ? { season: undefined, week: current.week } : undefined);
  const next = picks.data?.data.picks
    .filter((p) => p.withheld)
    .sort((a, b) => a.kickoff.localeCompare(b.kickoff))[0];
  if (!state || state.subscribed) return null;
  return (
    <>
      {state.claimed.length > 0 && (
        <PromoBannerSlot
          promotion={{
            // Remembered per free-pick week: the banner comes back after the reset.
            id: `unlock-${state.resetsAt}`,
            children: (
              <UnlockBanner remaining={state.remaining} price={price} onSubscribe={openSubscriptionModal} />
            ),
          }}
        />
      )}
      <FreePickModal
        eligible={eligible}
        remaining={state.remaining}
        gameId={next?.gameId ?? null}
        price={price}
        resetsAt={state.resetsAt}
        onSubscribe={openSubscriptionModal}
      />
    </>
  );
}
