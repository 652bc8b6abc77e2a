import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchesAppRoute } from '../../shared/routes.ts';
import { truncate } from './request-log.ts';

/** Source maps are never served, even if a build left some beside the bundles. */
const isSourceMap = (pathname: string) => pathname.endsWith('.map');

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated every time.
 * Unknown /api paths answer a JSON 404; every other GET gets index.html so the client router can show
 * the page (or its 404 page, with a 404 status for paths no route matches). Source maps answer 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      allowedPath: (pathname) => !isSourceMap(pathname),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const notPage = isApi || isSourceMap(pathname) || (request.method !== 'GET' && request.method !== 'HEAD');
    if (notPage || !webRoot) {
      return reply
        .status(404)
        .send({ error: 'Not Found', message: `No route ${request.method} ${truncate(pathname, 100)}` });
    }
    return reply
      .status(matchesAppRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
