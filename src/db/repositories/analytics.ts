// First-party analytics events and the admin funnel built from them (decision 123). Weeks are ISO weeks
// (Monday 00:00 UTC). Visits are distinct visitors with a page view; claims and checkouts are counted
// events; sign-ups are accounts created that week; paid are those sign-ups whose plan Stripe reports
// active or trialing now (a cohort: the week is the sign-up's).
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { users } from '../schema/auth.ts';
import { type AnalyticsEventName, analyticsEvents } from '../schema/growth.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import type { Executor } from './executor.ts';
import { PREMIUM_STATUSES } from './subscriptions.ts';

export interface NewEvent {
  event: AnalyticsEventName;
  occurredAt: Date;
  visitor: string;
  userId: string | null;
  path: string;
  referralCode: string | null;
  props: Record<string, string | number | boolean>;
}

export async function recordEvent(db: Executor, event: NewEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

export interface FunnelWeek {
  /** Monday of the ISO week, YYYY-MM-DD (UTC). */
  weekStart: string;
  visits: number;
  claims: number;
  signUps: number;
  checkouts: number;
  paid: number;
}

const weekOf = (column: unknown) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** The funnel of each ISO week in [from, to), newest first; weeks with nothing are left out. */
export async function funnelByWeek(db: Executor, from: Date, to: Date): Promise<FunnelWeek[]> {
  const events = await db
    .select({
      weekStart: weekOf(analyticsEvents.occurredAt),
      visits:
        sql<number>`count(distinct ${analyticsEvents.visitor}) filter (where ${analyticsEvents.event} = 'page_view')`.mapWith(
          Number,
        ),
      claims: sql<number>`count(*) filter (where ${analyticsEvents.event} = 'free_pick_claim')`.mapWith(
        Number,
      ),
      checkouts: sql<number>`count(*) filter (where ${analyticsEvents.event} = 'checkout_start')`.mapWith(
        Number,
      ),
    })
    .from(analyticsEvents)
    .where(and(gte(analyticsEvents.occurredAt, from), lt(analyticsEvents.occurredAt, to)))
    .groupBy(sql`1`);
  const premium = sql.join(
    PREMIUM_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const accounts = await db
    .select({
      weekStart: weekOf(users.createdAt),
      signUps: sql<number>`count(*)`.mapWith(Number),
      paid: sql<number>`count(*) filter (where ${subscriptions.status} in (${premium}))`.mapWith(Number),
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to)))
    .groupBy(sql`1`);
  const weeks = new Map<string, FunnelWeek>();
  const week = (weekStart: string) => {
    let w = weeks.get(weekStart);
    if (!w) {
      w = { weekStart, visits: 0, claims: 0, signUps: 0, checkouts: 0, paid: 0 };
      weeks.set(weekStart, w);
    }
    return w;
  };
  for (const e of events)
    Object.assign(week(e.weekStart), { visits: e.visits, claims: e.claims, checkouts: e.checkouts });
  for (const a of accounts) Object.assign(week(a.weekStart), { signUps: a.signUps, paid: a.paid });
  return [...weeks.values()].sort((a, b) => b.weekStart.localeCompare(a.weekStart));
}

/** A person's own events (account export), newest first. */
export function eventsOf(db: Executor, userId: string) {
  return db
    .select({
      event: analyticsEvents.event,
      occurredAt: analyticsEvents.occurredAt,
      path: analyticsEvents.path,
      referralCode: analyticsEvents.referralCode,
      props: analyticsEvents.props,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(desc(analyticsEvents.id));
}
