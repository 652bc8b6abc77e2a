// @vitest-environment jsdom
// Weekly Picks' Refresh with the server stopped (issue 21, decision 131): the picks answer carries
// max-age=60, and the browser answered the Refresh from its own copy, so the page said nothing.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { useWeekPicks } from './get-weekly-picks.ts';

const WEEK_15 = {
  season: 2025,
  week: 15,
  weekLabel: 'Week 15',
  lastWeek: 22,
  current: {
    season: 2025,
    week: 15,
    label: 'Week 15',
    isPlayoffs: false,
    fallback: false,
    asOf: '2025-12-12T18:00:00.000Z',
  },
  asOf: '2025-12-12T18:00:00.000Z',
  modelVersion: 'gg-elo-1.5.0',
  picks: [],
  edge: {
    seasonStraightUp: { wins: 138, losses: 70, pushes: 1, graded: 209 },
    seasonAgainstSpread: { wins: 93, losses: 115, pushes: 1, graded: 209 },
    biggestEdge: null,
    disagreements: [],
    withLine: 0,
  },
};

let refetch: () => Promise<unknown> = async () => undefined;
function Probe() {
  const picks = useWeekPicks({ season: 2025, week: 15 });
  refetch = picks.refetch;
  if (!picks.data) return <p>loading</p>;
  return (
    <p>
      {picks.data.cached ? `copy shown: ${picks.data.cached.reason}` : `live: ${picks.data.data.weekLabel}`}
    </p>
  );
}

describe('Refresh on Weekly Picks', () => {
  it('asks the server, so a stopped server shows the saved copy under its banner', async () => {
    localStorage.clear();
    const api = stubApi({
      // First answer: the picks, kept by the browser for 60 s. Then the server is stopped.
      'GET /api/weekly-picks/15?season=2025': (n) => (n === 1 ? { body: WEEK_15, maxAge: 60 } : 'network'),
    });
    renderInApp(<Probe />);
    expect(await screen.findByText('live: Week 15')).toBeTruthy();
    await act(() => refetch());
    // The fallback banner reads `cached.reason`: 'error' is "Connection hiccup … Saved …".
    expect(await screen.findByText('copy shown: error')).toBeTruthy();
    expect(api.count('GET /api/weekly-picks/15?season=2025')).toBe(2);
  });
});
