// Push notifications end to end on real PostgreSQL (decision 115): browsers subscribe through the API,
// web-push encrypts and signs, and a loopback push service (tests/support/push-receiver.ts) checks the
// VAPID signature and decrypts each message with the browser's own private key. The clock stands at
// Friday 12 December 2025, 18:00 UTC (13:00 in New York).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser, TestBrowser } from '../../../tests/support/accounts.ts';
import { type PushReceiver, startPushReceiver } from '../../../tests/support/push-receiver.ts';
import { baseTestConfig, createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { pushSenderFor } from '../../core/push/push-service.ts';
import { upsertGames } from '../../db/repositories/games.ts';
import { seedReferenceData } from '../../db/repositories/reference-data.ts';
import { alerts } from '../../db/schema/alerts.ts';
import { players } from '../../db/schema/players.ts';
import { pushFreshAlerts } from '../../jobs/push-alerts.ts';

const NOW = new Date('2025-12-12T18:00:00Z');
const GAME = '2025_15_BUF_KC';

let t: TestApp;
let receiver: PushReceiver;
let ann: TestBrowser;
let bob: TestBrowser;
let admin: TestBrowser;
const annPhone = () => annBrowser.subscription;
let annBrowser: ReturnType<PushReceiver['browser']>;
let bobBrowser: ReturnType<PushReceiver['browser']>;
const push = () => ({ ...baseTestConfig().ingest.push, serviceHosts: ['127.0.0.1', 'fcm.googleapis.com'] });

const minutesBefore = (m: number) => new Date(NOW.getTime() - m * 60_000);
const alert = (
  key: string,
  type: 'injury' | 'line_movement' | 'weather',
  urgency: 'high' | 'medium' | 'low',
  at: Date,
) => ({
  key,
  type,
  urgency,
  gameId: GAME,
  detectedAt: at,
  title: `Alert ${key}`,
  description: `What ${key} says`,
  emoji: '🦍',
  impact: 'test',
  details: {
    kind: 'weather' as const,
    condition: 'wind',
    value: 20,
    threshold: 15,
    observed: false,
    source: 'test',
  },
});

const tags = () =>
  receiver.received.map(
    (r) =>
      `${r.path === new URL(annPhone().endpoint).pathname ? 'ann' : 'bob'}:${(r.payload as { tag: string }).tag}`,
  );

beforeAll(async () => {
  receiver = await startPushReceiver();
  t = await createTestApp({
    now: NOW.toISOString(),
    config: { ingest: { ...baseTestConfig().ingest, push: push() } },
  });
  const orm = t.database.db.orm;
  await seedReferenceData(orm);
  await upsertGames(orm, [
    {
      gameId: GAME,
      season: 2025,
      gameType: 'REG',
      week: 15,
      kickoff: new Date('2025-12-14T21:25:00Z'),
      timeSlot: 'sunday_late',
      homeTeam: 'KC',
      awayTeam: 'BUF',
      neutralSite: false,
      divisionGame: false,
      homeScore: null,
      awayScore: null,
      status: 'scheduled',
      resultKnownAt: null,
    },
  ]);
  await orm
    .insert(players)
    .values({ gsisId: '00-0033873', fullName: 'Patrick Mahomes', position: 'QB', team: 'KC' });
  [ann, bob, admin] = await Promise.all([
    signedInBrowser(t, 'ann@example.com'),
    signedInBrowser(t, 'bob@example.com'),
    signedInBrowser(t, 'boss@example.com', { admin: true }),
  ]);
  annBrowser = receiver.browser();
  bobBrowser = receiver.browser();
}, 60_000);

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('who may do what', () => {
  it('asks visitors to sign in and keeps the alert trigger for admins', async () => {
    const visitor = new TestBrowser(t.app);
    await visitor.session();
    expect((await visitor.get('/api/notifications/settings')).statusCode).toBe(401);
    expect((await visitor.post('/api/notifications/subscribe', annPhone())).statusCode).toBe(401);
    const trigger = { playerId: '00-0033873', alertType: 'full_bananas' };
    expect((await visitor.post('/api/notifications/alert', trigger)).statusCode).toBe(401);
    expect((await ann.post('/api/notifications/alert', trigger)).statusCode).toBe(403);
    expect(receiver.received).toEqual([]);
  });

  it('refuses a subscription that points anywhere but an allowed push service', async () => {
    const keys = annPhone().keys;
    for (const endpoint of [
      'https://evil.example.com/push/1',
      'https://fcm.googleapis.com.evil.example/push/1', // a suffix that is not a subdomain
      'http://fcm.googleapis.com/fcm/send/1', // not https
      'https://user:pw@fcm.googleapis.com/fcm/send/1',
    ]) {
      const res = await ann.post('/api/notifications/subscribe', { subscription: { endpoint, keys } });
      expect(res.statusCode, endpoint).toBe(400);
    }
    const nul = await ann.post('/api/notifications/subscribe', {
      subscription: { endpoint: `${annPhone().endpoint}\u0000`, keys },
    });
    expect(nul.statusCode).toBe(400);
    expect((await ann.get('/api/notifications/settings')).json().endpoints).toEqual([]);
  });
});

describe('subscribing and testing', () => {
  it('stores the browser and shows the spec’s defaults', async () => {
    const res = await ann.post('/api/notifications/subscribe', { subscription: annPhone() });
    expect(res.statusCode).toBe(200);
    expect(
      (await bob.post('/api/notifications/subscribe', { subscription: bobBrowser.subscription })).statusCode,
    ).toBe(200);
    const settings = (await ann.get('/api/notifications/settings')).json();
    expect(settings.endpoints).toEqual([annPhone().endpoint]);
    // A P-256 public key is 65 bytes uncompressed: 87 base64url characters without padding.
    expect(settings.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(settings.capPerHour).toBe(4);
    // Spec 02 §8: every toggle on except criticalOnly.
    expect(settings.preferences).toEqual({
      juiceWatch: true,
      lineMovements: true,
      playerUpdates: true,
      weeklyDigest: true,
      criticalOnly: false,
      favoriteTeamsOnly: false,
      quietHours: null,
      timeZone: 'America/New_York',
    });
  });

  it('sends a test that the browser can decrypt, signed with the key the page subscribed with', async () => {
    const res = await ann.post('/api/notifications/test', { subscription: annPhone() });
    expect(res.json()).toEqual({ success: true, message: 'Test notification sent.' });
    const [got] = receiver.received;
    expect(got?.payload).toEqual({
      title: 'Test Notification',
      body: 'Juice Watch alerts will arrive like this one.',
      url: '/notifications',
      tag: 'test',
      level: 'zen_gorilla',
      requireInteraction: false,
    });
    expect(got?.vapid.publicKey).toBe((await ann.get('/api/notifications/settings')).json().publicKey);
    expect(got?.vapid.aud).toBe(receiver.origin);
    // MAIL_FROM's default is 'Go Gorilla <no-reply@localhost>' and SITE_URL is not https.
    expect(got?.vapid.sub).toBe('mailto:no-reply@localhost');
    receiver.received.length = 0;
  });

  it('never lets one person test, see or remove another’s browser', async () => {
    expect((await bob.post('/api/notifications/test', { subscription: annPhone() })).statusCode).toBe(404);
    expect((await bob.get('/api/notifications/settings')).json().endpoints).toEqual([
      bobBrowser.subscription.endpoint,
    ]);
    await bob.post('/api/notifications/unsubscribe', { endpoint: annPhone().endpoint });
    expect((await ann.get('/api/notifications/settings')).json().endpoints).toEqual([annPhone().endpoint]);
    expect(receiver.received).toEqual([]);
  });

  it('saves preferences and refuses equal quiet hours or an unknown zone', async () => {
    const prefs = {
      ...(await bob.get('/api/notifications/settings')).json().preferences,
      criticalOnly: true,
    };
    const saved = await bob.request('PUT', '/api/notifications/preferences', prefs);
    expect(saved.json()).toEqual(prefs);
    expect(
      (
        await bob.request('PUT', '/api/notifications/preferences', {
          ...prefs,
          quietHours: { start: 5, end: 5 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await bob.request('PUT', '/api/notifications/preferences', { ...prefs, timeZone: 'Mars/Olympus' }))
        .statusCode,
    ).toBe(400);
    expect((await bob.get('/api/notifications/settings')).json().preferences.criticalOnly).toBe(true);
  });
});

describe('the admin’s alert trigger', () => {
  it('pushes a labelled test alert, critical ones also to critical-only people', async () => {
    const res = await admin.post('/api/notifications/alert', {
      playerId: '00-0033873',
      alertType: 'full_bananas',
      message: 'Knee check',
    });
    expect(res.json()).toEqual({
      success: true,
      message: 'Alert sent to 2 browsers.',
      payload: {
        title: '🍌 FULL BANANAS · Patrick Mahomes',
        body: 'Test alert sent by an admin about Patrick Mahomes (QB, KC): Knee check',
      },
      delivered: 2,
    });
    expect(tags().sort()).toEqual(['ann:admin-full_bananas', 'bob:admin-full_bananas']);
    receiver.received.length = 0;
    // Bob asked for critical alerts only: an 'alpha_ape' one reaches Ann alone.
    const calm = await admin.post('/api/notifications/alert', {
      playerId: '00-0033873',
      alertType: 'alpha_ape',
    });
    expect(calm.json().delivered).toBe(1);
    expect(tags()).toEqual(['ann:admin-alpha_ape']);
    receiver.received.length = 0;
    expect(
      (await admin.post('/api/notifications/alert', { playerId: 'nobody', alertType: 'alpha_ape' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the alerts job', () => {
  it('pushes fresh alerts once each, by preference, up to four an hour', async () => {
    const orm = t.database.db.orm;
    await orm.insert(alerts).values([
      alert('stale', 'weather', 'low', minutesBefore(180)), // detected 3 h ago: older than the 2 h window
      alert('a', 'injury', 'high', minutesBefore(50)),
      alert('b', 'line_movement', 'medium', minutesBefore(40)),
      alert('c', 'weather', 'low', minutesBefore(30)),
      alert('d', 'weather', 'low', minutesBefore(20)),
      alert('e', 'weather', 'low', minutesBefore(10)),
      alert('f', 'weather', 'low', minutesBefore(5)),
    ]);
    const ids = new Map(
      (await orm.select({ id: alerts.id, key: alerts.key }).from(alerts)).map((r) => [r.key, r.id]),
    );
    const sender = await pushSenderFor(t.database.db, push());
    const first = await pushFreshAlerts(orm, sender, NOW);
    // Ann (all on): a, b, c, d sent; e and f over the cap of 4. Bob (critical only): a.
    expect(first).toEqual({ sent: 5, quiet: 0, capped: 2, failed: 0, gone: 0 });
    const tag = (k: string) => `alert-${ids.get(k)}`;
    expect(tags().sort()).toEqual(
      [`ann:${tag('a')}`, `ann:${tag('b')}`, `ann:${tag('c')}`, `ann:${tag('d')}`, `bob:${tag('a')}`].sort(),
    );
    const injury = receiver.received.find((r) => (r.payload as { tag: string }).tag === tag('a'));
    expect(injury?.payload).toEqual({
      title: 'Alert a',
      body: 'What a says',
      url: `/games/${GAME}`,
      tag: tag('a'),
      level: 'full_bananas',
      requireInteraction: true,
    });
    // Run again (the next tick): nothing is sent twice, and the capped ones are not sent late.
    expect(await pushFreshAlerts(orm, sender, NOW)).toEqual({
      sent: 0,
      quiet: 0,
      capped: 0,
      failed: 0,
      gone: 0,
    });
    expect(receiver.received).toHaveLength(5);
  });

  it('forgets a browser whose push service answers 410 Gone', async () => {
    receiver.received.length = 0;
    receiver.answer(new URL(bobBrowser.subscription.endpoint).pathname, 410);
    await t.database.db.orm.insert(alerts).values(alert('g', 'injury', 'high', minutesBefore(1)));
    const sender = await pushSenderFor(t.database.db, push());
    // Ann is at her cap (4 in the last hour): g is capped for her; Bob's browser is gone.
    expect(await pushFreshAlerts(t.database.db.orm, sender, NOW)).toEqual({
      sent: 0,
      quiet: 0,
      capped: 1,
      failed: 1,
      gone: 1,
    });
    expect((await bob.get('/api/notifications/settings')).json().endpoints).toEqual([]);
  });
});
