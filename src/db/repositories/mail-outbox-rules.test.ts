// The mail outbox on one cloned database (decision 128, the repositories' fast test set; decision 141):
// a mail is due at the millisecond it was queued, claimed oldest first up to the limit and leased ahead,
// retried at the given instant or failed for good, emptied of its body (and token) once sent or expired,
// and expired only strictly past its end. Each test starts from an empty outbox (Stryker may run a test
// alone, and a claim reads every person's mail).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  claimDueMail,
  enqueueMail,
  expireStaleMail,
  listMail,
  markMailFailed,
  markMailSent,
  type NewMail,
} from './mail-outbox.ts';

let t: TestDatabase;
let ann: string;
beforeAll(async () => {
  t = await createTestDatabase();
  ann = await person(t.db.orm, 'ann@example.com');
});
afterAll(() => t.destroy());
beforeEach(async () => {
  await t.db.orm.execute(sql`delete from mail_outbox`);
});

const T = new Date('2026-11-27T12:00:00Z');
const at = (ms: number) => new Date(T.getTime() + ms);
const mail = (subject: string, extra: Partial<NewMail> = {}): NewMail => ({
  userId: ann,
  to: 'ann@example.com',
  kind: 'reset-password',
  subject,
  text: `body of ${subject}`,
  expiresAt: at(3_600_000),
  ...extra,
});

const row = async (id: number) => {
  const [r] = await listMail(t.db.orm, { limit: 1, beforeId: id + 1 });
  return r;
};

describe('queueing and claiming', () => {
  it('queues a mail due at that very millisecond, with its headers, and answers its id', async () => {
    const id = await enqueueMail(
      t.db.orm,
      mail('Reset', { headers: { 'List-Unsubscribe': '<https://x.example/u>' } }),
      T,
    );
    expect(id).toBeGreaterThan(0);
    expect(await row(id)).toMatchObject({
      id,
      userId: ann,
      toAddress: 'ann@example.com',
      kind: 'reset-password',
      subject: 'Reset',
      bodyText: 'body of Reset',
      headers: { 'List-Unsubscribe': '<https://x.example/u>' },
      status: 'pending',
      attempts: 0,
      nextAttemptAt: T,
    });
    const plain = await enqueueMail(t.db.orm, mail('Plain', { userId: null }), T);
    expect((await row(plain))?.headers).toEqual({});
    // A millisecond before it is due it is not claimed; at the instant it is.
    expect(await claimDueMail(t.db.orm, at(-1), 10, 60_000)).toEqual([]);
    expect((await claimDueMail(t.db.orm, T, 10, 60_000)).map((m) => m.subject).sort()).toEqual([
      'Plain',
      'Reset',
    ]);
  });

  it('claims the earliest due first, up to the limit, and leases them ahead with one more attempt', async () => {
    const late = await enqueueMail(t.db.orm, mail('late'), at(2_000));
    await enqueueMail(t.db.orm, mail('early'), T);
    await enqueueMail(t.db.orm, mail('middle'), at(1_000));
    await enqueueMail(t.db.orm, mail('future'), at(10_000));
    const claimed = await claimDueMail(t.db.orm, at(2_000), 2, 60_000);
    // Due at 12:00:02: early, middle, late; the two earliest by due instant.
    expect(claimed.map((m) => [m.subject, m.attempts, m.nextAttemptAt.toISOString()])).toEqual(
      expect.arrayContaining([
        ['early', 1, '2026-11-27T12:01:02.000Z'], // 12:00:02 + 60 s lease
        ['middle', 1, '2026-11-27T12:01:02.000Z'],
      ]),
    );
    expect(claimed).toHaveLength(2);
    // Leased: the next claim at the same instant gets only the third.
    expect((await claimDueMail(t.db.orm, at(2_000), 10, 60_000)).map((m) => m.subject)).toEqual(['late']);
    // After the lease (12:01:02) they are due again, with a second attempt.
    const again = await claimDueMail(t.db.orm, at(62_000), 10, 1_000);
    expect(again.map((m) => [m.subject, m.attempts]).sort()).toEqual([
      ['early', 2],
      ['future', 1],
      ['late', 2],
      ['middle', 2],
    ]);
    await markMailSent(t.db.orm, late, at(63_000));
    expect((await claimDueMail(t.db.orm, at(100_000), 10, 1_000)).map((m) => m.subject).sort()).toEqual([
      'early',
      'future',
      'middle',
    ]);
  });
});

