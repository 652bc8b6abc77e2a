import { describe, expect, it } from 'vitest';
import { breakEnd, breakInForce, refuseShorterBreak, type StoredBreak } from './rg-break.ts';
import { LIMIT_WINDOW_MS, limitsLeft, refuseOverLimit, weekUsage } from './rg-limits.ts';

const at = (iso: string) => new Date(iso);

describe('responsible-gaming breaks', () => {
  it('ends each period where it says', () => {
    const from = at('2026-01-31T10:00:00Z');
    expect(breakEnd('24h', from)).toEqual(at('2026-02-01T10:00:00Z'));
    expect(breakEnd('7d', from)).toEqual(at('2026-02-07T10:00:00Z'));
    expect(breakEnd('30d', from)).toEqual(at('2026-03-02T10:00:00Z'));
    expect(breakEnd('6m', at('2026-01-15T10:00:00Z'))).toEqual(at('2026-07-15T10:00:00Z'));
    expect(breakEnd('permanent', from)).toBeNull();
  });

  it('is in force from its start until its end, the longest one counting', () => {
    const short: StoredBreak = {
      kind: 'cool_off',
      startsAt: at('2026-01-01T00:00:00Z'),
      endsAt: at('2026-01-02T00:00:00Z'),
    };
    const long: StoredBreak = {
      kind: 'cool_off',
      startsAt: at('2026-01-01T06:00:00Z'),
      endsAt: at('2026-01-08T06:00:00Z'),
    };
    expect(breakInForce([short, long], at('2026-01-01T12:00:00Z'))).toBe(long);
    expect(breakInForce([short], at('2026-01-02T00:00:00Z'))).toBeNull();
    expect(breakInForce([short], at('2025-12-31T23:59:59Z'))).toBeNull();
    const forever: StoredBreak = {
      kind: 'self_exclusion',
      startsAt: at('2026-01-01T00:00:00Z'),
      endsAt: null,
    };
    expect(breakInForce([long, forever], at('2030-01-01T00:00:00Z'))).toBe(forever);
  });

  it('can be lengthened, never shortened', () => {
    const week: StoredBreak = {
      kind: 'cool_off',
      startsAt: at('2026-01-01T00:00:00Z'),
      endsAt: at('2026-01-08T00:00:00Z'),
    };
    expect(refuseShorterBreak(null, at('2026-01-02T00:00:00Z'))).toBeNull();
    expect(refuseShorterBreak(week, at('2026-01-02T00:00:00Z'))).toMatch(/never shorter/);
    expect(refuseShorterBreak(week, at('2026-01-08T00:00:00Z'))).toMatch(/never shorter/);
    expect(refuseShorterBreak(week, at('2026-01-31T00:00:00Z'))).toBeNull();
    expect(refuseShorterBreak(week, null)).toBeNull();
    expect(refuseShorterBreak({ ...week, endsAt: null }, null)).toMatch(/permanently/);
    expect(refuseShorterBreak(week, at('2026-01-05T00:00:00Z'))).toBe(
      'You are on a break until 2026-01-08T00:00:00.000Z. A break can be made longer, never shorter or lifted early.',
    );
  });

  it('is in force from the instant it starts, and the one ending last wins whatever the order', () => {
    const start = at('2026-01-01T00:00:00Z');
    const day: StoredBreak = { kind: 'cool_off', startsAt: start, endsAt: at('2026-01-02T00:00:00Z') };
    const month: StoredBreak = { kind: 'cool_off', startsAt: start, endsAt: at('2026-02-01T00:00:00Z') };
    expect(breakInForce([day], start)).toBe(day);
    expect(breakInForce([month, day], at('2026-01-01T12:00:00Z'))).toBe(month);
    // A permanent break outlasts any timed one, whichever is stored first.
    const forever: StoredBreak = { kind: 'self_exclusion', startsAt: start, endsAt: null };
    expect(breakInForce([forever, month], at('2026-01-01T12:00:00Z'))).toBe(forever);
    expect(refuseShorterBreak(forever, at('2030-01-01T00:00:00Z'))).toMatch(/permanently/);
  });
});

