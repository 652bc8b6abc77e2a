// Testimonials ('Jungle Success Stories', spec 02; docs/decisions/113-testimonials.md). People write
// them signed in; they stay private until an admin approves. The public reads are prepared answers
// marked `community`: an approval bumps the community generation (never the data version), and a
// submission changes nothing public, so it rebuilds nothing (decision 092).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifyCommunityChanged } from '../../core/data-changes.ts';
import { settledPicks } from '../../db/repositories/contributor-picks.ts';
import {
  approvedTestimonials,
  decideTestimonial,
  editPendingTestimonial,
  ownTestimonials,
  pendingTestimonials,
  submitTestimonial,
  type TestimonialRow,
} from '../../db/repositories/testimonials.ts';
import { gradedRecord } from '../../domain/contributors/graded-record.ts';
import type { Outcome } from '../../domain/model/grading.ts';
import { MODEL_PARAMS } from '../../domain/model/params.ts';
import { ApiError } from '../../shared/api/error.ts';
import {
  DecideTestimonialBody,
  type OwnTestimonial,
  OwnTestimonialResponse,
  OwnTestimonialsResponse,
  PendingTestimonialsResponse,
  SubmitTestimonialBody,
  TESTIMONIAL_QUOTA,
  TestimonialParams,
  TestimonialRefusal,
  TestimonialSummary,
  TestimonialsResponse,
} from '../../shared/api/testimonials.ts';
import { sendError } from '../api-error.ts';
import type { AppContext } from '../app-context.ts';
import type { CapturedCloses } from './captured-closes.ts';
import { gradedContributorPick } from './contributor-pick-view.ts';

type Priced = { outcome: Outcome; price: number | null };
const NO_CAPTURED_CLOSES: CapturedCloses = new Map();

/** Graded contributor picks (all seasons, known at `now`) by contributor key; only `userIds`' when given. */
async function gradedByContributor(db: AppContext['db'], now: Date, userIds?: readonly string[]) {
  const rows = await settledPicks(db.orm, MODEL_PARAMS.version, now, userIds);
  const by = new Map<string, Priced[]>();
  for (const row of rows) {
    // Only the outcome counts here: no closing line is needed (an empty set of captured closes).
    const graded = gradedContributorPick(row, NO_CAPTURED_CLOSES);
    if (!graded) continue;
    const list = by.get(row.contributor) ?? [];
    list.push({ outcome: graded.outcome, price: row.price });
    by.set(row.contributor, list);
  }
  return by;
}

const mean2 = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 100) / 100;

