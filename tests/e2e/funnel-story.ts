// One of the stories in own-server-stories.e2e.ts (decision 160): its hooks are registered in that file's block.
// The money funnel of issue 24 end to end, in Chromium, on a server of this file's own replayed at Friday
// 12 December 2025 18:00 UTC (week 15: Thursday's game played, the rest still to kick off, so their picks
// are premium) with Stripe pointed at a loopback stub of its API (tests/support/stripe-stub.ts):
// a visitor unlocks two premium picks with the week's free picks, the API refuses a third; the visitor
// signs up, starts checkout and lands on (the stub of) Stripe's page; a forged webhook grants nothing,
// the genuine signed one grants Premium and every premium pick opens; a replayed checkout event after the
// subscription ended gives nothing back.
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fixedClock } from '../../src/core/clock.ts';
import { parseEnv } from '../../src/core/config/env.ts';
import { buildApp } from '../../src/server/app.ts';
import { FreePickState } from '../../src/shared/api/free-picks.ts';
import { WeeklyPicksResponse } from '../../src/shared/api/weekly-picks.ts';
import { GAME_SCREENS_NOW, gameScreensDatabase } from '../support/game-screens-fixture.ts';
import { type StripeStub, startStripeStub } from '../support/stripe-stub.ts';
import { TEST_SHEDDING } from '../support/test-app.ts';
import type { TestDatabase } from '../support/test-db.ts';
import { DESKTOP, useBrowser } from './browser.ts';
import { signUpThroughApi } from './sign-up.ts';

let database: TestDatabase;
let app: FastifyInstance;
let stub: StripeStub;
let baseUrl = '';

beforeAll(async () => {
  stub = await startStripeStub();
  database = await gameScreensDatabase();
  app = await buildApp(
    {
      ...parseEnv({ LOG_LEVEL: 'warn', ...stub.env }),
      version: '0.0.0-e2e',
      webRoot: inject('e2e').webRoot,
      rateLimitPerMinute: 10_000,
    },
    {
      db: database.db,
      clock: fixedClock(new Date(GAME_SCREENS_NOW)),
      shedding: TEST_SHEDDING,
    },
  );
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
}, 420_000); // the fixture build, when this file is the first to ask for it

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await stub?.server.close();
});

const premiumCards = (page: Page) => page.locator('article').filter({ hasText: 'Premium pick:' });
const unlockButtons = (page: Page, left: number) =>
  page.getByRole('button', { name: `Unlock with a free pick (${left} left)` });

async function csrf(page: Page): Promise<string> {
  const session = await page.request.get('/api/auth/session');
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

async function plan(page: Page): Promise<string> {
  const res = await page.request.get('/api/billing/status');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { plan: string }).plan;
}

async function deliver(signed: { payload: string; headers: Record<string, string> }): Promise<number> {
  const res = await fetch(`${baseUrl}/api/stripe/webhook`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.payload,
  });
  return res.status;
}

