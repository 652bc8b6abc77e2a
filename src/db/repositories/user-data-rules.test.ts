// A person's data export and erasure on one cloned database (decision 128, the repositories' fast test
// set; decisions 047 and 141): two people hold rows in the same tables, and Ann's export lists exactly
// her rows, field by field, never Bob's; erasing Ann removes her rows and her user row, and leaves every
// row of Bob's in place.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { recordEvent } from './analytics.ts';
import type { Executor } from './executor.ts';
import { enqueueMail, markMailSent } from './mail-outbox.ts';
import { savePreferences, saveSubscription } from './push.ts';
import { ensureReferralCode } from './referrals.ts';
import { deleteUserData, exportUserData, USER_DATA_PARTS, type UserDataPart } from './user-data.ts';
import { updateProfile } from './user-profiles.ts';
import { claimDigestDelivery } from './weekly-digest.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const T1 = new Date('2026-11-20T10:00:00Z');
const T2 = new Date('2026-11-21T10:00:00Z');
const EXPIRES = new Date('2026-12-20T10:00:00Z');

/** Rows in every table the parts read for one person; `tag` tells whose they are. */
async function seed(email: string, tag: string): Promise<string> {
  const db = t.db.orm;
  const id = await person(db, email);
  await db.execute(sql`insert into accounts (account_id, provider_id, user_id, password, created_at, updated_at)
    values (${id}, 'credential', ${id}, ${`$argon2id$${tag}`}, ${T1}, ${T2})`);
  await db.execute(sql`insert into sessions (token, user_id, created_at, expires_at)
    values (${`token-${tag}`}, ${id}, ${T1}, ${EXPIRES})`);
  await db.execute(sql`insert into verifications (identifier, value, expires_at)
    values (${`reset-password:${tag}`}, ${id}, ${EXPIRES})`);
  const first = await enqueueMail(
    db,
    {
      userId: id,
      to: email,
      kind: 'verify-email',
      subject: `Verify ${tag}`,
      text: 'link',
      expiresAt: EXPIRES,
    },
    T1,
  );
  await markMailSent(db, first, T2);
  await enqueueMail(
    db,
    {
      userId: id,
      to: email,
      kind: 'reset-password',
      subject: `Reset ${tag}`,
      text: 'link',
      expiresAt: EXPIRES,
    },
    T2,
  );
  await updateProfile(db, id, { favoriteTeams: [tag === 'ann' ? 'BUF' : 'KC'] });
  await db.execute(sql`insert into user_betting_settings (user_id, bankroll_cents, updated_at)
    values (${id}, ${tag === 'ann' ? 50_000 : 90_000}, ${T1})`);
  await db.execute(sql`insert into user_rg_breaks (user_id, kind, period, starts_at, ends_at)
    values (${id}, 'cool_off', '24h', ${T1}, ${T2})`);
  await saveSubscription(
    db,
    id,
    { endpoint: `https://push.example/${tag}`, keys: { p256dh: 'p', auth: tag } },
    T1,
  );
  await savePreferences(
    db,
    id,
    {
      juiceWatch: false,
      lineMovements: true,
      playerUpdates: true,
      weeklyDigest: true,
      criticalOnly: false,
      favoriteTeamsOnly: false,
      quietHours: null,
      timeZone: 'America/Chicago',
    },
    T1,
  );
  await db.execute(sql`insert into subscriptions (user_id, status, current_period_end, last_event_at, updated_at)
    values (${id}, 'active', ${EXPIRES}, ${T1}, ${T2})`);
  await ensureReferralCode(db, id, `code-${tag}`, T1);
  await recordEvent(db, {
    event: 'page_view',
    occurredAt: T1,
    visitor: `v-${tag}`,
    userId: id,
    path: `/${tag}`,
    referralCode: null,
    props: {},
  });
  await claimDigestDelivery(db, { season: 2025, week: 14, channel: 'push', recipient: id, now: T2 });
  return id;
}

