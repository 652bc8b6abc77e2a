// Testimonials ('Jungle Success Stories', spec 02): written by signed-in people, public once an admin
// approves them, each shown with the writer's graded contributor-pick record from our own data. There
// are no built-in quotes (docs/decisions/113-testimonials.md).
import { z } from 'zod';
import { multiLine } from './text.ts';

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const TestimonialStatus = z.enum(TESTIMONIAL_STATUSES);
export type TestimonialStatus = z.infer<typeof TestimonialStatus>;

/**
 * At most 3 testimonials a person may submit in any 24 hours of real time, whatever became of them,
 * and one awaiting review at a time (counted in PostgreSQL, decision 113).
 */
export const TESTIMONIAL_QUOTA = { perWindow: 3, windowMs: 86_400_000 } as const;

export const QUOTE_MIN = 20;
export const QUOTE_MAX = 600;

const When = z.iso.datetime();

export const GradedRecord = z
  .object({
    graded: z.number().int().describe('Graded contributor picks (wins + losses + pushes)'),
    wins: z.number().int(),
    losses: z.number().int(),
    pushes: z.number().int(),
    units: z
      .number()
      .nullable()
      .describe('Units won staking 1 unit at each locked price; null when no graded pick had a price'),
    unitsPicks: z.number().int().describe('How many graded picks the units count'),
  })
  .meta({ id: 'GradedRecord' });
export type GradedRecord = z.infer<typeof GradedRecord>;

export const Testimonial = z
  .object({
    id: z.number().int(),
    name: z.string().describe("The writer's display name (never their address)"),
    quote: z.string(),
    rating: z.number().int().min(1).max(5).nullable().describe('1–5 stars; null when the writer gave none'),
    createdAt: When,
    record: GradedRecord.describe("The writer's graded contributor picks, all seasons, at the server clock"),
  })
  .meta({ id: 'Testimonial' });
export type Testimonial = z.infer<typeof Testimonial>;

export const TestimonialsResponse = z.object({
  asOf: When,
  testimonials: z.array(Testimonial).describe('Approved only, newest approval first'),
});
export type TestimonialsResponse = z.infer<typeof TestimonialsResponse>;

export const TestimonialSummary = z.object({
  asOf: When,
  total: z.number().int().describe('Approved testimonials'),
  averageRating: z
    .number()
    .nullable()
    .describe('Mean of the approved ratings, 2 decimals; null when none is rated'),
  ratedCount: z.number().int().describe('Approved testimonials that carry a rating'),
  fiveStarCount: z.number().int(),
  community: GradedRecord.extend({
    contributors: z.number().int().describe('People (and former people) with a graded pick'),
  }).describe("Every contributor's graded picks, all seasons, at the server clock"),
});
export type TestimonialSummary = z.infer<typeof TestimonialSummary>;

export const SubmitTestimonialBody = z.strictObject({
  quote: multiLine(
    z
      .string()
      .trim()
      .min(QUOTE_MIN, `Write at least ${QUOTE_MIN} characters.`)
      .max(QUOTE_MAX, `Keep it to ${QUOTE_MAX} characters.`),
  ),
  rating: z.number().int().min(1).max(5).nullable().default(null),
});
export type SubmitTestimonialBody = z.input<typeof SubmitTestimonialBody>;

export const OwnTestimonial = z.object({
  id: z.number().int(),
  quote: z.string(),
  rating: z.number().int().nullable(),
  status: TestimonialStatus,
  createdAt: When,
  decidedAt: When.nullable(),
});
export type OwnTestimonial = z.infer<typeof OwnTestimonial>;

export const OwnTestimonialResponse = z.object({ testimonial: OwnTestimonial });
export const OwnTestimonialsResponse = z.object({ testimonials: z.array(OwnTestimonial) });
export type OwnTestimonialsResponse = z.infer<typeof OwnTestimonialsResponse>;

export const TestimonialRefusal = z.object({
  error: z.string(),
  message: z.string(),
  code: z.enum(['pending', 'daily_quota']),
});

export const PendingTestimonial = OwnTestimonial.extend({
  authorId: z.string(),
  name: z.string(),
});
export const PendingTestimonialsResponse = z.object({ testimonials: z.array(PendingTestimonial) });
export type PendingTestimonialsResponse = z.infer<typeof PendingTestimonialsResponse>;

export const TestimonialParams = z.strictObject({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

export const DecideTestimonialBody = z.strictObject({
  decision: z.enum(['approve', 'reject']),
});