describe('weekly limits', () => {
  const now = at('2026-01-10T12:00:00Z');
  const bets = [
    { loggedAt: at('2026-01-09T12:00:00Z'), stakeCents: 5_000, profitCents: -5_000 },
    { loggedAt: at('2026-01-08T12:00:00Z'), stakeCents: 2_000, profitCents: 1_800 },
    { loggedAt: at('2026-01-10T11:00:00Z'), stakeCents: 1_000, profitCents: null },
    // Logged 7 days and an hour ago: last week, counts for nothing.
    { loggedAt: at('2026-01-03T11:00:00Z'), stakeCents: 9_900, profitCents: -9_900 },
  ];

  it('counts stakes and the worst-case loss of the last 7 days', () => {
    // Net settled −5,000 + 1,800 = −3,200; the open 1,000 could still be lost: 4,200 at risk.
    expect(weekUsage(bets, now)).toEqual({ stakedCents: 8_000, atRiskLossCents: 4_200 });
    expect(
      limitsLeft({ weeklyStakeLimitCents: 10_000, weeklyLossLimitCents: 5_000 }, weekUsage(bets, now)),
    ).toEqual({
      stakeLeftCents: 2_000,
      lossLeftCents: 800,
    });
  });

  it('counts a bet logged 7 days ago to the millisecond as last week, one logged now as this week, a later one not yet', () => {
    const edge = [
      { loggedAt: at('2026-01-03T12:00:00Z'), stakeCents: 700, profitCents: null },
      { loggedAt: now, stakeCents: 300, profitCents: null },
      { loggedAt: at('2026-01-10T12:00:01Z'), stakeCents: 50, profitCents: null },
    ];
    expect(weekUsage(edge, now)).toEqual({ stakedCents: 300, atRiskLossCents: 300 });
  });

  it('counts a bet logged 6 days 23 hours ago (inside the 7-day window) and not one logged 7 days 1 minute ago', () => {
    // now 10 Jan 12:00 − 6 d 23 h = 3 Jan 13:00 (inside); − 7 d 1 min = 3 Jan 11:59 (outside).
    const edge = [
      { loggedAt: at('2026-01-03T13:00:00Z'), stakeCents: 400, profitCents: -400 },
      { loggedAt: at('2026-01-03T11:59:00Z'), stakeCents: 9_000, profitCents: null },
    ];
    expect(weekUsage(edge, now)).toEqual({ stakedCents: 400, atRiskLossCents: 400 });
    // The window itself, in literal milliseconds: 7 × 24 × 3,600,000.
    expect(LIMIT_WINDOW_MS).toBe(604_800_000);
  });

  it('allows a stake equal to what is left of the loss limit, and checks the loss limit after the stake limit', () => {
    const usage = weekUsage(bets, now);
    // $8 of the loss limit left: $8 may still be staked, $8.01 may not.
    const limits = { weeklyStakeLimitCents: 10_000, weeklyLossLimitCents: 5_000 };
    expect(refuseOverLimit(limits, usage, 800)).toBeNull();
    expect(refuseOverLimit(limits, usage, 801)).toMatch(/^If it lost/);
  });

  it('refuses a stake past either limit with what is left', () => {
    const usage = weekUsage(bets, now);
    expect(
      refuseOverLimit({ weeklyStakeLimitCents: 10_000, weeklyLossLimitCents: null }, usage, 2_000),
    ).toBeNull();
    expect(refuseOverLimit({ weeklyStakeLimitCents: 10_000, weeklyLossLimitCents: null }, usage, 2_001)).toBe(
      'This bet would pass your weekly stake limit of $100: $20 is left this week.',
    );
    expect(refuseOverLimit({ weeklyStakeLimitCents: null, weeklyLossLimitCents: 5_000 }, usage, 900)).toBe(
      'If it lost, this bet would pass your weekly loss limit of $50: $8 is left this week.',
    );
    expect(
      refuseOverLimit({ weeklyStakeLimitCents: null, weeklyLossLimitCents: null }, usage, 1e9),
    ).toBeNull();
  });
});
