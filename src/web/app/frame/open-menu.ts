import { useCallback, useSyncExternalStore } from 'react';

/**
 * Which top-bar menu is open, and on which page. It lives outside the components because the top bar
 * is mounted twice on a first load: in the first load's frame (FrameLoading, decision 143) and again in
 * the app's own frame once the page's code arrives. A menu opened in between (a first start's
 * catch-up can hold the page's code for tens of seconds) closed under the user's pointer with the
 * remount; kept here, the new top bar opens the same menu.
 *
 * One menu at a time: opening one closes the other. A menu belongs to the page it was opened on, so a
 * followed link (or Back) closes it without an effect racing the render.
 */
type OpenMenu = { name: string; pathname: string } | null;

let current: OpenMenu = null;
const listeners = new Set<() => void>();

function publish(next: OpenMenu): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The open state of the menu `name` on the page `pathname`, and its setter. */
export function useOpenMenu(name: string, pathname: string): [boolean, (open: boolean) => void] {
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  const open = state !== null && state.name === name && state.pathname === pathname;
  const setOpen = useCallback(
    (next: boolean) => {
      if (next) publish({ name, pathname });
      // Closing touches only this menu: a late close from the one the pointer just left must not shut
      // the one it moved to.
      else if (current?.name === name) publish(null);
    },
    [name, pathname],
  );
  return [open, setOpen];
}

/** Forget a menu opened on another page (called by the top bar when the page changes). */
export function closeMenusOffPage(pathname: string): void {
  if (current !== null && current.pathname !== pathname) publish(null);
}
