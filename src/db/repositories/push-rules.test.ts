// Push subscriptions, preferences and deliveries on one cloned database (decision 128, the
// repositories' fast test set; decisions 115 and 141): a browser's endpoint moves to another person only
// with its keys; deletes and lists are the owner's only; preferences read the defaults until saved;
// fresh alerts are those detected in (from, to]; the hourly cap counts sent pushes from `since` on;
// a delivery is claimed once; the VAPID pair stored first is the one every instance reads.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertDraft, game, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import type { PushPreferences } from '../../domain/notifications/push-rules.ts';
import { insertAlerts } from './alerts.ts';
import {
  claimDelivery,
  decidedAlertIds,
  deleteSubscriptions,
  forgetEndpoint,
  freshAlerts,
  getPreferences,
  listSubscriptions,
  markDeliveryFailed,
  playerForAlert,
  pushRecipients,
  savePreferences,
  saveSubscription,
  sentSince,
  storedVapidKeys,
} from './push.ts';
import { updateProfile } from './user-profiles.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const NOW = new Date('2025-12-07T18:00:00Z');
const sub = (endpoint: string, p256dh: string, auth: string) => ({ endpoint, keys: { p256dh, auth } });
const DEFAULTS: PushPreferences = {
  juiceWatch: true,
  lineMovements: true,
  playerUpdates: true,
  weeklyDigest: true,
  criticalOnly: false,
  favoriteTeamsOnly: false,
  quietHours: null,
  timeZone: 'America/New_York',
};
// Every flag the opposite of its default.
const CHANGED: PushPreferences = {
  juiceWatch: false,
  lineMovements: false,
  playerUpdates: false,
  weeklyDigest: false,
  criticalOnly: true,
  favoriteTeamsOnly: true,
  quietHours: { start: 22, end: 7 },
  timeZone: 'America/Denver',
};

/** Two alerts on a game of its own, detected at `times`; their ids in that order. */
async function alertsAt(gameId: string, times: string[]): Promise<number[]> {
  await game(t.db.orm, {
    id: gameId,
    season: 2025,
    week: 14,
    kickoff: '2025-12-07T18:00:00Z',
    home: 'BUF',
    away: 'CIN',
  });
  await insertAlerts(
    t.db.orm,
    times.map((at, i) => alertDraft(`${gameId}-${i}`, gameId, at)),
  );
  const { rows } = await t.db.orm.execute<{ id: number }>(
    sql`select id from alerts where game_id = ${gameId} order by key`,
  );
  return rows.map((r) => Number(r.id));
}

describe('subscriptions', () => {
  it('keeps a browser’s row for its person, moves it only with its keys, and lists the owner’s only', async () => {
    const ann = await person(t.db.orm, 'ann@example.com');
    const bob = await person(t.db.orm, 'bob@example.com');
    expect(await saveSubscription(t.db.orm, ann, sub('https://push/1', 'pA', 'aA'), NOW)).toBe(true);
    // Ann again with new keys: her row, updated.
    expect(await saveSubscription(t.db.orm, ann, sub('https://push/1', 'pA2', 'aA2'), NOW)).toBe(true);
    // Bob knows the endpoint only: nothing changes.
    expect(await saveSubscription(t.db.orm, bob, sub('https://push/1', 'pX', 'aX'), NOW)).toBe(false);
    // With one key right and the other wrong: still nothing.
    expect(await saveSubscription(t.db.orm, bob, sub('https://push/1', 'pA2', 'aX'), NOW)).toBe(false);
    expect(await saveSubscription(t.db.orm, bob, sub('https://push/1', 'pX', 'aA2'), NOW)).toBe(false);
    expect(await listSubscriptions(t.db.orm, ann)).toEqual([sub('https://push/1', 'pA2', 'aA2')]);
    expect(await listSubscriptions(t.db.orm, bob)).toEqual([]);
    // Bob signed in on Ann's browser holds the same keys: the row moves to him.
    expect(await saveSubscription(t.db.orm, bob, sub('https://push/1', 'pA2', 'aA2'), NOW)).toBe(true);
    expect(await listSubscriptions(t.db.orm, ann)).toEqual([]);
    expect(await listSubscriptions(t.db.orm, bob)).toEqual([sub('https://push/1', 'pA2', 'aA2')]);
  });

  it('deletes the owner’s subscription for one endpoint or all of them, never another person’s', async () => {
    const cat = await person(t.db.orm, 'cat@example.com');
    const dan = await person(t.db.orm, 'dan@example.com');
    await saveSubscription(t.db.orm, cat, sub('https://push/c1', 'p', 'a'), NOW);
    await saveSubscription(t.db.orm, cat, sub('https://push/c2', 'p', 'a'), NOW);
    await saveSubscription(t.db.orm, cat, sub('https://push/c3', 'p', 'a'), NOW);
    await saveSubscription(t.db.orm, dan, sub('https://push/d1', 'p', 'a'), NOW);
    expect(await deleteSubscriptions(t.db.orm, dan, 'https://push/c1')).toBe(0);
    expect(await deleteSubscriptions(t.db.orm, cat, 'https://push/c1')).toBe(1);
    expect((await listSubscriptions(t.db.orm, cat)).map((s) => s.endpoint)).toEqual([
      'https://push/c2',
      'https://push/c3',
    ]);
    expect(await deleteSubscriptions(t.db.orm, cat)).toBe(2);
    expect(await listSubscriptions(t.db.orm, cat)).toEqual([]);
    expect(await listSubscriptions(t.db.orm, dan)).toHaveLength(1);
    await forgetEndpoint(t.db.orm, 'https://push/d1');
    expect(await listSubscriptions(t.db.orm, dan)).toEqual([]);
  });
});

