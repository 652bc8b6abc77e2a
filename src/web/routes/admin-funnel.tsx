import { usePageTitle } from '../app/page-title.tsx';
import { RequireAccount } from '../app/require-account.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { Skeleton } from '../components/ui/skeleton.tsx';
import { useAdminFunnel } from '../features/admin-funnel/api/get-admin-funnel.ts';
import { FunnelTables } from '../features/admin-funnel/components/funnel-tables.tsx';

function Funnel() {
  const query = useAdminFunnel();
  return (
    <QueryState query={query} what="the funnel" pending={<Skeleton className="h-64" />}>
      {(funnel) => <FunnelTables funnel={funnel} />}
    </QueryState>
  );
}

/** Admins only: the server answers 403 to anyone else (GET /api/admin/funnel), which QueryState words. */
export function Component() {
  usePageTitle('Funnel');
  return (
    <section>
      <PageHeader title="Funnel">
        <p>
          Visits → free-pick claims → sign-ups → checkouts → paid, per ISO week (UTC), and per referral code.
          Paid counts that week's sign-ups whose plan is active or trialing now.
        </p>
      </PageHeader>
      <div className="mt-6">
        <RequireAccount>
          <Funnel />
        </RequireAccount>
      </div>
    </section>
  );
}
