// sitemap.xml (sitemaps.org 0.9) and robots.txt, with absolute URLs on SITE_URL.
import { disallowedPaths } from '../../shared/page-meta.ts';
import { absoluteUrl, escapeHtml } from './html.ts';

export interface SitemapEntry {
  /** A site path, with its query when the page has one ('/weekly-picks?season=2025&week=3'). */
  path: string;
  /** ISO date or date-time of the last change, when known. */
  lastModified?: string;
}

/** The sitemap of these pages, each once (the first entry of a path wins), in the order given. */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    // XML escaping is HTML escaping's subset: & < > " ' all have entities in both.
    const loc = `<loc>${escapeHtml(absoluteUrl(siteUrl, entry.path))}</loc>`;
    const lastmod = entry.lastModified ? `<lastmod>${escapeHtml(entry.lastModified)}</lastmod>` : '';
    urls.push(`  <url>${loc}${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything public is allowed; the API and each private page (accounts, mail links) are not. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths().map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
