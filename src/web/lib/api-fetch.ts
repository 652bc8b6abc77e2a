import type { z } from 'zod';
import { CSRF_HEADER, SessionResponse } from '../../shared/api/auth.ts';

// The one way the browser talks to the API. Spec 01 §8: a non-2xx answer throws an Error whose message
// is "status: body text" (or "status: statusText" when the body is empty). Our API answers errors as
// JSON `{error, message}`, so for those the message part is the API's `message`, which is written for
// people; the raw JSON never reaches the screen.

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed JSON error body, for answers that carry more than a message (a 409's current line). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  const detail = apiErrorMessage(text) ?? (text || response.statusText);
  throw new ApiRequestError(response.status, `${response.status}: ${detail}`, parseJson(text));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `message` of our JSON error body, or undefined when the body is something else. */
function apiErrorMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message !== '') return message;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return undefined;
}

export interface RequestOptions {
  /** TanStack Query's signal: a query nobody waits for any more stops its download. */
  signal?: AbortSignal;
}

/**
 * GETs an API path and validates the answer with the endpoint's schema from src/shared. An answer that
 * does not match throws a short, readable message naming the first wrong field.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  { signal }: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await fetch(path, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
  });
  await throwIfNotOk(response);
  const parsed = schema.safeParse(await response.json());
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  throw new Error(`Unexpected answer from ${path}${where}: ${issue?.message ?? 'invalid'}`);
}

// State-changing calls carry the CSRF token the server minted for this browser and session
// (docs/decisions/045-sessions-and-csrf.md). It is read once from GET /api/auth/session and kept;
// a 403 (a new session, an expired cookie) reads it again and retries once.
let csrfToken: Promise<string> | undefined;

function currentCsrfToken(): Promise<string> {
  csrfToken ??= apiGet('/api/auth/session', SessionResponse).then((session) => session.csrfToken);
  csrfToken.catch(() => {
    csrfToken = undefined;
  });
  return csrfToken;
}

/**
 * Sign-in, sign-out and password changes answer with the token of the new session: keeping it saves
 * the next call a refused first attempt (a 403 the browser would log).
 */
export function rememberCsrfToken(token: string): void {
  csrfToken = Promise.resolve(token);
}

/** Sends a JSON body with POST/PUT/PATCH/DELETE and validates the answer with the endpoint's schema. */
export async function apiSend<S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  schema: S,
): Promise<z.output<S>> {
  const send = async () =>
    fetch(path, {
      method,
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [CSRF_HEADER]: await currentCsrfToken(),
      },
      body: JSON.stringify(body),
    });
  let response = await send();
  if (response.status === 403) {
    csrfToken = undefined;
    response = await send();
  }
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}
