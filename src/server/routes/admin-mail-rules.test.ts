// The admin's mail outbox on a bare app with the outbox stubbed (decision 128, the routes' fast test
// set): an admin route; the page asked (limit, older than an id, a status) reaches the repository, and
// each message is shown with its dates as ISO strings; whether SMTP is configured is said.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, DB, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { AuthServices } from '../auth/auth-services.ts';

vi.mock('../../db/repositories/mail-outbox.ts', () => ({ listMail: vi.fn() }));

const outbox = await import('../../db/repositories/mail-outbox.ts');
const { adminMailRoutes } = await import('./admin-mail.ts');

const ADMIN = '99999999-9999-4999-8999-999999999999';
const services = { db: DB } as unknown as AuthServices;
const row = (over: object = {}) => ({
  id: 41,
  toAddress: 'ann@example.com',
  kind: 'password-reset',
  subject: 'Choose a new password',
  bodyText: 'Open https://gg.example/reset-password?token=t',
  status: 'sent',
  attempts: 2,
  lastError: 'timeout',
  createdAt: new Date('2026-11-27T10:00:00Z'),
  sentAt: new Date('2026-11-27T10:01:00Z'),
  expiresAt: new Date('2026-11-27T11:00:00Z'),
  ...over,
});

beforeEach(() => {
  vi.mocked(outbox.listMail)
    .mockReset()
    .mockResolvedValue([row(), row({ id: 40, status: 'pending', sentAt: null, lastError: null })] as never);
});

const app = (smtpConfigured = true) => routeApp(adminMailRoutes, { services, smtpConfigured });
const read = async (a: Awaited<ReturnType<typeof app>>, query = '') =>
  a.inject({ method: 'GET', url: `/api/admin/mail${query}`, headers: AS(ADMIN, { role: 'admin' }) });

describe('the mail outbox', () => {
  it('is an admin route under admin', async () => {
    const a = await app();
    expect(a.access.get('GET /api/admin/mail')).toBe('admin');
    expect(a.declared.get('GET /api/admin/mail')?.statuses).toEqual(['200']);
    expect(documented(a)).toEqual([
      ['GET /api/admin/mail', ['admin'], 'The mail outbox, newest first (admins only)'],
    ]);
  });

  it('shows each message with ISO dates, 50 newest by default, and logs who read it', async () => {
    const a = await app();
    const res = await read(a);
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        smtpConfigured: true,
        messages: [
          {
            id: 41,
            to: 'ann@example.com',
            kind: 'password-reset',
            subject: 'Choose a new password',
            text: 'Open https://gg.example/reset-password?token=t',
            status: 'sent',
            attempts: 2,
            lastError: 'timeout',
            createdAt: '2026-11-27T10:00:00.000Z',
            sentAt: '2026-11-27T10:01:00.000Z',
            expiresAt: '2026-11-27T11:00:00.000Z',
          },
          {
            id: 40,
            to: 'ann@example.com',
            kind: 'password-reset',
            subject: 'Choose a new password',
            text: 'Open https://gg.example/reset-password?token=t',
            status: 'pending',
            attempts: 2,
            lastError: null,
            createdAt: '2026-11-27T10:00:00.000Z',
            sentAt: null,
            expiresAt: '2026-11-27T11:00:00.000Z',
          },
        ],
      },
    ]);
    expect(outbox.listMail).toHaveBeenCalledWith(ORM, { limit: 50, beforeId: undefined, status: undefined });
    expect(a.logs.filter((l) => l.event).map((l) => [l.event, l.userId, l.msg])).toEqual([
      ['admin.mail-read', ADMIN, 'outbox read'],
    ]);
  });

  it('passes the page asked for, and says when SMTP is not configured', async () => {
    const res = await read(await app(false), '?limit=10&before=40&status=failed');
    expect(res.json().smtpConfigured).toBe(false);
    expect(outbox.listMail).toHaveBeenCalledWith(ORM, { limit: 10, beforeId: 40, status: 'failed' });
    expect((await read(await app(), '?limit=201')).statusCode).toBe(400);
  });
});
