import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { close, open, useSubscriptionModal } from '../../features/billing/subscription-modal-store.ts';
import { usePublicConfig } from '../../features/public-config/api/get-public-config.ts';
import { lazyPart } from './lazy-part.ts';

// The subscription modal of every page (decision 121), loaded only once someone opens it or comes back
// from Stripe Checkout (?checkout=success&session_id=…): then it opens on its confirming step, which
// waits for the server to have applied Stripe's webhook. The return parameters leave the address bar
// when the modal closes, so a refresh does not ask again.
const SubscriptionModal = lazyPart(() =>
  import('../../features/billing/components/subscription-modal.tsx').then((m) => m.SubscriptionModal),
);

export function SubscriptionModalHost() {
  const { isOpen } = useSubscriptionModal();
  const [params, setParams] = useSearchParams();
  const returned = params.get('checkout') === 'success';
  const opened = useRef(false);
  useEffect(() => {
    if (returned && !opened.current) {
      opened.current = true;
      open();
    }
  }, [returned]);
  const priceCents = usePublicConfig().data?.plan?.priceCents ?? null;
  if (!isOpen) return null;
  const onClose = () => {
    close();
    if (params.has('checkout')) {
      const next = new URLSearchParams(params);
      next.delete('checkout');
      next.delete('session_id');
      setParams(next, { replace: true });
    }
  };
  return (
    <Suspense fallback={null}>
      <SubscriptionModal
        open
        onClose={onClose}
        priceCents={priceCents}
        initialStep={returned ? 'confirming' : 'features'}
      />
    </Suspense>
  );
}
