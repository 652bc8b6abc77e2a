import { MessageSquareQuote } from 'lucide-react';
import { Link } from 'react-router';
import type { TestimonialsResponse } from '../../shared/api/testimonials.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { usePublicConfig } from '../features/public-config/api/get-public-config.ts';
import {
  getTestimonialSummaryQueryOptions,
  getTestimonialsQueryOptions,
  useTestimonialSummary,
  useTestimonials,
} from '../features/testimonials/api/testimonials-api.ts';
import { CommunityCard } from '../features/testimonials/components/community-card.tsx';
import { SummaryStats } from '../features/testimonials/components/summary-stats.tsx';
import { TestimonialCarousel } from '../features/testimonials/components/testimonial-carousel.tsx';
import { TestimonialForm } from '../features/testimonials/components/testimonial-form.tsx';
import { ValueCards } from '../features/testimonials/components/value-cards.tsx';
import { CAROUSEL_INTERVAL_MS } from '../features/testimonials/lib/carousel-timer.ts';
import { useSession } from '../lib/session.ts';

export const loader = () => startQueries(getTestimonialsQueryOptions(), getTestimonialSummaryQueryOptions());

type NoneApproved = TestimonialsResponse & { testimonials: [] };
const noneApproved = (d: TestimonialsResponse): d is NoneApproved => d.testimonials.length === 0;

/** Spec 02 §2: 'Jungle Success Stories', written by members, approved by an admin (decision 113). */
export function Component() {
  usePageTitle('Jungle Success Stories');
  const list = useTestimonials();
  const summary = useTestimonialSummary();
  const chat = usePublicConfig().data?.links.chat;
  const { user } = useSession();
  return (
    <div className="space-y-8">
      <PageHeader title="Jungle Success Stories">
        <p className="text-moss-300">
          What members say, each beside their own graded record. Stories are written by members and read by an
          admin before they show.
        </p>
        {user?.role === 'admin' && (
          <Link className="text-sm text-banana-400 underline" to="/admin/testimonials">
            Review the stories awaiting approval
          </Link>
        )}
      </PageHeader>
      <QueryState query={summary} what="the summary" pending={<Skeleton className="h-28" />}>
        {(s) => <SummaryStats s={s} />}
      </QueryState>
      <QueryState
        query={list}
        what="the testimonials"
        pending={<Skeleton className="h-72" />}
        isEmpty={noneApproved}
        empty={() => (
          <EmptyState title="No testimonials available" icon={MessageSquareQuote}>
            No member story has been approved yet. Yours could be the first: share it below.
          </EmptyState>
        )}
      >
        {(d) => (
          <TestimonialCarousel
            testimonials={d.testimonials}
            intervalMs={CAROUSEL_INTERVAL_MS.testimonialsPage}
          />
        )}
      </QueryState>
      <ValueCards />
      <div className="grid gap-4 lg:grid-cols-2">
        <CommunityCard chat={chat} />
        <TestimonialForm />
      </div>
      <Card tone="highlight" className="text-center">
        <h2 className="font-display text-2xl text-moss-100">Ready to write your own story?</h2>
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/weekly-picks">Get Weekly Picks</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/weekly-picks">View Free Picks</Link>
          </Button>
        </div>
        <p className="mt-3 text-sm text-moss-300">
          2 free picks per week • No credit card required • Cancel anytime
        </p>
      </Card>
    </div>
  );
}
