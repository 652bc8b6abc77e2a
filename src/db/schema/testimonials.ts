// Testimonials ('Jungle Success Stories', spec 02): written by signed-in people, public only once an
// admin approves them (docs/decisions/113-testimonials.md). No built-in quotes exist anywhere.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TESTIMONIAL_STATUSES } from '../../shared/api/testimonials.ts';
import { users } from './auth.ts';

export const testimonials = pgTable(
  'testimonials',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The writer; their testimonials go with their account (personal text, no public figure). */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quote: text('quote').notNull(),
    /** 1–5 stars, or null when the writer gave none. */
    rating: integer('rating'),
    status: text('status', { enum: TESTIMONIAL_STATUSES }).notNull().default('pending'),
    /** Real time (wall clock, even in replay): the daily quota counts on it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin who decided; null while pending, when decided from `npm run admin`, or once deleted. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('testimonials_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('testimonials_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('testimonials_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    // One testimonial awaiting review per person, whoever asks at the same instant.
    uniqueIndex('testimonials_one_pending').on(t.authorId).where(sql`${t.status} = 'pending'`),
    index('testimonials_author_idx').on(t.authorId, t.createdAt),
    index('testimonials_status_idx').on(t.status, t.decidedAt),
  ],
);
