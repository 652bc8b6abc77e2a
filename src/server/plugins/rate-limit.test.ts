import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { fixedClock } from '../../core/clock.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { RATE_LIMITS, RATE_WINDOW_MS } from '../rate-limits.ts';
import { windowCounter } from './rate-limit.ts';

// Every app here counts in one fixed window: a test never straddles the turn of a minute.
const rateLimitNow = () => 1_000 * RATE_WINDOW_MS + 1;
// Cached answers are current for the clock's minute: a fixed clock keeps a test's answers in one, so
// a hit is not turned into a new computation (and a 429) by the real minute turning mid-test.
const clock = fixedClock(new Date('2025-11-19T12:00:30Z'));

const from = (t: TestApp, url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('the global limit per client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 5 }, rateLimitNow, clock });
    await seedReferenceData(t.database.db.orm);
  });
  afterAll(() => t.close());

  it('counts every request of a client, answers from the cache included, then answers 429', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await from(t, '/api/teams', '10.0.0.1'));
    expect(answers.map((a) => a.headers['x-cache'] ?? a.statusCode)).toEqual([
      'miss',
      'hit',
      'hit',
      'hit',
      'hit',
      429,
    ]);
    const refused = answers[5];
    const retryAfter = Number(refused?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused?.json()).toEqual({
      error: 'Too Many Requests',
      message: `Rate limit reached: 5 requests a minute. Retry in ${retryAfter} s.`,
    });
    // The limit is the client's: another one is served, from the cache.
    expect((await from(t, '/api/teams', '10.0.0.2')).headers['x-cache']).toBe('hit');
  });

  it('never limits the health probes', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await from(t, '/api/health', '10.0.0.3')).statusCode).toBe(200);
      expect((await from(t, '/api/ready', '10.0.0.3')).statusCode).toBe(200);
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await from(t, '/api/teams', '10.0.0.4', { 'x-forwarded-for': `1.2.3.${i}` })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('behind a trusted proxy', () => {
  it('limits the client named by X-Forwarded-For', async () => {
    const t = await createTestApp({ config: { rateLimitPerMinute: 2, trustProxy: true }, rateLimitNow });
    try {
      const call = (client: string) =>
        from(t, '/api/config', '127.0.0.1', { 'x-forwarded-for': client }).then((r) => r.statusCode);
      expect([await call('1.1.1.1'), await call('1.1.1.1'), await call('1.1.1.1')]).toEqual([200, 200, 429]);
      expect(await call('2.2.2.2')).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('the tighter limits on uncached requests (src/server/rate-limits.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 1_000_000 }, rateLimitNow, clock });
  });
  afterAll(() => t.close());

  for (const [route, limit] of Object.entries(RATE_LIMITS.uncachedPerMinute)) {
    it(`${route}: ${limit} computed answers a minute per client, then 429; cached answers still flow`, async () => {
      // Each season and week is its own answer, computed on first request.
      const url = (i: number) => `${route}?season=${1999 + Math.floor(i / 20)}&week=${1 + (i % 20)}`;
      for (let i = 0; i < limit; i++) {
        const res = await from(t, url(i), '10.1.0.1');
        expect(res.statusCode, url(i)).toBe(200);
        expect(res.headers['x-cache']).toBe('miss');
      }
      const refused = await from(t, url(limit), '10.1.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().message).toContain(`${limit} uncached requests to ${route} a minute`);
      expect((await from(t, url(0), '10.1.0.1')).headers['x-cache']).toBe('hit');
      expect((await from(t, url(limit), '10.1.0.2')).statusCode).toBe(200);
    });
  }
});

describe('a fixed one-minute window', () => {
  it('allows the limit, then refuses until the window turns, telling how long to wait', () => {
    let now = 5 * RATE_WINDOW_MS + 15_000; // 15 s into a window
    const counter = windowCounter(3, () => now);
    expect([counter.take('a'), counter.take('a'), counter.take('a')]).toEqual([0, 0, 0]);
    expect(counter.take('a')).toBe(45);
    expect(counter.take('b')).toBe(0);
    now += 44_500;
    expect(counter.take('a')).toBe(1);
    now += 500;
    expect(counter.take('a')).toBe(0);
  });
});
