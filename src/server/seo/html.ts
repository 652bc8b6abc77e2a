// The HTML a page is served with: the built index.html (the shell) with the page's own title,
// description, canonical link, OpenGraph and Twitter tags, its JSON-LD, and, for a prerendered page, its
// main content inside the root element, where the web app's first render replaces it
// (docs/decisions/112-prerender-and-sitemap.md). Every value from data is escaped here.
import { documentTitle, type PageMeta } from '../../shared/page-meta.ts';
import type { PrerenderPage } from '../../shared/prerender.ts';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made safe for HTML: no tag, entity or quote survives. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON for a <script type="application/ld+json">: `<` is written `\u003c` so no `</script>` (or `<!--`)
 * in a value can end the script; `\u2028`/`\u2029` likewise, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on the site for a site path (or an absolute URL left as it is). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, '')}/`).toString();
}

/** What a page's head says about it: a prerendered page, or a page known only by its route. */
export type HeadPage = Pick<PrerenderPage, 'path' | 'title' | 'description'> &
  Partial<Pick<PrerenderPage, 'type' | 'image' | 'jsonLd'>> & { indexable?: boolean };

/** The tags for a page's head (title and description excepted: they replace the shell's own). */
export function headTags(page: HeadPage, siteUrl: string): string[] {
  const url = absoluteUrl(siteUrl, page.path);
  const title = escapeHtml(documentTitle(page.title));
  const description = escapeHtml(page.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="Go Gorilla">`,
    `<meta property="og:type" content="${page.type ?? 'website'}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
  ];
  if (page.image) {
    const image = escapeHtml(absoluteUrl(siteUrl, page.image));
    tags.push(
      `<meta property="og:image" content="${image}">`,
      `<meta name="twitter:image" content="${image}">`,
    );
  }
  if (page.indexable === false) tags.push('<meta name="robots" content="noindex">');
  if (page.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(page.jsonLd)}</script>`);
  return tags;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const ROOT = /<div id="root"><\/div>/;

/**
 * The shell with the page's head in place of its own title and description, and the page's main content
 * (already safe HTML) inside the root element. A shell without a root element cannot hold content: that
 * throws rather than serve a page without it.
 */
export function renderPage(shell: string, page: HeadPage & { mainHtml?: string }, siteUrl: string): string {
  const head = [
    `<title>${escapeHtml(documentTitle(page.title))}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    ...headTags(page, siteUrl),
  ].join('\n    ');
  const withoutOwn = shell.replace(DESCRIPTION, '');
  let html = TITLE.test(withoutOwn)
    ? withoutOwn.replace(TITLE, () => head)
    : withoutOwn.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head}`);
  if (page.mainHtml !== undefined) {
    if (!ROOT.test(html)) throw new Error('index.html has no empty <div id="root"></div> to hold the page');
    html = html.replace(ROOT, () => `<div id="root"><main id="main">${page.mainHtml}</main></div>`);
  }
  return html;
}

/** The head of a page known only by its route (not prerendered), from the page table. */
export const routeHead = (path: string, meta: PageMeta): HeadPage => ({
  path,
  title: meta.title,
  description: meta.description,
  indexable: meta.indexable,
});
