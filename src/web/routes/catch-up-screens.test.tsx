// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWeekPredictions } from '../features/bio-metrics/api/get-week-predictions.ts';
import { BioMetricIntelligence } from '../features/bio-metrics/components/bio-metric-intelligence.tsx';
import type { ModelAccuracy } from '../features/bio-metrics/components/intelligence-summary.tsx';
import { CommunityPulseCard, WeekEdgeCard } from '../features/weekly-picks/components/sidebar-cards.tsx';
import { AS_OF } from '../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../testing/component.tsx';
import { Component as ModelPage } from './model.tsx';

// What a newcomer sees while a first start's catch-up computes (issue 21, decision 134): unknown figures
// read as still computing, never as 0 or as a sentence about a table that is not there, and the progress
// in seasons moves as the screen asks again.

const SEASONS = [2023, 2024, 2025];
const computing = (done: number[]) => ({ step: 'record' as const, seasons: SEASONS, seasonsDone: done });

const week = (over: object) => ({
  season: 2025,
  week: 15,
  weekLabel: 'Week 15',
  asOf: AS_OF,
  modelVersion: 'gg-elo-1.5.0',
  computing: null,
  predictions: [],
  ...over,
});

function Bio({ accuracy }: { accuracy: ModelAccuracy }) {
  return <BioMetricIntelligence query={useWeekPredictions()} accuracy={accuracy} />;
}

const figure = (label: string) => {
  const summary = screen.getByRole('complementary', { name: 'Intelligence Summary' });
  return within(summary).getByText(label).nextElementSibling?.textContent;
};

describe("Home's BioMetric Intelligence while the week is computed", () => {
  it('shows every figure as still computing, not 0, and asks again within seconds', async () => {
    const net = stubApi({
      'GET /api/predictions': (n) => ({
        // Then whole, with no game this week (no pick to average).
        body: n === 1 ? week({ computing: computing([2023]) }) : week({}),
      }),
    });
    renderInApp(<Bio accuracy="computing" />);
    expect(
      await screen.findByText('Computing this week’s BioBoost figures: 1 of 3 seasons done (2023).'),
    ).toBeTruthy();
    // Issue 21 saw "Active metrics 0" here.
    expect(figure('Active metrics')).toBe('— still computing');
    expect(figure('Avg BioBoost this week')).toBe('— still computing');
    expect(figure('Model accuracy')).toBe('— still computing the record');
    // 5 inputs' cards, Active metrics and Avg BioBoost: 7.
    expect(screen.getAllByText('still computing')).toHaveLength(7);
    expect(screen.queryByText(/no data this week/)).toBeNull();
    // Asked again by itself (the usual refresh is five minutes): now whole, and no game has a pick.
    await waitFor(() => expect(figure('Active metrics')).toBe('— no picks this week'), { timeout: 12_000 });
    expect(screen.getAllByText('no data this week')).toHaveLength(5);
    expect(net.count('GET /api/predictions')).toBe(2);
  }, 20_000);
});

