import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const reason = (status: number) => STATUS_CODES[status] ?? 'Error';

/** Every error leaves as JSON `{error, message}`; stack traces and internals stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation
        .map(
          (issue) =>
            `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || where}: ${issue.message}`,
        )
        .join('; ');
      return reply.status(400).send({ error: reason(400), message: `Invalid ${where}: ${details}` });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const message =
        status === 503
          ? 'The server is busy or the request took too long. Please retry shortly.'
          : 'Something went wrong on our side. Please try again.';
      return reply.status(status).send({ error: reason(status), message });
    }
    return reply.status(status).send({ error: reason(status), message: error.message });
  });
}
