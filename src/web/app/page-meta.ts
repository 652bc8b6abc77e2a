// Each page's description and link-preview tags on navigation, from the page table the server uses for
// the first HTML (shared/page-meta.ts): a page shared after moving around in the app carries its own
// tags, not those of the page the visit started on. The tab title stays each page's own (usePageTitle).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, PAGE_META, type PageMeta } from '../../shared/page-meta.ts';
import { matchAppPath } from '../../shared/routes.ts';

/** Sets (creating it if absent) the `content` of the meta tag with this name or property. */
function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let tag = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = doc.createElement('meta');
    tag.setAttribute(attribute, key);
    doc.head.append(tag);
  }
  tag.setAttribute('content', content);
}

/**
 * The head of the document for the page at `pathname`, once the visit has left the page the server
 * rendered (whose own tags, more specific than the table's, stay until then): that page's structured
 * data (a game's SportsEvent) no longer describes the screen and goes.
 */
export function applyPageMeta(doc: Document, pathname: string, origin: string): void {
  const page = matchAppPath(pathname);
  const meta: PageMeta | undefined = page ? PAGE_META[page] : undefined;
  for (const script of doc.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  const robots = doc.head.querySelector('meta[name="robots"]');
  if (!meta) return;
  const url = new URL(pathname, origin).toString();
  const title = documentTitle(meta.title);
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'property', 'og:title', title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:url', url);
  setMeta(doc, 'name', 'twitter:title', title);
  setMeta(doc, 'name', 'twitter:description', meta.description);
  doc.head.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
  if (meta.indexable) robots?.remove();
  else setMeta(doc, 'name', 'robots', 'noindex');
}

/** In the app frame: the page table's tags for the current path, on every navigation. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  const served = useRef<string | undefined>(pathname);
  useEffect(() => {
    if (pathname === served.current) return;
    served.current = undefined; // moved on: from now on every page, the first one too, gets the table's
    applyPageMeta(document, pathname, window.location.origin);
  }, [pathname]);
}
