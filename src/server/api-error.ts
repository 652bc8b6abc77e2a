// The one JSON error shape of the API (decision 104): `{error, message}`, where `error` is the HTTP
// reason phrase of the status and `message` says, in words a person can act on, what went wrong. A
// route that refuses something returns `sendError(reply, 404, 'No game …')`, or throws
// `new HttpError(404, …)` from a helper; the error handler (plugins/errors.ts) writes thrown ones the
// same way. Extra fields (a machine `code`, the current state) go beside the two, never instead.
import { STATUS_CODES } from 'node:http';

/** "Not Found" for 404: the reason phrase Node gives each status. */
export const reasonPhrase = (status: number): string => STATUS_CODES[status] ?? 'Error';

export interface ApiErrorBody {
  error: string;
  message: string;
}

export function apiError(status: number, message: string): ApiErrorBody;
export function apiError<E extends object>(status: number, message: string, extra: E): ApiErrorBody & E;
export function apiError(status: number, message: string, extra: object = {}): ApiErrorBody {
  return { error: reasonPhrase(status), message, ...extra };
}

/** The part of a Fastify reply this needs; a route's typed reply fits it whatever its schemas. */
interface ErrorReply<R> {
  code(status: number): { send(body: ApiErrorBody): R };
}

/** Answers `status` with the one error shape; `extra` adds fields such as a machine `code`. */
export function sendError<R>(reply: ErrorReply<R>, status: number, message: string, extra: object = {}): R {
  return reply.code(status).send(apiError(status, message, extra));
}

/** Thrown where returning a reply is awkward (a helper deep in a handler); the error handler answers it. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = status;
  }
}
