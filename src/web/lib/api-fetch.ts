// The one way the browser talks to the API (spec 01 §7 and §8): cookies sent, JSON read, and any
// non-2xx response throws an Error whose message is "status: body" (or "status: statusText").

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new ApiRequestError(response.status, `${response.status}: ${text}`);
}

export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { accept: 'application/json' }
        : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

type KeyPart = string | number | boolean | null | undefined | Record<string, unknown>;

/**
 * A query key becomes a GET path: its parts joined by slashes under /api (a first part starting with
 * '/' is used as the path prefix as is), and a trailing object becomes the query string.
 * ['weekly-picks', 12] -> /api/weekly-picks/12; ['past-picks', {week: 3}] -> /api/past-picks?week=3.
 * Every other part is one escaped path segment, so a value can never change the path it is sent to.
 */
export function keyToUrl(queryKey: readonly KeyPart[]): string {
  const [first, ...rest] = queryKey;
  let path = typeof first === 'string' && first.startsWith('/') ? first : `/api/${segment(first)}`;
  const params = new URLSearchParams();
  for (const part of rest) {
    if (part === null || part === undefined) continue;
    if (typeof part === 'object') {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
      }
    } else {
      path += `/${segment(part)}`;
    }
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function segment(part: KeyPart): string {
  const encoded = encodeURIComponent(String(part));
  // URL parsing resolves '.' and '..' (even escaped as %2E) away, which would change the path.
  if (/^(\.|%2e){1,2}$/i.test(encoded)) throw new Error(`Invalid path segment in query key: ${encoded}`);
  return encoded;
}

export type On401 = 'throw' | 'returnNull';

/** The default query function: GET the key's URL. With on401 'returnNull' a 401 yields null. */
export function getQueryFn({ on401 }: { on401: On401 }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }) => {
    const response = await fetch(keyToUrl(queryKey as KeyPart[]), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return response.json();
  };
}