describe('preferences', () => {
  it('reads the defaults until saved, then the saved ones; a second save replaces them', async () => {
    const eve = await person(t.db.orm, 'eve@example.com');
    expect(await getPreferences(t.db.orm, eve)).toEqual(DEFAULTS);
    expect(await savePreferences(t.db.orm, eve, CHANGED, NOW)).toEqual(CHANGED);
    expect(await getPreferences(t.db.orm, eve)).toEqual(CHANGED);
    const noQuiet = { ...CHANGED, quietHours: null, juiceWatch: true };
    expect(await savePreferences(t.db.orm, eve, noQuiet, NOW)).toEqual(noQuiet);
    expect(await getPreferences(t.db.orm, eve)).toEqual(noQuiet);
  });

  it('gives the alerts job each subscribed person once, with every browser, their preferences and teams', async () => {
    await t.db.orm.execute(sql`delete from push_subscriptions`);
    const gus = await person(t.db.orm, 'gus@example.com');
    const hal = await person(t.db.orm, 'hal@example.com');
    await person(t.db.orm, 'ivy@example.com'); // no browser: not a recipient
    await saveSubscription(t.db.orm, gus, sub('https://push/g1', 'pg1', 'ag1'), NOW);
    await saveSubscription(t.db.orm, gus, sub('https://push/g2', 'pg2', 'ag2'), NOW);
    await saveSubscription(t.db.orm, hal, sub('https://push/h1', 'ph1', 'ah1'), NOW);
    await savePreferences(t.db.orm, gus, CHANGED, NOW);
    await updateProfile(t.db.orm, gus, { favoriteTeams: ['BUF', 'MIA'] });
    const recipients = await pushRecipients(t.db.orm);
    const byId = new Map(recipients.map((r) => [r.userId, r]));
    expect(recipients).toHaveLength(2);
    expect(byId.get(gus)).toEqual({
      userId: gus,
      prefs: CHANGED,
      favoriteTeams: ['BUF', 'MIA'],
      subscriptions: [sub('https://push/g1', 'pg1', 'ag1'), sub('https://push/g2', 'pg2', 'ag2')],
    });
    expect(byId.get(hal)).toEqual({
      userId: hal,
      prefs: DEFAULTS,
      favoriteTeams: [],
      subscriptions: [sub('https://push/h1', 'ph1', 'ah1')],
    });
  });
});

