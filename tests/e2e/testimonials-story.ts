// One of the stories in own-server-stories.e2e.ts (decision 160): its hooks are registered in that file's block.
// Testimonials (decision 113) on a server of this file's own, on an empty database: the page says
// 'No testimonials available' (no built-in quotes); Tess signs in and sends her story, which is held
// for review; an admin approves it and two others through the admin API; the carousel then
// pages on its own, pauses on hover with 'Paused', and wraps with Next. Checked at 1366 and 390 px.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type APIRequestContext, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixedClock } from '../../src/core/clock.ts';
import { parseEnv } from '../../src/core/config/env.ts';
import { submitTestimonial } from '../../src/db/repositories/testimonials.ts';
import { setRoleByEmail } from '../../src/db/repositories/users.ts';
import { users } from '../../src/db/schema/auth.ts';
import { mailOutbox } from '../../src/db/schema/mail.ts';
import { buildApp } from '../../src/server/app.ts';
import { TEST_SHEDDING } from '../support/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-db.ts';
import { DESKTOP, MOBILE, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';
import { errorCapturingLog } from './server-log.ts';

const PASSWORD = 'bananas-for-breakfast-42';
const TESS = 'tess@example.com';
const TESS_QUOTE = 'The record beside each story is what sold me: nothing here is taken on faith.';

let database: TestDatabase;
let app: FastifyInstance;
let baseUrl = '';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(
    {
      ...parseEnv({ LOG_LEVEL: 'warn' }),
      version: '0.0.0-e2e',
      webRoot: inject('e2e').webRoot,
      rateLimitPerMinute: 10_000,
    },
    {
      db: database.db,
      clock: fixedClock(new Date('2025-12-12T18:00:00Z')),
      logStream: errorCapturingLog(inject('e2e').serverErrorLog, 'testimonials'),
      shedding: TEST_SHEDDING,
    },
  );
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.destroy();
});

/** An account made through the API (confirmed with the mailed link) and signed in on `api`. */
async function signInByApi(api: APIRequestContext, name: string, email: string, role?: 'admin') {
  const csrf = async () => (await (await api.get('/api/auth/session')).json()).csrfToken as string;
  const send = async (url: string, data: unknown) =>
    expect((await api.post(url, { data, headers: { 'x-csrf-token': await csrf() } })).status()).toBe(200);
  await send('/api/auth/sign-up', { name, email, password: PASSWORD });
  const [mail] = await database.db.orm
    .select({ text: mailOutbox.bodyText })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const token = /[?&]token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  await send('/api/auth/verify-email', { token: decodeURIComponent(token ?? '') });
  if (role) await setRoleByEmail(database.db.orm, email, role);
  await send('/api/auth/sign-in', { email, password: PASSWORD });
  return csrf;
}

describe('Jungle Success Stories', () => {
  const s = useBrowser({ viewport: DESKTOP, baseUrl: () => baseUrl });

  it('shows no testimonial before one is approved, and holds a member’s story for review', async () => {
    await s.page.goto('/testimonials');
    await s.page.getByRole('heading', { level: 1, name: 'Jungle Success Stories' }).waitFor();
    await s.page.getByRole('heading', { name: 'No testimonials available' }).waitFor();
    await s.page.getByText('No rated story yet').waitFor();
    await s.page.getByRole('link', { name: 'Sign in to share your story' }).waitFor();
    await checkScreen(s.page, 'testimonials-empty');

    // Tess: an account through the API, signed in in this browser.
    await signInByApi(s.context.request, 'Tess', TESS);

    await s.page.goto('/testimonials');
    const form = s.page.getByRole('heading', { name: 'Share your story' });
    await form.waitFor();
    await s.page.getByRole('textbox', { name: 'Your story' }).fill(TESS_QUOTE);
    await s.page.getByRole('combobox', { name: 'Rating (optional)' }).selectOption('5');
    await s.page.getByRole('button', { name: 'Send for review' }).click();
    await s.page.getByText('your story is held for review').waitFor();
    // Held: still nothing public.
    await s.page.getByRole('heading', { name: 'No testimonials available' }).waitFor();
    const shown = (await (await fetch(`${baseUrl}/api/testimonials`)).json()) as { testimonials: unknown[] };
    expect(shown.testimonials).toEqual([]);
  });

  it('pages through approved stories, pauses on hover, and wraps', async () => {
    // Two more members' stories, then an admin approves all three through the admin API.
    for (const name of ['Uma', 'Vic']) {
      const [u] = await database.db.orm
        .insert(users)
        .values({ name, email: `${name.toLowerCase()}@example.com` })
        .returning({ id: users.id });
      const quote = `${name}: I check the writer's record before I read the story.`;
      await submitTestimonial(database.db.orm, {
        authorId: u?.id ?? '',
        quote,
        rating: 4,
        wallNow: new Date(),
      });
    }
    const boss = await request.newContext({ baseURL: baseUrl });
    const csrf = await signInByApi(boss, 'Boss', 'boss@example.com', 'admin');
    const queue = (await (await boss.get('/api/admin/testimonials')).json()).testimonials as { id: number }[];
    expect(queue).toHaveLength(3);
    for (const { id } of queue) {
      const decided = await boss.post(`/api/admin/testimonials/${id}/decision`, {
        data: { decision: 'approve' },
        headers: { 'x-csrf-token': await csrf() },
      });
      expect(decided.status()).toBe(200);
    }
    await boss.dispose();

    // The page's timers on Playwright's clock: it runs as usual, and the waits below move it on at once
    // instead of sleeping (the carousel's own timing is unit-tested in carousel-timer.test.ts).
    await s.page.clock.install();
    await s.page.goto('/testimonials');
    const carousel = s.page.getByRole('region', { name: 'Testimonials' });
    const slide = carousel.getByRole('group');
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 of 3');
    await s.page.getByText('No graded picks yet', { exact: false }).first().waitFor();
    await s.page.getByText('4.3 / 5').waitFor(); // (5 + 4 + 4) / 3 = 4.33

    // It moves on by itself (6 s on this page): the clock moved on half a second at a time…
    await expect
      .poll(
        async () => {
          await s.page.clock.runFor(500);
          return slide.getAttribute('aria-label');
        },
        { timeout: 20_000 },
      )
      .toBe('2 of 3');
    // …but not while a pointer rests on it, for longer than an interval.
    await carousel.hover();
    await carousel.getByText('Paused').waitFor();
    await s.page.clock.runFor(7_500);
    expect(await slide.getAttribute('aria-label')).toBe('2 of 3');
    await checkScreen(s.page, 'testimonials');
    await s.page.mouse.move(0, 0);
    await expect.poll(() => carousel.getByText('Paused').count()).toBe(0);

    // Next from the last wraps to the first.
    await carousel.getByRole('button', { name: 'Show testimonial 3 of 3' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('3 of 3');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe('1 of 3');

    await s.page.setViewportSize(MOBILE);
    await s.page.mouse.move(0, 0);
    await checkScreen(s.page, 'testimonials');
  }, 60_000);
});
