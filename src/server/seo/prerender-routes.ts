// The pages served to crawlers (and to everyone) with their content already in the HTML, plus
// sitemap.xml and robots.txt. They are cached public reads like the API's (docs/decisions/018): computed
// once per data version and clock minute, prepared once (gzip, brotli, ETags) and then written by the
// front door before Fastify sees the request; a data change makes the next request rebuild them
// (docs/decisions/112-prerender-and-sitemap.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_META, type PageMeta } from '../../shared/page-meta.ts';
import type { PrerenderPage } from '../../shared/prerender.ts';
import { APP_PATHS, type AppPath } from '../../shared/routes.ts';
import { type DataHints, withDataPreloads } from '../plugins/page-hints.ts';
import { renderPage, routeHead } from './html.ts';
import { robotsTxt, type SitemapEntry, sitemapXml } from './sitemap.ts';
import type { PrerenderSource } from './sources.ts';

/** The pages whose content is prerendered (the rest carry their head tags only: plugins/spa.ts). */
export const PRERENDERED_PAGES = [
  '/weekly-picks',
  '/games/:gameId',
  '/model',
  '/blog',
  '/blog/:slug',
] as const;

/** A query value the page reads as absent when invalid, as the page itself does (lib/search-state.ts). */
const optionalInt = (min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).optional().catch(undefined);

const WeekQuery = z.object({ season: optionalInt(1999, 2100), week: optionalInt(1, 22) });

/** A page's path from its pattern and parsed parameters ('/games/:gameId' → '/games/2025_15_ATL_TB'). */
const pathOf = (pattern: string, params: Record<string, string>) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export interface PrerenderDeps {
  siteUrl: string;
  sources: readonly PrerenderSource[];
  /** The page's HTML shell (index.html with its module preloads), undefined without a built web app. */
  documentFor: ((page: AppPath) => string) | undefined;
  /** The API reads a page's first screen waits on, preloaded as the plain page's HTML does (page-hints.ts). */
  dataHints: Partial<Record<AppPath, DataHints>>;
}

/**
 * Registers the prerendered pages, sitemap.xml and robots.txt in a scope that has the response cache.
 * Read-only routes outside /api: public by the access rule's definition (auth/access.ts), listed as the
 * web app's own routes, not the API's.
 */
export async function prerenderRoutes(scope: FastifyInstance, deps: PrerenderDeps): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { siteUrl, sources, documentFor } = deps;
  // The handlers return { body }: an object, so the response cache's preSerialization hook sees it, and
  // this serializer hands the text over as it is.
  const asText = (payload: { body: string }) => payload.body;

  app.get('/robots.txt', { config: { cache: true }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    reply.serializer(asText);
    return { body: robotsTxt(siteUrl) };
  });

  app.get('/sitemap.xml', { config: { cache: true }, schema: { hide: true } }, async (_request, reply) => {
    const pages: SitemapEntry[] = APP_PATHS.filter(
      (path) => !path.includes(':') && (PAGE_META[path] as PageMeta).indexable,
    ).map((path) => ({ path }));
    const listed = await Promise.all(sources.map((source) => source.sitemap()));
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    reply.serializer(asText);
    return { body: sitemapXml([...pages, ...listed.flat()], siteUrl) };
  });

  if (!documentFor) return;
  for (const pattern of PRERENDERED_PAGES) {
    app.get(
      pattern,
      {
        config: { cache: true },
        schema: { hide: true, ...(pattern === '/weekly-picks' && { querystring: WeekQuery }) },
      },
      async (request, reply) => {
        const path = pathOf(pattern, request.params as Record<string, string>);
        const { season, week } = (request.query ?? {}) as z.infer<typeof WeekQuery>;
        const query = new URLSearchParams();
        if (season !== undefined) query.set('season', String(season));
        if (week !== undefined) query.set('week', String(week));
        let page: PrerenderPage | undefined;
        let apiPaths: string[] = [];
        try {
          for (const source of sources) {
            page = await source.page(path, query);
            if (page) break;
          }
          const hints = deps.dataHints[pattern];
          if (hints) apiPaths = await hints(query);
        } catch (error) {
          // The data could not be read: a 5xx, so the response cache serves the last page built (marked
          // stale) if there is one and stores nothing; else the shell, which loads its data itself.
          request.log.warn({ err: error }, 'prerendered page skipped');
          reply.code(503).header('retry-after', '5');
        }
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        reply.serializer(asText);
        const head = page ?? routeHead(path, PAGE_META[pattern]);
        return { body: withDataPreloads(renderPage(documentFor(pattern), head, siteUrl), apiPaths) };
      },
    );
  }
}
