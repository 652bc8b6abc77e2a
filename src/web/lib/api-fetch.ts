import type { z } from 'zod';
import { CSRF_HEADER, CSRF_REFUSED_HEADER, SessionResponse } from '../../shared/api/auth.ts';
import { cacheModeFor } from './revalidate.ts';
import { attachCopy, readCopy, saveCopy } from './stored-copy.ts';

// The one way the browser talks to the API. A non-2xx answer throws an ApiRequestError carrying the
// status (for code that branches on it) and a message for people: our API's JSON `{error, message}`
// gives its `message`; a short plain-text body is shown as sent; anything else (an HTML page, other
// JSON, nothing) reads as a sentence by the kind of failure. The status code never reaches the screen
// (issue 21: "422: …"); spec 01 §8's "status: text" is superseded by docs/decisions/097-figures-for-people.md.

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
  const detail = apiErrorMessage(text) ?? plainText(text) ?? failureSentence(response.status);
  throw new ApiRequestError(response.status, detail, parseJson(text));
}

/** A body worth showing as it is: short, and not markup or JSON. */
function plainText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.length <= 200 && !/^[<{[]/.test(trimmed) ? trimmed : undefined;
}

/** What failed, in words, when the answer says nothing readable. */
function failureSentence(status: number): string {
  if (status === 404) return 'Not found: the address may be out of date.';
  if (status === 401 || status === 403) return 'You are not allowed to do that; try signing in again.';
  if (status === 429) return 'Too many requests; wait a moment and try again.';
  if (status >= 500) return 'The server could not answer; try again in a moment.';
  return 'The server refused the request.';
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

/** What a request that got no answer at all says (the server stopped, the connection dropped). */
export const NO_ANSWER =
  'No answer from the server: it may be stopped or restarting, or your connection dropped.';

/**
 * fetch() with the browser's "Failed to fetch" / "NetworkError…" turned into words a person can act on
 * (status 0: no HTTP answer). A cancelled request stays an AbortError, so TanStack Query ignores it.
 */
async function request(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (init.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    throw new ApiRequestError(0, NO_ANSWER);
  }
}

export interface RequestOptions {
  /** TanStack Query's signal: a query nobody waits for any more stops its download. */
  signal?: AbortSignal;
  /**
   * The browser's HTTP cache mode. 'no-cache' revalidates a public answer (ETag) instead of reusing a
   * copy still within its max-age: for reads the person's own writes change (challenge members).
   */
  cache?: RequestCache;
  /**
   * Keep the last good answer on this device and, when the server does not answer (no answer, 5xx),
   * hand it to the page with the failure (lib/stored-copy.ts, decision 161). Only for public reads: the
   * copy outlives the session.
   */
  keepCopy?: boolean;
}

/** The server did not answer, or could not: a copy is better than nothing. A refusal (4xx) is an answer. */
const serverDown = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 0 || error.status >= 500);

/**
 * GETs an API path and validates the answer with the endpoint's schema from src/shared. An answer that
 * does not match throws a short, readable message naming the first wrong field.
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  { signal, cache = cacheModeFor(signal), keepCopy = false }: RequestOptions = {},
): Promise<z.output<S>> {
  if (!keepCopy) return getParsed(path, schema, signal, cache);
  try {
    const data = await getParsed(path, schema, signal, cache);
    saveCopy(path, data);
    return data;
  } catch (error) {
    if (serverDown(error)) attachCopy(error as Error, readCopy(path, schema));
    throw error;
  }
}

async function getParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  signal: AbortSignal | undefined,
  cache: RequestCache | undefined,
): Promise<z.output<S>> {
  const response = await request(path, {
    credentials: 'include',
    headers: { accept: 'application/json' },
    signal,
    ...(cache ? { cache } : {}),
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
// a 403 that refused the token (a new session, an expired cookie: the server marks it with
// CSRF_REFUSED_HEADER) reads it again and retries once. Any other 403 is the route's own refusal (a free
// pick past the week's limit), which a second send would only repeat (decision 150).
let csrfToken: Promise<string> | undefined;

/**
 * GET /api/auth/session, shared by every caller while one is on its way. A browser without a CSRF cookie
 * gets one from that answer; two reads in flight at once (the session query and a first state-changing
 * call, such as the page view sent at load) would each set a different cookie, and the token of the
 * one overwritten would be refused with a 403.
 */
let sessionInFlight: Promise<z.output<typeof SessionResponse>> | undefined;
export function readSession(): Promise<z.output<typeof SessionResponse>> {
  sessionInFlight ??= apiGet('/api/auth/session', SessionResponse).finally(() => {
    sessionInFlight = undefined;
  });
  return sessionInFlight;
}

function currentCsrfToken(): Promise<string> {
  csrfToken ??= readSession().then((session) => session.csrfToken);
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
    request(path, {
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
  if (response.status === 403 && response.headers.has(CSRF_REFUSED_HEADER)) {
    csrfToken = undefined;
    response = await send();
  }
  await throwIfNotOk(response);
  return schema.parse(await response.json());
}
