// Notification Settings (spec 02 §8, decision 115) in Chromium on the replaying server: a visitor is
// asked to sign in; a signed-in person sees the permission badge, this browser's support, and saves
// preferences that come back after a reload; only an admin sees the alert trigger, which answers with
// what it sent. (Subscribing itself needs the browser maker's push service, which no machine here
// reaches: the server side of it is proven against a loopback push service in notifications.test.ts.)
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../src/db/client.ts';
import { setRoleByEmail } from '../../src/db/repositories/users.ts';
import { DESKTOP, useBrowser } from './browser.ts';
import { checkScreen } from './screen-checks.ts';
import { signUpThroughApi } from './sign-up.ts';

describe('Notification Settings', () => {
  const s = useBrowser({ viewport: DESKTOP, server: 'replay' });
  const db = connectDatabase(inject('e2e').replayDatabaseUrl, { max: 1 });
  afterAll(() => db.close());

  it('asks a visitor to sign in', async () => {
    await s.page.goto('/notifications');
    await s.page.getByRole('heading', { name: 'Sign in to get Juice Watch alerts' }).waitFor();
    expect(
      await s.page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).getAttribute('href'),
    ).toBe('/sign-in?next=%2Fnotifications');
    await checkScreen(s.page, 'notifications-signed-out');
  });

  it('shows the status and saves preferences; the trigger is for admins only', async () => {
    const email = `pusher-${Date.now()}@example.com`;
    await signUpThroughApi(s.page, db, email, 'Pusher');
    await s.page.goto('/notifications');
    const status = s.page.getByRole('region', { name: 'Push notifications on this browser' });
    await status.getByText('Not Set', { exact: true }).waitFor();
    await status.getByRole('button', { name: 'Enable Notifications' }).waitFor();
    await status.getByText('Off: no browser of yours gets alerts yet.').waitFor();
    await s.page.getByText('Push API: supported').waitFor();
    expect(await s.page.getByRole('region', { name: 'Juice Watch alert trigger (admins)' }).count()).toBe(0);

    const prefs = s.page.getByRole('region', { name: 'Alert preferences' });
    const critical = prefs.getByRole('switch', { name: /Critical only/ });
    expect(await critical.isChecked()).toBe(false);
    await critical.check();
    await prefs.getByRole('button', { name: 'Save preferences' }).click();
    await s.page.getByText('Settings Updated').waitFor();
    await checkScreen(s.page, 'notifications-signed-in');
    await s.page.reload();
    await expect.poll(() => s.page.getByRole('switch', { name: /Critical only/ }).isChecked()).toBe(true);

    await setRoleByEmail(db.orm, email, 'admin');
    await s.page.reload();
    const trigger = s.page.getByRole('region', { name: 'Juice Watch alert trigger (admins)' });
    await trigger.getByRole('textbox', { name: 'Player id' }).fill('00-0033873');
    await trigger.getByRole('combobox', { name: 'Alert level' }).selectOption('full_bananas');
    await trigger.getByRole('button', { name: 'Trigger alert' }).click();
    // Nobody on the replay server has a subscribed browser: it says so rather than claiming a send.
    await trigger.getByText(/^🍌 FULL BANANAS · Patrick Mahomes — Alert sent to 0 browsers\.$/).waitFor();
  });
});
