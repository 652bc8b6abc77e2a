import { Suspense, useSyncExternalStore } from 'react';
import { toastRequested, watchToastRequests } from '../../lib/toast.ts';
import { lazyPart } from './lazy-part.ts';

const Toaster = lazyPart(() => import('../../components/ui/toaster.tsx').then((module) => module.Toaster));

/** Mounts the toaster once a toast has been asked for; until then its code is not downloaded. */
export function ToastOutlet() {
  const requested = useSyncExternalStore(watchToastRequests, toastRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
