import { Toaster as Sonner } from 'sonner';

/** Spec 01 §9: one toast shown at a time, 5000 ms by default. */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
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
