// The contract between the pages that can be prerendered for crawlers and the server that serves them
// (issue 23, deliverable 6). A source (blog posts, weekly picks, game pages, /model) lists its pages;
// the SEO layer turns each into HTML with its title, description, OpenGraph/Twitter tags, JSON-LD and main
// text, lists them in sitemap.xml, and rebuilds them when the data version changes.

export interface PrerenderPage {
  /** The page's path on the site, starting with '/', e.g. '/blog/reading-the-line'. */
  path: string;
  /** The document title (also og:title). */
  title: string;
  /** One or two sentences (meta description, og:description). */
  description: string;
  /** 'article' for blog posts, 'website' otherwise (og:type). */
  type: 'article' | 'website';
  /** Absolute or site-relative image for og:image / twitter:image, when the page has one. */
  image?: string;
  /** Structured data (schema.org) placed in a <script type="application/ld+json">, when the page has some. */
  jsonLd?: Record<string, unknown>;
  /** The page's main content as safe, already-escaped/sanitised HTML, placed inside <main> of the prerendered page. */
  mainHtml: string;
  /** ISO date of the last change (sitemap lastmod), when known. */
  lastModified?: string;
}
