import type { FastifyInstance } from 'fastify';

/** Longest URL written to the log: enough to read any real request, bounded for made-up ones. */
export const LOGGED_URL_MAX = 200;

export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max)}…(${text.length} chars)`;

/**
 * One line per request at info, when it is answered: method, URL (truncated), status, milliseconds.
 * Fastify's own two lines per request (with the full URL) are turned off in app.ts.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Without a logger (or above info) the hook would only cost time.
  const logger = app.log as { isLevelEnabled?: (level: string) => boolean };
  if (!logger.isLevelEnabled?.('info')) return;
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: truncate(request.url, LOGGED_URL_MAX),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
