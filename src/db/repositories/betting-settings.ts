// The tracker's settings and responsible-gaming breaks of one person.
import { eq, inArray, sql } from 'drizzle-orm';
import { type LimitState, limitsAt, type PendingLimits } from '../../domain/bets/limit-change.ts';
import { users } from '../schema/auth.ts';
import { userBettingSettings, userRgBreaks } from '../schema/bets.ts';
import type { Executor } from './executor.ts';

export type BettingSettingsRow = typeof userBettingSettings.$inferSelect;
export type RgBreakRow = typeof userRgBreaks.$inferSelect;

export const NO_SETTINGS = {
  bankrollCents: null,
  maxBetCents: null,
  weeklyStakeLimitCents: null,
  weeklyLossLimitCents: null,
} as const;

export interface BettingSettings {
  bankrollCents: number | null;
  maxBetCents: number | null;
  /** The limits in force at the instant asked for (a raise whose 24 hours have passed included). */
  weeklyStakeLimitCents: number | null;
  weeklyLossLimitCents: number | null;
  /** A raise still waiting at that instant. */
  pending: PendingLimits | null;
}

/** The person's settings as they stand at `now` (real time). */
export async function bettingSettings(db: Executor, userId: string, now: Date): Promise<BettingSettings> {
  const [row] = await db.select().from(userBettingSettings).where(eq(userBettingSettings.userId, userId));
  if (!row) return { ...NO_SETTINGS, pending: null };
  const stored: LimitState = {
    current: {
      weeklyStakeLimitCents: row.weeklyStakeLimitCents,
      weeklyLossLimitCents: row.weeklyLossLimitCents,
    },
    pending: row.pendingLimitsAt
      ? {
          limits: {
            weeklyStakeLimitCents: row.pendingStakeLimitCents,
            weeklyLossLimitCents: row.pendingLossLimitCents,
          },
          appliesAt: row.pendingLimitsAt,
        }
      : null,
  };
  const { current, pending } = limitsAt(stored, now);
  return { bankrollCents: row.bankrollCents, maxBetCents: row.maxBetCents, ...current, pending };
}

/** Stores the settings; the limits and any pending raise as `changeLimits` decided them. */
export async function saveBettingSettings(
  db: Executor,
  userId: string,
  settings: BettingSettings,
  now: Date,
): Promise<void> {
  const { pending, ...rest } = settings;
  const values = {
    ...rest,
    pendingStakeLimitCents: pending?.limits.weeklyStakeLimitCents ?? null,
    pendingLossLimitCents: pending?.limits.weeklyLossLimitCents ?? null,
    pendingLimitsAt: pending?.appliesAt ?? null,
  };
  await db
    .insert(userBettingSettings)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: userBettingSettings.userId, set: { ...values, updatedAt: now } });
}

/** Bankroll and max bet only (Profile's betting preferences); the weekly limits stay as they are. */
export async function saveBankroll(
  db: Executor,
  userId: string,
  values: Pick<BettingSettingsRow, 'bankrollCents' | 'maxBetCents'>,
  now: Date,
): Promise<void> {
  await db
    .insert(userBettingSettings)
    .values({ userId, ...NO_SETTINGS, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: userBettingSettings.userId, set: { ...values, updatedAt: now } });
}

export function rgBreaks(db: Executor, userId: string): Promise<RgBreakRow[]> {
  return db.select().from(userRgBreaks).where(eq(userRgBreaks.userId, userId)).orderBy(userRgBreaks.id);
}

export async function insertRgBreak(db: Executor, row: Omit<RgBreakRow, 'id'>): Promise<void> {
  await db.insert(userRgBreaks).values(row);
}

/** Of these addresses, those whose account is on a break at `now` (no marketing mail to them). */
export async function addressesOnBreak(
  db: Executor,
  emails: readonly string[],
  now: Date,
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(userRgBreaks)
    .innerJoin(users, eq(users.id, userRgBreaks.userId))
    .where(
      sql`${inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      )}
        and ${userRgBreaks.startsAt} <= ${now}
        and (${userRgBreaks.endsAt} is null or ${userRgBreaks.endsAt} > ${now})`,
    );
  return new Set(rows.map((r) => r.email.toLowerCase()));
}
