// The weekly digest's deliveries on one cloned database (decision 128, the repositories' fast test set;
// decisions 122 and 141): the recap is the newest published by the instant (one published at that very
// instant counts, a later one not); a recipient is claimed once per week and channel; a person's push
// digests are exported and erased without touching another person's or the mail channel.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  claimDigestDelivery,
  digestPushesOf,
  digestRecipientsDone,
  eraseDigestPushes,
  latestRecap,
} from './weekly-digest.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const post = (season: number, week: number, slug: string, publishedAt: string) =>
  t.db.orm.execute(sql`insert into blog_generated_posts (season, week, slug, title, excerpt, author, tags, body, published_at)
    values (${season}, ${week}, ${slug}, 'Recap', 'x', 'GG', '{}'::text[], 'body', ${publishedAt})`);

const NOW = new Date('2025-12-09T12:00:00Z');

describe('the recap a digest reports', () => {
  it('is the newest published by the instant, one published at that instant included', async () => {
    await post(2025, 12, 'week-12', '2025-11-25T12:00:00Z');
    await post(2025, 14, 'week-14', '2025-12-09T12:00:00Z');
    await post(2025, 13, 'week-13', '2025-12-02T12:00:00Z');
    await post(2025, 15, 'week-15', '2025-12-16T12:00:00Z');
    expect(await latestRecap(t.db.orm, NOW)).toEqual({
      season: 2025,
      week: 14,
      slug: 'week-14',
      publishedAt: new Date('2025-12-09T12:00:00Z'),
    });
    expect((await latestRecap(t.db.orm, new Date('2025-12-09T11:59:59.999Z')))?.slug).toBe('week-13');
    expect(await latestRecap(t.db.orm, new Date('2025-01-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('claims', () => {
  it('claims a recipient once per week and channel, and lists who is done for one week and channel', async () => {
    const claim = (week: number, channel: 'mail' | 'push', recipient: string) =>
      claimDigestDelivery(t.db.orm, { season: 2025, week, channel, recipient, now: NOW });
    expect(await claim(14, 'mail', 'ann@example.com')).toBe(true);
    expect(await claim(14, 'mail', 'ann@example.com')).toBe(false);
    expect(await claim(14, 'push', 'ann@example.com')).toBe(true);
    expect(await claim(15, 'mail', 'ann@example.com')).toBe(true);
    expect(await claim(14, 'mail', 'bob@example.com')).toBe(true);
    await claimDigestDelivery(t.db.orm, {
      season: 2024,
      week: 14,
      channel: 'mail',
      recipient: 'cat@example.com',
      now: NOW,
    });
    expect([...(await digestRecipientsDone(t.db.orm, 2025, 14, 'mail'))].sort()).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    expect([...(await digestRecipientsDone(t.db.orm, 2025, 14, 'push'))]).toEqual(['ann@example.com']);
    expect([...(await digestRecipientsDone(t.db.orm, 2025, 16, 'mail'))]).toEqual([]);
  });

  it('exports and erases one person’s push digests only, never their mail ones or another person’s', async () => {
    const claim = (week: number, channel: 'mail' | 'push', recipient: string, now: string) =>
      claimDigestDelivery(t.db.orm, { season: 2025, week, channel, recipient, now: new Date(now) });
    await claim(10, 'push', 'user-a', '2025-11-11T12:00:00Z');
    await claim(10, 'mail', 'user-a', '2025-11-11T12:00:00Z');
    await claim(10, 'push', 'user-b', '2025-11-11T12:00:00Z');
    expect(await digestPushesOf(t.db.orm, 'user-a')).toEqual([
      { season: 2025, week: 10, createdAt: new Date('2025-11-11T12:00:00Z') },
    ]);
    await eraseDigestPushes(t.db.orm, 'user-a');
    expect(await digestPushesOf(t.db.orm, 'user-a')).toEqual([]);
    expect([...(await digestRecipientsDone(t.db.orm, 2025, 10, 'mail'))]).toEqual(['user-a']);
    expect([...(await digestRecipientsDone(t.db.orm, 2025, 10, 'push'))]).toEqual(['user-b']);
  });
});
