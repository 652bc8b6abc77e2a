import { ShieldAlert } from 'lucide-react';
import { usePageTitle } from '../app/page-title.tsx';
import { RequireAccount } from '../app/require-account.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { ReviewQueue } from '../features/testimonials/components/review-queue.tsx';
import { useSession } from '../lib/session.ts';

/**
 * Admins review the testimonials members wrote (decision 119). The API refuses anyone else (access
 * 'admin', 403); this page says so instead of asking it, so a member never sees a failed request.
 */
export function Component() {
  usePageTitle('Review testimonials');
  return (
    <RequireAccount>
      <AdminOnly />
    </RequireAccount>
  );
}

function AdminOnly() {
  const { user } = useSession();
  if (user?.role !== 'admin') {
    return (
      <EmptyState title="Admins only" icon={ShieldAlert} headingLevel={1}>
        Reviewing testimonials is for the site’s admins. Your account cannot open this page.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <PageHeader title="Review testimonials">
        <p className="text-moss-300">
          Stories members wrote, oldest first. An approved story shows on Jungle Success Stories beside the
          writer’s record; a rejected one is kept out of sight.
        </p>
      </PageHeader>
      <ReviewQueue />
    </div>
  );
}
