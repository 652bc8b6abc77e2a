// Paid plans on one cloned database (decision 128, the repositories' fast test set): premium only for
// the person's own active or trialing plan, up to — not at — the end of the paid period at the instant
// asked; a Stripe event applied once; a subscription found by either of its Stripe ids; the plan written
// as the event says, with when it was written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  hasPremium,
  lockHeldSubscription,
  planOf,
  recordStripeEvent,
  type SubscriptionWrite,
  userIdForStripe,
  writeSubscription,
} from './subscriptions.ts';

let t: TestDatabase;
let ann: string;
let bob: string;
// Ann's plan is paid up to 1 Dec 2025 00:00Z.
const PAID_TO = new Date('2025-12-01T00:00:00Z');
const WRITTEN = new Date('2026-11-27T09:00:00Z');

const plan = (over: Partial<SubscriptionWrite> = {}): SubscriptionWrite => ({
  stripeCustomerId: 'cus_ann',
  stripeSubscriptionId: 'sub_ann',
  status: 'active',
  currentPeriodEnd: PAID_TO,
  cancelAtPeriodEnd: false,
  eventAt: new Date('2025-11-01T00:00:00Z'),
  ...over,
});

beforeAll(async () => {
  t = await createTestDatabase();
  ann = await person(t.db.orm, 'ann@example.com');
  bob = await person(t.db.orm, 'bob@example.com');
});

// Ann's plan is written inside each test that reads it (an upsert, so again is the same), not in
// beforeAll: a mutant that breaks the write must fail a test, not skip the file (decision 137).
const annPlan = () => writeSubscription(t.db.orm, ann, plan(), WRITTEN);
afterAll(() => t.destroy());

describe('premium', () => {
  it('holds for an active plan up to a millisecond before the paid period ends, not at its end', async () => {
    await annPlan();
    const db = t.db.orm;
    expect(await hasPremium(db, ann, new Date('2025-11-30T23:59:59.999Z'))).toBe(true);
    expect(await hasPremium(db, ann, PAID_TO)).toBe(false);
  });

  it("is the person's own: Bob has none, a visitor never does", async () => {
    await annPlan();
    const db = t.db.orm;
    const at = new Date('2025-11-15T00:00:00Z');
    expect(await hasPremium(db, bob, at)).toBe(false);
    expect(await hasPremium(db, null, at)).toBe(false);
  });

  it('holds while trialing; not past due, cancelled or without a period end', async () => {
    await annPlan();
    const db = t.db.orm;
    const cara = await person(db, 'cara@example.com');
    const at = new Date('2025-11-15T00:00:00Z');
    const as = async (over: Partial<SubscriptionWrite>) => {
      await writeSubscription(
        db,
        cara,
        plan({ stripeCustomerId: 'cus_c', stripeSubscriptionId: 'sub_c', ...over }),
        WRITTEN,
      );
      return hasPremium(db, cara, at);
    };
    expect(await as({ status: 'trialing' })).toBe(true);
    expect(await as({ status: 'past_due' })).toBe(false);
    expect(await as({ status: 'canceled' })).toBe(false);
    expect(await as({ status: 'active', currentPeriodEnd: null })).toBe(false);
    expect(await as({ status: 'active' })).toBe(true);
  });
});

describe('the plan as Stripe reports it', () => {
  it('reads what the account page shows, and null for someone who never started one', async () => {
    await annPlan();
    expect(await planOf(t.db.orm, ann)).toEqual({
      status: 'active',
      stripeCustomerId: 'cus_ann',
      stripeSubscriptionId: 'sub_ann',
      currentPeriodEnd: PAID_TO,
      cancelAtPeriodEnd: false,
    });
    expect(await planOf(t.db.orm, bob)).toBeNull();
  });

  it('applies an event once: the same id again is refused, and the receipt is stamped with the clock', async () => {
    await annPlan();
    const db = t.db.orm;
    const event = {
      eventId: 'evt_1',
      type: 'customer.subscription.updated',
      createdAt: new Date('2025-11-02T00:00:00Z'),
    };
    expect(await recordStripeEvent(db, event, WRITTEN)).toBe(true);
    expect(await recordStripeEvent(db, { ...event, type: 'other' }, new Date('2026-11-28T00:00:00Z'))).toBe(
      false,
    );
    const rows = await db.execute<{ type: string; received_at: Date }>(
      sql`select type, received_at from stripe_events where event_id = 'evt_1'`,
    );
    expect(rows.rows.map((r) => [r.type, new Date(r.received_at).toISOString()])).toEqual([
      ['customer.subscription.updated', '2026-11-27T09:00:00.000Z'],
    ]);
    expect(await recordStripeEvent(db, { ...event, eventId: 'evt_2' }, WRITTEN)).toBe(true);
  });

  it('finds the person by the subscription id or by the customer id alone; null for neither', async () => {
    await annPlan();
    const db = t.db.orm;
    expect(await userIdForStripe(db, { subscriptionId: 'sub_ann', customerId: 'cus_x' })).toBe(ann);
    expect(await userIdForStripe(db, { subscriptionId: 'sub_x', customerId: 'cus_ann' })).toBe(ann);
    expect(await userIdForStripe(db, { subscriptionId: 'sub_x', customerId: 'cus_x' })).toBeNull();
  });

  it('locks an account and answers its plan with the last event applied; null without a plan, undefined without an account', async () => {
    await annPlan();
    const db = t.db.orm;
    expect(await db.transaction((tx) => lockHeldSubscription(tx, ann))).toEqual({
      status: 'active',
      stripeCustomerId: 'cus_ann',
      stripeSubscriptionId: 'sub_ann',
      currentPeriodEnd: PAID_TO,
      cancelAtPeriodEnd: false,
      lastEventAt: new Date('2025-11-01T00:00:00Z'),
    });
    expect(await db.transaction((tx) => lockHeldSubscription(tx, bob))).toBeNull();
    expect(
      await db.transaction((tx) => lockHeldSubscription(tx, '99999999-9999-4999-8999-999999999999')),
    ).toBeUndefined();
  });

  it('rewrites the one row of a person on a later event, stamping the event time and the clock', async () => {
    await annPlan();
    const db = t.db.orm;
    const dan = await person(db, 'dan@example.com');
    await writeSubscription(
      db,
      dan,
      plan({ stripeCustomerId: 'cus_d', stripeSubscriptionId: 'sub_d' }),
      WRITTEN,
    );
    await writeSubscription(
      db,
      dan,
      plan({
        stripeCustomerId: 'cus_d',
        stripeSubscriptionId: 'sub_d',
        status: 'canceled',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date('2025-12-15T00:00:00Z'),
        eventAt: new Date('2025-11-20T00:00:00Z'),
      }),
      new Date('2026-11-28T10:00:00Z'),
    );
    const rows = await db.execute<{
      status: string;
      cancel_at_period_end: boolean;
      last_event_at: Date;
      updated_at: Date;
    }>(
      sql`select status, cancel_at_period_end, last_event_at, updated_at from subscriptions where user_id = ${dan}`,
    );
    expect(
      rows.rows.map((r) => [
        r.status,
        r.cancel_at_period_end,
        new Date(r.last_event_at).toISOString(),
        new Date(r.updated_at).toISOString(),
      ]),
    ).toEqual([['canceled', true, '2025-11-20T00:00:00.000Z', '2026-11-28T10:00:00.000Z']]);
    // Ann's row is untouched by Dan's event.
    expect((await planOf(db, ann))?.status).toBe('active');
  });
});
