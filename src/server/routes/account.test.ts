// Account export and deletion, the admin mail outbox and admin roles.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { baseTestConfig, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { USER_DATA_PARTS } from '../../db/repositories/user-data.ts';
import { accounts, sessions, users } from '../../db/schema/auth.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

let t: TestApp;
beforeAll(async () => {
  const config = baseTestConfig();
  t = await createTestApp({ config: { auth: { ...config.auth, adminEmails: ['boss@example.com'] } } });
});
afterAll(() => t.close());

describe('account export', () => {
  it('returns everything we hold about the person, and no secret', async () => {
    const b = await signedInBrowser(t, 'exporter@example.com');
    const res = await b.get('/api/user/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.format).toBe('go-gorilla-account-export/1');
    expect(data.profile).toMatchObject({ email: 'exporter@example.com', emailVerified: true, role: 'user' });
    expect(data.credentials).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0].userAgent).toBe('lightMyRequest');
    expect(data.mail.map((m: { kind: string }) => m.kind)).toEqual(['verify-email']);
    for (const key of USER_DATA_PARTS.map((p) => p.key)) expect(data).toHaveProperty(key);

    const [hash] = await t.database.db.orm.select({ password: accounts.password }).from(accounts);
    const [session] = await t.database.db.orm.select({ token: sessions.token }).from(sessions);
    expect(res.body).not.toContain(String(hash?.password).slice(0, 30));
    expect(res.body).not.toContain(String(session?.token));
    expect(res.body).not.toMatch(/argon2|token=/);
  });

  it('covers every table that refers to a person', async () => {
    // A table with a foreign key to users holds someone's data: one export/erase part must name it.
    const named = new Set(USER_DATA_PARTS.flatMap((part) => part.tables));
    const result = await t.database.db.orm.execute<{ table: string }>(sql`
      select distinct c.conrelid::regclass::text as table from pg_constraint c
      where c.contype = 'f' and c.confrelid = 'users'::regclass`);
    const referring = result.rows.map((r) => r.table).sort();
    expect(referring.length).toBeGreaterThan(0);
    for (const table of referring) expect(named, `${table} needs an export/erase part`).toContain(table);
  });
});

describe('account deletion', () => {
  it('needs the password, then removes the person’s data and signs them out', async () => {
    const b = await signedInBrowser(t, 'leaving@example.com');
    const other = await signedInBrowser(t, 'staying@example.com');
    const [user] = await t.database.db.orm.select().from(users).where(eq(users.email, 'leaving@example.com'));
    const id = user?.id as string;

    const wrong = await b.delete('/api/user', { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(403);
    expect(await t.database.db.orm.select().from(users).where(eq(users.id, id))).toHaveLength(1);

    const res = await b.delete('/api/user', { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'deleted' });
    expect(b.cookies.has('gg.session_token')).toBe(false);
    for (const table of [users, sessions, accounts, mailOutbox]) {
      const column = table === users ? users.id : (table as typeof sessions).userId;
      expect(await t.database.db.orm.select().from(table).where(eq(column, id))).toEqual([]);
    }
    expect(
      await t.database.db.orm
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'leaving@example.com')),
    ).toEqual([]);
    expect((await b.get('/api/user/export')).statusCode).toBe(401);
    await b.session();
    expect(
      (await b.post('/api/auth/sign-in', { email: 'leaving@example.com', password: PASSWORD })).statusCode,
    ).toBe(401);
    // Nobody else is touched.
    expect((await other.get('/api/user/export')).statusCode).toBe(200);
  });
});

describe('admins and the mail outbox', () => {
  it('shows admins the outbox with readable links; users and visitors are refused', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.get('/api/admin/mail')).statusCode).toBe(401);
    const user = await signedInBrowser(t, 'plain@example.com');
    expect((await user.get('/api/admin/mail')).statusCode).toBe(403);

    const admin = await signedInBrowser(t, 'root@example.com', { admin: true });
    const res = await admin.get('/api/admin/mail?limit=5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.smtpConfigured).toBe(false);
    expect(body.messages.length).toBeLessThanOrEqual(5);
    const newest = body.messages[0];
    expect(newest).toMatchObject({ to: 'root@example.com', kind: 'verify-email', status: 'pending' });
    expect(newest.text).toContain('http://localhost:3000/verify-email?token=');
    const older = await admin.get(`/api/admin/mail?limit=5&before=${newest.id}`);
    expect(older.json().messages.every((m: { id: number }) => m.id < newest.id)).toBe(true);
    expect((await admin.get('/api/admin/mail?limit=500')).statusCode).toBe(400);
  });

  it('makes a verified account in ADMIN_EMAILS an admin, and ignores a forged role', async () => {
    const boss = await signedInBrowser(t, 'Boss@Example.com');
    expect((await boss.session()).json().user.role).toBe('admin');
    expect((await boss.get('/api/admin/mail')).statusCode).toBe(200);

    const sneaky = new TestBrowser(t.app);
    await sneaky.session();
    const forged = await sneaky.post('/api/auth/sign-up', {
      name: 'Sneaky',
      email: 'sneaky@example.com',
      password: PASSWORD,
      role: 'admin',
    });
    expect(forged.statusCode).toBe(400);
  });
});
