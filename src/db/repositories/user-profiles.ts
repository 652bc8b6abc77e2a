// The Profile's stored part (details, preferences, favourite teams, avatar). A person without a row
// reads the column defaults, so nothing is written until they save.
import { eq, sql } from 'drizzle-orm';
import type { Preferences } from '../../shared/api/profile.ts';
import type { UserRiskTolerance } from '../../shared/risk-tolerance.ts';
import { users } from '../schema/auth.ts';
import { type AVATAR_TYPES, userProfiles } from '../schema/user-profiles.ts';
import type { Executor } from './executor.ts';
import { writeStamp } from './write-stamp.ts';

export type AvatarType = (typeof AVATAR_TYPES)[number];

export interface StoredProfile {
  name: string;
  email: string;
  substackUrl: string | null;
  avatarUpdatedAt: Date | null;
  preferences: Preferences;
  favoriteTeams: string[];
  riskTolerance: UserRiskTolerance;
}

const DEFAULT_PREFERENCES: Preferences = {
  emailAlerts: true,
  lineMovementAlerts: true,
  injuryAlerts: true,
  dfsAlerts: true,
  weeklyNewsletter: false,
  marketingEmails: false,
};

export async function readProfile(db: Executor, userId: string): Promise<StoredProfile | undefined> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      profile: {
        userId: userProfiles.userId,
        substackUrl: userProfiles.substackUrl,
        avatarUpdatedAt: userProfiles.avatarUpdatedAt,
        emailAlerts: userProfiles.emailAlerts,
        lineMovementAlerts: userProfiles.lineMovementAlerts,
        injuryAlerts: userProfiles.injuryAlerts,
        dfsAlerts: userProfiles.dfsAlerts,
        weeklyNewsletter: userProfiles.weeklyNewsletter,
        marketingEmails: userProfiles.marketingEmails,
        favoriteTeams: userProfiles.favoriteTeams,
        riskTolerance: userProfiles.riskTolerance,
      },
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const p = row.profile;
  return {
    name: row.name,
    email: row.email,
    substackUrl: p?.substackUrl ?? null,
    avatarUpdatedAt: p?.avatarUpdatedAt ?? null,
    preferences: p
      ? {
          emailAlerts: p.emailAlerts,
          lineMovementAlerts: p.lineMovementAlerts,
          injuryAlerts: p.injuryAlerts,
          dfsAlerts: p.dfsAlerts,
          weeklyNewsletter: p.weeklyNewsletter,
          marketingEmails: p.marketingEmails,
        }
      : DEFAULT_PREFERENCES,
    favoriteTeams: p?.favoriteTeams ?? [],
    riskTolerance: p?.riskTolerance ?? 'moderate',
  };
}

type ProfileColumns = Partial<Omit<typeof userProfiles.$inferInsert, 'userId' | 'updatedAt'>>;

/** Writes the given columns (creating the row with defaults for the rest). */
export async function updateProfile(db: Executor, userId: string, columns: ProfileColumns): Promise<void> {
  if (Object.keys(columns).length === 0) return;
  await db
    .insert(userProfiles)
    .values({ userId, ...columns })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...columns, updatedAt: writeStamp() } });
}

export async function updateDisplayName(db: Executor, userId: string, name: string): Promise<void> {
  await db.update(users).set({ name, updatedAt: writeStamp() }).where(eq(users.id, userId));
}

export async function readAvatar(
  db: Executor,
  userId: string,
): Promise<{ bytes: Buffer; type: AvatarType } | undefined> {
  const [row] = await db
    .select({ bytes: userProfiles.avatar, type: userProfiles.avatarType })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : undefined;
}

/** `at`: real time (the app's wallNow), even in replay: it versions the image's URL. */
export function saveAvatar(
  db: Executor,
  userId: string,
  avatar: { bytes: Buffer; type: AvatarType } | null,
  at: Date,
) {
  return updateProfile(db, userId, {
    avatar: avatar?.bytes ?? null,
    avatarType: avatar?.type ?? null,
    // It versions the image's URL, so a browser never shows the previous upload.
    avatarUpdatedAt: avatar ? at : null,
  });
}

/** Everything the row holds, for the account export (the image as base64). */
export async function exportProfileRow(db: Executor, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  if (!row) return null;
  const { avatar, userId: _id, ...rest } = row;
  return { ...rest, avatarBase64: avatar ? avatar.toString('base64') : null };
}

export async function deleteProfileRow(db: Executor, userId: string): Promise<void> {
  await db.delete(userProfiles).where(eq(userProfiles.userId, userId));
}
