import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD } from './prepared-response.ts';
import { registerShedding, type SheddingLimits } from './shedding.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A health probe: tiny, never cached, never compressed. */
    probe?: boolean;
  }
}

/** Security headers (computed once by security-headers.ts), compression and overload protection. */
export async function registerSecurity(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
  shedding?: SheddingLimits,
): Promise<void> {
  // On every request, 404s and errors included: the response keeps them unless a handler removes one.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Cached routes bring their own prepared bytes, encodings and ETags (response-cache.ts); the generic
  // plugins would only compress or hash them again on every miss. Must run before compress's own hook.
  // Probes answer a hundred bytes marked no-store: nothing to compress.
  app.addHook('onRoute', (route) => {
    if (route.config?.cache === true || route.config?.probe === true) route.compress = false;
  });
  await registerShedding(app, shedding);
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip', 'deflate'],
  });
}
