// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { ResultsLagNotice } from './results-lag-notice.tsx';
import { WeekSelector } from './week-selector.tsx';

const week = (resultsThrough: object | null) => ({
  season: 2026,
  week: 12,
  label: 'Week 12',
  isPlayoffs: false,
  fallback: false,
  asOf: '2026-11-28T07:08:00.000Z',
  resultsThrough,
});

// Decision 150: a live start on the data pack in November 2026 read "Week 12 · Live Week", eleven
// "Completed" weeks and "the 2026 record" over empty panels; the pack holds no 2026 result.
describe('the screens when the results lag the calendar', () => {
  it('say in one sentence that the season has no results loaded', async () => {
    stubApi({ 'GET /api/current-week': { body: week({ season: 2025, week: 22 }) } });
    renderInApp(<ResultsLagNotice />);
    expect(
      await screen.findByText(
        'No 2026 results are loaded yet (the newest are from 2025): 2026 shows its schedule, without scores or a record.',
      ),
    ).toBeTruthy();
  });

  it('say nothing when last week’s results are in', async () => {
    stubApi({ 'GET /api/current-week': { body: week({ season: 2026, week: 11 }) } });
    const { client, container } = renderInApp(<ResultsLagNotice />);
    await waitFor(() => expect(client.getQueryData(['current-week'])).toBeDefined());
    expect(container.textContent).toBe('');
  });

  it('list the weeks without results as such in the week selector', async () => {
    renderInApp(<WeekSelector week={12} current={12} lastWeek={18} resultsWeek={0} onChange={() => {}} />);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options.slice(0, 2)).toEqual(['Week 1 · No results loaded', 'Week 2 · No results loaded']);
    expect(options[11]).toBe('Week 12 · Live Week');
    expect(options).not.toContain('Week 11 · Completed');
  });
});
