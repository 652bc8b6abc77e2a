import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** Longest URL written to the log: enough to read any real request, bounded for made-up ones. */
export const LOGGED_URL_MAX = 200;

export const truncate = (text: string, max: number): string =>
  text.length <= max ? text : `${text.slice(0, max)}…(${text.length} chars)`;

/**
 * One line per request, when it is answered: method, URL (truncated), status, milliseconds; at info, or
 * at error when the response itself failed. Fastify's own lines (an "incoming request" and a "request
 * completed" line with the full URL, and "Route … not found" for 404s) are not written.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: truncate(request.url, LOGGED_URL_MAX),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}
