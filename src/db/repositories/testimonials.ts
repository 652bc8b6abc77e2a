// Testimonials (docs/decisions/113-testimonials.md): a person's own rows are read by their id only;
// the public reads see approved rows only, with the writer's display name (never the address).
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { TESTIMONIAL_QUOTA } from '../../shared/api/testimonials.ts';
import { users } from '../schema/auth.ts';
import { testimonials } from '../schema/testimonials.ts';
import type { Executor } from './executor.ts';

export type TestimonialRow = typeof testimonials.$inferSelect;

export type SubmitOutcome = { stored: TestimonialRow } | { refused: 'pending' | 'daily_quota' };

/**
 * Stores a pending testimonial unless the person already has one awaiting review or has submitted
 * `TESTIMONIAL_QUOTA.perWindow` in the window before `wallNow`. Atomic in PostgreSQL: the person's
 * submissions take turns under a transaction-scoped advisory lock, so the count read is the one the
 * insert meets, and the partial unique index refuses a second pending row whatever happens.
 */
export function submitTestimonial(
  db: Executor,
  row: { authorId: string; quote: string; rating: number | null; wallNow: Date },
): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('testimonial_submit'), hashtext(${row.authorId}))`,
    );
    const since = new Date(row.wallNow.getTime() - TESTIMONIAL_QUOTA.windowMs);
    const [pending] = await tx
      .select({ n: count() })
      .from(testimonials)
      .where(and(eq(testimonials.authorId, row.authorId), eq(testimonials.status, 'pending')));
    if ((pending?.n ?? 0) > 0) return { refused: 'pending' as const };
    const [recent] = await tx
      .select({ n: count() })
      .from(testimonials)
      .where(and(eq(testimonials.authorId, row.authorId), gte(testimonials.createdAt, since)));
    if ((recent?.n ?? 0) >= TESTIMONIAL_QUOTA.perWindow) return { refused: 'daily_quota' as const };
    const [stored] = await tx
      .insert(testimonials)
      .values({ authorId: row.authorId, quote: row.quote, rating: row.rating, createdAt: row.wallNow })
      .onConflictDoNothing()
      .returning();
    return stored ? { stored } : { refused: 'pending' as const };
  });
}

/**
 * The writer's own edit of a testimonial still held for review (decision 119). Null when it is not
 * theirs or has been decided: an approved quote is never changed under its approval.
 */
export async function editPendingTestimonial(
  db: Executor,
  edit: { id: number; authorId: string; quote: string; rating: number | null },
): Promise<TestimonialRow | null> {
  const [row] = await db
    .update(testimonials)
    .set({ quote: edit.quote, rating: edit.rating })
    .where(
      and(
        eq(testimonials.id, edit.id),
        eq(testimonials.authorId, edit.authorId),
        eq(testimonials.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

/** The person's own testimonials, newest first (their page and their export). */
export function ownTestimonials(db: Executor, authorId: string): Promise<TestimonialRow[]> {
  return db
    .select()
    .from(testimonials)
    .where(eq(testimonials.authorId, authorId))
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
}

export interface PublicTestimonialRow {
  id: number;
  authorId: string;
  name: string;
  quote: string;
  rating: number | null;
  createdAt: Date;
}

/** Approved testimonials with the writer's display name, newest approval first. */
export function approvedTestimonials(db: Executor): Promise<PublicTestimonialRow[]> {
  return db
    .select({
      id: testimonials.id,
      authorId: testimonials.authorId,
      name: users.name,
      quote: testimonials.quote,
      rating: testimonials.rating,
      createdAt: testimonials.createdAt,
    })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.authorId))
    .where(eq(testimonials.status, 'approved'))
    .orderBy(desc(testimonials.decidedAt), desc(testimonials.id));
}

/** Testimonials awaiting review, oldest first (the admin's queue). */
export function pendingTestimonials(db: Executor) {
  return db
    .select({
      id: testimonials.id,
      authorId: testimonials.authorId,
      name: users.name,
      quote: testimonials.quote,
      rating: testimonials.rating,
      status: testimonials.status,
      createdAt: testimonials.createdAt,
      decidedAt: testimonials.decidedAt,
    })
    .from(testimonials)
    .innerJoin(users, eq(users.id, testimonials.authorId))
    .where(eq(testimonials.status, 'pending'))
    .orderBy(testimonials.createdAt, testimonials.id);
}

/**
 * Approves or rejects a pending testimonial. Null when there is no such testimonial or it was already
 * decided (a decision is final: an approved quote is not silently swapped for a rejected one).
 */
export async function decideTestimonial(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; by: string | null; at: Date },
): Promise<TestimonialRow | null> {
  const [row] = await db
    .update(testimonials)
    .set({ status: decision.status, decidedBy: decision.by, decidedAt: decision.at })
    .where(and(eq(testimonials.id, id), eq(testimonials.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Deletes the person's testimonials and clears them as decider of others' (account deletion). */
export async function eraseTestimonials(db: Executor, userId: string): Promise<void> {
  await db.update(testimonials).set({ decidedBy: null }).where(eq(testimonials.decidedBy, userId));
  await db.delete(testimonials).where(eq(testimonials.authorId, userId));
}
