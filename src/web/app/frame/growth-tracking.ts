// The frame's part of decision 123: a page view on every navigation, the `?ref=` capture on arrival, and
// the attribution of a kept referral code once someone is signed in. The calls and their schemas load
// after the first screen, not in it (decision 135: the first load's budget); a page view can wait for
// them. If their code cannot load (the server stopped), nothing is counted and nothing is shown.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../lib/session.ts';

const calls = () =>
  Promise.all([import('../../lib/analytics.ts'), import('../../lib/referral-capture.ts')]).then(
    ([analytics, referral]) => ({ ...analytics, ...referral }),
  );

function later(call: (loaded: Awaited<ReturnType<typeof calls>>) => unknown): void {
  calls().then(call, () => undefined);
}

export function useGrowthTracking(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per path the reader lands on.
  useEffect(() => {
    later(({ track }) => track('page_view'));
  }, [pathname]);
  useEffect(() => {
    later(({ captureReferral }) => captureReferral((path) => navigate(path, { replace: true })));
  }, [navigate]);
  useEffect(() => {
    if (!user) return;
    later(({ storedReferralCode, attributeStoredReferral }) => {
      const code = storedReferralCode();
      if (code) return attributeStoredReferral(code);
    });
  }, [user]);
}
