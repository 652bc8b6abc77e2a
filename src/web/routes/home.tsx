import { ArrowRight, Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { getModelReportQueryOptions, useModelReport } from '../features/model-report/api/get-model-report.ts';
import { RecordTeaser } from './home/record-teaser.tsx';

export const loader = () => startQueries(getModelReportQueryOptions());

export function Component() {
  usePageTitle('Bet Smarter. Go Primal.');
  const report = useModelReport();
  return (
    <div className="space-y-8">
      <PageHeader title="Bet Smarter. Go Primal.">
        <p>
          NFL game picks, player props and daily-fantasy plays, each computed by our code from public NFL
          data, frozen at kickoff and graded after the final whistle. The graded record is public.
        </p>
      </PageHeader>
      <RecordTeaser query={report} />
      <EmptyState
        icon={Hammer}
        title="This week’s picks are being built."
        action={
          <Button asChild variant="secondary">
            <Link to="/model">
              See how the model has done <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        }
      >
        <p>Coming here: this week’s featured picks, BioBoost leaders and the latest Juice Watch alerts.</p>
        <p className="text-sm">Nothing is shown here until our code has computed it from real data.</p>
      </EmptyState>
    </div>
  );
}
