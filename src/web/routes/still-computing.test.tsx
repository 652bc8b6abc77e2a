// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useModelReport } from '../features/model-report/api/get-model-report.ts';
import { WeekEdgeCard } from '../features/weekly-picks/components/sidebar-cards.tsx';
import { CURRENT_WEEK } from '../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../testing/component.tsx';
import { PicksBody } from './home/primate-picks.tsx';
import { RecordTeaser } from './home/record-teaser.tsx';

// While the start-up catch-up computes the record (decision 134), a screen shows where it is instead of
// a partial figure, and the figure once the answer says it is whole.

const COMPUTING = { step: 'record' as const, seasons: [2023, 2024, 2025], seasonsDone: [2023, 2025] };
const EMPTY_REASON = 'The model job computes the public record once games with results are loaded.';

/** The home page's record card on the app's own query of /api/model/report. */
function Teaser() {
  return <RecordTeaser query={useModelReport()} />;
}

describe('a record still being computed', () => {
  it('the home record card shows the progress, then what the finished answer says (asked again by itself)', async () => {
    const net = stubApi({
      'GET /api/model/report': (n) => ({
        body:
          n === 1
            ? {
                status: 'empty',
                reason: 'The model job is computing the public record.',
                computing: COMPUTING,
              }
            : { status: 'empty', reason: EMPTY_REASON },
      }),
    });
    renderInApp(<Teaser />);
    // 2 of 3: 2023 and 2025 whole, 2024 not.
    expect(await screen.findByText('Computing the record: 2 of 3 seasons done (2023, 2025).')).toBeTruthy();
    // Asked again within seconds (a report is otherwise not polled) and shown as the answer now says.
    expect(
      await screen.findByText('The record starts once the first results are in.', {}, { timeout: 12_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(/Computing/)).toBeNull();
    expect(net.count('GET /api/model/report')).toBe(2);
  }, 20_000);

  it("This Week's Edge shows no partial season record while computing", () => {
    const record = { wins: 1, losses: 0, pushes: 0, graded: 1 };
    const edge = {
      seasonStraightUp: record,
      seasonAgainstSpread: record,
      biggestEdge: null,
      disagreements: [],
      withLine: 0,
    };
    renderInApp(<WeekEdgeCard edge={edge} season={2025} recordComputing={COMPUTING} />);
    expect(screen.getByText('Computing the 2025 record: 2 of 3 seasons done (2023, 2025).')).toBeTruthy();
    expect(screen.queryByText(/1–0/)).toBeNull();
  });

  it("This Week's Edge shows the record once whole", () => {
    const record = { wins: 1, losses: 0, pushes: 0, graded: 1 };
    const edge = {
      seasonStraightUp: record,
      seasonAgainstSpread: record,
      biggestEdge: null,
      disagreements: [],
      withLine: 0,
    };
    renderInApp(<WeekEdgeCard edge={edge} season={2025} />);
    expect(screen.getAllByText(/1–0/).length).toBe(2);
    expect(screen.queryByText(/Computing/)).toBeNull();
  });

  it("Home's featured picks say the week is being decided, not 'No picks available yet'", async () => {
    // Seen on a fresh replay at +26 s (issue 21): Home said "No picks available yet / Check back Tuesday"
    // while Weekly Picks said "Still computing".
    const week = {
      computing: { step: 'current week' as const, seasons: [2025], seasonsDone: [] },
      recordComputing: null,
      season: 2025,
      week: 15,
      weekLabel: 'Week 15',
      lastWeek: 22,
      current: CURRENT_WEEK,
      asOf: CURRENT_WEEK.asOf,
      modelVersion: 'gg-elo-1.5.0',
      picks: [],
      edge: {
        seasonStraightUp: { wins: 0, losses: 0, pushes: 0, graded: 0 },
        seasonAgainstSpread: { wins: 0, losses: 0, pushes: 0, graded: 0 },
        biggestEdge: null,
        disagreements: [],
        withLine: 0,
      },
    };
    stubApi({
      'GET /api/current-week': { body: CURRENT_WEEK },
      'GET /api/weekly-picks/15': { body: week },
    });
    renderInApp(<PicksBody />);
    expect(
      await screen.findByText('Computing this week’s picks: this week’s games are being decided first.'),
    ).toBeTruthy();
    expect(screen.queryByText('No picks available yet')).toBeNull();
  });
});
