import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeLimits, LIMIT_RAISE_DELAY_MS, type LimitState, limitsAt } from './limit-change.ts';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-27T12:00:00Z');
const limits = (stake: number | null, loss: number | null) => ({
  weeklyStakeLimitCents: stake,
  weeklyLossLimitCents: loss,
});
const state = (stake: number | null, loss: number | null): LimitState => ({
  current: limits(stake, loss),
  pending: null,
});

describe('changing the weekly limits', () => {
  it('waits 24 hours (86,400,000 ms) before a raise', () => {
    expect(LIMIT_RAISE_DELAY_MS).toBe(86_400_000);
    // $100 → $1,000,000: $100 stays in force until 28 Nov 12:00.
    expect(changeLimits(state(10_000, null), limits(100_000_000, null), now)).toEqual({
      current: limits(10_000, null),
      pending: { limits: limits(100_000_000, null), appliesAt: at('2026-11-28T12:00:00Z') },
    });
  });

  it('lowers at once, sets a first limit at once, and treats removing one as a raise', () => {
    expect(changeLimits(state(10_000, 5_000), limits(5_000, 2_000), now)).toEqual(state(5_000, 2_000));
    expect(changeLimits(state(null, null), limits(5_000, null), now)).toEqual(state(5_000, null));
    expect(changeLimits(state(null, 5_000), limits(null, null), now).pending).toEqual({
      limits: limits(null, null),
      appliesAt: at('2026-11-28T12:00:00Z'),
    });
  });

  it('applies a lowered limit at once while the other one’s raise waits', () => {
    // Stake $100 → $50 (down, now); loss $50 → $80 (up, tomorrow).
    expect(changeLimits(state(10_000, 5_000), limits(5_000, 8_000), now)).toEqual({
      current: limits(5_000, 5_000),
      pending: { limits: limits(5_000, 8_000), appliesAt: at('2026-11-28T12:00:00Z') },
    });
  });

  it('keeps the time of a raise asked for again, and drops a raise taken back', () => {
    const first = changeLimits(state(10_000, null), limits(20_000, null), now);
    const later = at('2026-11-27T20:00:00Z');
    expect(changeLimits(first, limits(20_000, null), later).pending?.appliesAt).toEqual(
      at('2026-11-28T12:00:00Z'),
    );
    // A bigger raise starts its own 24 hours: 27 Nov 20:00 + 24 h.
    expect(changeLimits(first, limits(30_000, null), later).pending?.appliesAt).toEqual(
      at('2026-11-28T20:00:00Z'),
    );
    expect(changeLimits(first, limits(10_000, null), later)).toEqual(state(10_000, null));
  });

  it('puts the raise in force at its time, to the millisecond', () => {
    const raised = changeLimits(state(10_000, null), limits(20_000, null), now);
    expect(limitsAt(raised, at('2026-11-28T11:59:59.999Z')).current).toEqual(limits(10_000, null));
    expect(limitsAt(raised, at('2026-11-28T12:00:00Z'))).toEqual(state(20_000, null));
  });

  it('never puts a higher limit in force before 24 hours have passed (property)', () => {
    const limit = fc.option(fc.integer({ min: 0, max: 1e9 }), { nil: null });
    const higher = (a: number | null, b: number | null) => a !== null && (b === null || b > a);
    fc.assert(
      fc.property(
        limit,
        limit,
        limit,
        limit,
        fc.integer({ min: 0, max: 86_399_999 }),
        (s, l, s2, l2, wait) => {
          const changed = changeLimits(state(s, l), limits(s2, l2), now);
          const { current } = limitsAt(changed, new Date(now.getTime() + wait));
          expect(higher(s, current.weeklyStakeLimitCents)).toBe(false);
          expect(higher(l, current.weeklyLossLimitCents)).toBe(false);
          // After the wait the person has exactly what they asked for.
          expect(limitsAt(changed, new Date(now.getTime() + 86_400_000)).current).toEqual(limits(s2, l2));
        },
      ),
    );
  });
});