const countOf = async (table: string, column: string, id: string) =>
  (
    await t.db.orm.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${id}`,
    )
  ).rows[0]?.n;

const erase = (userId: string, parts?: readonly UserDataPart<unknown>[]) =>
  t.db.orm.transaction((tx) => deleteUserData(tx as Executor, userId, parts));

describe('the account export', () => {
  it('lists each of the person’s rows, field by field, and none of another person’s', async () => {
    const ann = await seed('ann@example.com', 'ann');
    await seed('bob@example.com', 'bob');
    const data = await exportUserData(t.db.orm, ann);
    expect(Object.keys(data)).toEqual([
      'profile',
      'credentials',
      'sessions',
      'mail',
      'picks',
      'profileSettings',
      'savedPicks',
      'betting',
      'challenges',
      'pushNotifications',
      'testimonials',
      'subscription',
      'freePicks',
      'growth',
    ]);
    expect(data.profile).toMatchObject({ id: ann, name: 'ann@example.com', email: 'ann@example.com' });
    expect(Object.keys(data.profile as object).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'id',
      'name',
      'role',
      'updatedAt',
    ]);
    // That a password is set and since when, never the hash.
    expect(data.credentials).toEqual([{ providerId: 'credential', createdAt: T1, updatedAt: T2 }]);
    expect((data.sessions as { expiresAt: Date }[]).map((s) => s.expiresAt)).toEqual([EXPIRES]);
    expect(data.mail).toEqual([
      {
        kind: 'verify-email',
        subject: 'Verify ann',
        status: 'sent',
        createdAt: expect.any(Date),
        sentAt: T2,
      },
      {
        kind: 'reset-password',
        subject: 'Reset ann',
        status: 'pending',
        createdAt: expect.any(Date),
        sentAt: null,
      },
    ]);
    expect((data.profileSettings as { favoriteTeams: string[] }).favoriteTeams).toEqual(['BUF']);
    const betting = data.betting as {
      bets: unknown[];
      settings: { bankrollCents: number }[];
      breaks: unknown[];
    };
    expect(betting.bets).toEqual([]);
    expect(betting.settings.map((s) => s.bankrollCents)).toEqual([50_000]);
    expect(betting.breaks).toMatchObject([{ kind: 'cool_off', period: '24h', startsAt: T1, endsAt: T2 }]);
    const push = data.pushNotifications as {
      subscriptions: unknown[];
      preferences: unknown[];
      deliveries: unknown[];
    };
    // The endpoint and when, never the keys.
    expect(push.subscriptions).toEqual([{ endpoint: 'https://push.example/ann', createdAt: T1 }]);
    expect(push.preferences).toMatchObject([{ juiceWatch: false, timeZone: 'America/Chicago' }]);
    expect(push.deliveries).toEqual([]);
    expect(data.subscription).toEqual([
      { status: 'active', currentPeriodEnd: EXPIRES, cancelAtPeriodEnd: false, updatedAt: T2 },
    ]);
    expect(data.growth).toEqual({
      referral: { code: { code: 'code-ann', createdAt: T1 }, referredBy: null },
      events: [{ event: 'page_view', occurredAt: T1, path: '/ann', referralCode: null, props: {} }],
      digestPushes: [{ season: 2025, week: 14, createdAt: T2 }],
    });
  });

  it('exports a null profile for an id with no account', async () => {
    const data = await exportUserData(t.db.orm, '00000000-0000-4000-8000-000000000000');
    expect(data.profile).toBeNull();
    expect(data.mail).toEqual([]);
  });
});

describe('erasing a person', () => {
  it('removes the person’s rows and user row, and keeps every row of another person', async () => {
    const cat = await seed('cat@example.com', 'cat');
    const dan = await seed('dan@example.com', 'dan');
    const tables: [string, string][] = [
      ['users', 'id'],
      ['sessions', 'user_id'],
      ['accounts', 'user_id'],
      ['verifications', 'value'],
      ['mail_outbox', 'user_id'],
      ['user_profiles', 'user_id'],
      ['user_betting_settings', 'user_id'],
      ['user_rg_breaks', 'user_id'],
      ['push_subscriptions', 'user_id'],
      ['push_preferences', 'user_id'],
      ['subscriptions', 'user_id'],
      ['referral_codes', 'user_id'],
      ['analytics_events', 'user_id'],
      ['weekly_digest_deliveries', 'recipient'],
    ];
    // Each person has 1 row in every table but the outbox, which holds their 2 mails.
    const expected = tables.map(([name]) => [name, name === 'mail_outbox' ? 2 : 1]);
    for (const id of [cat, dan])
      expect(await Promise.all(tables.map(async ([n, c]) => [n, await countOf(n, c, id)]))).toEqual(expected);
    await erase(cat);
    expect(await Promise.all(tables.map(async ([n, c]) => [n, await countOf(n, c, cat)]))).toEqual(
      tables.map(([name]) => [name, 0]),
    );
    expect(await Promise.all(tables.map(async ([n, c]) => [n, await countOf(n, c, dan)]))).toEqual(expected);
  });

  it('erases the later parts first, then the user row', async () => {
    const eve = await person(t.db.orm, 'eve@example.com');
    const order: string[] = [];
    const part = (key: string): UserDataPart<unknown> => ({
      key,
      tables: [],
      export: async () => key,
      erase: async () => {
        order.push(key);
      },
    });
    await erase(eve, [part('first'), part('second'), part('third')]);
    expect(order).toEqual(['third', 'second', 'first']);
    expect(await countOf('users', 'id', eve)).toBe(0);
    expect(await exportUserData(t.db.orm, eve, [part('first'), part('second')])).toEqual({
      first: 'first',
      second: 'second',
    });
    // The default list is the one every table is checked against.
    expect(USER_DATA_PARTS).toHaveLength(14);
  });
});
