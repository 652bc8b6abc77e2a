// Accounts as our own code sees them (roles, the admin CLI, re-authentication, sessions); better-auth
// writes the same tables through its adapter for sign-up, sign-in and tokens.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { accounts, sessions, type UserRole, users } from '../schema/auth.ts';
import type { Executor } from './executor.ts';
import { writeStamp } from './write-stamp.ts';

export type StoredUser = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<StoredUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<StoredUser | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The argon2id hash of the user's password, for re-authentication; undefined without one. */
export async function passwordHashOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? undefined;
}

/** Sets the stored role; false when no account has that email. */
export async function setRoleByEmail(db: Executor, email: string, role: UserRole): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: writeStamp() })
    .where(eq(users.email, email.toLowerCase()))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Marks the address as proven: for the operator's CLI, who is trusted with the machine. */
export async function markEmailVerified(db: Executor, email: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: writeStamp() })
    .where(eq(users.email, email.toLowerCase()));
}

export function listUsersWithRole(db: Executor, role: UserRole) {
  return db
    .select({ email: users.email, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, role))
    .orderBy(users.email);
}

export function sessionsOf(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export async function deleteSessionByToken(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Removes sessions past their idle deadline; returns how many. */
export async function sweepExpiredSessions(db: Executor, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}

export async function countSessions(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
  return row?.n ?? 0;
}
