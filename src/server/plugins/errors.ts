import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sendError } from '../api-error.ts';
import { causeChain } from '../error-chain.ts';
import { truncate } from './request-log.ts';

// An error message may quote what the client sent (an unknown key, a media type): it names the
// parameter and the rule, and never repeats more than a short piece of the input.
const ISSUE_MAX = 120;
const PATH_MAX = 40;
const ISSUES_MAX = 5;
const MESSAGE_MAX = 300;

/** PostgreSQL unreachable (refused, reset, shutting down, starting up): worth a retry, not a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causeChain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    // 57P01-03: admin shutdown, crash shutdown, cannot connect now; class 08: connection exceptions.
    if (/^57P0[123]$/.test(code) || code.startsWith('08')) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect/.test(e.message)
    )
      return true;
  }
  return false;
}

/** Every error leaves as JSON `{error, message}` (api-error.ts); stack traces and internals stay in the log. */
export function registerErrorHandler(app: FastifyInstance, database: { readonly up: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation
        .slice(0, ISSUES_MAX)
        .map((issue) => {
          const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where;
          return `${truncate(path, PATH_MAX)}: ${truncate(issue.message ?? 'invalid', ISSUE_MAX)}`;
        })
        .join('; ');
      const more =
        error.validation.length > ISSUES_MAX ? ` (and ${error.validation.length - ISSUES_MAX} more)` : '';
      return sendError(reply, 400, truncate(`Invalid ${where}: ${details}${more}`, MESSAGE_MAX));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500 && (!database.up || isDatabaseUnavailable(error))) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendError(
        reply.header('retry-after', '5'),
        503,
        'The database is unavailable for a moment. Please retry shortly.',
      );
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const message =
        status === 503
          ? 'The server is busy or the request took too long. Please retry shortly.'
          : 'Something went wrong on our side. Please try again.';
      return sendError(reply, status, message);
    }
    return sendError(reply, status, truncate(error.message, MESSAGE_MAX));
  });
}
