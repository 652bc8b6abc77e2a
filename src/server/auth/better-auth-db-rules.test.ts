// better-auth as we configure it, on one test database (decision 108: part of the fast test set
// StrykerJS runs over src/server/auth). The account routes' API tests cover the same through HTTP;
// these call the library directly, so a changed option (lifetimes, verification, cookie attributes,
// hashed tokens, the mail transaction) fails in about a second. Each test builds its own services and
// uses an address of its own.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { listMail } from '../../db/repositories/mail-outbox.ts';
import { sessions, users, verifications } from '../../db/schema/auth.ts';
import { createAuthServices } from './auth-services.ts';
import { inCurrentAuthTransaction } from './auth-transaction.ts';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.destroy());

let n = 0;
const address = () => `person${++n}-${Date.now()}@example.com`;
const services = () =>
  createAuthServices(
    { siteUrl: 'https://gg.example', secret: 's'.repeat(40), adminEmails: [] },
    testDb.db,
    pino({ level: 'silent' }),
    () => new Date(),
  );
const PASSWORD = 'a long enough passphrase';

async function signUp(email: string, verified = false) {
  const { auth } = services();
  await auth.api.signUpEmail({ body: { name: 'Ann', email, password: PASSWORD } });
  if (verified) await testDb.db.orm.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const [user] = await testDb.db.orm.select().from(users).where(eq(users.email, email));
  return user;
}

describe('better-auth as configured (decision 044)', () => {
  it('creates a user as role "user", unverified, and refuses sign-in until the address is verified', async () => {
    const email = address();
    const user = await signUp(email);
    expect(user?.role).toBe('user');
    expect(user?.emailVerified).toBe(false);
    const { auth } = services();
    await expect(auth.api.signInEmail({ body: { email, password: PASSWORD } })).rejects.toThrow(
      /not verified/i,
    );
  });

  it('signs a verified user in with a 30-minute session and our cookie: HttpOnly, Lax, whole site, Secure', async () => {
    const email = address();
    await signUp(email, true);
    const { auth } = services();
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password: PASSWORD },
      returnHeaders: true,
    });
    const cookie = headers.getSetCookie().find((c) => c.startsWith('__Host-gg.session_token='));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? '').toLowerCase();
    for (const part of ['httponly', 'samesite=lax', 'path=/', 'secure']) expect(attributes).toContain(part);
    const [session] = await testDb.db.orm.select().from(sessions).where(eq(sessions.token, response.token));
    // 30 minutes idle: 1,800,000 ms between creation and the idle deadline. better-auth reads the time
    // twice (one for each column), so a millisecond may pass between them on a busy machine (CI saw 1,799,999).
    const idle = (session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0);
    expect(idle).toBeGreaterThanOrEqual(1_800_000 - 5);
    expect(idle).toBeLessThanOrEqual(1_800_000 + 5);
    await expect(auth.api.signInEmail({ body: { email, password: `${PASSWORD}!` } })).rejects.toThrow();
  });

  it('writes a reset link valid 1 hour in the same transaction as its token, stored hashed', async () => {
    const email = address();
    const user = await signUp(email, true);
    const { auth, transaction } = services();
    const before = Date.now();
    await transaction(() => auth.api.requestPasswordReset({ body: { email } }));
    const mail = (await listMail(testDb.db.orm, { limit: 50 })).find(
      (m) => m.toAddress === email && m.kind === 'reset-password',
    );
    expect(mail?.subject).toBe('Reset your Go Gorilla password');
    // The link's expiry is 3,600,000 ms after the request (a second of slack for the run).
    const expires = (mail?.expiresAt.getTime() ?? 0) - before;
    expect(expires).toBeGreaterThanOrEqual(3_600_000);
    expect(expires).toBeLessThan(3_601_000);
    const token = /token=([^\s&]+)/.exec(mail?.bodyText ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const rows = await testDb.db.orm
      .select()
      .from(verifications)
      .where(eq(verifications.value, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    // Not the token in clear: a read of the table hands out no working link.
    expect(rows[0]?.identifier).not.toContain(decodeURIComponent(token));
  });

  it('rolls the token back when the mail cannot be written, and refuses mail outside a transaction', async () => {
    const email = address();
    const user = await signUp(email, true);
    const { auth, transaction } = services();
    // Committed, the same request leaves a token row (so the rollback below is what removes it).
    await transaction(() => auth.api.requestPasswordReset({ body: { email } }));
    const tokens = () =>
      testDb.db.orm
        .select()
        .from(verifications)
        .where(eq(verifications.value, user?.id ?? ''));
    expect(await tokens()).toHaveLength(1);
    await testDb.db.orm.delete(verifications).where(eq(verifications.value, user?.id ?? ''));
    await expect(
      transaction(async () => {
        await auth.api.requestPasswordReset({ body: { email } });
        throw new Error('after the reset');
      }),
    ).rejects.toThrow('after the reset');
    expect(
      await testDb.db.orm
        .select()
        .from(verifications)
        .where(eq(verifications.value, user?.id ?? '')),
    ).toEqual([]);
    await expect(inCurrentAuthTransaction(async () => {})).rejects.toThrow(
      'Account mail must be written inside an auth transaction',
    );
    // A failing write inside the transaction fails the whole transaction, even if the caller carries on.
    await expect(
      transaction(async () => {
        await inCurrentAuthTransaction(async () => {
          throw new Error('mail refused');
        }).catch(() => {});
        return 'carried on';
      }),
    ).rejects.toThrow('mail refused');
  });
});
