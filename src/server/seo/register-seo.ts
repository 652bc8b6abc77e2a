// Wires the prerendered pages, sitemap.xml and robots.txt into the app: their own scope with the response
// cache (so the front door serves them from memory), and the page sources they are built from.
import type { FastifyInstance } from 'fastify';
import { loadFilePosts } from '../../core/blog/posts.ts';
import { publishedBlogPages } from '../../core/blog/prerender.ts';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { pickedGames } from '../../db/repositories/sitemap-games.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import type { AppPath } from '../../shared/routes.ts';
import type { DataHints } from '../plugins/page-hints.ts';
import { registerResponseCache } from '../plugins/response-cache.ts';
import { type ResponseStore, STALE_HEADER } from '../plugins/response-store.ts';
import { prerenderRoutes } from './prerender-routes.ts';
import {
  type ApiRead,
  listedPages,
  PRERENDER_CLIENT,
  type PrerenderSource,
  picksSources,
} from './sources.ts';

/**
 * GET of a public API path through the app itself: the same answer (and cache) a visitor's browser gets.
 * Anything but a current 200 (or a 400/404: no such page) throws.
 */
export function injectedReads(app: FastifyInstance): ApiRead {
  return async <T>(url: string) => {
    const res = await app.inject({ method: 'GET', url, remoteAddress: PRERENDER_CLIENT });
    // A stale answer (the database out of reach) must not become a page stored as current.
    if (res.statusCode === 200 && res.headers[STALE_HEADER] !== 'true') return res.json() as T;
    if (res.statusCode === 400 || res.statusCode === 404) return undefined;
    throw new Error(`GET ${url} answered ${res.statusCode}`);
  };
}

export async function registerSeo(
  app: FastifyInstance,
  deps: {
    store: ResponseStore;
    db: Database;
    clock: Clock;
    security: Readonly<Record<string, string>>;
    siteUrl: string;
    documentFor: ((page: AppPath) => string) | undefined;
    dataHints: Partial<Record<AppPath, DataHints>>;
  },
): Promise<void> {
  const blogFiles = loadFilePosts();
  const sources: PrerenderSource[] = [
    ...picksSources({
      read: injectedReads(app),
      siteUrl: deps.siteUrl,
      pickedGames: () => pickedGames(deps.db.orm, MODEL_PARAMS.version, deps.clock.now()),
    }),
    // Blog posts and the weekly recaps published by the clock (decision 111).
    listedPages(() => publishedBlogPages(deps.db.orm, blogFiles, deps.clock.now())),
  ];
  await app.register(async (pages) => {
    registerResponseCache(pages, { store: deps.store, db: deps.db, security: deps.security });
    await prerenderRoutes(pages, { ...deps, sources });
  });
}
