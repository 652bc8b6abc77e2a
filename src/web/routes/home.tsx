import { isNoModelReport } from '../../shared/api/model-report.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import {
  getWeekPredictionsQueryOptions,
  useWeekPredictions,
} from '../features/bio-metrics/api/get-week-predictions.ts';
import { BioMetricIntelligence } from '../features/bio-metrics/components/bio-metric-intelligence.tsx';
import { getAlertSummaryQueryOptions } from '../features/juice-watch-panel/api/get-alert-summary.ts';
import { JuiceWatchPanel } from '../features/juice-watch-panel/components/juice-watch-panel.tsx';
import { getModelReportQueryOptions, useModelReport } from '../features/model-report/api/get-model-report.ts';
import { getCurrentWeekQueryOptions } from '../features/weekly-picks/api/get-current-week.ts';
import { Hero } from './home/hero.tsx';
import { PrimatePicks } from './home/primate-picks.tsx';
import { RecordTeaser } from './home/record-teaser.tsx';

export const loader = () =>
  startQueries(
    getModelReportQueryOptions(),
    getCurrentWeekQueryOptions(),
    getWeekPredictionsQueryOptions(),
    getAlertSummaryQueryOptions(),
  );

export function Component() {
  usePageTitle('Bet Smarter. Go Primal.');
  const report = useModelReport();
  const predictions = useWeekPredictions();
  const record = report.data && !isNoModelReport(report.data) ? report.data.allGames.model : undefined;
  return (
    <div className="space-y-12">
      <Hero />
      <RecordTeaser query={report} />
      <PrimatePicks />
      <BioMetricIntelligence query={predictions} accuracy={record} />
      <JuiceWatchPanel />
      <nav aria-label="On this page" className="flex flex-wrap gap-4 border-t border-canopy-700 pt-4 text-sm">
        <a className="text-banana-400 hover:underline" href="#how-it-works">
          How It Works
        </a>
        <a className="text-banana-400 hover:underline" href="#picks">
          Picks
        </a>
        <a className="text-banana-400 hover:underline" href="#alerts">
          Alerts
        </a>
      </nav>
    </div>
  );
}
