// Whether the subscription modal is open: a tiny store any screen can open it from (the locked pick's
// "Go Premium", Home's premium button, the free-pick modal) and the modal itself renders from.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const subscriptionModal = {
  open: () => set(true),
  close: () => set(false),
  isOpen: () => open,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Opens the subscription modal from anywhere. */
export const openSubscriptionModal = (): void => subscriptionModal.open();

/** `{open, close}` for the component that renders the modal. */
export function useSubscriptionModal(): { open: boolean; close: () => void } {
  const isOpen = useSyncExternalStore(subscriptionModal.subscribe, subscriptionModal.isOpen, () => false);
  return { open: isOpen, close: subscriptionModal.close };
}
