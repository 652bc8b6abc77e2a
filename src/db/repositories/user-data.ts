// Everything we hold about one person, as a list of parts: each part can export its rows and erase
// them. Account export (GET /api/user/export) and deletion (DELETE /api/user) walk this list, so a
// later table that holds personal data plugs in here once and is covered by both.
//
// The rule for erasing (docs/decisions/047-account-export-and-deletion.md): personal data is deleted;
// rows that feed public aggregates (graded picks in a leaderboard or record, later) are anonymised —
// their user reference is cut and the figures stay — so a deletion never rewrites a published record.

import { eq } from 'drizzle-orm';
import { accounts, users, verifications } from '../schema/auth.ts';
import { userBets, userBettingSettings, userRgBreaks } from '../schema/bets.ts';
import { mailOutbox } from '../schema/mail.ts';
import { pushDeliveries, pushPreferences, pushSubscriptions } from '../schema/push.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import { eventsOf } from './analytics.ts';
import { eraseChallengeData, exportChallengeData } from './challenges.ts';
import { anonymisePicks, exportPicks } from './contributor-picks.ts';
import type { Executor } from './executor.ts';
import { claimsOfUser, eraseClaimsOfUser } from './free-picks.ts';
import { referralDataOf } from './referrals.ts';
import { deleteSavedPicks, savedPickRows } from './saved-picks.ts';
import { eraseTestimonials, ownTestimonials } from './testimonials.ts';
import { deleteProfileRow, exportProfileRow } from './user-profiles.ts';
import { sessionsOf } from './users.ts';
import { digestPushesOf, eraseDigestPushes } from './weekly-digest.ts';

export interface UserDataPart<T> {
  /** The key of this part in the export. */
  key: string;
  /**
   * The tables whose rows about the person this part exports and erases. Every table with a foreign key
   * to users must be named by one part (account.test.ts reads the catalogue), so a new table cannot
   * hold someone's data unnoticed. A table that feeds public aggregates references users with the
   * default NO ACTION: should its part be missing, deletion fails instead of cascading the figures away.
   */
  tables: readonly string[];
  export(db: Executor, userId: string): Promise<T>;
  /** Deletes or anonymises the part's rows; runs in the deletion's transaction, before the user row goes. */
  erase(db: Executor, userId: string): Promise<void>;
}

const profile: UserDataPart<{
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: 'user' | 'admin';
  createdAt: Date;
  updatedAt: Date;
} | null> = {
  key: 'profile',
  tables: ['users', 'verifications'],
  async export(db, userId) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        role: users.role,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  },
  // The user row itself goes last (deleteUserData); its outstanding reset tokens go now.
  erase: async (db, userId) => {
    await db.delete(verifications).where(eq(verifications.value, userId));
  },
};

const sessionsPart: UserDataPart<Awaited<ReturnType<typeof sessionsOf>>> = {
  key: 'sessions',
  tables: ['sessions'],
  export: (db, userId) => sessionsOf(db, userId),
  erase: async () => {}, // cascade with the user row
};

/** That a password is set and since when; never the hash. */
const credentials: UserDataPart<{ providerId: string; createdAt: Date; updatedAt: Date }[]> = {
  key: 'credentials',
  tables: ['accounts'],
  export: (db, userId) =>
    db
      .select({
        providerId: accounts.providerId,
        createdAt: accounts.createdAt,
        updatedAt: accounts.updatedAt,
      })
      .from(accounts)
      .where(eq(accounts.userId, userId)),
  erase: async () => {}, // cascade with the user row
};

/** Mail we wrote to the person (bodies of delivered mail are already emptied). */
const mail: UserDataPart<
  { kind: string; subject: string; status: string; createdAt: Date; sentAt: Date | null }[]
> = {
  key: 'mail',
  tables: ['mail_outbox'],
  export: (db, userId) =>
    db
      .select({
        kind: mailOutbox.kind,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.userId, userId))
      .orderBy(mailOutbox.id),
  erase: async (db, userId) => {
    await db.delete(mailOutbox).where(eq(mailOutbox.userId, userId));
  },
};

/**
 * Locked picks feed the public leaderboard: anonymised, not deleted (decisions 047 and 056). The person
 * is cut from them and they count on as one "Former contributor", so no published rank or figure moves.
 */
const picks: UserDataPart<Awaited<ReturnType<typeof exportPicks>>> = {
  key: 'picks',
  tables: ['contributor_picks'],
  export: (db, userId) => exportPicks(db, userId),
  erase: (db, userId) => anonymisePicks(db, userId),
};

/** The Profile's details, preferences, favourite teams and uploaded avatar (base64). */
const profileSettings: UserDataPart<Awaited<ReturnType<typeof exportProfileRow>>> = {
  key: 'profileSettings',
  tables: ['user_profiles'],
  export: (db, userId) => exportProfileRow(db, userId),
  erase: (db, userId) => deleteProfileRow(db, userId),
};

/** Model picks the person saved: bookmarks, not part of any public record, so deleted outright. */
const savedPicksPart: UserDataPart<Awaited<ReturnType<typeof savedPickRows>>> = {
  key: 'savedPicks',
  tables: ['saved_picks'],
  export: (db, userId) => savedPickRows(db, userId),
  erase: (db, userId) => deleteSavedPicks(db, userId),
};

