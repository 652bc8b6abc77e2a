// Toasts without the toast library in the first load: a page calls showToast(); the frame loads the
// toaster (sonner) the first time one is asked for, and this queue holds the toasts until it is up.

export interface ToastRequest {
  message: string;
  kind?: 'success' | 'error' | 'info';
  description?: string;
}

type Deliver = (toast: ToastRequest) => void;

let deliver: Deliver | undefined;
const waiting: ToastRequest[] = [];
const watchers = new Set<() => void>();

export function showToast(toast: ToastRequest): void {
  if (deliver) {
    deliver(toast);
    return;
  }
  waiting.push(toast);
  for (const watcher of watchers) watcher();
}

/** Has any toast been asked for? (The frame mounts the toaster from then on.) */
export const toastRequested = (): boolean => deliver !== undefined || waiting.length > 0;

export function watchToastRequests(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Called by the mounted toaster: it receives the queued toasts in order, then each new one. */
export function attachToaster(next: Deliver): () => void {
  deliver = next;
  for (const toast of waiting.splice(0)) next(toast);
  return () => {
    if (deliver === next) deliver = undefined;
  };
}
