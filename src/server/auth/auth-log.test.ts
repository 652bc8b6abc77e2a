// Security events are logged, secrets are not (RELIABILITY T55, ASVS 16.3): every sign-in success and
// failure and every refused request has a JSON line with who, from where and when; no password,
// cookie, CSRF token or session token appears anywhere in the log.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PASSWORD, signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

const events = () =>
  lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => typeof l.event === 'string');

it('records sign-ins and refusals with who, where and when, and no secret', async () => {
  const b = await signedInBrowser(t, 'audited@example.com');
  const attacker = new TestBrowser(t.app, '127.0.66.6');
  await attacker.session();
  await attacker.post('/api/auth/sign-in', {
    email: 'audited@example.com',
    // A forged log line in the password (a line break in it is refused at validation, decision 095).
    password: 'Wrong Password{"level":60}',
  });
  await attacker.post('/api/auth/sign-out', {}, { csrfToken: null });
  await attacker.get('/api/user/export');
  await b.get('/api/admin/mail');

  const log = events();
  const success = log.find((l) => l.event === 'auth.sign-in' && l.outcome === 'success');
  expect(success).toMatchObject({
    account: 'audited@example.com',
    userId: expect.any(String),
    ip: expect.any(String),
  });
  expect(success?.time).toEqual(expect.any(Number));
  const failure = log.find((l) => l.event === 'auth.sign-in' && l.outcome === 'failure');
  expect(failure).toMatchObject({ account: 'audited@example.com', ip: '127.0.66.6' });
  const denied = log.filter((l) => l.event === 'auth.denied');
  expect(denied.map((l) => l.status)).toEqual(expect.arrayContaining([401, 403]));
  expect(denied.find((l) => l.status === 403 && l.route === '/api/admin/mail')).toMatchObject({
    userId: expect.any(String),
  });
  expect(denied.find((l) => l.route === '/api/auth/sign-out')).toMatchObject({
    status: 403,
    ip: '127.0.66.6',
  });

  const all = lines.join('');
  const secrets = [
    PASSWORD,
    'Wrong',
    b.cookies.get('gg.session_token') as string,
    b.cookies.get('gg.csrf') as string,
    b.csrfToken as string,
  ];
  for (const secret of secrets) expect(all, secret).not.toContain(secret);
  // A line break inside user input cannot start a forged line: every line is one JSON object.
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
});
