// Referral codes, their clicks and the sign-ups and paid plans they brought (decision 123). A click
// counts once per visitor per day and a sign-up once per account, by primary keys, so retries and
// concurrent requests cannot inflate a count.
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { users } from '../schema/auth.ts';
import { referralClicks, referralCodes, referralSignups } from '../schema/growth.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import type { Executor } from './executor.ts';
import { PREMIUM_STATUSES } from './subscriptions.ts';

/** The person's code, made with `fresh` the first time (a concurrent first call gets the same row). */
export async function ensureReferralCode(
  db: Executor,
  userId: string,
  fresh: string,
  now: Date,
): Promise<string> {
  await db.insert(referralCodes).values({ userId, code: fresh, createdAt: now }).onConflictDoNothing({
    target: referralCodes.userId,
  });
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  if (!row) throw new Error('referral code not stored');
  return row.code;
}

/** Whose code it is; undefined for an unknown code. */
export async function referralCodeOwner(db: Executor, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return row?.userId;
}

/** Counts a click of `visitor` on `day`; true when it was the first that day. */
export async function recordReferralClick(
  db: Executor,
  click: { code: string; visitor: string; day: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(referralClicks)
    .values({ code: click.code, visitor: click.visitor, day: click.day, createdAt: click.now })
    .onConflictDoNothing()
    .returning({ code: referralClicks.code });
  return rows.length > 0;
}

export type AttributionOutcome = 'attributed' | 'already' | 'too-late';

/**
 * Attributes the person's sign-up to `code` unless one is already attributed or the account was made
 * before `createdAfter` (a referral brings new accounts, not old ones). The caller checks the code is
 * someone else's.
 */
export async function attributeSignup(
  db: Executor,
  entry: { userId: string; code: string; createdAfter: Date; now: Date },
): Promise<AttributionOutcome> {
  const [user] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, entry.userId));
  if (!user || user.createdAt < entry.createdAfter) return 'too-late';
  const rows = await db
    .insert(referralSignups)
    .values({ referredUserId: entry.userId, code: entry.code, createdAt: entry.now })
    .onConflictDoNothing()
    .returning({ code: referralSignups.code });
  return rows.length > 0 ? 'attributed' : 'already';
}

export interface ReferralCounts {
  clicks: number;
  signUps: number;
  /** Referred people whose plan Stripe reports active or trialing. */
  paid: number;
}

const paidSql =
  sql<number>`count(*) filter (where ${inArray(subscriptions.status, [...PREMIUM_STATUSES])})`.mapWith(
    Number,
  );

/** Clicks, sign-ups and paid conversions of each code (all codes when `codes` is undefined). */
export async function referralCounts(
  db: Executor,
  codes?: readonly string[],
): Promise<Map<string, ReferralCounts>> {
  const only = (column: typeof referralClicks.code | typeof referralSignups.code) =>
    codes === undefined ? undefined : inArray(column, [...codes]);
  if (codes !== undefined && codes.length === 0) return new Map();
  const clicks = await db
    .select({ code: referralClicks.code, n: count() })
    .from(referralClicks)
    .where(only(referralClicks.code))
    .groupBy(referralClicks.code);
  const signUps = await db
    .select({ code: referralSignups.code, n: count(), paid: paidSql })
    .from(referralSignups)
    .leftJoin(subscriptions, eq(subscriptions.userId, referralSignups.referredUserId))
    .where(only(referralSignups.code))
    .groupBy(referralSignups.code);
  const out = new Map<string, ReferralCounts>();
  const entry = (code: string) => {
    let e = out.get(code);
    if (!e) {
      e = { clicks: 0, signUps: 0, paid: 0 };
      out.set(code, e);
    }
    return e;
  };
  for (const c of codes ?? []) entry(c);
  for (const r of clicks) entry(r.code).clicks = r.n;
  for (const r of signUps) Object.assign(entry(r.code), { signUps: r.n, paid: r.paid });
  return out;
}

/** The person's own code and the attribution of their sign-up (account export). */
export async function referralDataOf(db: Executor, userId: string) {
  const [own] = await db
    .select({ code: referralCodes.code, createdAt: referralCodes.createdAt })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  const [referredBy] = await db
    .select({ code: referralSignups.code, createdAt: referralSignups.createdAt })
    .from(referralSignups)
    .where(and(eq(referralSignups.referredUserId, userId)));
  return { code: own ?? null, referredBy: referredBy ?? null };
}

/** The name of each code's owner, for the admin's table. */
export async function referralOwners(db: Executor, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: referralCodes.code, name: users.name })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(inArray(referralCodes.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r.name]));
}
