import { useEffect } from 'react';

/** Sets the browser tab title for the current page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Go Gorilla`;
  }, [title]);
}
