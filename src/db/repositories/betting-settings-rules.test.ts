// The tracker's settings and breaks on one cloned database (decision 128, the repositories' fast test
// set): each person's own row, a pending raise in force from its instant (not before), bankroll saves
// that leave the limits alone, and the marketing list's "on a break" over its exact window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  addressesOnBreak,
  bettingSettings,
  insertRgBreak,
  NO_SETTINGS,
  rgBreaks,
  saveBankroll,
  saveBettingSettings,
} from './betting-settings.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const NOW = new Date('2026-11-27T12:00:00Z');

describe('betting settings', () => {
  it('answers "no settings" for a person who saved none, whoever else did', async () => {
    const db = t.db.orm;
    const ann = await person(db, 'none-ann@example.com');
    const bob = await person(db, 'none-bob@example.com');
    await saveBankroll(db, bob, { bankrollCents: 50_000, maxBetCents: 5_000 }, NOW);
    expect(NO_SETTINGS).toEqual({
      bankrollCents: null,
      maxBetCents: null,
      weeklyStakeLimitCents: null,
      weeklyLossLimitCents: null,
    });
    expect(await bettingSettings(db, ann, NOW)).toEqual({ ...NO_SETTINGS, pending: null });
    expect(await bettingSettings(db, bob, NOW)).toEqual({
      bankrollCents: 50_000,
      maxBetCents: 5_000,
      weeklyStakeLimitCents: null,
      weeklyLossLimitCents: null,
      pending: null,
    });
  });

  it('keeps a raise pending until its instant, then in force; the lowered limit at once', async () => {
    const db = t.db.orm;
    const cara = await person(db, 'raise-cara@example.com');
    // Stake limit $100 in force, a raise to $1,000 (and the loss limit lowered to $50) applying in 24 h.
    const applies = new Date('2026-11-28T12:00:00Z');
    await saveBettingSettings(
      db,
      cara,
      {
        bankrollCents: 100_000,
        maxBetCents: 2_500,
        weeklyStakeLimitCents: 10_000,
        weeklyLossLimitCents: 5_000,
        pending: {
          limits: { weeklyStakeLimitCents: 100_000, weeklyLossLimitCents: 5_000 },
          appliesAt: applies,
        },
      },
      NOW,
    );
    const waiting = await bettingSettings(db, cara, new Date('2026-11-28T11:59:59.999Z'));
    expect(waiting).toEqual({
      bankrollCents: 100_000,
      maxBetCents: 2_500,
      weeklyStakeLimitCents: 10_000,
      weeklyLossLimitCents: 5_000,
      pending: {
        limits: { weeklyStakeLimitCents: 100_000, weeklyLossLimitCents: 5_000 },
        appliesAt: applies,
      },
    });
    expect(await bettingSettings(db, cara, applies)).toEqual({
      bankrollCents: 100_000,
      maxBetCents: 2_500,
      weeklyStakeLimitCents: 100_000,
      weeklyLossLimitCents: 5_000,
      pending: null,
    });
    // Saving the bankroll leaves the limits and the pending raise as they are.
    await saveBankroll(db, cara, { bankrollCents: 80_000, maxBetCents: null }, NOW);
    expect(await bettingSettings(db, cara, NOW)).toMatchObject({
      bankrollCents: 80_000,
      maxBetCents: null,
      weeklyStakeLimitCents: 10_000,
      pending: { appliesAt: applies },
    });
    // Saving without a pending raise clears it.
    await saveBettingSettings(
      db,
      cara,
      {
        bankrollCents: 80_000,
        maxBetCents: null,
        weeklyStakeLimitCents: 8_000,
        weeklyLossLimitCents: null,
        pending: null,
      },
      NOW,
    );
    expect(await bettingSettings(db, cara, new Date('2027-01-01T00:00:00Z'))).toEqual({
      bankrollCents: 80_000,
      maxBetCents: null,
      weeklyStakeLimitCents: 8_000,
      weeklyLossLimitCents: null,
      pending: null,
    });
  });
});

describe('responsible-gaming breaks', () => {
  it("lists a person's own breaks in the order taken", async () => {
    const db = t.db.orm;
    const dan = await person(db, 'breaks-dan@example.com');
    const eve = await person(db, 'breaks-eve@example.com');
    const b = (
      userId: string,
      kind: 'cool_off' | 'self_exclusion',
      startsAt: string,
      endsAt: string | null,
    ) => ({
      userId,
      kind,
      period: kind === 'cool_off' ? '24h' : '6m',
      startsAt: new Date(startsAt),
      endsAt: endsAt ? new Date(endsAt) : null,
    });
    await insertRgBreak(db, b(dan, 'cool_off', '2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'));
    await insertRgBreak(db, b(eve, 'self_exclusion', '2026-11-01T00:00:00Z', null));
    await insertRgBreak(db, b(dan, 'self_exclusion', '2026-11-10T00:00:00Z', '2027-05-10T00:00:00Z'));
    expect((await rgBreaks(db, dan)).map((r) => [r.kind, r.startsAt.toISOString()])).toEqual([
      ['cool_off', '2026-11-01T00:00:00.000Z'],
      ['self_exclusion', '2026-11-10T00:00:00.000Z'],
    ]);
    expect((await rgBreaks(db, eve)).map((r) => r.kind)).toEqual(['self_exclusion']);
  });

  it('names the addresses on a break at the instant, from its start up to (not at) its end, in any case', async () => {
    const db = t.db.orm;
    const fay = await person(db, 'fay@example.com');
    const gus = await person(db, 'gus@example.com');
    await person(db, 'hal@example.com');
    const b = { kind: 'cool_off' as const, period: '7d' };
    await insertRgBreak(db, {
      ...b,
      userId: fay,
      startsAt: new Date('2026-11-20T00:00:00Z'),
      endsAt: new Date('2026-11-27T00:00:00Z'),
    });
    await insertRgBreak(db, {
      ...b,
      kind: 'self_exclusion',
      period: 'permanent',
      userId: gus,
      startsAt: new Date('2026-11-26T00:00:00Z'),
      endsAt: null,
    });
    const all = ['FAY@example.com', 'gus@example.com', 'hal@example.com'];
    expect(await addressesOnBreak(db, all, new Date('2026-11-19T23:59:59.999Z'))).toEqual(new Set());
    expect(await addressesOnBreak(db, all, new Date('2026-11-20T00:00:00Z'))).toEqual(
      new Set(['fay@example.com']),
    );
    expect(await addressesOnBreak(db, all, new Date('2026-11-26T23:59:59.999Z'))).toEqual(
      new Set(['fay@example.com', 'gus@example.com']),
    );
    // Fay's week ends at 27 Nov 00:00; Gus's exclusion has no end.
    expect(await addressesOnBreak(db, all, new Date('2026-11-27T00:00:00Z'))).toEqual(
      new Set(['gus@example.com']),
    );
    expect(await addressesOnBreak(db, ['hal@example.com'], new Date('2026-11-26T12:00:00Z'))).toEqual(
      new Set(),
    );
    expect(await addressesOnBreak(db, [], new Date('2026-11-26T12:00:00Z'))).toEqual(new Set());
  });
});
