// Newsletter sign-ups with double opt-in on one cloned database (decision 128, the repositories' fast
// test set; decisions 059 and 141): a sign-up mails again only once the last confirmation is at least
// the resend interval old, never for a confirmed address; a token confirms its pending address only
// before its expiry; recipients are confirmed addresses of people not on a break at the instant.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  confirmSignup,
  countSubscribers,
  newsletterRecipients,
  recordSignup,
  unsubscribe,
} from './newsletter.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const T = new Date('2026-11-27T12:00:00Z');
const at = (ms: number) => new Date(T.getTime() + ms);
const HOUR = 3_600_000;
const signup = (email: string, tokenHash: string, now: Date) =>
  recordSignup(t.db.orm, {
    email,
    source: 'footer',
    tokenHash,
    expiresAt: new Date(now.getTime() + 24 * HOUR),
    now,
    resendAfterMs: HOUR,
  });

const row = async (email: string) =>
  (
    await t.db.orm.execute<{
      status: string;
      confirm_token_hash: string | null;
      confirmation_sent_at: Date | null;
    }>(
      sql`select status, confirm_token_hash, confirmation_sent_at from newsletter_subscribers where email = ${email}`,
    )
  ).rows[0];

describe('signing up', () => {
  it('mails a new address, then again only once the last mail is an hour old', async () => {
    expect(await signup('Ann@Example.com', 'h1', T)).toBe('send-confirmation');
    expect(await row('ann@example.com')).toMatchObject({ status: 'pending', confirm_token_hash: 'h1' });
    // 59:59.999 later: no mail, and the first token stays.
    expect(await signup('ann@example.com', 'h2', at(HOUR - 1))).toBe('no-mail');
    expect((await row('ann@example.com'))?.confirm_token_hash).toBe('h1');
    // Exactly an hour later: a fresh token and mail.
    expect(await signup('ann@example.com', 'h3', at(HOUR))).toBe('send-confirmation');
    expect(await row('ann@example.com')).toMatchObject({ confirm_token_hash: 'h3' });
    expect(new Date((await row('ann@example.com'))?.confirmation_sent_at as Date)).toEqual(at(HOUR));
  });

  it('never mails a confirmed address again; an unsubscribed one may sign up again', async () => {
    await signup('bob@example.com', 'b1', T);
    expect(await confirmSignup(t.db.orm, 'b1', T)).toBe('bob@example.com');
    expect(await signup('bob@example.com', 'b2', at(48 * HOUR))).toBe('no-mail');
    expect((await row('bob@example.com'))?.status).toBe('confirmed');
    expect(await unsubscribe(t.db.orm, 'BOB@example.com', at(49 * HOUR))).toBe(true);
    expect(await row('bob@example.com')).toMatchObject({ status: 'unsubscribed', confirm_token_hash: null });
    expect(await signup('bob@example.com', 'b3', at(50 * HOUR))).toBe('send-confirmation');
    expect((await row('bob@example.com'))?.status).toBe('pending');
    expect(await unsubscribe(t.db.orm, 'never@example.com', T)).toBe(false);
  });

  it('mails again an address whose row has no confirmation instant', async () => {
    await t.db.orm.execute(
      sql`insert into newsletter_subscribers (email, source, status) values ('cat@example.com', 'import', 'pending')`,
    );
    expect(await signup('cat@example.com', 'c1', T)).toBe('send-confirmation');
  });
});

describe('confirming', () => {
  it('confirms a pending address with its token up to its expiry, not at it, and only once', async () => {
    await signup('dan@example.com', 'd1', T);
    await signup('eve@example.com', 'e1', T);
    // The token expires 24 h after the sign-up.
    expect(await confirmSignup(t.db.orm, 'd1', at(24 * HOUR))).toBeNull();
    expect(await confirmSignup(t.db.orm, 'e1', at(24 * HOUR - 1))).toBe('eve@example.com');
    expect(await confirmSignup(t.db.orm, 'e1', at(24 * HOUR - 1))).toBeNull();
    expect(await confirmSignup(t.db.orm, 'unknown', T)).toBeNull();
    expect((await row('dan@example.com'))?.status).toBe('pending');
    expect(await row('eve@example.com')).toMatchObject({ status: 'confirmed', confirm_token_hash: null });
  });
});

describe('recipients', () => {
  it('are the confirmed addresses, in order, less people on a break at the instant', async () => {
    await t.db.orm.execute(sql`delete from newsletter_subscribers`);
    for (const [email, token] of [
      ['zoe@example.com', 'z'],
      ['gus@example.com', 'g'],
      ['hal@example.com', 'h'],
    ] as const) {
      await signup(email, token, T);
      await confirmSignup(t.db.orm, token, T);
    }
    await signup('ivy@example.com', 'i', T); // pending: not a recipient
    const hal = await person(t.db.orm, 'hal@example.com');
    // Hal's break runs from T to T + 1 day.
    await t.db.orm.execute(sql`insert into user_rg_breaks (user_id, kind, period, starts_at, ends_at)
      values (${hal}, 'cool_off', '24h', ${T}, ${at(24 * HOUR)})`);
    expect(await newsletterRecipients(t.db.orm, T)).toEqual(['gus@example.com', 'zoe@example.com']);
    expect(await countSubscribers(t.db.orm, T)).toBe(2);
    expect(await newsletterRecipients(t.db.orm, at(24 * HOUR))).toEqual([
      'gus@example.com',
      'hal@example.com',
      'zoe@example.com',
    ]);
    expect(await countSubscribers(t.db.orm, at(24 * HOUR))).toBe(3);
  });
});
