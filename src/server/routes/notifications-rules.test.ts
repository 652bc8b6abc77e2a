// The push-notification routes on a bare app with the push repository and the sender stubbed (decision
// 128, the routes' fast test set; decision 115): every route acts for the signed-in person only; a
// browser is subscribed only on a listed push service, at most 10 per person (a known one re-sent
// always passes), never one of another account; a test push goes only to the person's own browser and
// an expired one is forgotten; the admin's alert reaches only those who want Juice Watch, critical-only
// people only for FULL BANANAS, nobody in their quiet hours, and says plainly that a person sent it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, DB, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { PushConfig } from '../../core/push/push-service.ts';

vi.mock('../../core/push/push-service.ts', () => ({ pushSenderFor: vi.fn(), pushToBrowsers: vi.fn() }));
vi.mock('../../db/repositories/push.ts', () => ({
  deleteSubscriptions: vi.fn(),
  forgetEndpoint: vi.fn(),
  getPreferences: vi.fn(),
  listSubscriptions: vi.fn(),
  playerForAlert: vi.fn(),
  pushRecipients: vi.fn(),
  savePreferences: vi.fn(),
  saveSubscription: vi.fn(),
}));

const service = await import('../../core/push/push-service.ts');
const repo = await import('../../db/repositories/push.ts');
const { notificationRoutes, MAX_PUSH_DEVICES } = await import('./notifications.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
// context()'s clock: 2025-11-19T12:00:00Z, 07:00 in New York (EST, UTC−5).
const NOW = new Date('2025-11-19T12:00:00Z');
const push = { serviceHosts: ['push.example'], subject: 'mailto:ops@example.com' } as unknown as PushConfig;
const keys = { p256dh: 'BPk3', auth: 'a1b2' };
const browser = (n: number) => ({ endpoint: `https://fcm.push.example/send/${n}`, keys });

const send = vi.fn();
const sender = { publicKey: 'vapid-public', send };
const prefs = {
  juiceWatch: true,
  lineMovements: false,
  playerUpdates: true,
  weeklyDigest: false,
  criticalOnly: false,
  favoriteTeamsOnly: false,
  quietHours: null as { start: number; end: number } | null,
  timeZone: 'America/New_York',
};

beforeEach(() => {
  vi.mocked(service.pushSenderFor)
    .mockReset()
    .mockResolvedValue(sender as never);
  vi.mocked(service.pushToBrowsers).mockReset();
  send.mockReset().mockResolvedValue('sent');
  for (const fn of Object.values(repo)) vi.mocked(fn).mockReset();
  vi.mocked(repo.listSubscriptions).mockResolvedValue([browser(1), browser(2)] as never);
  vi.mocked(repo.getPreferences).mockResolvedValue(prefs);
  vi.mocked(repo.saveSubscription).mockResolvedValue(true as never);
});

const app = () => routeApp(notificationRoutes, { ...context(), push });
type App = Awaited<ReturnType<typeof app>>;
const post = (a: App, url: string, payload?: object, who = AS(ANN)) =>
  a.inject({ method: 'POST', url: `/api/notifications/${url}`, headers: who, payload });

describe('the notification routes', () => {
  it('are user routes but the admin’s alert, documented under notifications', async () => {
    const a = await app();
    expect([...a.access]).toEqual([
      ['GET /api/notifications/settings', 'user'],
      ['HEAD /api/notifications/settings', 'user'],
      ['PUT /api/notifications/preferences', 'user'],
      ['POST /api/notifications/subscribe', 'user'],
      ['POST /api/notifications/unsubscribe', 'user'],
      ['POST /api/notifications/test', 'user'],
      ['POST /api/notifications/alert', 'admin'],
    ]);
    expect(documented(a).map(([route, tags]) => [route, tags])).toEqual(
      documented(a).map(([route]) => [route, ['notifications']]),
    );
    expect(documented(a).map(([, , summary]) => summary)).toEqual([
      'The VAPID public key, this person’s subscribed browsers and their alert preferences',
      'Which Juice Watch alerts to push, quiet hours and time zone',
      'Store this browser’s push subscription (sent on subscribe and when one is found)',
      'Forget this browser’s subscription (or every one of this person’s, without a body)',
      'Send a test notification to one of this person’s subscribed browsers',
      'Admin tool: push a labelled test Juice Watch alert about a player to subscribers',
    ]);
    const anonymous = await a.inject({ method: 'GET', url: '/api/notifications/settings' });
    expect(anonymous.statusCode).toBe(401);
    expect(repo.listSubscriptions).not.toHaveBeenCalled();
  });
});

describe('settings and preferences', () => {
  it('shows the VAPID key, the person’s browsers, their preferences and the hourly cap of 4', async () => {
    const res = await (await app()).inject({
      method: 'GET',
      url: '/api/notifications/settings',
      headers: AS(ANN),
    });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        publicKey: 'vapid-public',
        endpoints: ['https://fcm.push.example/send/1', 'https://fcm.push.example/send/2'],
        preferences: prefs,
        capPerHour: 4,
      },
    ]);
    expect(service.pushSenderFor).toHaveBeenCalledWith(DB, push);
    expect(repo.listSubscriptions).toHaveBeenCalledWith(ORM, ANN);
    expect(repo.getPreferences).toHaveBeenCalledWith(ORM, ANN);
  });

  it('saves the preferences for the person at the app’s clock and answers what was stored', async () => {
    const saved = { ...prefs, quietHours: { start: 22, end: 7 } };
    vi.mocked(repo.savePreferences).mockResolvedValue(saved);
    const a = await app();
    const res = await a.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: AS(ANN),
      payload: saved,
    });
    expect([res.statusCode, res.json()]).toEqual([200, saved]);
    expect(repo.savePreferences).toHaveBeenCalledWith(ORM, ANN, saved, NOW);
    const same = await a.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: AS(ANN),
      payload: { ...prefs, quietHours: { start: 7, end: 7 } },
    });
    expect(same.statusCode).toBe(400);
  });
});