export const testimonialReadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, clock }) => {
  app.get(
    '/testimonials',
    {
      config: { access: 'public', cache: true, community: true },
      schema: {
        summary: "Approved testimonials, each with its writer's graded contributor-pick record",
        tags: ['community'],
        response: { 200: TestimonialsResponse },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const approved = await approvedTestimonials(db.orm);
      const authors = [...new Set(approved.map((t) => t.authorId))];
      const picks = authors.length === 0 ? new Map() : await gradedByContributor(db, now, authors);
      reply.header('cache-control', 'public, max-age=60');
      return {
        asOf: now.toISOString(),
        testimonials: approved.map((t) => ({
          id: t.id,
          name: t.name,
          quote: t.quote,
          rating: t.rating,
          createdAt: t.createdAt.toISOString(),
          record: gradedRecord(picks.get(t.authorId) ?? []),
        })),
      };
    },
  );

  app.get(
    '/testimonials/stats/summary',
    {
      config: { access: 'public', cache: true, community: true },
      schema: {
        summary: "Approved testimonials counted, their mean rating, and the community's graded record",
        tags: ['community'],
        response: { 200: TestimonialSummary },
      },
    },
    async (_request, reply) => {
      const now = clock.now();
      const approved = await approvedTestimonials(db.orm);
      const ratings = approved.flatMap((t) => (t.rating === null ? [] : [t.rating]));
      const byContributor = await gradedByContributor(db, now);
      reply.header('cache-control', 'public, max-age=60');
      return {
        asOf: now.toISOString(),
        total: approved.length,
        averageRating: mean2(ratings),
        ratedCount: ratings.length,
        fiveStarCount: ratings.filter((r) => r === 5).length,
        community: {
          ...gradedRecord([...byContributor.values()].flat()),
          contributors: byContributor.size,
        },
      };
    },
  );
};

function ownView(t: TestimonialRow): OwnTestimonial {
  return {
    id: t.id,
    quote: t.quote,
    rating: t.rating,
    status: t.status,
    createdAt: t.createdAt.toISOString(),
    decidedAt: t.decidedAt?.toISOString() ?? null,
  };
}

const REFUSED = {
  pending: 'Your testimonial is still held for review: you can write another once it has been decided.',
  daily_quota: `You have written ${TESTIMONIAL_QUOTA.perWindow} testimonials in the last 24 hours; try again tomorrow.`,
} as const;

/** Writing (a session and the CSRF token) and the admin's review. */
export const testimonialRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, wallNow }) => {
  app.post(
    '/testimonials',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Submit a testimonial: held for an admin’s review (one pending at a time, 3 a day)',
        tags: ['community'],
        body: SubmitTestimonialBody,
        response: {
          201: OwnTestimonialResponse,
          400: ApiError,
          409: TestimonialRefusal,
          429: TestimonialRefusal,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.requireUser();
      const { quote, rating } = request.body;
      const outcome = await submitTestimonial(db.orm, { authorId: id, quote, rating, wallNow: wallNow() });
      if ('refused' in outcome) {
        const status = outcome.refused === 'pending' ? 409 : 429;
        return sendError(reply, status, REFUSED[outcome.refused], { code: outcome.refused });
      }
      // Nothing public changed: no cache is dropped until an admin approves it.
      request.log.info({ event: 'testimonial.submitted', userId: id, testimonialId: outcome.stored.id });
      return reply.code(201).send({ testimonial: ownView(outcome.stored) });
    },
  );

  app.get(
    '/user/testimonials',
    {
      config: { access: 'user' },
      schema: {
        summary: "The signed-in person's own testimonials with their review status",
        tags: ['community'],
        response: { 200: OwnTestimonialsResponse },
      },
    },
    async (request) => ({
      testimonials: (await ownTestimonials(db.orm, request.requireUser().id)).map(ownView),
    }),
  );

  app.patch(
    '/user/testimonials/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Edit your own testimonial while it is held for review (a decided one stays as it is)',
        tags: ['community'],
        params: TestimonialParams,
        body: SubmitTestimonialBody,
        response: { 200: OwnTestimonialResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { id: authorId } = request.requireUser();
      const { quote, rating } = request.body;
      const edited = await editPendingTestimonial(db.orm, { id: request.params.id, authorId, quote, rating });
      if (!edited) return sendError(reply, 404, 'You have no testimonial awaiting review with this id.');
      // Still pending: nothing public changed.
      return { testimonial: ownView(edited) };
    },
  );

  app.get(
    '/admin/testimonials',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Testimonials awaiting review, oldest first (admins only)',
        tags: ['community'],
        response: { 200: PendingTestimonialsResponse },
      },
    },
    async () => ({
      testimonials: (await pendingTestimonials(db.orm)).map((t) => ({
        ...ownView({ ...t, decidedBy: null }),
        authorId: t.authorId,
        name: t.name,
      })),
    }),
  );

  app.post(
    '/admin/testimonials/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Approve (make public) or reject a pending testimonial (admins only)',
        tags: ['community'],
        params: TestimonialParams,
        body: DecideTestimonialBody,
        response: { 200: OwnTestimonialResponse, 404: ApiError },
      },
    },
    async (request, reply) => {
      const admin = request.requireUser();
      const status = request.body.decision === 'approve' ? 'approved' : 'rejected';
      const decided = await decideTestimonial(db.orm, request.params.id, {
        status,
        by: admin.id,
        at: wallNow(),
      });
      if (!decided) return sendError(reply, 404, 'No testimonial awaiting review has this id.');
      // Only an approval changes what the public reads show.
      if (status === 'approved') notifyCommunityChanged();
      request.log.info({ event: `testimonial.${status}`, userId: admin.id, testimonialId: decided.id });
      return { testimonial: ownView(decided) };
    },
  );
};
