// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as BetsPage } from '../../../routes/bets.tsx';
import { CURRENT_WEEK, GAMES, NO_BETS, OPEN_BET, withBets } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';

// Changing the stake of an open bet, and deleting it, on the tracker page against a stub network.

function api(writes: Record<string, Reply>, after = withBets({ ...OPEN_BET, stake: 40 })) {
  return stubApi({
    'GET /api/user/rg-status': { body: NO_BETS.rg },
    'GET /api/user/bets': (n) => ({ body: n === 1 ? withBets(OPEN_BET) : after }),
    'GET /api/current-week': { body: CURRENT_WEEK },
    'GET /api/games?season=2025&week=15': { body: GAMES },
    ...writes,
  });
}

const row = () => screen.findByRole('row', { name: /ARI \+9\.5/ });

async function openEdit() {
  const user = userEvent.setup();
  await user.click(within(await row()).getByRole('button', { name: /Edit ARI \+9\.5/ }));
  const field = within(await row()).getByRole('spinbutton', { name: /New stake/ }) as HTMLInputElement;
  await user.clear(field);
  return { user, field };
}

describe('changing an open bet', () => {
  it('a new stake is sent for that bet and the row shows it once the list is asked again', async () => {
    const net = api({ 'PATCH /api/user/bets/41': { body: { id: 41, message: 'Stake changed.' } } });
    renderInApp(<BetsPage />, { route: '/bets' });
    const { user, field } = await openEdit();
    await user.type(field, '40');
    await user.click(within(await row()).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(within(await row()).getByText('$40')).toBeTruthy());
    expect(net.writes()).toEqual([{ method: 'PATCH', path: '/api/user/bets/41', body: { stake: 40 } }]);
    // The edit closed: the Save button is gone with it.
    expect(within(await row()).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('an empty stake sends nothing (it used to send a stake of 0)', async () => {
    const net = api({});
    renderInApp(<BetsPage />, { route: '/bets' });
    const { user, field } = await openEdit();
    await user.click(within(await row()).getByRole('button', { name: 'Save' }));
    expect(field.validity.valueMissing).toBe(true);
    expect(net.writes()).toEqual([]);
  });

  it('a refusal shows the server’s sentence and keeps the typed stake and the open edit', async () => {
    api({
      'PATCH /api/user/bets/41': {
        status: 409,
        body: { error: 'Conflict', message: 'This bet has kicked off: its stake can no longer change.' },
      },
    });
    renderInApp(<BetsPage />, { route: '/bets' });
    const { user, field } = await openEdit();
    await user.type(field, '40');
    await user.click(within(await row()).getByRole('button', { name: 'Save' }));
    expect((await within(await row()).findByRole('alert')).textContent).toBe(
      'This bet has kicked off: its stake can no longer change.',
    );
    expect(field.value).toBe('40');
  });

  it('deleting sends DELETE for that bet and the row leaves once the list is asked again', async () => {
    const net = api({ 'DELETE /api/user/bets/41': { body: { id: 41, message: 'Deleted.' } } }, NO_BETS);
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = userEvent.setup();
    await user.click(within(await row()).getByRole('button', { name: /Delete ARI \+9\.5/ }));
    expect(await screen.findByText('No bets logged yet')).toBeTruthy();
    expect(net.writes()).toEqual([{ method: 'DELETE', path: '/api/user/bets/41', body: {} }]);
  });
});

describe('how a bet reads in the list', () => {
  it('a favourite’s line, its price and a closing-line value write a true minus, as My picks does', async () => {
    // HOU −9.5 at −110, closed at −10: the line moved half a point against the taker, −0.5 pts.
    const home = { ...OPEN_BET, side: 'home' as const, line: -9.5, price: -110, lineClv: -0.5 };
    stubApi({
      'GET /api/user/rg-status': { body: NO_BETS.rg },
      'GET /api/user/bets': { body: withBets(home) },
      'GET /api/current-week': { body: CURRENT_WEEK },
      'GET /api/games?season=2025&week=15': { body: GAMES },
    });
    renderInApp(<BetsPage />, { route: '/bets' });
    const bet = await screen.findByRole('row', { name: /HOU −9\.5/ });
    expect(within(bet).getByRole('cell', { name: '−110' })).toBeTruthy();
    expect(within(bet).getByText('−0.5 pts')).toBeTruthy();
    expect(bet.textContent).not.toContain('-');
  });
});
