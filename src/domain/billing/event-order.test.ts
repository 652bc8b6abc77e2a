import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertProperty } from '../../../tests/support/property.ts';
import { eventApplies, type HeldSubscription } from './event-order.ts';

const at = (iso: string) => new Date(iso);
const active: HeldSubscription = {
  stripeSubscriptionId: 'sub_A',
  status: 'active',
  lastEventAt: at('2026-11-27T15:00:10Z'),
};
const cancelled: HeldSubscription = { ...active, status: 'canceled' };

describe('eventApplies', () => {
  it('applies the first event a person ever gets', () => {
    expect(eventApplies(null, { stripeSubscriptionId: 'sub_A', eventAt: at('2020-01-01T00:00:00Z') })).toBe(
      true,
    );
  });

  it('applies a newer event and refuses an older one (one second either side)', () => {
    expect(eventApplies(active, { stripeSubscriptionId: 'sub_A', eventAt: at('2026-11-27T15:00:11Z') })).toBe(
      true,
    );
    expect(eventApplies(active, { stripeSubscriptionId: 'sub_A', eventAt: at('2026-11-27T15:00:09Z') })).toBe(
      false,
    );
  });

  it('applies an event of the same second (checkout.session.completed beside subscription.updated)', () => {
    expect(eventApplies(active, { stripeSubscriptionId: 'sub_A', eventAt: at('2026-11-27T15:00:10Z') })).toBe(
      true,
    );
  });

  it('never brings a cancelled subscription back, even with a later event of it', () => {
    expect(
      eventApplies(cancelled, { stripeSubscriptionId: 'sub_A', eventAt: at('2026-11-27T15:00:10Z') }),
    ).toBe(false);
    expect(
      eventApplies(cancelled, { stripeSubscriptionId: 'sub_A', eventAt: at('2026-11-28T15:00:00Z') }),
    ).toBe(false);
  });

  it('lets a new subscription (a person who subscribes again) replace a cancelled one', () => {
    expect(
      eventApplies(cancelled, { stripeSubscriptionId: 'sub_B', eventAt: at('2026-11-28T15:00:00Z') }),
    ).toBe(true);
  });

  it('property: an event strictly older than the last applied never applies, whatever the state', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('active', 'canceled', 'past_due', 'trialing'),
        fc.constantFrom('sub_A', 'sub_B'),
        (heldSeconds, olderBy, status, incomingId) => {
          const held = { stripeSubscriptionId: 'sub_A', status, lastEventAt: new Date(heldSeconds * 1000) };
          const incoming = {
            stripeSubscriptionId: incomingId,
            eventAt: new Date((heldSeconds - olderBy) * 1000),
          };
          expect(eventApplies(held, incoming)).toBe(false);
        },
      ),
    );
  });

  it('property: delivery order does not matter for two events of one live subscription — the later wins', () => {
    assertProperty(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (a, gap) => {
          const early = new Date(a * 1000);
          const late = new Date((a + gap) * 1000);
          // Late arrives first, then early: early is refused; early first, then late: late applies.
          const afterLate = { stripeSubscriptionId: 'sub_A', status: 'active', lastEventAt: late };
          const afterEarly = { stripeSubscriptionId: 'sub_A', status: 'active', lastEventAt: early };
          expect(eventApplies(afterLate, { stripeSubscriptionId: 'sub_A', eventAt: early })).toBe(false);
          expect(eventApplies(afterEarly, { stripeSubscriptionId: 'sub_A', eventAt: late })).toBe(true);
        },
      ),
    );
  });
});