describe('subscribing a browser', () => {
  it('stores a new browser for the person at the app’s clock', async () => {
    const res = await post(await app(), 'subscribe', { subscription: browser(3) });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { success: true, message: 'Notifications are on for this browser.' },
    ]);
    expect(repo.saveSubscription).toHaveBeenCalledWith(ORM, ANN, browser(3), NOW);
  });

  it('refuses a push service we do not send to (400), before any read', async () => {
    const res = await post(await app(), 'subscribe', {
      subscription: { endpoint: 'https://evil.example/send/1', keys },
    });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'This browser’s push service is not one we send to.',
    ]);
    expect(repo.listSubscriptions).not.toHaveBeenCalled();
  });

  it('holds at most 10 browsers a person; a known browser re-sent is stored again', async () => {
    expect(MAX_PUSH_DEVICES).toBe(10);
    const ten = Array.from({ length: 10 }, (_, i) => browser(i + 1));
    vi.mocked(repo.listSubscriptions).mockResolvedValue(ten as never);
    const a = await app();
    const eleventh = await post(a, 'subscribe', { subscription: browser(11) });
    expect([eleventh.statusCode, eleventh.json().message]).toEqual([
      409,
      'Notifications are on for 10 browsers already: turn them off on one first.',
    ]);
    expect(repo.saveSubscription).not.toHaveBeenCalled();
    expect((await post(a, 'subscribe', { subscription: browser(10) })).statusCode).toBe(200);
    // Nine stored: the tenth is still welcome.
    vi.mocked(repo.listSubscriptions).mockResolvedValue(ten.slice(0, 9) as never);
    expect((await post(a, 'subscribe', { subscription: browser(11) })).statusCode).toBe(200);
    expect(repo.saveSubscription).toHaveBeenCalledTimes(2);
  });

  it('refuses a browser whose subscription belongs to another account (409)', async () => {
    vi.mocked(repo.saveSubscription).mockResolvedValue(false as never);
    const res = await post(await app(), 'subscribe', { subscription: browser(3) });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This browser’s notifications belong to another account: turn them off there first.',
    ]);
  });

  it('forgets one browser, or every one of the person’s without a body', async () => {
    const a = await app();
    const one = await post(a, 'unsubscribe', { endpoint: 'https://fcm.push.example/send/1' });
    expect([one.statusCode, one.json()]).toEqual([200, { status: 'ok' }]);
    expect(repo.deleteSubscriptions).toHaveBeenLastCalledWith(ORM, ANN, 'https://fcm.push.example/send/1');
    // The web app sends {} for "every browser".
    expect((await post(a, 'unsubscribe', {})).statusCode).toBe(200);
    expect(repo.deleteSubscriptions).toHaveBeenLastCalledWith(ORM, ANN, undefined);
  });
});

