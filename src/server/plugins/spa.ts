import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchesAppRoute } from '../../shared/routes.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is revalidated every time.
 * Unknown /api paths answer a JSON 404; every other GET gets index.html so the client router can show
 * the page (or its 404 page, with a 404 status for paths no route matches).
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || !webRoot || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ error: 'Not Found', message: `No route ${request.method} ${pathname}` });
    }
    return reply
      .status(matchesAppRoute(pathname) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });
}