describe("/model's props section while the record is computed", () => {
  const report = (done: number[] | null) =>
    done
      ? {
          status: 'empty',
          reason: 'The model job is computing the public record.',
          computing: computing(done),
        }
      : { status: 'empty', reason: 'The record starts once the first results are in.' };
  const props = (done: number[] | null) => ({
    computing: done ? computing(done) : null,
    generatedAt: AS_OF,
    linesCaptured: 0,
    weeksWithLines: 0,
    record: { picks: 0, wins: 0, losses: 0, pushes: 0, hitRate: null, byMarket: [] },
    noPicks: 0,
    note: 'No sportsbook prop lines have been captured (the data pack holds none, and none were fetched live), so there is no graded props record yet.',
    medianAccuracy: null,
  });

  it('says it is still computing instead of zeros, and the bar of seasons moves as it asks again', async () => {
    stubApi({
      'GET /api/model/report': (n) => ({ body: report(n === 1 ? [2023] : n === 2 ? [2023, 2024] : null) }),
      'GET /api/props/record': (n) => ({ body: props(n === 1 ? [2023] : n === 2 ? [2023, 2024] : null) }),
    });
    renderInApp(<ModelPage />, { route: '/model' });
    const section = await screen.findByRole('region', { name: 'Prop picks' });
    expect(
      await within(section).findByText(
        'Still computing: the prop picks are graded once the record is whole. Computing the record: 1 of 3 seasons done (2023).',
      ),
    ).toBeTruthy();
    // Issue 21: "Below: …" over no table, and a record of zeros.
    expect(within(section).queryByText(/Below/)).toBeNull();
    expect(within(section).queryByText(/Record: 0-0-0/)).toBeNull();
    // The record's own state: 1 of 3 seasons, then 2 of 3 on the next answer (asked again in 3 s).
    const bar = screen.getByRole('progressbar', { name: 'Seasons done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('3');
    expect(
      await screen.findByText(
        'Computing the record: 2 of 3 seasons done (2023–2024).',
        {},
        { timeout: 12_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Seasons done' }).getAttribute('aria-valuenow')).toBe('2');
    // Once whole, the props section shows the server's record and note.
    await screen.findByText(/Record: 0-0-0 from 0 graded picks/, {}, { timeout: 12_000 });
  }, 30_000);
});

describe("Weekly Picks' sidebar while the week is decided", () => {
  const edge = {
    seasonStraightUp: { wins: 0, losses: 0, pushes: 0, graded: 0 },
    seasonAgainstSpread: { wins: 0, losses: 0, pushes: 0, graded: 0 },
    biggestEdge: null,
    disagreements: [],
    withLine: 0,
  };

  it('Community Pulse and the biggest edge say still computing, not "0 of 0 games" or "no market line"', () => {
    renderInApp(
      <>
        <WeekEdgeCard
          edge={edge}
          season={2025}
          recordComputing={computing([])}
          weekComputing={computing([])}
        />
        <CommunityPulseCard edge={edge} weekComputing={computing([2023])} />
      </>,
    );
    const pulse = screen.getByRole('region', { name: 'Community Pulse' });
    expect(within(pulse).getByText('Computing this week’s picks: 1 of 3 seasons done (2023).')).toBeTruthy();
    expect(pulse.textContent).not.toContain('0 of 0');
    const edgeCard = screen.getByRole('region', { name: 'This Week’s Edge' });
    expect(
      within(edgeCard).getByText('Still computing: this week’s picks are not decided yet.'),
    ).toBeTruthy();
    expect(within(edgeCard).queryByText(/No market line yet/)).toBeNull();
  });

  it('before the season’s first final it says no pick is graded yet, not "0–0 · — n=0"', () => {
    renderInApp(<WeekEdgeCard edge={edge} season={2026} />);
    const edgeCard = screen.getByRole('region', { name: 'This Week’s Edge' });
    expect(
      within(edgeCard).getByText(
        'No 2026 pick graded yet: the record starts with the season’s first final score.',
      ),
    ).toBeTruthy();
    expect(edgeCard.textContent).not.toContain('n=0');
    // One graded pick (a win) is a record again: 1–0, 100.0% of 1.
    renderInApp(
      <WeekEdgeCard
        edge={{ ...edge, seasonStraightUp: { wins: 1, losses: 0, pushes: 0, graded: 1 } }}
        season={2025}
      />,
    );
    expect(screen.getAllByRole('region', { name: 'This Week’s Edge' })[1]?.textContent).toContain(
      '1–0 · 100.0% n=1',
    );
  });

  it('once decided, the pulse counts the games with a line', () => {
    renderInApp(<CommunityPulseCard edge={{ ...edge, withLine: 14 }} />);
    // No disagreement among the 14 games with a line.
    expect(screen.getByRole('region', { name: 'Community Pulse' }).textContent).toContain(
      '0 of 14 games with a line',
    );
  });
});
