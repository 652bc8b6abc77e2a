// Signing a new person up without the forms (tests about other screens): sign up, confirm the address
// with the token read from the outbox, sign in — all in the page's cookie jar, as the browser would.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';

export const E2E_PASSWORD = 'gorilla-glue-4-bananas';

export async function signUpThroughApi(
  page: Page,
  db: Database,
  email: string,
  name = 'Tracker',
): Promise<void> {
  const api = page.request;
  const csrf = async () =>
    ((await (await api.get('/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
  const post = async (url: string, data: unknown) => {
    const res = await api.post(url, { data, headers: { 'x-csrf-token': await csrf() } });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  };
  await post('/api/auth/sign-up', { name, email, password: E2E_PASSWORD });
  const mail = await db.pool.query<{ body_text: string }>(
    `select body_text from mail_outbox where to_address = $1 and kind = 'verify-email' order by id desc limit 1`,
    [email],
  );
  const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail.rows[0]?.body_text ?? '')?.[1] ?? '');
  await post('/api/auth/verify-email', { token });
  await post('/api/auth/sign-in', { email, password: E2E_PASSWORD });
}
