import { Suspense } from 'react';
import { lazyPart } from './lazy-part.ts';
import type { PromoBannerProps } from './promo-banner.tsx';

// The banner's code loads only when there is a promotion to show, not with every first load.
const PromoBanner = lazyPart(() => import('./promo-banner.tsx').then((m) => m.PromoBanner));

/** Where the frame places the current promotion. No promotion is live until the free-pick funnel exists. */
export function PromoBannerSlot({ promotion }: { promotion?: PromoBannerProps }) {
  return promotion ? (
    <Suspense fallback={null}>
      <PromoBanner {...promotion} />
    </Suspense>
  ) : null;
}
