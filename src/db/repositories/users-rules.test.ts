// Accounts as our own code reads them, on one cloned database (decision 128, the repositories' fast test
// set; decision 141): addresses are matched lower-cased, the password hash is the credential row's and
// never another person's, a role change reports whether anyone had the address, sessions are listed
// newest first per person and swept only strictly past their idle deadline.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  countSessions,
  deleteSessionByToken,
  findUserByEmail,
  findUserById,
  listUsersWithRole,
  markEmailVerified,
  passwordHashOf,
  sessionsOf,
  setRoleByEmail,
  sweepExpiredSessions,
} from './users.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const session = (userId: string, token: string, created: string, expires: string) =>
  t.db.orm.execute(sql`insert into sessions (token, user_id, created_at, expires_at, ip_address, user_agent)
    values (${token}, ${userId}, ${created}, ${expires}, '203.0.113.7', 'Firefox')`);

const credential = (userId: string, provider: string, password: string | null) =>
  t.db.orm.execute(sql`insert into accounts (account_id, provider_id, user_id, password)
    values (${userId}, ${provider}, ${userId}, ${password})`);

describe('finding an account', () => {
  it('matches the address whatever its case, and reads nothing for an unknown one', async () => {
    const id = await person(t.db.orm, 'ann@example.com');
    expect((await findUserByEmail(t.db.orm, 'Ann@Example.COM'))?.id).toBe(id);
    expect(await findUserByEmail(t.db.orm, 'nobody@example.com')).toBeUndefined();
    expect((await findUserById(t.db.orm, id))?.email).toBe('ann@example.com');
    expect(await findUserById(t.db.orm, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('reads the credential row’s hash, never another provider’s or another person’s', async () => {
    const bea = await person(t.db.orm, 'bea@example.com');
    const cal = await person(t.db.orm, 'cal@example.com');
    const dee = await person(t.db.orm, 'dee@example.com');
    await credential(bea, 'credential', '$argon2id$bea');
    await credential(cal, 'github', '$argon2id$not-a-password-row');
    await credential(dee, 'credential', null);
    expect(await passwordHashOf(t.db.orm, bea)).toBe('$argon2id$bea');
    // Cal has a row of another provider only; Dee a credential row without a password.
    expect(await passwordHashOf(t.db.orm, cal)).toBeUndefined();
    expect(await passwordHashOf(t.db.orm, dee)).toBeUndefined();
  });
});

describe('the operator’s role and verification commands', () => {
  it('sets a role by address whatever its case, and answers false when nobody has the address', async () => {
    await person(t.db.orm, 'eve@example.com');
    await person(t.db.orm, 'fay@example.com');
    expect(await setRoleByEmail(t.db.orm, 'EVE@example.com', 'admin')).toBe(true);
    expect(await setRoleByEmail(t.db.orm, 'ghost@example.com', 'admin')).toBe(false);
    expect((await findUserByEmail(t.db.orm, 'eve@example.com'))?.role).toBe('admin');
    expect((await findUserByEmail(t.db.orm, 'fay@example.com'))?.role).toBe('user');
    const admins = await listUsersWithRole(t.db.orm, 'admin');
    expect(admins.map((a) => [a.email, a.emailVerified])).toEqual([['eve@example.com', false]]);
    expect(Object.keys(admins[0] ?? {}).sort()).toEqual(['createdAt', 'email', 'emailVerified']);
  });

  it('lists a role’s accounts in address order', async () => {
    await person(t.db.orm, 'zed@example.com');
    await person(t.db.orm, 'amy@example.com');
    await setRoleByEmail(t.db.orm, 'zed@example.com', 'admin');
    await setRoleByEmail(t.db.orm, 'amy@example.com', 'admin');
    // Eve is an admin too when the test above ran first (Stryker may run this test alone).
    const listed = (await listUsersWithRole(t.db.orm, 'admin')).map((a) => a.email);
    expect(listed.filter((e) => e !== 'eve@example.com')).toEqual(['amy@example.com', 'zed@example.com']);
  });

  it('marks one address verified whatever its case, and no other', async () => {
    await person(t.db.orm, 'gus@example.com');
    await person(t.db.orm, 'hal@example.com');
    await markEmailVerified(t.db.orm, 'Gus@Example.com');
    expect((await findUserByEmail(t.db.orm, 'gus@example.com'))?.emailVerified).toBe(true);
    expect((await findUserByEmail(t.db.orm, 'hal@example.com'))?.emailVerified).toBe(false);
  });
});

describe('sessions', () => {
  it('lists one person’s sessions newest first, none of another’s; deletes one by its token', async () => {
    const ivy = await person(t.db.orm, 'ivy@example.com');
    const jon = await person(t.db.orm, 'jon@example.com');
    await session(ivy, 'ivy-old', '2026-11-27T08:00:00Z', '2026-11-27T08:30:00Z');
    await session(ivy, 'ivy-new', '2026-11-27T09:00:00Z', '2026-11-27T09:30:00Z');
    await session(jon, 'jon-1', '2026-11-27T10:00:00Z', '2026-11-27T10:30:00Z');
    const listed = await sessionsOf(t.db.orm, ivy);
    expect(
      listed.map((s) => [s.createdAt.toISOString(), s.expiresAt.toISOString(), s.ipAddress, s.userAgent]),
    ).toEqual([
      ['2026-11-27T09:00:00.000Z', '2026-11-27T09:30:00.000Z', '203.0.113.7', 'Firefox'],
      ['2026-11-27T08:00:00.000Z', '2026-11-27T08:30:00.000Z', '203.0.113.7', 'Firefox'],
    ]);
    // The token (the cookie's secret) is never part of the listing.
    expect(Object.keys(listed[0] ?? {}).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'id',
      'ipAddress',
      'updatedAt',
      'userAgent',
    ]);
    await deleteSessionByToken(t.db.orm, 'ivy-new');
    expect((await sessionsOf(t.db.orm, ivy)).map((s) => s.createdAt.toISOString())).toEqual([
      '2026-11-27T08:00:00.000Z',
    ]);
    expect(await sessionsOf(t.db.orm, jon)).toHaveLength(1);
  });

  it('sweeps only sessions whose idle deadline is strictly before now, and counts the rest', async () => {
    const kim = await person(t.db.orm, 'kim@example.com');
    await t.db.orm.execute(sql`delete from sessions`);
    await session(kim, 'k-past', '2026-11-28T00:00:00Z', '2026-11-28T00:29:59.999Z');
    await session(kim, 'k-edge', '2026-11-28T00:00:00Z', '2026-11-28T00:30:00Z');
    await session(kim, 'k-later', '2026-11-28T00:00:00Z', '2026-11-28T00:30:00.001Z');
    expect(await countSessions(t.db.orm)).toBe(3);
    // At 00:30:00.000 only the one a millisecond past its deadline goes; the one due exactly now stays.
    expect(await sweepExpiredSessions(t.db.orm, new Date('2026-11-28T00:30:00Z'))).toBe(1);
    expect(await countSessions(t.db.orm)).toBe(2);
    expect(await sweepExpiredSessions(t.db.orm, new Date('2026-11-28T00:30:00.001Z'))).toBe(1);
    expect(await countSessions(t.db.orm)).toBe(1);
  });
});
