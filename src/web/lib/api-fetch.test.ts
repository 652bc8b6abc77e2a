import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiError } from '../../shared/api/error.ts';
import { ApiRequestError, apiGet, apiSend } from './api-fetch.ts';

const Health = z.object({ status: z.literal('ok') });

/** Stubs fetch with one answer and returns the stub, so a test can see what was asked. */
function answer(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiGet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('GETs the path with cookies and returns the validated JSON', async () => {
    const fetchMock = answer(new Response('{"status":"ok"}', { status: 200 }));
    await expect(apiGet('/api/health', Health)).resolves.toEqual({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('shows our API error as its message, without the status code or the raw JSON', async () => {
    const body: ApiError = { error: 'Not Found', message: 'No such week: 19.' };
    answer(new Response(JSON.stringify(body), { status: 404, statusText: 'Not Found' }));
    const failure = apiGet('/api/predictions?week=19', Health);
    await expect(failure).rejects.toThrow(/^No such week: 19\.$/);
    await expect(failure).rejects.toMatchObject({ name: 'ApiRequestError', status: 404 });
  });

  it('uses a short plain-text body as sent, without the status code', async () => {
    answer(new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(/^upstream timed out$/);
  });

  it('says what failed in words when the body is other JSON, markup or empty', async () => {
    answer(new Response('{"detail":"x"}', { status: 500 }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(
      /^The server could not answer; try again in a moment\.$/,
    );
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(/^The server could not answer/);
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(/^The server could not answer/);
    answer(new Response('', { status: 404 }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(/^Not found/);
  });

  it('never starts a message with an HTTP status code (issue 21: "422: …")', async () => {
    const body: ApiError = {
      error: 'Unprocessable Entity',
      message: 'That stake is over your weekly limit.',
    };
    for (const status of [400, 404, 409, 422, 429, 500, 503]) {
      answer(new Response(JSON.stringify(body), { status }));
      await expect(apiGet('/api/health', Health)).rejects.not.toThrow(/^\d{3}/);
      answer(new Response('', { status }));
      await expect(apiGet('/api/health', Health)).rejects.not.toThrow(/^\d{3}/);
    }
  });

  it('names the first wrong field of an answer that does not match the schema', async () => {
    answer(new Response('{"status":"down"}', { status: 200 }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(
      /^Unexpected answer from \/api\/health at status: /,
    );
  });

  it('passes the abort signal on, so a cancelled query stops its request', async () => {
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const controller = new AbortController();
    const pending = apiGet('/api/health', Health, { signal: controller.signal });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('says in words that the server did not answer, instead of the browser\'s "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const failure = apiGet('/api/top5', Health);
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({
      status: 0,
      message: 'No answer from the server: it may be stopped or restarting, or your connection dropped.',
    });
  });
});

// Decision 150: apiSend sent a state-changing call again on every 403, taking it for a stale CSRF token,
// so a free-pick claim past the week's limit was sent, and refused, twice.
describe('apiSend after a 403', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Stubs fetch: the session read gives token t1, t2, …; each POST takes the next of `posts`. */
  // Counted across the tests: the token apiSend keeps from one test is not minted again in the next.
  let tokens = 0;
  function server(posts: Response[]) {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/api/auth/session') {
        tokens += 1;
        return Response.json({ user: null, session: null, csrfToken: `t${tokens}` });
      }
      const next = posts.shift();
      if (!next) throw new Error(`no answer left for ${url}`);
      return next;
    });
    vi.stubGlobal('fetch', fetchMock);
    const sentTokens = () =>
      fetchMock.mock.calls
        .filter(([url]) => url !== '/api/auth/session')
        .map(([, init]) => new Headers(init?.headers).get('x-csrf-token'));
    return { sentTokens };
  }
  const Ok = z.object({ ok: z.literal(true) });
  const limit = {
    error: 'Forbidden',
    message: 'You have used your 2 free picks this week.',
  } satisfies ApiError;

  it('sends a refusal by the route once, and shows its message', async () => {
    const s = server([Response.json(limit, { status: 403 })]);
    await expect(apiSend('POST', '/api/free-picks/claim', { gameId: 'g' }, Ok)).rejects.toMatchObject({
      status: 403,
      message: 'You have used your 2 free picks this week.',
    });
    // One POST, not two.
    expect(s.sentTokens()).toHaveLength(1);
  });

  it('sends again once, with a fresh token, when the server refused the CSRF token', async () => {
    const refused = Response.json(
      { error: 'Forbidden', message: 'invalid CSRF token: get a fresh one from GET /api/auth/session' },
      { status: 403, headers: { 'x-csrf-refused': '1' } },
    );
    const s = server([refused, Response.json({ ok: true })]);
    await expect(apiSend('POST', '/api/saved-picks', {}, Ok)).resolves.toEqual({ ok: true });
    // The first send used the token kept from the previous test or a first read; the retry a new one.
    const [first, second] = s.sentTokens();
    expect(s.sentTokens()).toHaveLength(2);
    expect(second).not.toBe(first);
  });
});
