import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRequested, watchToastRequests } from '../../lib/toast.ts';

const Toaster = lazy(() =>
  import('../../components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })),
);

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
