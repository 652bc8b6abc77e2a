// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Top5Response } from '../../../../shared/api/players.ts';
import { AS_OF, DFS_FIGURES } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { Top5Panel } from './top5-panel.tsx';

// The Weekly Picks sidebar's Top 5 when /api/top5 fails (issue 21 point 3, decision 103): with no copy,
// what failed and a retry; over a copy on screen, the copy stays under its age. The query retries twice
// by itself (spec 01 §7) before it reports a failure, so each failure below waits about 3 s.

const TOP5: Top5Response = {
  computing: null,
  season: 2025,
  week: 15,
  generatedAt: AS_OF,
  basis: 'weekly-lines',
  basisNote: 'From weekly stat lines.',
  totalCandidates: 40,
  fallback: false,
  picks: [
    {
      playerId: '00-0036355',
      name: 'Justin Herbert',
      position: 'QB',
      teamAbbr: 'LAC',
      headshotUrl: null,
      slate: 'Main',
      matchup: 'LAC @ KC',
      kickoff: '2025-12-14T21:25:00.000Z',
      kickoffEt: 'Sun 4:25 PM ET',
      ...DFS_FIGURES,
    },
  ],
};

const FAILED = {
  status: 503,
  body: { error: 'Service Unavailable', message: 'The board is being rebuilt.' },
};
const panel = () => within(screen.getByRole('region', { name: 'Top 5 DFS' }));

describe('the Top 5 panel when its data fails', () => {
  it('with no copy: says what failed and why, and Try again brings the five', async () => {
    const net = stubApi({ 'GET /api/top5': (n) => (n <= 3 ? FAILED : { body: TOP5 }) });
    renderInApp(<Top5Panel />);
    const alert = await panel().findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByText('Could not load the Top 5.')).toBeTruthy();
    expect(within(alert).getByText('The board is being rebuilt.')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await panel().findByRole('link', { name: 'Justin Herbert' })).toBeTruthy();
    expect(panel().queryByRole('alert')).toBeNull();
    expect(net.count('GET /api/top5')).toBe(4);
  });

  it('a failed refresh keeps the five on screen under the copy’s age, with a retry', async () => {
    stubApi({ 'GET /api/top5': (n) => (n === 1 ? { body: TOP5 } : FAILED) });
    const { client } = renderInApp(<Top5Panel />);
    expect(await panel().findByRole('link', { name: 'Justin Herbert' })).toBeTruthy();
    await act(() => client.refetchQueries({ queryKey: ['top5'] }));
    const alert = await panel().findByRole('alert', {}, { timeout: 15_000 });
    // Saved a moment ago by this device's clock: cacheAge says "Just now", the headline "saved just now".
    expect(
      within(alert).getByText('Could not refresh the Top 5: showing the copy saved just now.'),
    ).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(panel().getByRole('link', { name: 'Justin Herbert' })).toBeTruthy();
  });
});

describe('the Top 5 panel while the start-up catch-up loads the players (decision 134)', () => {
  it('says it is still computing, not "No picks ready yet", then shows the five once whole', async () => {
    const loading = {
      ...TOP5,
      computing: { step: 'current week' as const, seasons: [2025], seasonsDone: [] },
      picks: [],
    };
    stubApi({ 'GET /api/top5': (n) => ({ body: n === 1 ? loading : TOP5 }) });
    renderInApp(<Top5Panel />);
    expect(
      await panel().findByText('Computing the Top 5: this week’s games are being decided first.'),
    ).toBeTruthy();
    expect(panel().queryByText(/No picks ready yet/)).toBeNull();
    // No ranking to describe yet (issue 21: "Main slate, week 12: ranked by ggScore" over no five).
    expect(panel().queryByText(/ranked by ggScore from our projections/)).toBeNull();
    // Asked again within seconds, not the 5-minute refresh.
    expect(await panel().findByText('Justin Herbert', {}, { timeout: 12_000 })).toBeTruthy();
  }, 20_000);
});

describe('the Top 5 panel with no Main-slate five', () => {
  it('says the season’s players are not loaded when nobody could be projected', async () => {
    // A live start in week 12 of 2026 with the schedule loaded and no 2026 player data: 0 candidates.
    stubApi({
      'GET /api/top5': { body: { ...TOP5, season: 2026, week: 12, totalCandidates: 0, picks: [] } },
    });
    renderInApp(<Top5Panel />);
    expect(
      await panel().findByText(
        'No picks ready yet! No player could be projected for week 12 of 2026: that season’s player data is not loaded yet.',
      ),
    ).toBeTruthy();
    expect(panel().queryByText(/schedule is released/)).toBeNull();
  });

  it('keeps the spec’s line when players were ranked but none is on the Main slate', async () => {
    stubApi({ 'GET /api/top5': { body: { ...TOP5, totalCandidates: 12, picks: [] } } });
    renderInApp(<Top5Panel />);
    expect(
      await panel().findByText('No picks ready yet! Check back when the week’s schedule is released.'),
    ).toBeTruthy();
  });
});
