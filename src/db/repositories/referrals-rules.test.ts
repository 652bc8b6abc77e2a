// Referral codes, clicks and sign-ups on one cloned database (decision 128, the repositories' fast test
// set; decisions 123 and 141): a person's code is made once; a click counts once per visitor per day;
// a sign-up is attributed once, and only for an account made at or after the instant given; the counts
// per code include codes with nothing yet, and paid counts only active or trialing plans.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAt, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  attributeSignup,
  ensureReferralCode,
  recordReferralClick,
  referralCodeOwner,
  referralCounts,
  referralDataOf,
  referralOwners,
} from './referrals.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const NOW = new Date('2026-11-20T10:00:00Z');

const account = (email: string, createdAt: string, status?: string) =>
  accountAt(t.db.orm, email, createdAt, status);

describe('codes', () => {
  it('makes a person’s code once and finds its owner; an unknown code has none', async () => {
    const ann = await person(t.db.orm, 'ann@example.com');
    const bob = await person(t.db.orm, 'bob@example.com');
    expect(await ensureReferralCode(t.db.orm, ann, 'ANN111', NOW)).toBe('ANN111');
    expect(await ensureReferralCode(t.db.orm, ann, 'ANN222', NOW)).toBe('ANN111');
    expect(await ensureReferralCode(t.db.orm, bob, 'BOB111', NOW)).toBe('BOB111');
    expect(await referralCodeOwner(t.db.orm, 'ANN111')).toBe(ann);
    expect(await referralCodeOwner(t.db.orm, 'ANN222')).toBeUndefined();
    expect(await referralOwners(t.db.orm, ['ANN111', 'BOB111', 'NOPE'])).toEqual(
      new Map([
        ['ANN111', 'ann@example.com'],
        ['BOB111', 'bob@example.com'],
      ]),
    );
    expect(await referralOwners(t.db.orm, [])).toEqual(new Map());
  });
});

describe('clicks and sign-ups', () => {
  it('counts a click once per visitor per day, and attributes a new account once', async () => {
    const cat = await person(t.db.orm, 'cat@example.com');
    await ensureReferralCode(t.db.orm, cat, 'CAT111', NOW);
    const click = (visitor: string, day: string) =>
      recordReferralClick(t.db.orm, { code: 'CAT111', visitor, day, now: NOW });
    expect(await click('v1', '2026-11-20')).toBe(true);
    expect(await click('v1', '2026-11-20')).toBe(false);
    expect(await click('v1', '2026-11-21')).toBe(true);
    expect(await click('v2', '2026-11-20')).toBe(true);
    // Made exactly at the cut-off: new enough. A millisecond before it: an old account.
    const onTime = await account('dan@example.com', '2026-11-20T10:00:00Z');
    const old = await account('eve@example.com', '2026-11-20T09:59:59.999Z');
    const attribute = (userId: string) =>
      attributeSignup(t.db.orm, { userId, code: 'CAT111', createdAfter: NOW, now: NOW });
    expect(await attribute(onTime)).toBe('attributed');
    expect(await attribute(onTime)).toBe('already');
    expect(await attribute(old)).toBe('too-late');
    expect(await attribute('00000000-0000-4000-8000-000000000000')).toBe('too-late');
    expect((await referralCounts(t.db.orm, ['CAT111'])).get('CAT111')).toEqual({
      clicks: 3,
      signUps: 1,
      paid: 0,
    });
  });

  it('counts each code’s clicks, sign-ups and paid plans; a code with nothing reads zeros', async () => {
    const fay = await person(t.db.orm, 'fay@example.com');
    const gil = await person(t.db.orm, 'gil@example.com');
    const hal = await person(t.db.orm, 'hal@example.com');
    await ensureReferralCode(t.db.orm, fay, 'FAY111', NOW);
    await ensureReferralCode(t.db.orm, gil, 'GIL111', NOW);
    await ensureReferralCode(t.db.orm, hal, 'HAL111', NOW);
    await recordReferralClick(t.db.orm, { code: 'FAY111', visitor: 'x', day: '2026-11-20', now: NOW });
    await recordReferralClick(t.db.orm, { code: 'GIL111', visitor: 'x', day: '2026-11-20', now: NOW });
    await recordReferralClick(t.db.orm, { code: 'GIL111', visitor: 'y', day: '2026-11-20', now: NOW });
    // Fay brought four accounts: active, trialing, canceled and one without a plan → 4 sign-ups, 2 paid.
    let n = 0;
    for (const status of ['active', 'trialing', 'canceled', undefined]) {
      const id = await account(`fay-friend-${n++}@example.com`, '2026-11-21T00:00:00Z', status);
      await attributeSignup(t.db.orm, { userId: id, code: 'FAY111', createdAfter: NOW, now: NOW });
    }
    const counts = await referralCounts(t.db.orm, ['FAY111', 'GIL111', 'HAL111']);
    expect(counts).toEqual(
      new Map([
        ['FAY111', { clicks: 1, signUps: 4, paid: 2 }],
        ['GIL111', { clicks: 2, signUps: 0, paid: 0 }],
        ['HAL111', { clicks: 0, signUps: 0, paid: 0 }],
      ]),
    );
    expect(await referralCounts(t.db.orm, [])).toEqual(new Map());
    // Without a list: every code that has a click or a sign-up, these among them.
    const all = await referralCounts(t.db.orm);
    expect(all.get('FAY111')).toEqual({ clicks: 1, signUps: 4, paid: 2 });
    expect(all.get('GIL111')).toEqual({ clicks: 2, signUps: 0, paid: 0 });
    expect(all.has('HAL111')).toBe(false);
  });

  it('exports a person’s own code and who referred them, nothing of another person’s', async () => {
    const ivy = await person(t.db.orm, 'ivy@example.com');
    await ensureReferralCode(t.db.orm, ivy, 'IVY111', NOW);
    const jon = await account('jon@example.com', '2026-11-22T00:00:00Z');
    await attributeSignup(t.db.orm, {
      userId: jon,
      code: 'IVY111',
      createdAfter: NOW,
      now: new Date('2026-11-22T01:00:00Z'),
    });
    expect(await referralDataOf(t.db.orm, ivy)).toEqual({
      code: { code: 'IVY111', createdAt: NOW },
      referredBy: null,
    });
    expect(await referralDataOf(t.db.orm, jon)).toEqual({
      code: null,
      referredBy: { code: 'IVY111', createdAt: new Date('2026-11-22T01:00:00Z') },
    });
  });
});
