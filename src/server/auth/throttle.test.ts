// Login throttling and the other account limits (RELIABILITY T21, T39, T53). The figures come from
// auth-limits.ts, the file the limits are documented in; the wall clock is faked to pass a window.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextAddress, PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { AUTH_LIMITS } from './auth-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

async function visitor(remoteAddress = nextAddress()) {
  const b = new TestBrowser(t.app, remoteAddress);
  await b.session();
  return b;
}

function expectTooMany(res: { statusCode: number; headers: Record<string, unknown> }, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('sign-in throttling', () => {
  it('checks at most the allowed wrong passwords for one account from many addresses, then lets its owner in after the window', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const known = await signedInBrowser(t, 'target@example.com');
    const limit = AUTH_LIMITS.signInFailuresPerAccount;
    // The figures themselves: 100 checked an hour (ASVS's ceiling), 10 per address in 15 minutes.
    expect(limit).toMatchObject({ points: 100, windowSeconds: 3600 });
    expect(AUTH_LIMITS.signInFailuresPerIpAccount).toMatchObject({ points: 10, windowSeconds: 900 });
    // 150 guesses from 20 addresses (127.0.50.2–21) within the hour: ASVS allows at most 100 checked.
    const attackers = await Promise.all(Array.from({ length: 20 }, (_, i) => visitor(`127.0.50.${i + 2}`)));
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) {
      const attacker = attackers[i % 20] as TestBrowser;
      const res = await attacker.post('/api/auth/sign-in', {
        email: 'target@example.com',
        password: `guess-${i}-xx`,
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectTooMany(res, limit.windowSeconds);
    }
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBe(limit.points);
    expect(checked).toBeLessThanOrEqual(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(150 - limit.points);

    // A new browser, right password, during the window: refused too (the guesser cannot tell)…
    const owner = await visitor();
    expectTooMany(
      await owner.post('/api/auth/sign-in', { email: 'target@example.com', password: PASSWORD }),
      limit.windowSeconds,
    );
    // …but the owner's browser that signed in before is let in (its device cookie, decision 093).
    expect(
      (await known.post('/api/auth/sign-in', { email: 'target@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
    // After the window any browser signs in; no lasting lockout.
    vi.setSystemTime(start + limit.windowSeconds * 1000 + 1000);
    expect(
      (await owner.post('/api/auth/sign-in', { email: 'target@example.com', password: PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('limits sign-in attempts per address across many accounts', async () => {
    const limit = AUTH_LIMITS.signInPerIp;
    const b = await visitor();
    for (let i = 0; i < limit.points; i++) {
      const res = await b.post('/api/auth/sign-in', {
        email: `spray${i}@example.com`,
        password: 'hunter2-hunter2',
      });
      expect(res.statusCode).toBe(401);
    }
    const over = await b.post('/api/auth/sign-in', {
      email: 'spray-last@example.com',
      password: 'hunter2-hunter2',
    });
    expectTooMany(over, limit.windowSeconds);
    expect(over.json().message).toMatch(/too many attempts/i);
    // Another address is not affected.
    const other = await visitor();
    expect(
      (await other.post('/api/auth/sign-in', { email: 'spray0@example.com', password: 'x' })).statusCode,
    ).toBe(401);
  });
});

describe('the other account limits', () => {
  it('limits sign-ups per address', async () => {
    const b = await visitor();
    for (let i = 0; i < AUTH_LIMITS.signUpPerIp.points; i++) {
      const res = await b.post('/api/auth/sign-up', {
        name: 'F',
        email: `farm${i}@example.com`,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await b.post('/api/auth/sign-up', {
      name: 'F',
      email: 'farm-last@example.com',
      password: PASSWORD,
    });
    expectTooMany(over, AUTH_LIMITS.signUpPerIp.windowSeconds);
  });

  it('limits password-reset mail per account, known or not, whatever the address', async () => {
    for (const email of ['target@example.com', 'nobody-here@example.com']) {
      for (let i = 0; i < AUTH_LIMITS.mailPerAccount.points; i++) {
        const b = await visitor();
        expect((await b.post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
      }
      const b = await visitor();
      expectTooMany(
        await b.post('/api/auth/request-password-reset', { email }),
        AUTH_LIMITS.mailPerAccount.windowSeconds,
      );
    }
  });

  it('counts wrong passwords at account deletion against the signed-in person’s own limit', async () => {
    const b = await signedInBrowser(t, 'deleter@example.com');
    for (let i = 0; i < AUTH_LIMITS.reauthFailuresPerUser.points; i++) {
      expect((await b.delete('/api/user', { password: `wrong-${i}-xx` })).statusCode).toBe(403);
    }
    expectTooMany(
      await b.delete('/api/user', { password: PASSWORD }),
      AUTH_LIMITS.reauthFailuresPerUser.windowSeconds,
    );
  });
});
