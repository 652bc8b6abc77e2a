import { useSyncExternalStore } from 'react';

// Whether the subscription modal (spec 02, decision 121) is open: a tiny store any screen can open it
// from (Home's premium button, the Wizard's subscribe step, a locked pick) without importing the modal,
// which the frame loads only when it opens.

let isOpen = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (isOpen === next) return;
  isOpen = next;
  for (const listener of listeners) listener();
}

export const open = (): void => set(true);
export const close = (): void => set(false);
export const openSubscriptionModal = open;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSubscriptionModal(): { isOpen: boolean; open: () => void; close: () => void } {
  const value = useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  );
  return { isOpen: value, open, close };
}
