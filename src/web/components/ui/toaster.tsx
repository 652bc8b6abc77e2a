import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { attachToaster } from '../../lib/toast.ts';

/** Spec 01 §9: one toast shown at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

/** Loaded by the frame on the first showToast() (lib/toast.ts), never in the first load. */
export function Toaster() {
  // Sonner (a child) subscribes in its own effect, which runs before this one: no toast is lost.
  useEffect(
    () =>
      attachToaster(({ message, kind = 'info', description }) => {
        toast[kind](message, { description });
      }),
    [],
  );
  return (
    <Sonner
      theme="dark"
      position="top-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      toastOptions={{ classNames: { toast: 'border border-canopy-600 bg-canopy-800 text-moss-100' } }}
    />
  );
}
