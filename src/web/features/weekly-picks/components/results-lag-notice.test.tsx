// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_2026_RESULTS, weekOf2026 } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { useCurrentWeek } from '../api/get-current-week.ts';
import { useRollover } from '../hooks/use-rollover.ts';
import { readCurrentWeek } from '../lib/stored-current-week.ts';
import { ResultsLagNotice } from './results-lag-notice.tsx';
import { WeekSelector } from './week-selector.tsx';

// Decision 150: a live start on the data pack in November 2026 read "Week 12 · Live Week", eleven
// "Completed" weeks and "the 2026 record" over empty panels; the pack holds no 2026 result.

const week = weekOf2026;
const SENTENCE = NO_2026_RESULTS;

/** Weekly Picks' header in small: the rollover check that keeps the device's copy, and the sentence. */
function WeekHeader() {
  const current = useCurrentWeek();
  useRollover(current.data, current.dataUpdatedAt);
  return (
    <>
      {current.data?.fromCache && <p>From the device’s copy</p>}
      <ResultsLagNotice />
    </>
  );
}

describe('the screens when the results lag the calendar', () => {
  // Decision 155: with the server stopped, the 60 s recheck answered from the device's copy, which held
  // no reach: the sentence went and the weeks read "Completed" again; the copy was also stamped as
  // fetched at each failed check, so its age read "just now".
  it('keep saying it once the server stops, from the device’s copy, with the copy’s age', async () => {
    localStorage.clear();
    stubApi({
      'GET /api/current-week': (n) => (n === 1 ? { body: week({ season: 2025, week: 22 }) } : 'network'),
    });
    const { client } = renderInApp(<WeekHeader />);
    expect(await screen.findByText(SENTENCE)).toBeTruthy();
    await waitFor(() => expect(readCurrentWeek()?.resultsThrough).toEqual({ season: 2025, week: 22 }));
    const fetchedAt = readCurrentWeek()?.lastFetched;
    await client.refetchQueries({ queryKey: ['current-week'] });
    // Rendered from the copy (the screen, not just the cache, has the failed check's answer).
    await screen.findByText('From the device’s copy');
    expect(screen.getByText(SENTENCE)).toBeTruthy();
    await client.refetchQueries({ queryKey: ['current-week'] });
    expect(readCurrentWeek()?.lastFetched).toBe(fetchedAt);
    expect(screen.getByText(SENTENCE)).toBeTruthy();
  });

  it('say in one sentence that the season has no results loaded', async () => {
    stubApi({ 'GET /api/current-week': { body: week({ season: 2025, week: 22 }) } });
    renderInApp(<ResultsLagNotice />);
    expect(await screen.findByText(SENTENCE)).toBeTruthy();
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
