// The lockout that cannot be turned on the owner (issue 20, decision 093): wrong guesses lock the
// guessing address for that account (10 in 15 minutes), never a browser that signed in to the account
// before (its device cookie), and the address is normalised before it keys any counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function fresh(remoteAddress: string) {
  const b = new TestBrowser(t.app, remoteAddress);
  await b.session();
  return b;
}
const signIn = (b: TestBrowser, email: string, password = PASSWORD) =>
  b.post('/api/auth/sign-in', { email, password });

describe('an attacker’s wrong passwords', () => {
  it('lock the attacker’s address for the account, never the owner’s known browser', async () => {
    const owner = await signedInBrowser(t, 'owner@example.com', { remoteAddress: '127.0.60.1' });
    // The owner's browser got the device cookie at its sign-in: signed, HttpOnly, kept a year.
    expect(owner.cookies.get('gg.device')).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await owner.post('/api/auth/sign-out');
    await owner.session(); // a new CSRF token for the signed-out browser

    const attacker = await fresh('127.0.66.6');
    for (let i = 0; i < 10; i++)
      expect((await signIn(attacker, 'owner@example.com', `guess-${i}-wrong`)).statusCode).toBe(401);
    // The 11th try from that address is refused, even with the right password (a fresh browser there).
    const lockedHere = await signIn(await fresh('127.0.66.6'), 'owner@example.com');
    expect(lockedHere.statusCode).toBe(429);
    expect(Number(lockedHere.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The owner's browser that signed in before still signs in.
    expect((await signIn(owner, 'owner@example.com')).statusCode).toBe(200);
    // So does a new browser elsewhere: 10 guesses are far below the account's 100 an hour.
    expect((await signIn(await fresh('127.0.60.2'), 'owner@example.com')).statusCode).toBe(200);
  });

  it('gives no pass to a device cookie of another account or a forged one', async () => {
    const other = await signedInBrowser(t, 'other@example.com', { remoteAddress: '127.0.61.1' });
    await signedInBrowser(t, 'victim@example.com', { remoteAddress: '127.0.61.2' });
    const attacker = await fresh('127.0.67.7');
    for (let i = 0; i < 10; i++) await signIn(attacker, 'victim@example.com', `guess-${i}-wrong`);
    const cookie = other.cookies.get('gg.device') as string;
    const moved = await fresh('127.0.67.7');
    moved.cookies.set('gg.device', cookie);
    expect((await signIn(moved, 'victim@example.com')).statusCode).toBe(429);
    const forged = await fresh('127.0.67.7');
    forged.cookies.set('gg.device', `${cookie.split('.')[0]}.${'A'.repeat(43)}`);
    expect((await signIn(forged, 'victim@example.com')).statusCode).toBe(429);
  });

  it('counts ‘A@x.com’ and ‘a@x.com’ on one counter', async () => {
    await signedInBrowser(t, 'casey@example.com', { remoteAddress: '127.0.62.1' });
    const attacker = await fresh('127.0.68.8');
    // 5 + 5 = 10 wrong passwords, half in another case and with spaces around.
    for (let i = 0; i < 5; i++) await signIn(attacker, 'Casey@Example.COM', `guess-${i}-wrong`);
    for (let i = 5; i < 10; i++) await signIn(attacker, '  casey@example.com ', `guess-${i}-wrong`);
    expect((await signIn(await fresh('127.0.68.8'), 'casey@example.com')).statusCode).toBe(429);
  });
});
