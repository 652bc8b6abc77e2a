import { usePageTitle } from '../app/page-title.tsx';
import { LoadError } from '../components/ui/load-error.tsx';
import { useModelReport } from '../features/model-report/api/get-model-report.ts';
import { Calibration } from '../features/model-report/components/calibration.tsx';
import { Headline } from '../features/model-report/components/headline.tsx';
import { MarketBaselines } from '../features/model-report/components/market-baselines.tsx';
import { Method } from '../features/model-report/components/method.tsx';
import { AblationTable, SeasonTable } from '../features/model-report/components/season-table.tsx';

export function Component() {
  usePageTitle('Model Record');
  const report = useModelReport();
  return (
    <article>
      <h1 className="font-display text-3xl text-banana-400">Model Record</h1>
      <p className="mt-2 max-w-3xl text-moss-300">
        Our public track record against the betting market and FiveThirtyEight, computed by replaying every
        season walk-forward. Where the market did better, the figures say so.
        {report.data && (
          <>
            {' '}
            Seasons {report.data.fromSeason}–{report.data.toSeason}.
          </>
        )}
      </p>
      {report.isPending && <p className="mt-8 text-moss-300">Loading the record...</p>}
      {report.isError && (
        <LoadError what="the record" error={report.error} onRetry={() => void report.refetch()} />
      )}
      {report.data &&
        (report.data.overall.model.games === 0 ? (
          <p className="mt-8 text-moss-300">
            No graded games yet: the record starts once the first results are in.
          </p>
        ) : (
          <>
            <Headline report={report.data} />
            <MarketBaselines report={report.data} />
            <Calibration report={report.data} />
            <SeasonTable report={report.data} />
            <AblationTable report={report.data} />
            <Method report={report.data} />
          </>
        ))}
    </article>
  );
}
