// The tracker's settings and responsible-gaming breaks of one person.
import { eq, inArray, sql } from 'drizzle-orm';
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

export async function bettingSettings(db: Executor, userId: string) {
  const [row] = await db.select().from(userBettingSettings).where(eq(userBettingSettings.userId, userId));
  return row ?? { ...NO_SETTINGS, userId, updatedAt: null };
}

export async function saveBettingSettings(
  db: Executor,
  userId: string,
  values: Omit<BettingSettingsRow, 'userId' | 'updatedAt'>,
  now: Date,
): Promise<void> {
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
