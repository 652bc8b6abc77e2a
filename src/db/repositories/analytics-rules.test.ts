// The admin funnel and a person's events on one cloned database (decision 128, the repositories' fast
// test set; decisions 123 and 141): ISO weeks from Monday 00:00 UTC, the range [from, to) with both ends
// tested, visits as distinct visitors with a page view, claims and checkouts as counted events, sign-ups
// by the account's creation week and paid by the plan Stripe reports now; newest week first.
// The weeks are in 2025, so accounts other tests create at real time fall outside every range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAt, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { eventsOf, funnelByWeek, type NewEvent, recordEvent } from './analytics.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const event = (e: Partial<NewEvent> & Pick<NewEvent, 'event' | 'occurredAt' | 'visitor'>): NewEvent => ({
  userId: null,
  path: '/',
  referralCode: null,
  props: {},
  ...e,
});

const account = (email: string, createdAt: string, status?: string) =>
  accountAt(t.db.orm, email, createdAt, status);

describe('the funnel by week', () => {
  it('counts each ISO week from Monday 00:00 UTC, newest first, only inside [from, to)', async () => {
    const db = t.db.orm;
    // Week of Monday 2025-11-17: visitors v1 (twice) and v2 view pages, v3 only claims → 2 visits.
    await recordEvent(
      db,
      event({ event: 'page_view', occurredAt: new Date('2025-11-17T00:00:00Z'), visitor: 'v1' }),
    );
    await recordEvent(
      db,
      event({ event: 'page_view', occurredAt: new Date('2025-11-20T12:00:00Z'), visitor: 'v1' }),
    );
    await recordEvent(
      db,
      event({ event: 'page_view', occurredAt: new Date('2025-11-23T23:59:59.999Z'), visitor: 'v2' }),
    );
    await recordEvent(
      db,
      event({ event: 'free_pick_claim', occurredAt: new Date('2025-11-21T09:00:00Z'), visitor: 'v3' }),
    );
    await recordEvent(
      db,
      event({ event: 'free_pick_claim', occurredAt: new Date('2025-11-21T10:00:00Z'), visitor: 'v3' }),
    );
    await recordEvent(
      db,
      event({ event: 'checkout_start', occurredAt: new Date('2025-11-22T10:00:00Z'), visitor: 'v1' }),
    );
    await recordEvent(
      db,
      event({ event: 'modal_dismiss', occurredAt: new Date('2025-11-22T11:00:00Z'), visitor: 'v4' }),
    );
    // Week of Monday 2025-11-24 (its first millisecond): one view.
    await recordEvent(
      db,
      event({ event: 'page_view', occurredAt: new Date('2025-11-24T00:00:00Z'), visitor: 'v5' }),
    );
    // Outside the range: just before from, exactly at to.
    await recordEvent(
      db,
      event({ event: 'page_view', occurredAt: new Date('2025-11-16T23:59:59.999Z'), visitor: 'v6' }),
    );
    await recordEvent(
      db,
      event({ event: 'page_view', occurredAt: new Date('2025-12-08T00:00:00Z'), visitor: 'v7' }),
    );
    // Accounts: two in the week of 11-17 (one active, one cancelled), one trialing in the week of 12-01.
    await account('a1@example.com', '2025-11-18T08:00:00Z', 'active');
    await account('a2@example.com', '2025-11-19T08:00:00Z', 'canceled');
    await account('a3@example.com', '2025-12-07T23:59:59Z', 'trialing');
    await account('a4@example.com', '2025-12-08T00:00:00Z', 'active');
    expect(
      await funnelByWeek(db, new Date('2025-11-17T00:00:00Z'), new Date('2025-12-08T00:00:00Z')),
    ).toEqual([
      { weekStart: '2025-12-01', visits: 0, claims: 0, signUps: 1, checkouts: 0, paid: 1 },
      { weekStart: '2025-11-24', visits: 1, claims: 0, signUps: 0, checkouts: 0, paid: 0 },
      { weekStart: '2025-11-17', visits: 2, claims: 2, signUps: 2, checkouts: 1, paid: 1 },
    ]);
    // A range that starts a millisecond later leaves out the Monday 00:00 view of v1 but not its
    // Thursday one (still 2 visitors), and the week of 11-24 starts its own row.
    expect(
      await funnelByWeek(db, new Date('2025-11-17T00:00:00.001Z'), new Date('2025-11-24T00:00:00Z')),
    ).toEqual([{ weekStart: '2025-11-17', visits: 2, claims: 2, signUps: 2, checkouts: 1, paid: 1 }]);
    expect(
      await funnelByWeek(db, new Date('2025-06-01T00:00:00Z'), new Date('2025-06-08T00:00:00Z')),
    ).toEqual([]);
  });
});

describe('a person’s own events', () => {
  it('lists the person’s events newest first, none of another person’s', async () => {
    const ann = await person(t.db.orm, 'ann@example.com');
    const bob = await person(t.db.orm, 'bob@example.com');
    const at = new Date('2025-10-01T10:00:00Z');
    await recordEvent(
      t.db.orm,
      event({ event: 'page_view', occurredAt: at, visitor: 'x', userId: ann, path: '/first' }),
    );
    await recordEvent(
      t.db.orm,
      event({
        event: 'banner_click',
        occurredAt: at,
        visitor: 'x',
        userId: ann,
        path: '/second',
        referralCode: 'abc',
        props: { slot: 2 },
      }),
    );
    await recordEvent(
      t.db.orm,
      event({ event: 'page_view', occurredAt: at, visitor: 'y', userId: bob, path: '/bob' }),
    );
    expect(await eventsOf(t.db.orm, ann)).toEqual([
      { event: 'banner_click', occurredAt: at, path: '/second', referralCode: 'abc', props: { slot: 2 } },
      { event: 'page_view', occurredAt: at, path: '/first', referralCode: null, props: {} },
    ]);
  });
});