/** The bet tracker: logged bets, its settings, and responsible-gaming breaks (they go with the account). */
const betting: UserDataPart<{ bets: unknown[]; settings: unknown[]; breaks: unknown[] }> = {
  key: 'betting',
  tables: ['user_bets', 'user_betting_settings', 'user_rg_breaks'],
  async export(db, userId) {
    const [bets, settings, breaks] = await Promise.all([
      db.select().from(userBets).where(eq(userBets.userId, userId)).orderBy(userBets.id),
      db.select().from(userBettingSettings).where(eq(userBettingSettings.userId, userId)),
      db.select().from(userRgBreaks).where(eq(userRgBreaks.userId, userId)).orderBy(userRgBreaks.id),
    ]);
    return { bets, settings, breaks };
  },
  erase: async () => {}, // cascade with the user row
};

/**
 * Challenges (decision 070): memberships and follows go with the person (a challenge's board is
 * recomputed from its members, so it simply no longer lists them); challenges they created stay,
 * without a creator, for the people in them.
 */
const challengesPart: UserDataPart<Awaited<ReturnType<typeof exportChallengeData>>> = {
  key: 'challenges',
  tables: ['challenges', 'challenge_members', 'user_follows'],
  export: (db, userId) => exportChallengeData(db, userId),
  erase: (db, userId) => eraseChallengeData(db, userId),
};

/** Push notifications (decision 115): subscribed browsers, preferences, and which alerts were pushed. */
const pushPart: UserDataPart<{ subscriptions: unknown[]; preferences: unknown[]; deliveries: unknown[] }> = {
  key: 'pushNotifications',
  tables: ['push_subscriptions', 'push_preferences', 'push_deliveries'],
  async export(db, userId) {
    const [subscriptions, preferences, deliveries] = await Promise.all([
      db
        .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.id),
      db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId)),
      db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.userId, userId))
        .orderBy(pushDeliveries.decidedAt),
    ]);
    return { subscriptions, preferences, deliveries };
  },
  erase: async () => {}, // cascade with the user row
};

/**
 * Testimonials the person wrote (decision 113): personal text, deleted with the account (an approved
 * one leaves the public list); as the admin who decided others', only the reference goes.
 */
const testimonialsPart: UserDataPart<Awaited<ReturnType<typeof ownTestimonials>>> = {
  key: 'testimonials',
  tables: ['testimonials'],
  export: (db, userId) => ownTestimonials(db, userId),
  erase: (db, userId) => eraseTestimonials(db, userId),
};

/**
 * The paid plan (issue 24): status and paid period as Stripe last reported them. The row goes with the
 * account (cascade); the Stripe customer itself is cancelled by the account deletion route.
 */
const subscriptionPart: UserDataPart<unknown[]> = {
  key: 'subscription',
  tables: ['subscriptions'],
  export: (db, userId) =>
    db
      .select({
        status: subscriptions.status,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        updatedAt: subscriptions.updatedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId)),
  erase: async () => {}, // cascade with the user row
};

/** Free picks unlocked (decision 120): which games, in which week. Deleted with the account. */
const freePicksPart: UserDataPart<Awaited<ReturnType<typeof claimsOfUser>>> = {
  key: 'freePicks',
  tables: ['free_pick_claims', 'free_pick_weeks'],
  export: (db, userId) => claimsOfUser(db, userId),
  erase: (db, userId) => eraseClaimsOfUser(db, userId),
};

/**
 * Growth (decisions 122, 123): the person's referral code and who referred them (the code's clicks and
 * sign-ups go with it), their analytics events, and which weekly digests were pushed to them. Codes,
 * attributions and events cascade with the user row; digest pushes are keyed by id text and deleted here.
 */
const growthPart: UserDataPart<{ referral: unknown; events: unknown[]; digestPushes: unknown[] }> = {
  key: 'growth',
  tables: ['referral_codes', 'referral_signups', 'analytics_events'],
  async export(db, userId) {
    const [referral, events, digestPushes] = await Promise.all([
      referralDataOf(db, userId),
      eventsOf(db, userId),
      digestPushesOf(db, userId),
    ]);
    return { referral, events, digestPushes };
  },
  erase: (db, userId) => eraseDigestPushes(db, userId),
};

/** Every part, in export order. Add a part here when a table starts holding someone's data. */
export const USER_DATA_PARTS: readonly UserDataPart<unknown>[] = [
  profile,
  credentials,
  sessionsPart,
  mail,
  picks,
  profileSettings,
  savedPicksPart,
  betting,
  challengesPart,
  pushPart,
  testimonialsPart,
  subscriptionPart,
  freePicksPart,
  growthPart,
];

export async function exportUserData(
  db: Executor,
  userId: string,
  parts: readonly UserDataPart<unknown>[] = USER_DATA_PARTS,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const part of parts) out[part.key] = await part.export(db, userId);
  return out;
}

/**
 * Erases every part (later parts first: they may refer to earlier ones), then the user row (sessions
 * and credentials cascade). Call inside a transaction. `parts` is for tests of the hook itself.
 */
export async function deleteUserData(
  db: Executor,
  userId: string,
  parts: readonly UserDataPart<unknown>[] = USER_DATA_PARTS,
): Promise<void> {
  for (const part of [...parts].reverse()) await part.erase(db, userId);
  await db.delete(users).where(eq(users.id, userId));
}
