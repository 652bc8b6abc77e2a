import { afterAll, beforeAll, expect, it } from 'vitest';
import { lastMail, PASSWORD, signedInBrowser, TestBrowser } from '../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../tests/support/test-app.ts';
import { runAdminCommand } from './admin-commands.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const run = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runAdminCommand(t.database.db.orm, args, (l) => lines.push(l), [
    'env-admin@example.com',
  ]);
  return { code, out: lines.join('\n') };
};

it('bootstraps the first admin without SMTP: read the link with `mail`, or grant (which confirms the address)', async () => {
  const b = new TestBrowser(t.app);
  await b.session();
  await b.post('/api/auth/sign-up', { name: 'First', email: 'first@example.com', password: PASSWORD });
  const mail = await lastMail(t, 'first@example.com', 'verify-email');
  const listing = await run('mail', '5');
  expect(listing.code).toBe(0);
  expect(listing.out).toContain('to first@example.com: Confirm your email address');
  expect(listing.out).toContain(mail.bodyText.split('\n').find((l) => l.includes('token=')));

  expect((await run('grant', 'nobody@example.com')).code).toBe(1);
  const granted = await run('grant', 'First@Example.com');
  expect(granted).toEqual({ code: 0, out: 'first@example.com is now an admin.' });
  const signIn = await b.post('/api/auth/sign-in', { email: 'first@example.com', password: PASSWORD });
  expect(signIn.json().user.role).toBe('admin');
  expect((await b.get('/api/admin/mail')).statusCode).toBe(200);

  expect((await run('list')).out).toBe(
    'first@example.com\nenv-admin@example.com (ADMIN_EMAILS, once its address is confirmed)',
  );
  expect((await run('revoke', 'first@example.com')).code).toBe(0);
  expect((await b.get('/api/admin/mail')).statusCode).toBe(403);
  expect((await run('frobnicate')).code).toBe(2);
});

it('lists the testimonials awaiting review and approves or rejects one by id', async () => {
  const writer = await signedInBrowser(t, 'tess@example.com');
  const quote = 'Tess: the record beside my story is the real one.';
  const posted = await writer.post('/api/testimonials', { quote, rating: 4 });
  expect(posted.statusCode, posted.body).toBe(201);
  const id = posted.json().testimonial.id as number;

  const queue = await run('testimonials');
  expect(queue.code).toBe(0);
  expect(queue.out).toMatch(new RegExp(`^#${id} \\S+ tess \\(4 stars\\): ${quote}$`));
  expect(await run('approve', 'x')).toMatchObject({ code: 2 });
  expect(await run('approve', String(id))).toEqual({ code: 0, out: `Testimonial #${id} is now approved.` });
  // Decided once: neither a second approval nor a rejection finds it in the queue.
  expect((await run('reject', String(id))).code).toBe(1);
  expect((await run('testimonials')).out).toBe('No testimonial is awaiting review.');
  const shown = (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json();
  expect(shown.testimonials).toMatchObject([{ id, name: 'tess', quote, rating: 4 }]);
});
