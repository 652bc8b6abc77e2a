import { useMutation } from '@tanstack/react-query';
import { CheckoutSession, PortalSession } from '../../../../shared/api/billing.ts';
import { track } from '../../../lib/analytics.ts';
import { apiSend } from '../../../lib/api-fetch.ts';

// Both send the browser to a Stripe page (decision 121): Checkout to subscribe, the portal to manage.

export const startCheckout = () => apiSend('POST', '/api/create-checkout-session', {}, CheckoutSession);
export const openPortal = () => apiSend('POST', '/api/billing/portal', {}, PortalSession);

/** Leaves the site for Stripe (a full navigation: Stripe's pages are not ours). */
export const goTo = (url: string) => window.location.assign(url);

/** Counted as the funnel's checkout step (decision 123) when the person asks for Stripe's page. */
export const useStartCheckout = () =>
  useMutation({ mutationFn: startCheckout, onMutate: () => void track('checkout_start') });
export const useOpenPortal = () => useMutation({ mutationFn: openPortal });
