import { Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { usePageMeta } from '../page-meta.ts';
import { useGrowthTracking } from './growth-tracking.ts';
import { lazyPart } from './lazy-part.ts';
import { LoadingView } from './loading-view.tsx';
import { SubscriptionModalHost } from './subscription-modal-host.tsx';
import { ToastOutlet } from './toast-outlet.tsx';
import { TopBar } from './top-bar.tsx';

/** Delay before the loading view covers the page, so instant navigations do not flash it. */
const LOADING_VIEW_DELAY_MS = 120;
/**
 * Below the fold on every page: it loads beside the first screen's code rather than in it, which keeps
 * the first load of / within its budget (issue 9: 170 kB gz, decision 026).
 */
const Footer = lazyPart(() => import('./footer.tsx').then((m) => m.Footer));
/** The free-pick modal and the promo slot's banner (decision 120), also outside the first load. */
const Funnel = lazyPart(() => import('./funnel.tsx').then((m) => m.Funnel));

export function RootLayout() {
  const navigation = useNavigation();
  usePageMeta();
  useGrowthTracking();
  const loading = useDelayed(navigation.state === 'loading', LOADING_VIEW_DELAY_MS);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50"
      >
        Skip to content
      </a>
      <TopBar />
      <Suspense fallback={null}>
        <Funnel />
      </Suspense>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {loading && <LoadingView />}
      <ToastOutlet />
      <SubscriptionModalHost />
      <ScrollRestoration />
    </div>
  );
}

function useDelayed(value: boolean, delayMs: number): boolean {
  const [delayed, setDelayed] = useState(false);
  useEffect(() => {
    if (!value) {
      setDelayed(false);
      return;
    }
    const timer = setTimeout(() => setDelayed(true), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayed;
}
