import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isNoModelReport, type ModelReportResponse } from '../../shared/api/model-report.ts';
import { usePageTitle } from '../app/page-title.tsx';
import { startQueries } from '../app/route-loader.ts';
import {
  getWeekPredictionsQueryOptions,
  useWeekPredictions,
} from '../features/bio-metrics/api/get-week-predictions.ts';
import type { ModelAccuracy } from '../features/bio-metrics/components/intelligence-summary.tsx';
import { getModelReportQueryOptions, useModelReport } from '../features/model-report/api/get-model-report.ts';
import { getRgStatusQueryOptions } from '../features/rg/api/rg-status.ts';
import { getCurrentWeekQueryOptions } from '../features/weekly-picks/api/get-current-week.ts';
import { Hero } from './home/hero.tsx';
import { RecordTeaser } from './home/record-teaser.tsx';

// Below the hero and the record, each section's code loads in parallel after the page's own
// (issue 9's first-load budget of 170 kB); each fallback holds the section's size meanwhile.
const PrimatePicks = lazy(() =>
  import('./home/primate-picks.tsx').then((m) => ({ default: m.PrimatePicks })),
);
const PlayerSections = lazy(() => import('./home/player-sections.tsx'));
const BioMetricIntelligence = lazy(() =>
  import('../features/bio-metrics/components/bio-metric-intelligence.tsx').then((m) => ({
    default: m.BioMetricIntelligence,
  })),
);
// The Juice Watch panel sits last on the page: its code follows the first paint too.
const JuiceWatchPanel = lazy(() =>
  import('../features/juice-watch-panel/components/juice-watch-panel.tsx').then((m) => ({
    default: m.JuiceWatchPanel,
  })),
);

export const loader = () => {
  // The sections whose code loads after the page's: their data starts with their endpoint file, which
  // stays out of the first load too (decision 135).
  import('../features/players/api/get-players.ts')
    .then((m) => startQueries(m.getPlayersQueryOptions(m.HOME_PLAYERS)))
    .catch(() => {
      // A failed chunk load shows in the section's error boundary; nothing to do here.
    });
  import('../features/juice-watch-panel/api/get-alert-summary.ts')
    .then((m) => startQueries(m.getAlertSummaryQueryOptions()))
    .catch(() => {
      // As above: the Juice Watch panel's own boundary says so.
    });
  return startQueries(
    // The RG status first: a signed-in person on a break sees a notice instead of the pick sections.
    getRgStatusQueryOptions(),
    getModelReportQueryOptions(),
    getCurrentWeekQueryOptions(),
    getWeekPredictionsQueryOptions(),
  );
};

/**
 * Spec 01 §2's order: hero, dashboard (BioMetric Intelligence), picks (featured games, player grid, the
 * premium button), recommendations, heatmap, alerts, then the footer with its newsletter box. The public
 * record sits under the hero: it is what makes the rest worth reading (decision 103).
 */
export function Component() {
  usePageTitle('Bet Smarter. Go Primal.');
  const report = useModelReport();
  const predictions = useWeekPredictions();
  return (
    <div className="space-y-12">
      <Hero />
      <RecordTeaser query={report} />
      <Suspense fallback={<div id="how-it-works" className="h-96 rounded-md bg-canopy-800" />}>
        <BioMetricIntelligence query={predictions} accuracy={modelAccuracy(report)} />
      </Suspense>
      <Suspense fallback={<div id="picks" className="h-72 rounded-md bg-canopy-800" />}>
        <PrimatePicks />
      </Suspense>
      <Suspense fallback={<PlayerSectionsPending />}>
        <PlayerSections />
      </Suspense>
      <Suspense fallback={<div id="alerts" className="h-96 rounded-md bg-canopy-800" />}>
        <JuiceWatchPanel />
      </Suspense>
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

/** The record's accuracy for the Intelligence Summary, or where the record stands (never a default). */
function modelAccuracy(report: UseQueryResult<ModelReportResponse, Error>): ModelAccuracy {
  const answer = report.data;
  if (answer === undefined) return report.isError ? 'unavailable' : 'loading';
  if (isNoModelReport(answer)) return answer.computing ? 'computing' : 'none';
  return answer.allGames.model;
}

/** Spec 01 §2: six skeleton player cards while the grid loads, at the cards' final height. */
function PlayerSectionsPending() {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Loading this week’s players…</span>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <div
          key={i}
          data-testid="player-card-skeleton"
          className="h-72 rounded-md bg-canopy-800 motion-safe:animate-pulse"
        />
      ))}
    </div>
  );
}