describe('after a send', () => {
  it('empties a sent mail’s body and headers and clears its error', async () => {
    const id = await enqueueMail(t.db.orm, mail('Sent', { headers: { 'X-Token': 'secret' } }), T);
    await markMailFailed(t.db.orm, id, 'timeout', at(5_000));
    await markMailSent(t.db.orm, id, at(6_000));
    expect(await row(id)).toMatchObject({
      status: 'sent',
      sentAt: at(6_000),
      bodyText: '',
      headers: {},
      lastError: null,
    });
  });

  it('retries at the given instant, or fails for good without one; the error kept to 500 characters', async () => {
    const retry = await enqueueMail(t.db.orm, mail('Retry'), T);
    const fail = await enqueueMail(t.db.orm, mail('Fail'), T);
    await markMailFailed(t.db.orm, retry, 'x'.repeat(600), at(30_000));
    await markMailFailed(t.db.orm, fail, '550 no such user', undefined);
    const r = await row(retry);
    expect([r?.status, r?.nextAttemptAt, r?.lastError?.length]).toEqual(['pending', at(30_000), 500]);
    const f = await row(fail);
    expect([f?.status, f?.nextAttemptAt, f?.lastError]).toEqual(['failed', T, '550 no such user']);
    // The failed one is never claimed again; the other at its retry instant.
    expect((await claimDueMail(t.db.orm, at(29_999), 10, 1_000)).map((m) => m.subject)).toEqual([]);
    expect((await claimDueMail(t.db.orm, at(30_000), 10, 1_000)).map((m) => m.subject)).toEqual(['Retry']);
  });
});

describe('expiry and the admin list', () => {
  it('expires pending mail strictly past its end, empties it, and leaves sent mail alone', async () => {
    const past = await enqueueMail(t.db.orm, mail('past', { expiresAt: at(-1), headers: { a: 'b' } }), T);
    const edge = await enqueueMail(t.db.orm, mail('edge', { expiresAt: T }), T);
    const sent = await enqueueMail(t.db.orm, mail('sent', { expiresAt: at(-1) }), T);
    await markMailSent(t.db.orm, sent, T);
    expect(await expireStaleMail(t.db.orm, T)).toBe(1);
    expect(await row(past)).toMatchObject({ status: 'expired', bodyText: '', headers: {} });
    expect(await row(edge)).toMatchObject({ status: 'pending', bodyText: 'body of edge' });
    expect((await row(sent))?.status).toBe('sent');
    expect(await expireStaleMail(t.db.orm, at(1))).toBe(1);
  });

  it('lists newest first, before an id and of one status, up to the limit', async () => {
    const ids: number[] = [];
    for (const s of ['a', 'b', 'c', 'd']) ids.push(await enqueueMail(t.db.orm, mail(s), T));
    const [a, b, c, d] = ids as [number, number, number, number];
    await markMailSent(t.db.orm, b, T);
    const subjects = async (o: Parameters<typeof listMail>[1]) =>
      (await listMail(t.db.orm, o)).map((m) => m.subject);
    expect(await subjects({ limit: 10 })).toEqual(['d', 'c', 'b', 'a']);
    expect(await subjects({ limit: 2 })).toEqual(['d', 'c']);
    expect(await subjects({ limit: 10, beforeId: c })).toEqual(['b', 'a']);
    expect(await subjects({ limit: 10, status: 'pending' })).toEqual(['d', 'c', 'a']);
    expect(await subjects({ limit: 10, status: 'pending', beforeId: d })).toEqual(['c', 'a']);
    expect(await subjects({ limit: 10, status: 'sent' })).toEqual(['b']);
    expect(a).toBeLessThan(b);
  });
});
