import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ApiError } from '../../shared/api/error.ts';
import { apiGet } from './api-fetch.ts';

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

  it('shows our API error as "status: message", never the raw JSON', async () => {
    const body: ApiError = { error: 'Not Found', message: 'No such week: 19.' };
    answer(new Response(JSON.stringify(body), { status: 404, statusText: 'Not Found' }));
    const failure = apiGet('/api/predictions?week=19', Health);
    await expect(failure).rejects.toThrow(/^404: No such week: 19\.$/);
    await expect(failure).rejects.toMatchObject({ name: 'ApiRequestError', status: 404 });
  });

  it('uses the body text when the body is not our JSON error (spec 01 §8)', async () => {
    answer(new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(/^502: upstream timed out$/);
    answer(new Response('{"detail":"x"}', { status: 500 }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(/^500: \{"detail":"x"\}$/);
  });

  it('falls back to the status text when the body is empty', async () => {
    answer(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiGet('/api/health', Health)).rejects.toThrow(/^503: Service Unavailable$/);
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
});
