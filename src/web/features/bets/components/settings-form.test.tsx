// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as BetsPage } from '../../../routes/bets.tsx';
import { CURRENT_WEEK, GAMES, NO_BETS } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';

// Bankroll and the weekly limits on the tracker page, against a stub network.

const LIMITED = {
  ...NO_BETS,
  settings: { ...NO_BETS.settings, bankroll: 1000, weeklyStakeLimit: 100 },
  limits: { ...NO_BETS.limits, stakeLeft: 100 },
};

function api(put: Reply) {
  return stubApi({
    'GET /api/user/rg-status': { body: NO_BETS.rg },
    'GET /api/user/bets': (n) => ({ body: n === 1 ? NO_BETS : LIMITED }),
    'GET /api/current-week': { body: CURRENT_WEEK },
    'GET /api/games?season=2025&week=15': { body: GAMES },
    'PUT /api/user/betting-settings': put,
  });
}

async function fillSettings(bankroll: string, stakeLimit: string) {
  const user = userEvent.setup();
  const form = within(await screen.findByRole('region', { name: 'Bankroll and limits' }));
  await user.type(form.getByRole('spinbutton', { name: /Bankroll/ }), bankroll);
  await user.type(form.getByRole('spinbutton', { name: /Weekly stake limit/ }), stakeLimit);
  return { user, form };
}

describe('setting the bankroll and a weekly limit', () => {
  it('sends the figures (empty fields as none), says Saved, and the week’s line shows the limit left', async () => {
    const net = api({ body: { ...LIMITED.settings } });
    renderInApp(<BetsPage />, { route: '/bets' });
    const { user, form } = await fillSettings('1000', '100');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect(await form.findByText('Saved.')).toBeTruthy();
    expect(net.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/user/betting-settings',
        body: { bankroll: 1000, maxBet: null, weeklyStakeLimit: 100, weeklyLossLimit: null },
      },
    ]);
    // The tracker was asked again: "This week" now reads the limit left ($100 of $100, nothing staked).
    const week = within(screen.getByRole('region', { name: 'This week' }));
    expect(await week.findByText(/\$100 left of your stake limit/)).toBeTruthy();
  });

  it('a negative limit sends nothing: the field refuses it', async () => {
    const net = api({ body: LIMITED.settings });
    renderInApp(<BetsPage />, { route: '/bets' });
    const { user, form } = await fillSettings('1000', '-5');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    const field = form.getByRole('spinbutton', { name: /Weekly stake limit/ }) as HTMLInputElement;
    expect(field.validity.rangeUnderflow).toBe(true);
    expect(net.writes()).toEqual([]);
  });

  it('a server failure shows what failed and keeps the figures typed', async () => {
    api({
      status: 503,
      body: { error: 'Service Unavailable', message: 'The database is busy; try again in a moment.' },
    });
    renderInApp(<BetsPage />, { route: '/bets' });
    const { user, form } = await fillSettings('1000', '100');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect((await form.findByRole('alert')).textContent).toBe('The database is busy; try again in a moment.');
    expect(form.queryByText('Saved.')).toBeNull();
    expect((form.getByRole('spinbutton', { name: /Bankroll/ }) as HTMLInputElement).value).toBe('1000');
    expect((form.getByRole('spinbutton', { name: /Weekly stake limit/ }) as HTMLInputElement).value).toBe(
      '100',
    );
  });

  it('an empty 500 (no readable body) still says what failed, in words', async () => {
    api({ status: 500 });
    renderInApp(<BetsPage />, { route: '/bets' });
    const { user, form } = await fillSettings('1000', '100');
    await user.click(form.getByRole('button', { name: 'Save settings' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'The server could not answer; try again in a moment.',
    );
  });
});
