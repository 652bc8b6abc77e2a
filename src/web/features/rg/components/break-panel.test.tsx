// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as BetsPage } from '../../../routes/bets.tsx';
import { CURRENT_WEEK, GAMES, NO_BETS } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';

// Starting a break on the tracker page, against a stub network: nothing is sent before the confirm
// step, a self-exclusion needs the word typed, and the completed state comes from the tracker's
// refreshed answer. (break-panel.test.ts reads the panel's static text for each state.)

const COOL_OFF = {
  signedIn: true,
  state: 'cool_off' as const,
  until: '2025-12-13T18:00:00.000Z',
  permanent: false,
};

function api(kind: 'cool-off' | 'self-exclusion', post: Reply) {
  return stubApi({
    'GET /api/user/rg-status': { body: NO_BETS.rg },
    'GET /api/user/bets': (n) => ({ body: n === 1 ? NO_BETS : { ...NO_BETS, rg: COOL_OFF } }),
    'GET /api/current-week': { body: CURRENT_WEEK },
    'GET /api/games?season=2025&week=15': { body: GAMES },
    [`POST /api/user/rg/${kind}`]: post,
  });
}

const panel = async () => within(await screen.findByRole('region', { name: 'Take a break' }));

describe('taking a break', () => {
  it('a cool-off: choosing only asks; confirming sends it, and the panel then says until when', async () => {
    const net = api('cool-off', { body: COOL_OFF });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = userEvent.setup();
    await user.click((await panel()).getByRole('button', { name: 'Cool off for 24 hours…' }));
    // The confirmation before an irreversible step: what happens, and that it cannot be shortened.
    const confirm = within((await panel()).getByRole('form', { name: 'Start a cool-off?' }));
    expect(
      confirm.getByText(/A cool-off of 24 hours starts now\. .* It cannot be shortened or cancelled\./),
    ).toBeTruthy();
    expect(net.writes()).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Start my break' }));
    const done = await (await panel()).findByRole('status');
    expect(done.textContent).toMatch(
      /^You are on a cool-off until .+\. Picks are hidden until it ends; it cannot be shortened\.$/,
    );
    expect(net.writes()).toEqual([
      { method: 'POST', path: '/api/user/rg/cool-off', body: { period: '24h' } },
    ]);
  });

  it('Cancel leaves the choices and sends nothing', async () => {
    const net = api('cool-off', { body: COOL_OFF });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = userEvent.setup();
    await user.click((await panel()).getByRole('button', { name: 'Cool off for 7 days…' }));
    await user.click((await panel()).getByRole('button', { name: 'Cancel' }));
    expect((await panel()).getByRole('button', { name: 'Cool off for 7 days…' })).toBeTruthy();
    expect(net.writes()).toEqual([]);
  });

  it('a self-exclusion stays closed until the word is typed exactly, then sends it with the word', async () => {
    const net = api('self-exclusion', {
      body: { signedIn: true, state: 'self_exclusion', until: null, permanent: true },
    });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = userEvent.setup();
    await user.click((await panel()).getByRole('button', { name: 'Self-exclude permanently…' }));
    const confirm = within((await panel()).getByRole('form', { name: 'Start a self-exclusion?' }));
    const word = confirm.getByRole('textbox', { name: /type EXCLUDE/ });
    await user.type(word, 'exclude');
    const start = confirm.getByRole('button', { name: 'Start my break' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    await user.click(start);
    expect(net.writes()).toEqual([]);
    await user.clear(word);
    await user.type(word, 'EXCLUDE');
    await user.click(start);
    await (await panel()).findByRole('status');
    expect(net.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/user/rg/self-exclusion',
        body: { period: 'permanent', confirm: 'EXCLUDE' },
      },
    ]);
  });

  it('a refusal shows the server’s sentence and keeps the confirm step, the word still typed', async () => {
    api('self-exclusion', {
      status: 422,
      body: { error: 'Unprocessable Entity', message: 'confirm: type EXCLUDE to confirm' },
    });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = userEvent.setup();
    await user.click((await panel()).getByRole('button', { name: 'Self-exclude for 6 months…' }));
    const confirm = within((await panel()).getByRole('form', { name: 'Start a self-exclusion?' }));
    await user.type(confirm.getByRole('textbox', { name: /type EXCLUDE/ }), 'EXCLUDE');
    await user.click(confirm.getByRole('button', { name: 'Start my break' }));
    expect((await (await panel()).findByRole('alert')).textContent).toBe('confirm: type EXCLUDE to confirm');
    expect((confirm.getByRole('textbox', { name: /type EXCLUDE/ }) as HTMLInputElement).value).toBe(
      'EXCLUDE',
    );
    expect((await panel()).queryByText(/You are on a/)).toBeNull();
  });

  it('no answer says so in words, and no break is claimed', async () => {
    api('cool-off', 'network');
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = userEvent.setup();
    await user.click((await panel()).getByRole('button', { name: 'Cool off for 30 days…' }));
    await user.click((await panel()).getByRole('button', { name: 'Start my break' }));
    expect((await (await panel()).findByRole('alert')).textContent).toBe(
      'No answer from the server: it may be stopped or restarting, or your connection dropped.',
    );
    expect((await panel()).queryByText(/You are on a/)).toBeNull();
  });
});