describe('a test push', () => {
  it('goes to the person’s own browser with the test payload', async () => {
    const res = await post(await app(), 'test', { subscription: browser(2) });
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { success: true, message: 'Test notification sent.' },
    ]);
    expect(repo.listSubscriptions).toHaveBeenCalledWith(ORM, ANN);
    expect(send).toHaveBeenCalledWith(browser(2), {
      title: 'Test Notification',
      body: 'Juice Watch alerts will arrive like this one.',
      url: '/notifications',
      tag: 'test',
      level: 'zen_gorilla',
      requireInteraction: false,
    });
  });

  it('answers 404 for a browser not among the person’s, sending nothing', async () => {
    const res = await post(await app(), 'test', { subscription: browser(7) });
    expect([res.statusCode, res.json().message]).toEqual([
      404,
      'This browser is not subscribed: enable notifications first.',
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('forgets an expired browser (404) and says 502 when the push service refuses', async () => {
    const a = await app();
    send.mockResolvedValueOnce('gone');
    const gone = await post(a, 'test', { subscription: browser(1) });
    expect([gone.statusCode, gone.json().message]).toEqual([
      404,
      'This browser’s subscription has expired: enable notifications again.',
    ]);
    expect(repo.forgetEndpoint).toHaveBeenCalledWith(ORM, 'https://fcm.push.example/send/1');
    send.mockResolvedValueOnce('failed');
    const failed = await post(a, 'test', { subscription: browser(1) });
    expect([failed.statusCode, failed.json().message]).toEqual([
      502,
      'The push service did not take the test notification.',
    ]);
    expect(repo.forgetEndpoint).toHaveBeenCalledTimes(1);
  });
});

describe('the admin’s alert', () => {
  const recipient = (n: number, over: Partial<typeof prefs>) => ({
    userId: `user-${n}`,
    prefs: { ...prefs, ...over },
    subscriptions: [browser(n)],
  });
  const recipients = [
    recipient(1, {}),
    recipient(2, { juiceWatch: false }),
    recipient(3, { criticalOnly: true }),
    // 07:00 in New York is inside 06–09, outside 22–07 (the end hour is not quiet).
    recipient(4, { quietHours: { start: 6, end: 9 } }),
    recipient(5, { quietHours: { start: 22, end: 7 } }),
  ];
  const lamar = { id: '00-0034796/x', name: 'Lamar Jackson', position: 'QB', team: 'BAL' };

  beforeEach(() => {
    vi.mocked(repo.playerForAlert).mockResolvedValue(lamar as never);
    vi.mocked(repo.pushRecipients).mockResolvedValue(recipients as never);
    vi.mocked(service.pushToBrowsers).mockResolvedValue({ sent: 1, gone: 0 });
  });

  it('reaches those who want Juice Watch, not the critical-only nor the quiet, and says a person sent it', async () => {
    const res = await post(await app(), 'alert', {
      playerId: lamar.id,
      alertType: 'alpha_ape',
      message: ' watch the line ',
    });
    const payload = {
      title: '🦍 Alpha Ape Alert · Lamar Jackson',
      body: 'Test alert sent by an admin about Lamar Jackson (QB, BAL): watch the line',
      url: '/players/00-0034796%2Fx',
      tag: 'admin-alpha_ape',
      level: 'alpha_ape',
      requireInteraction: false,
    };
    // Recipients 1 and 5, one browser each: 1 + 1.
    expect([res.statusCode, res.json()]).toEqual([
      200,
      {
        success: true,
        message: 'Alert sent to 2 browsers.',
        payload: { title: payload.title, body: payload.body },
        delivered: 2,
      },
    ]);
    expect(repo.playerForAlert).toHaveBeenCalledWith(ORM, lamar.id);
    expect(vi.mocked(service.pushToBrowsers).mock.calls).toEqual([
      [ORM, sender, [browser(1)], payload],
      [ORM, sender, [browser(5)], payload],
    ]);
  });

  it('reaches the critical-only too for FULL BANANAS, which asks to be dismissed', async () => {
    vi.mocked(repo.pushRecipients).mockResolvedValue([recipient(3, { criticalOnly: true })] as never);
    const res = await post(await app(), 'alert', { playerId: lamar.id, alertType: 'full_bananas' });
    expect(res.json()).toMatchObject({ message: 'Alert sent to 1 browser.', delivered: 1 });
    const payload = vi.mocked(service.pushToBrowsers).mock.calls[0]?.[3];
    expect(payload).toMatchObject({
      title: '🍌 FULL BANANAS · Lamar Jackson',
      body: 'Test alert sent by an admin about Lamar Jackson (QB, BAL).',
      tag: 'admin-full_bananas',
      requireInteraction: true,
    });
  });

  it('names only what is known of the player; 0 browsers is said as such', async () => {
    vi.mocked(repo.playerForAlert).mockResolvedValue({ ...lamar, position: null, team: null } as never);
    vi.mocked(repo.pushRecipients).mockResolvedValue([]);
    const res = await post(await app(), 'alert', { playerId: lamar.id, alertType: 'zen_gorilla' });
    expect(res.json()).toEqual({
      success: true,
      message: 'Alert sent to 0 browsers.',
      payload: { title: '🧘 Zen Gorilla · Lamar Jackson', body: 'Test alert sent by an admin.' },
      delivered: 0,
    });
    vi.mocked(repo.playerForAlert).mockResolvedValue({ ...lamar, position: null } as never);
    const teamOnly = await post(await app(), 'alert', { playerId: lamar.id, alertType: 'zen_gorilla' });
    expect(teamOnly.json().payload.body).toBe('Test alert sent by an admin about Lamar Jackson (BAL).');
  });

  it('answers 404 for an unknown player, pushing nothing', async () => {
    vi.mocked(repo.playerForAlert).mockResolvedValue(undefined);
    const res = await post(await app(), 'alert', { playerId: 'nobody', alertType: 'zen_gorilla' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'No player has this id.']);
    expect(repo.pushRecipients).not.toHaveBeenCalled();
  });
});
