import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { LOGGED_URL_MAX } from './request-log.ts';

describe('the request log', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      // One cache minute for the whole file: the second request is a hit even if the real minute turns.
      clock: fixedClock(new Date('2025-11-19T12:00:30Z')),
      config: { logLevel: 'info' },
      logStream: {
        write: (line: string) => {
          lines.push(JSON.parse(line));
        },
      },
      beforeReady(app) {
        // A later log call that passes headers in, as a careless one might.
        app.get('/api/test/log-headers', { config: { access: 'public' } }, async (request) => {
          request.log.warn({ headers: request.headers }, 'headers seen');
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('writes one line per request, with the URL truncated', async () => {
    const url = `/api/config?${'q'.repeat(10_000)}`;
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const line = lines[0] as { msg: string; method: string; url: string; status: number; ms: number };
    expect(line).toMatchObject({ msg: 'request', method: 'GET', status: 200 });
    expect(line.url.startsWith(url.slice(0, LOGGED_URL_MAX))).toBe(true);
    expect(line.url).toMatch(/…\(10012 chars\)$/);
    expect(JSON.stringify(line).length).toBeLessThan(500);
    expect(line.ms).toBeGreaterThanOrEqual(0);
  });

  it('writes one line for an answer from the cache and one for a 404, nothing more', async () => {
    await t.app.inject({ method: 'GET', url: '/api/config' });
    lines.length = 0;
    const hit = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(hit.headers['x-cache']).toBe('hit');
    await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(lines.map((l) => [l.msg, l.status])).toEqual([
      ['request', 200],
      ['request', 404],
    ]);
  });

  it('never writes a cookie or an authorization header', async () => {
    lines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/test/log-headers',
      headers: { cookie: '__Host-gg.session_token=s3cr3t', authorization: 'Bearer t0k3n' },
    });
    const text = JSON.stringify(lines);
    expect(lines).toHaveLength(2); // the handler's own line, then the request line
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('t0k3n');
    expect(text).toContain('[Redacted]');
  });
});
