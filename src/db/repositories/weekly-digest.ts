// The weekly digest's deliveries (decision 122): a recipient is claimed for a week's digest by inserting
// its row; the primary key makes the claim atomic, so two instances send one digest per person a week.
import { and, desc, eq, lte } from 'drizzle-orm';
import { blogGeneratedPosts } from '../schema/blog.ts';
import { type DigestChannel, weeklyDigestDeliveries } from '../schema/growth.ts';
import type { Executor } from './executor.ts';

/** The newest weekly recap published by `asOf`: the graded week a digest reports. */
export async function latestRecap(db: Executor, asOf: Date) {
  const [row] = await db
    .select({
      season: blogGeneratedPosts.season,
      week: blogGeneratedPosts.week,
      slug: blogGeneratedPosts.slug,
      publishedAt: blogGeneratedPosts.publishedAt,
    })
    .from(blogGeneratedPosts)
    .where(lte(blogGeneratedPosts.publishedAt, asOf))
    .orderBy(desc(blogGeneratedPosts.publishedAt))
    .limit(1);
  return row;
}

/** Recipients already claimed for a week's digest on a channel. */
export async function digestRecipientsDone(
  db: Executor,
  season: number,
  week: number,
  channel: DigestChannel,
): Promise<Set<string>> {
  const rows = await db
    .select({ recipient: weeklyDigestDeliveries.recipient })
    .from(weeklyDigestDeliveries)
    .where(
      and(
        eq(weeklyDigestDeliveries.season, season),
        eq(weeklyDigestDeliveries.week, week),
        eq(weeklyDigestDeliveries.channel, channel),
      ),
    );
  return new Set(rows.map((r) => r.recipient));
}

/** Claims one recipient for a week's digest; true when this call claimed it (nobody had). */
export async function claimDigestDelivery(
  db: Executor,
  claim: { season: number; week: number; channel: DigestChannel; recipient: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(weeklyDigestDeliveries)
    .values({
      season: claim.season,
      week: claim.week,
      channel: claim.channel,
      recipient: claim.recipient,
      createdAt: claim.now,
    })
    .onConflictDoNothing()
    .returning({ recipient: weeklyDigestDeliveries.recipient });
  return rows.length > 0;
}

/** A person's digest pushes (their account export). */
export function digestPushesOf(db: Executor, userId: string) {
  return db
    .select({
      season: weeklyDigestDeliveries.season,
      week: weeklyDigestDeliveries.week,
      createdAt: weeklyDigestDeliveries.createdAt,
    })
    .from(weeklyDigestDeliveries)
    .where(and(eq(weeklyDigestDeliveries.channel, 'push'), eq(weeklyDigestDeliveries.recipient, userId)));
}

export async function eraseDigestPushes(db: Executor, userId: string): Promise<void> {
  await db
    .delete(weeklyDigestDeliveries)
    .where(and(eq(weeklyDigestDeliveries.channel, 'push'), eq(weeklyDigestDeliveries.recipient, userId)));
}
