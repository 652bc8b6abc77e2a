// Idle and absolute session lifetimes (RELIABILITY T24, ASVS 7.3), on a faked wall clock: only
// Date is faked, so the database driver's timers and argon2's thread pool run as usual.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { countSessions, sweepExpiredSessions } from '../../db/repositories/users.ts';
import { SESSION_POLICY } from './session-policy.ts';

const MINUTE = 60_000;
const IDLE = SESSION_POLICY.idleTimeoutSeconds * 1000;
const ABSOLUTE = SESSION_POLICY.absoluteLifetimeSeconds * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

function startClock() {
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  return (ms: number) => vi.setSystemTime(start + ms);
}

describe('session lifetimes', () => {
  it('documents idle 30 min and absolute 12 h', () => {
    expect(SESSION_POLICY.idleTimeoutSeconds).toBe(30 * 60);
    expect(SESSION_POLICY.absoluteLifetimeSeconds).toBe(12 * 60 * 60);
  });

  it('keeps a session alive while it is used, and ends it after 30 idle minutes', async () => {
    const at = startClock();
    const b = await signedInBrowser(t, 'idle@example.com');
    at(IDLE - MINUTE);
    expect((await b.get('/api/user/export')).statusCode).toBe(200); // used: the deadline moves
    at(2 * IDLE - 2 * MINUTE);
    expect((await b.get('/api/user/export')).statusCode).toBe(200); // 29 min after the last use
    at(3 * IDLE);
    expect((await b.get('/api/user/export')).statusCode).toBe(401); // 32 idle minutes
  });

  it('ends a session 12 h after sign-in however busy it is', async () => {
    const at = startClock();
    const b = await signedInBrowser(t, 'busy@example.com');
    for (let elapsed = 20 * MINUTE; elapsed < ABSOLUTE; elapsed += 20 * MINUTE) {
      at(elapsed);
      expect((await b.get('/api/user/export')).statusCode, `after ${elapsed / MINUTE} min`).toBe(200);
    }
    at(ABSOLUTE + MINUTE);
    const late = await b.get('/api/user/export');
    expect(late.statusCode).toBe(401);
    const session = await b.session();
    expect(session.json().user).toBeNull();
  });

  it('sweeps sessions past their idle deadline from the table', async () => {
    const at = startClock();
    await signedInBrowser(t, 'swept@example.com');
    const before = await countSessions(t.database.db.orm);
    at(IDLE + MINUTE);
    const swept = await sweepExpiredSessions(t.database.db.orm, new Date());
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await countSessions(t.database.db.orm)).toBe(before - swept);
  });
});
