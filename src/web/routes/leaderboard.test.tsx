// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaderboardOf as board, leaderboardRow as row } from '../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../testing/component.tsx';
import { Component as Leaderboard } from './leaderboard.tsx';

// The Contributor Leaderboard as a visitor sees it (issue 21): the model's row wears no tenure badge,
// and a board the start-up catch-up is still computing says how far it is.

describe('the leaderboard', () => {
  it('shows each row’s badge as the server gives it, in the podium and the table', async () => {
    // The server gives the model no tenure badge (decision 143, `badgeFor`): its row comes with none,
    // or with a badge earned by results. Cid earned his Veteran; Dee is not ranked yet.
    stubApi({
      'GET /api/leaderboard?timeframe=weekly': {
        body: board({
          ranked: [
            row({ id: 'ann', kind: 'person', name: 'Ann Lee', rank: 1, badge: 'silverback', graded: 12 }),
            row({ id: 'model', kind: 'model', name: 'Go Gorilla model', rank: 2, badge: null, graded: 210 }),
            row({ id: 'cid', kind: 'person', name: 'Cid Moe', rank: 3, badge: 'veteran', graded: 61 }),
            row({
              id: 'm2',
              kind: 'model',
              name: 'Model streak',
              rank: 4,
              badge: 'banana_streak',
              graded: 60,
            }),
            row({ id: 'dee', kind: 'person', name: 'Dee Rue', rank: 5, badge: 'rookie', graded: 2 }),
          ],
        }),
      },
    });
    renderInApp(<Leaderboard />, { route: '/leaderboard' });
    const podium = await screen.findByRole('list', { name: 'Podium' });
    const card = (name: string) =>
      within(podium)
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(name));
    expect(card('Ann Lee')?.textContent).toContain('Silverback');
    expect(card('Cid Moe')?.textContent).toContain('Veteran');
    expect(card('Go Gorilla model')?.textContent).not.toMatch(
      /Silverback|Banana Streak|Fast Climber|Veteran|Rookie/,
    );
    const table = screen.getByRole('table', { name: 'Full Rankings' });
    expect(within(table).getByRole('row', { name: /Model streak/ }).textContent).toContain('Banana Streak');
    expect(within(table).getByRole('row', { name: /Dee Rue/ }).textContent).toContain('Rookie');
  });

  it('says how far the catch-up is while the board is computing, and asks again by itself', async () => {
    const computing = { step: 'record' as const, seasons: [2023, 2024, 2025], seasonsDone: [2023] };
    const net = stubApi({
      'GET /api/leaderboard?timeframe=weekly': (n) => ({
        body:
          n === 1
            ? board({ computing })
            : board({ ranked: [row({ id: 'ann', kind: 'person', name: 'Ann Lee', rank: 1 })] }),
      }),
    });
    renderInApp(<Leaderboard />, { route: '/leaderboard' });
    // 1 of 3: 2023 whole, 2024 and 2025 not.
    expect(await screen.findByText(/1 of 3 seasons/)).toBeTruthy();
    expect(screen.queryByText('Calculating Rankings...')).toBeNull();
    expect(await screen.findByText('Ann Lee', {}, { timeout: 12_000 })).toBeTruthy();
    expect(net.count('GET /api/leaderboard?timeframe=weekly')).toBe(2);
  }, 20_000);
});