describe('alerts and deliveries', () => {
  it('finds alerts detected after from and up to to, oldest first, with their game’s teams', async () => {
    const [a, b, c] = await alertsAt('2025_14_CIN_BUF', [
      '2025-12-07T17:00:00Z',
      '2025-12-07T17:30:00Z',
      '2025-12-07T18:00:00.001Z',
    ]);
    const fresh = await freshAlerts(t.db.orm, new Date('2025-12-07T17:00:00Z'), NOW);
    // 17:00 is the previous run's end (already pushed); 18:00:00.001 is after this run's.
    expect(fresh.map((x) => [x.id, x.title, x.homeTeam, x.awayTeam, x.detectedAt.toISOString()])).toEqual([
      [b, 'Alert 2025_14_CIN_BUF-1', 'BUF', 'CIN', '2025-12-07T17:30:00.000Z'],
    ]);
    expect(
      (
        await freshAlerts(
          t.db.orm,
          new Date('2025-12-07T16:59:59.999Z'),
          new Date('2025-12-07T18:00:00.001Z'),
        )
      ).map((x) => x.id),
    ).toEqual([a, b, c]);
    expect(Object.keys(fresh[0] ?? {}).sort()).toEqual([
      'awayTeam',
      'description',
      'detectedAt',
      'gameId',
      'homeTeam',
      'id',
      'title',
      'type',
      'urgency',
    ]);
  });

  it('claims a delivery once, counts only sent ones from since on, and lists decided ids per person', async () => {
    const jon = await person(t.db.orm, 'jon@example.com');
    const kim = await person(t.db.orm, 'kim@example.com');
    const [a, b, c, d] = (await alertsAt('2025_14_DAL_DET', [
      '2025-12-07T15:00:00Z',
      '2025-12-07T15:10:00Z',
      '2025-12-07T15:20:00Z',
      '2025-12-07T15:30:00Z',
    ])) as [number, number, number, number];
    expect(await claimDelivery(t.db.orm, a, jon, 'sent', new Date('2025-12-07T16:59:59.999Z'))).toBe(true);
    expect(await claimDelivery(t.db.orm, a, jon, 'sent', NOW)).toBe(false);
    expect(await claimDelivery(t.db.orm, b, jon, 'sent', new Date('2025-12-07T17:00:00Z'))).toBe(true);
    expect(await claimDelivery(t.db.orm, c, jon, 'quiet', NOW)).toBe(true);
    expect(await claimDelivery(t.db.orm, d, jon, 'sent', NOW)).toBe(true);
    expect(await claimDelivery(t.db.orm, a, kim, 'sent', NOW)).toBe(true);
    // Since 17:00: b (exactly at it) and d are sent; a was before, c was quiet; Kim's is hers.
    expect(await sentSince(t.db.orm, jon, new Date('2025-12-07T17:00:00Z'))).toBe(2);
    await markDeliveryFailed(t.db.orm, d, jon);
    expect(await sentSince(t.db.orm, jon, new Date('2025-12-07T17:00:00Z'))).toBe(1);
    // Kim's delivery of a is still sent.
    expect(await sentSince(t.db.orm, kim, new Date('2025-12-07T17:00:00Z'))).toBe(1);
    expect([...(await decidedAlertIds(t.db.orm, jon, [a, b, c, d]))].sort()).toEqual([a, b, c, d].sort());
    expect([...(await decidedAlertIds(t.db.orm, kim, [b, c]))]).toEqual([]);
    expect([...(await decidedAlertIds(t.db.orm, kim, []))]).toEqual([]);
  });
});

describe('the site’s VAPID keys and the admin’s player', () => {
  it('stores the first pair and hands every later instance that pair', async () => {
    const first = { publicKey: 'pub-1', privateKey: 'priv-1' };
    expect(await storedVapidKeys(t.db.orm, first)).toEqual(first);
    expect(await storedVapidKeys(t.db.orm, { publicKey: 'pub-2', privateKey: 'priv-2' })).toEqual(first);
  });

  it('refuses a stored value that is not a key pair', async () => {
    await t.db.orm.execute(
      sql`insert into settings (key, value) values ('push_vapid_keys', '{"publicKey":"","privateKey":"x"}'::jsonb)
        on conflict (key) do update set value = excluded.value`,
    );
    await expect(storedVapidKeys(t.db.orm, { publicKey: 'p', privateKey: 'q' })).rejects.toThrow(
      'The stored VAPID keys are not a key pair',
    );
  });

  it('names the player an admin’s test alert is about', async () => {
    await t.db.orm.execute(sql`insert into players (gsis_id, full_name, position, team)
      values ('00-0034857', 'Josh Allen', 'QB', 'BUF')`);
    expect(await playerForAlert(t.db.orm, '00-0034857')).toEqual({
      id: '00-0034857',
      name: 'Josh Allen',
      position: 'QB',
      team: 'BUF',
    });
    expect(await playerForAlert(t.db.orm, '00-0000000')).toBeUndefined();
  });
});