describe('the free-pick funnel into a paid plan', () => {
  const s = useBrowser({ viewport: DESKTOP, baseUrl: () => baseUrl });

  it('two free picks, the third refused; checkout on Stripe; only the signed webhook opens the premium picks', async () => {
    const { page } = s;
    await page.goto('/weekly-picks');
    await unlockButtons(page, 2).first().waitFor();
    const lockedAtStart = await premiumCards(page).count();
    // Week 15 at Friday 18:00: 15 games still to kick off, each with a published pick, all withheld.
    expect(lockedAtStart).toBeGreaterThanOrEqual(3);

    // First free pick: that card opens (its win chance shows), the banner counts what is left.
    await unlockButtons(page, 2).first().click();
    await page.getByText('Free pick unlocked!').waitFor();
    await expect.poll(() => premiumCards(page).count()).toBe(lockedAtStart - 1);
    await page.getByText('1 free left').waitFor();

    // Second: one more card opens, nothing left to spend, so no card offers a free pick any more.
    await unlockButtons(page, 1).first().click();
    await expect.poll(() => premiumCards(page).count()).toBe(lockedAtStart - 2);
    await expect.poll(() => page.getByRole('button', { name: /Unlock with a free pick/ }).count()).toBe(0);

    // A third claim, asked of the API directly as a script would: refused, counted by the server.
    const stillLocked = await page.request.get('/api/weekly-picks/15');
    // (The public board withholds every premium pick, the two unlocked ones too: the visitor's own state
    // names those.)
    const state = FreePickState.parse(await (await page.request.get('/api/free-picks')).json());
    expect(state.remaining).toBe(0);
    expect(state.claimed).toHaveLength(2);
    const third = WeeklyPicksResponse.parse(await stillLocked.json()).picks.find(
      (p) => p.withheld && !state.claimed.includes(p.gameId),
    );
    expect(third, 'a premium pick the visitor has not unlocked').toBeDefined();
    const refused = await page.request.post('/api/free-picks/claim', {
      data: { gameId: third?.gameId },
      headers: { 'x-csrf-token': await csrf(page) },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain('You have used your 2 free picks this week');

    // Sign up: the plan belongs to an account. A new account starts free (the visitor's claims stay with the
    // visitor), so every premium pick is withheld again.
    await signUpThroughApi(page, database.db, 'funnel@example.com', 'Funnel');
    await page.goto('/weekly-picks');
    await unlockButtons(page, 2).first().waitFor();
    expect(await premiumCards(page).count()).toBe(lockedAtStart);
    expect(await plan(page)).toBe('free');

    // Checkout: the modal's two steps, then Stripe's own page (the stub). Nothing is granted by the return.
    await premiumCards(page)
      .first()
      .getByRole('button', { name: /Go Premium/ })
      .click();
    const modal = page.getByRole('dialog', { name: 'Unlock Full Jungle Access' });
    await modal.getByRole('button', { name: 'Start Subscription' }).click();
    await modal.getByRole('textbox', { name: 'Email' }).waitFor();
    expect(await modal.getByRole('textbox', { name: 'Email' }).inputValue()).toBe('funnel@example.com');
    await modal.getByRole('button', { name: 'Complete Subscription' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stub.server.url}/pay/`));
    await page.getByRole('heading', { name: 'Stripe Checkout (stub)' }).waitFor();
    expect(stub.checkouts).toHaveLength(1);
    const checkout = stub.checkouts[0];
    if (!checkout) throw new Error('no checkout reached the stub');
    expect(checkout.form.get('customer_email')).toBe('funnel@example.com');
    const paid = stub.completeCheckout(checkout);

    // A forged webhook (signed with another secret) is refused and grants nothing.
    expect(await deliver(stub.signed(paid, 'whsec_forged'))).toBe(400);
    await page.goto('/weekly-picks');
    await unlockButtons(page, 2).first().waitFor();
    expect(await plan(page)).toBe('free');

    // The genuine one: back from Stripe, the modal waits for the server, then says so.
    expect(await deliver(stub.signed(paid))).toBe(200);
    await page.goto('/weekly-picks?checkout=success');
    await page.getByText('Welcome to Premium').waitFor();
    await page.getByRole('button', { name: 'Let’s go' }).click();
    // Every premium pick is open: no card says "Premium pick", none offers a free pick or Premium.
    await expect.poll(() => premiumCards(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Unlock with a free pick|Go Premium/ }).count()).toBe(0);
    expect(await page.getByText('Win chance').count()).toBeGreaterThanOrEqual(lockedAtStart);

    // The subscription ends (Stripe's deletion event); replaying the old paid-checkout event gives
    // nothing back: each event is applied once.
    const subscriptionId = [...stub.subscriptions.keys()][0] ?? '';
    const held = stub.subscriptions.get(subscriptionId);
    if (held) held.status = 'canceled';
    const ended = stub.subscriptionEvent(
      'customer.subscription.deleted',
      subscriptionId,
      Math.floor(Date.now() / 1000) + 1,
    );
    expect(await deliver(stub.signed(ended))).toBe(200);
    expect(await deliver(stub.signed(paid))).toBe(200);
    expect(await plan(page)).toBe('free');
    await page.reload();
    await unlockButtons(page, 2).first().waitFor();
    expect(await premiumCards(page).count()).toBe(lockedAtStart);
  }, 180_000);
});
