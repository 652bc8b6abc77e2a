import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { isNoModelReport, type NoModelReport } from '../../shared/api/model-report.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import { Button } from '../components/ui/button.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { StillComputing } from '../components/ui/still-computing.tsx';
import { getModelReportQueryOptions, useModelReport } from '../features/model-report/api/get-model-report.ts';
import { getPropRecordQueryOptions, usePropRecord } from '../features/model-report/api/get-prop-record.ts';
import { Calibration } from '../features/model-report/components/calibration.tsx';
import { Headline } from '../features/model-report/components/headline.tsx';
import { MarketBaselines } from '../features/model-report/components/market-baselines.tsx';
import { Method } from '../features/model-report/components/method.tsx';
import { ModelReportSkeleton } from '../features/model-report/components/model-report-skeleton.tsx';
import { PropsRecord } from '../features/model-report/components/props-record.tsx';
import { RecordAtOpen } from '../features/model-report/components/record-at-open.tsx';
import { AblationTable, SeasonTable } from '../features/model-report/components/season-table.tsx';
import { ResultsLagNotice } from '../features/weekly-picks/components/results-lag-notice.tsx';
import { computingText } from '../lib/computing-text.ts';

export const loader = () => startQueries(getModelReportQueryOptions(), getPropRecordQueryOptions());

export function Component() {
  usePageTitle('Model Record');
  const report = useModelReport();
  const props = usePropRecord();
  const seasons = report.data && !isNoModelReport(report.data) ? report.data : undefined;
  return (
    <article>
      <PageHeader title="Model Record">
        <p>
          Our public track record against the betting market and FiveThirtyEight, computed by replaying every
          season walk-forward. Where the market did better, the figures say so.
          {seasons && ` Seasons ${seasons.fromSeason}–${seasons.toSeason}.`}
        </p>
      </PageHeader>
      <ResultsLagNotice className="mt-6" />
      <div className="mt-8">
        <QueryState
          query={report}
          what="the record"
          pending={<ModelReportSkeleton />}
          isEmpty={(answer): answer is NoModelReport => isNoModelReport(answer)}
          empty={(answer) =>
            answer.computing ? (
              <StillComputing computing={answer.computing} what="the record" />
            ) : (
              <NoRecordYet reason={answer.reason} />
            )
          }
        >
          {(data) =>
            data.overall.model.games === 0 ? (
              <NoRecordYet reason="No graded games yet: the record starts once the first results are in." />
            ) : (
              <>
                <Headline report={data} />
                <MarketBaselines report={data} />
                <RecordAtOpen report={data} />
                <Calibration report={data} />
                <SeasonTable report={data} />
                <AblationTable report={data} />
                <Method report={data} />
              </>
            )
          }
        </QueryState>
        <QueryState query={props} what="the props record" pending={null}>
          {(data) =>
            // The props are graded after the record: while it computes, no zeros and no "Below" over
            // an absent table (issue 21).
            data.computing ? (
              <section aria-labelledby="props-record-heading" className="mt-10">
                <h2 id="props-record-heading" className="mb-3 text-xl font-semibold text-moss-100">
                  Prop picks
                </h2>
                <p role="status" className="text-moss-300">
                  Still computing: the prop picks are graded once the record is whole.{' '}
                  {computingText(data.computing, 'the record')}
                </p>
              </section>
            ) : (
              <PropsRecord data={data} />
            )
          }
        </QueryState>
      </div>
    </article>
  );
}

function NoRecordYet({ reason }: { reason: string }) {
  return (
    <EmptyState
      icon={Activity}
      title="No public record yet"
      action={
        <Button asChild variant="secondary">
          <Link to="/status">Check the data status</Link>
        </Button>
      }
    >
      <p>{reason}</p>
      <p className="text-sm">
        Every pick is frozen at kickoff and graded from the final score; the record appears here as soon as
        the first graded games exist.
      </p>
    </EmptyState>
  );
}
