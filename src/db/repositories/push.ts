// Push subscriptions, preferences and deliveries (issue 24 deliverable 7). Every read and write of a
// person's rows takes their id; the alerts job's reads are the only ones across people.
import { and, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from '../../domain/notifications/push-rules.ts';
import type { PushSubscriptionJson } from '../../shared/api/notifications.ts';
import { alerts } from '../schema/alerts.ts';
import { games } from '../schema/games.ts';
import { players } from '../schema/players.ts';
import { pushDeliveries, pushPreferences, pushSubscriptions } from '../schema/push.ts';
import { settings } from '../schema/settings.ts';
import { userProfiles } from '../schema/user-profiles.ts';
import type { Executor } from './executor.ts';

export type StoredSubscription = PushSubscriptionJson;

/**
 * Stores a browser's subscription for this person. The endpoint identifies the browser: the same
 * browser subscribing again keeps its row, and after someone else signs in on it the row moves to them
 * only when the keys match too (they hold the same subscription). Someone who knows only another
 * person's endpoint takes nothing: returns false, nothing changes.
 */
export async function saveSubscription(
  db: Executor,
  userId: string,
  sub: StoredSubscription,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: now },
      setWhere: or(
        eq(pushSubscriptions.userId, userId),
        and(eq(pushSubscriptions.p256dh, sub.keys.p256dh), eq(pushSubscriptions.auth, sub.keys.auth)),
      ),
    })
    .returning({ id: pushSubscriptions.id });
  return rows.length === 1;
}

/** Removes this person's subscription for one endpoint, or all of theirs; returns how many. */
export async function deleteSubscriptions(db: Executor, userId: string, endpoint?: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(
      endpoint === undefined
        ? eq(pushSubscriptions.userId, userId)
        : and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}

/** A push service answered 404/410: the browser dropped the subscription, so do we. */
export async function forgetEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function listSubscriptions(db: Executor, userId: string): Promise<StoredSubscription[]> {
  const rows = await db
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
  return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

type PreferenceRow = typeof pushPreferences.$inferSelect;

function preferencesOf(row: PreferenceRow | undefined): PushPreferences {
  if (!row) return DEFAULT_PUSH_PREFERENCES;
  return {
    juiceWatch: row.juiceWatch,
    lineMovements: row.lineMovements,
    playerUpdates: row.playerUpdates,
    weeklyDigest: row.weeklyDigest,
    criticalOnly: row.criticalOnly,
    favoriteTeamsOnly: row.favoriteTeamsOnly,
    quietHours:
      row.quietStartHour === null || row.quietEndHour === null
        ? null
        : { start: row.quietStartHour, end: row.quietEndHour },
    timeZone: row.timeZone,
  };
}

export async function getPreferences(db: Executor, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return preferencesOf(row);
}

export async function savePreferences(
  db: Executor,
  userId: string,
  prefs: PushPreferences,
  now: Date,
): Promise<PushPreferences> {
  const values = {
    juiceWatch: prefs.juiceWatch,
    lineMovements: prefs.lineMovements,
    playerUpdates: prefs.playerUpdates,
    weeklyDigest: prefs.weeklyDigest,
    criticalOnly: prefs.criticalOnly,
    favoriteTeamsOnly: prefs.favoriteTeamsOnly,
    quietStartHour: prefs.quietHours?.start ?? null,
    quietEndHour: prefs.quietHours?.end ?? null,
    timeZone: prefs.timeZone,
    updatedAt: now,
  };
  const [row] = await db
    .insert(pushPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: values })
    .returning();
  return preferencesOf(row);
}

export interface PushRecipient {
  userId: string;
  prefs: PushPreferences;
  favoriteTeams: string[];
  subscriptions: StoredSubscription[];
}

/** Everyone with at least one subscription, with their preferences and favourite teams. */
export async function pushRecipients(db: Executor): Promise<PushRecipient[]> {
  const rows = await db
    .select({
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      prefs: pushPreferences,
      favoriteTeams: userProfiles.favoriteTeams,
    })
    .from(pushSubscriptions)
    .leftJoin(pushPreferences, eq(pushPreferences.userId, pushSubscriptions.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, pushSubscriptions.userId))
    .orderBy(pushSubscriptions.userId, pushSubscriptions.id);
  const byUser = new Map<string, PushRecipient>();
  for (const r of rows) {
    let recipient = byUser.get(r.userId);
    if (!recipient) {
      recipient = {
        userId: r.userId,
        prefs: preferencesOf(r.prefs ?? undefined),
        favoriteTeams: r.favoriteTeams ?? [],
        subscriptions: [],
      };
      byUser.set(r.userId, recipient);
    }
    recipient.subscriptions.push({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } });
  }
  return [...byUser.values()];
}

