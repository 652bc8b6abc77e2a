// The account throttle and the auth services on one test database (decision 108: the part of the fast
// test set StrykerJS runs over src/server/auth that needs PostgreSQL). One database for the file; each
// test builds its own throttle (decision 050) and uses keys of its own, so no reset between tests is
// needed. The figures are AUTH_LIMITS's, pinned in policy-constants.test.ts.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { createAuthServices } from './auth-services.ts';
import { createThrottle } from './throttle.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());

let n = 0;
const key = (what: string) => `${what}-${++n}-${Date.now()}`;

describe('the account throttle (decisions 045, 093)', () => {
  it('lets 5 sign-ups an hour through from an address, then asks it to wait out the hour', async () => {
    const throttle = createThrottle(testDb.db);
    const ip = key('ip');
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) waits.push(await throttle.hit('signUpPerIp', ip));
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    // The window is 3,600 s from the first hit; a few seconds of the run may have passed.
    expect(waits[5]).toBeGreaterThan(3590);
    expect(waits[5]).toBeLessThanOrEqual(3600);
    // Another address, and the same address under another limit, have counts of their own.
    expect(await throttle.hit('signUpPerIp', key('ip'))).toBe(0);
    expect(await throttle.hit('mailPerIp', ip)).toBe(0);
  });

  it('says a limit is used up exactly at its 10th failure, without counting the question', async () => {
    const throttle = createThrottle(testDb.db);
    const account = key('ann@example.com');
    expect(await throttle.blocked('signInFailuresPerIpAccount', account)).toBe(0);
    for (let i = 0; i < 9; i++) await throttle.hit('signInFailuresPerIpAccount', account);
    // 9 of 10: still allowed, however often it is asked.
    for (let i = 0; i < 3; i++) expect(await throttle.blocked('signInFailuresPerIpAccount', account)).toBe(0);
    await throttle.hit('signInFailuresPerIpAccount', account);
    // 10 of 10: blocked for the rest of the 900-second window.
    const wait = await throttle.blocked('signInFailuresPerIpAccount', account);
    expect(wait).toBeGreaterThan(890);
    expect(wait).toBeLessThanOrEqual(900);
  });

  it('forgets a key’s attempts on reset (a successful sign-in)', async () => {
    const throttle = createThrottle(testDb.db);
    const device = key('device');
    for (let i = 0; i < 10; i++) await throttle.hit('signInFailuresPerDevice', device);
    expect(await throttle.blocked('signInFailuresPerDevice', device)).toBeGreaterThan(0);
    await throttle.reset('signInFailuresPerDevice', device);
    expect(await throttle.blocked('signInFailuresPerDevice', device)).toBe(0);
    expect(await throttle.hit('signInFailuresPerDevice', device)).toBe(0);
  });

  it('passes a database failure on rather than reading it as "allowed"', async () => {
    const other = await createTestDatabase();
    const throttle = createThrottle(other.db);
    await other.destroy();
    await expect(throttle.hit('signInPerIp', key('ip'))).rejects.toThrow();
  });
});

describe('the auth services', () => {
  it('are built from the configuration: cookies, secret, site, admins and the wall clock', async () => {
    const wall = () => new Date('2026-11-27T12:00:00Z');
    const services = createAuthServices(
      { siteUrl: 'https://gg.example', secret: 's'.repeat(40), adminEmails: ['boss@example.com'] },
      testDb.db,
      pino({ level: 'silent' }),
      wall,
    );
    expect(services.secret).toBe('s'.repeat(40));
    expect(services.siteUrl).toBe('https://gg.example');
    expect(services.adminEmails).toEqual(['boss@example.com']);
    expect(services.cookies.session).toBe('__Host-gg.session_token');
    expect(services.db).toBe(testDb.db);
    expect(services.wallNow().toISOString()).toBe('2026-11-27T12:00:00.000Z');
    // The CSRF token is signed with the configured secret.
    const other = createAuthServices(
      { siteUrl: 'https://gg.example', secret: 't'.repeat(40), adminEmails: [] },
      testDb.db,
      pino({ level: 'silent' }),
      wall,
    );
    expect(services.csrf.tokenFor('c', 's')).not.toBe(other.csrf.tokenFor('c', 's'));
    // The throttle is the database's.
    const ip = key('ip');
    for (let i = 0; i < 5; i++) await services.throttle.hit('signUpPerIp', ip);
    expect(await other.throttle.blocked('signUpPerIp', ip)).toBeGreaterThan(0);
  });

  it('make up a random 256-bit secret when none is configured', () => {
    const make = () =>
      createAuthServices(
        { siteUrl: 'http://localhost:3000', secret: undefined, adminEmails: [] },
        testDb.db,
        pino({ level: 'silent' }),
        () => new Date(),
      ).secret;
    const a = make();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(make()).not.toBe(a);
  });
});
