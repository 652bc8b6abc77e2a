// The self-exclusion registry (decision 094): one row per keyed hash of an address, holding when its
// longest exclusion ends (null: never). Kept when the account is deleted.
import { eq, sql } from 'drizzle-orm';
import { rgExclusionRegistry } from '../schema/bets.ts';
import type { Executor } from './executor.ts';

/** Records an exclusion; a row already there keeps whichever end is later (null beats any date). */
export async function registerExclusion(db: Executor, emailHmac: string, endsAt: Date | null, now: Date) {
  await db
    .insert(rgExclusionRegistry)
    .values({ emailHmac, endsAt, createdAt: now })
    .onConflictDoUpdate({
      target: rgExclusionRegistry.emailHmac,
      set: {
        endsAt: sql`case when ${rgExclusionRegistry.endsAt} is null or excluded.ends_at is null then null
          else greatest(${rgExclusionRegistry.endsAt}, excluded.ends_at) end`,
      },
    });
}

/** The exclusion in force at `now` for this key: its end (null: permanent), or undefined when none. */
export async function exclusionInForce(
  db: Executor,
  emailHmac: string,
  now: Date,
): Promise<{ endsAt: Date | null } | undefined> {
  const [row] = await db
    .select({ endsAt: rgExclusionRegistry.endsAt })
    .from(rgExclusionRegistry)
    .where(eq(rgExclusionRegistry.emailHmac, emailHmac));
  if (!row) return undefined;
  return row.endsAt === null || row.endsAt.getTime() > now.getTime() ? row : undefined;
}