/** Alerts detected in (from, to], oldest first, with their game's teams. */
export async function freshAlerts(db: Executor, from: Date, to: Date) {
  return db
    .select({
      id: alerts.id,
      type: alerts.type,
      urgency: alerts.urgency,
      title: alerts.title,
      description: alerts.description,
      gameId: alerts.gameId,
      detectedAt: alerts.detectedAt,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
    })
    .from(alerts)
    .innerJoin(games, eq(games.gameId, alerts.gameId))
    .where(and(gt(alerts.detectedAt, from), lte(alerts.detectedAt, to)))
    .orderBy(alerts.detectedAt, alerts.id);
}

/** The alert ids among `alertIds` already decided for this person. */
export async function decidedAlertIds(
  db: Executor,
  userId: string,
  alertIds: number[],
): Promise<Set<number>> {
  if (alertIds.length === 0) return new Set();
  const rows = await db
    .select({ alertId: pushDeliveries.alertId })
    .from(pushDeliveries)
    .where(and(eq(pushDeliveries.userId, userId), inArray(pushDeliveries.alertId, alertIds)));
  return new Set(rows.map((r) => r.alertId));
}

/** Alerts actually pushed to this person since `since` (the hourly cap). */
export async function sentSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.userId, userId),
        eq(pushDeliveries.outcome, 'sent'),
        gte(pushDeliveries.decidedAt, since),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Claims an alert for a person with its outcome. The primary key makes the claim atomic: of two
 * instances deciding the same pair, one inserts and only that one sends. Returns whether it inserted.
 */
export async function claimDelivery(
  db: Executor,
  alertId: number,
  userId: string,
  outcome: 'sent' | 'quiet' | 'capped',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(pushDeliveries)
    .values({ alertId, userId, outcome, decidedAt: now })
    .onConflictDoNothing()
    .returning({ alertId: pushDeliveries.alertId });
  return rows.length === 1;
}

export async function markDeliveryFailed(db: Executor, alertId: number, userId: string): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({ outcome: 'failed' })
    .where(and(eq(pushDeliveries.alertId, alertId), eq(pushDeliveries.userId, userId)));
}

const VAPID_KEY = 'push_vapid_keys';
const VapidPair = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The site's VAPID key pair: the first instance to start stores the pair it generated; every instance
 * then reads the stored one, so all sign with the same key and browsers' subscriptions stay valid.
 */
export async function storedVapidKeys(db: Executor, generated: VapidKeys): Promise<VapidKeys> {
  await db.insert(settings).values({ key: VAPID_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, VAPID_KEY));
  const parsed = VapidPair.safeParse(row?.value);
  if (!parsed.success) throw new Error('The stored VAPID keys are not a key pair');
  return parsed.data;
}

/** The player an admin's test alert names (the trigger tool's player selector). */
export async function playerForAlert(db: Executor, gsisId: string) {
  const [row] = await db
    .select({ id: players.gsisId, name: players.fullName, position: players.position, team: players.team })
    .from(players)
    .where(eq(players.gsisId, gsisId));
  return row;
}
