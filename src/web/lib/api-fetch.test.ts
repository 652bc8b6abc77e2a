import { afterEach, describe, expect, it, vi } from 'vitest';
import { getQueryFn, keyToUrl } from './api-fetch.ts';

describe('keyToUrl', () => {
  it('joins key parts with slashes under /api', () => {
    expect(keyToUrl(['weekly-picks', 12])).toBe('/api/weekly-picks/12');
    expect(keyToUrl(['/api/weekly-picks', 1])).toBe('/api/weekly-picks/1');
  });

  it('turns a trailing object into a query string, skipping empty values', () => {
    expect(keyToUrl(['past-picks', { week: 3, team: 'KC', outcome: undefined }])).toBe(
      '/api/past-picks?week=3&team=KC',
    );
    expect(keyToUrl(['alerts', { type: '', urgency: 'high' }])).toBe('/api/alerts?urgency=high');
  });

  it('escapes parts so a value cannot change the path', () => {
    expect(keyToUrl(['blog', '../admin?x=1'])).toBe('/api/blog/..%2Fadmin%3Fx%3D1');
    expect(() => keyToUrl(['blog', '..'])).toThrow('Invalid path segment');
    expect(() => keyToUrl(['blog', '.'])).toThrow('Invalid path segment');
  });
});

describe('the default query function', () => {
  afterEach(() => vi.unstubAllGlobals());
  const call = (on401: 'throw' | 'returnNull', response: Response) => {
    const fetchMock = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetchMock);
    const run = getQueryFn({ on401 })({ queryKey: ['health'], signal: new AbortController().signal });
    return { run, fetchMock };
  };

  it('GETs the key path with cookies and returns the JSON', async () => {
    const { run, fetchMock } = call('throw', new Response('{"status":"ok"}', { status: 200 }));
    await expect(run).resolves.toEqual({ status: 'ok' });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('throws "status: body" on a non-2xx answer', async () => {
    const { run } = call(
      'throw',
      new Response('{"error":"Not Found"}', { status: 404, statusText: 'Not Found' }),
    );
    await expect(run).rejects.toThrow('404: {"error":"Not Found"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    const { run } = call('throw', new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(run).rejects.toThrow('503: Service Unavailable');
  });

  it('returns null on 401 in the returnNull variant, and throws otherwise', async () => {
    await expect(call('returnNull', new Response('nope', { status: 401 })).run).resolves.toBeNull();
    await expect(call('throw', new Response('nope', { status: 401 })).run).rejects.toThrow('401: nope');
  });
});
