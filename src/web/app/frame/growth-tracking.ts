// The frame's part of decision 123: a page view on every navigation, the `?ref=` capture on arrival, and
// the attribution of a kept referral code once someone is signed in.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storedReferralCode, track } from '../../lib/analytics.ts';
import { attributeStoredReferral, captureReferral } from '../../lib/referral-capture.ts';
import { useSession } from '../../lib/session.ts';

export function useGrowthTracking(): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per path the reader lands on.
  useEffect(() => {
    void track('page_view');
  }, [pathname]);
  useEffect(() => {
    void captureReferral((path) => navigate(path, { replace: true }));
  }, [navigate]);
  useEffect(() => {
    const code = storedReferralCode();
    if (user && code) void attributeStoredReferral(code);
  }, [user]);
}
