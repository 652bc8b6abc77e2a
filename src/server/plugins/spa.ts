import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PAGE_META } from '../../shared/page-meta.ts';
import { type AppPath, matchAppPath } from '../../shared/routes.ts';
import { sendError } from '../api-error.ts';
import { renderPage, routeHead } from '../seo/html.ts';
import { type DataHints, pageDocuments, withDataPreloads } from './page-hints.ts';
import { truncate } from './request-log.ts';

/** Source maps are never served, even if a build left some beside the bundles. */
const isSourceMap = (pathname: string) => pathname.endsWith('.map');

/**
 * Serves the built web app. Hashed assets are cached for a year and sent precompressed when the build
 * left .br / .gz copies; index.html is revalidated every time.
 * Unknown /api paths answer a JSON 404; every other GET gets index.html so the client router can show
 * the page (or its 404 page, with a 404 status for paths no route matches), carrying modulepreload links
 * for that page's route code (page-hints.ts; index.html is read once, at start). Source maps answer 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webRoot: string | undefined,
  dataHints: Partial<Record<AppPath, DataHints>> = {},
  siteUrl = 'http://localhost',
): Promise<((page: AppPath) => string) | undefined> {
  const documentFor = webRoot ? await pageDocuments(webRoot) : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      allowedPath: (pathname) => !isSourceMap(pathname),
      // The build writes a .br and a .gz beside each script and stylesheet (scripts/vite-precompress.ts):
      // sent as they are, with no compression per request. Files without them are compressed as before.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const notPage = isApi || isSourceMap(pathname) || (request.method !== 'GET' && request.method !== 'HEAD');
    if (notPage || !documentFor) {
      return sendError(reply, 404, `No route ${request.method} ${truncate(pathname, 100)}`);
    }
    const page = matchAppPath(pathname);
    // Each page's own title, description and link-preview tags (the page table, shared/page-meta.ts).
    const path = pathname.replace(/\/+$/, '') || '/';
    const html = page
      ? renderPage(documentFor(page), routeHead(path, PAGE_META[page]), siteUrl)
      : documentFor(page);
    const hints = page && request.method === 'GET' ? dataHints[page] : undefined;
    // The hints only speed the page up: if they cannot be worked out, the page loads its data itself.
    const apiPaths = hints
      ? await hints(new URL(request.url, 'http://page').searchParams).catch((error: unknown) => {
          request.log.warn({ err: error }, 'page data hints skipped');
          return [];
        })
      : [];
    return reply
      .status(page ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withDataPreloads(html, apiPaths));
  });
  return documentFor && ((page: AppPath) => documentFor(page));
}
