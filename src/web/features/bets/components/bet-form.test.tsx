// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as BetsPage } from '../../../routes/bets.tsx';
import { CURRENT_WEEK, GAMES, NO_BETS, OPEN_BET, withBets } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';

// The bet form on the tracker page, against a stub network: what the person sees after logging a bet,
// after an input the form refuses, and after the server or the network refuses it.

const LOGGED_BET = withBets(OPEN_BET);

function api(post: Reply | ((n: number) => Reply)) {
  return stubApi({
    'GET /api/user/rg-status': { body: NO_BETS.rg },
    // The list before the bet, then after it: the page shows the second only if the log refreshed it.
    'GET /api/user/bets': (n) => ({ body: n === 1 ? NO_BETS : LOGGED_BET }),
    'GET /api/current-week': { body: CURRENT_WEEK },
    'GET /api/games?season=2025&week=15': { body: GAMES },
    'POST /api/user/bets': post,
  });
}

/** Chooses ARI +9.5 in the one game and types a stake and a book. */
async function fillBet(stake: string) {
  const user = userEvent.setup();
  await screen.findByRole('option', { name: /ARI @ HOU/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), '2025_15_ARI_HOU');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Side' }), 'away');
  if (stake !== '') await user.type(screen.getByRole('spinbutton', { name: /Stake/ }), stake);
  await user.type(screen.getByRole('textbox', { name: 'Book' }), 'DraftKings');
  return user;
}

describe('logging a bet', () => {
  it('sends the chosen side at the board’s line, shows the server’s confirmation and the bet in the list', async () => {
    const net = api({ status: 201, body: { id: 41, message: 'Logged: ARI +9.5 at -105, $25.' } });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = await fillBet('25');
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    expect(await screen.findByText('Logged: ARI +9.5 at -105, $25.')).toBeTruthy();
    // The away side of HOU -9.5 is ARI +9.5, at the away price the board shows (-105).
    expect(net.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/user/bets',
        body: {
          gameId: '2025_15_ARI_HOU',
          book: 'DraftKings',
          market: 'spreads',
          side: 'away',
          line: 9.5,
          price: -105,
          stake: 25,
          // Untouched "Placed at" is the app's instant (AS_OF), to the minute.
          placedAt: '2025-12-12T18:00:00.000Z',
        },
      },
    ]);
    // The list was asked again after the log (betKeys.all), so the new bet shows without a reload.
    expect(await screen.findByRole('rowheader', { name: /ARI \+9\.5/ })).toBeTruthy();
    expect(net.count('GET /api/user/bets')).toBe(2);
  });

  it('with no stake sends nothing: the stake field is refused before any request', async () => {
    const net = api({ status: 201, body: { id: 41, message: 'unexpected' } });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = await fillBet('');
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    const stake = screen.getByRole('spinbutton', { name: /Stake/ }) as HTMLInputElement;
    expect(stake.validity.valueMissing).toBe(true);
    expect(screen.getByText('Enter your stake in dollars.').id).toBe(stake.getAttribute('aria-describedby'));
    expect(net.writes()).toEqual([]);
  });

  it('marks the required fields; without a Book it says so under the field and sends nothing (issue 21)', async () => {
    const net = api({ status: 201, body: { id: 41, message: 'unexpected' } });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /ARI @ HOU/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), '2025_15_ARI_HOU');
    await user.type(screen.getByRole('spinbutton', { name: /Stake/ }), '25');
    const book = screen.getByRole('textbox', { name: 'Book' }) as HTMLInputElement;
    // Required, for screen readers (the control's own `required`) and to the eye (a marker the form explains).
    expect(book.required).toBe(true);
    expect(book.closest('label')?.firstElementChild?.textContent).toBe('Book*');
    expect(screen.getByText(/^Fields marked/).textContent).toBe('Fields marked * are required.');
    // Spaces are no book either.
    await user.type(book, '   ');
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    const message = await screen.findByText('Name the book you placed the bet with.');
    expect(book.getAttribute('aria-invalid')).toBe('true');
    expect(book.getAttribute('aria-describedby')).toBe(message.id);
    expect(net.writes()).toEqual([]);
    // Nothing typed is lost; with a book the same bet goes.
    expect((screen.getByRole('spinbutton', { name: /Stake/ }) as HTMLInputElement).value).toBe('25');
    await user.clear(book);
    await user.type(book, 'DraftKings');
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    expect(await screen.findByText('unexpected')).toBeTruthy();
    expect(screen.queryByText('Name the book you placed the bet with.')).toBeNull();
    expect(net.writes()).toHaveLength(1);
  });

  it('a refusal (422) shows the server’s words without the code and keeps what was typed', async () => {
    const net = api({
      status: 422,
      body: {
        error: 'Unprocessable Entity',
        message: 'This bet would pass your weekly stake limit of $100.',
      },
    });
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = await fillBet('250');
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This bet would pass your weekly stake limit of $100.');
    expect((screen.getByRole('spinbutton', { name: /Stake/ }) as HTMLInputElement).value).toBe('250');
    expect((screen.getByRole('textbox', { name: 'Book' }) as HTMLInputElement).value).toBe('DraftKings');
    expect(net.count('GET /api/user/bets')).toBe(1);
  });

  it('no answer (network down) says the bet was not logged, keeps what was typed, and sends it again on Try again', async () => {
    const net = api((n) =>
      n === 1 ? 'network' : { status: 201, body: { id: 41, message: 'Logged: ARI +9.5 at -105, $25.' } },
    );
    renderInApp(<BetsPage />, { route: '/bets' });
    const user = await fillBet('25');
    await user.click(screen.getByRole('button', { name: 'Log bet' }));
    // Issue 21: the reason alone left a person unsure whether the bet was saved.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your bet was not logged. No answer from the server: it may be stopped or restarting, or your connection dropped.Try again',
      ),
    );
    expect((screen.getByRole('spinbutton', { name: /Stake/ }) as HTMLInputElement).value).toBe('25');
    expect(net.count('GET /api/user/bets')).toBe(1);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Logged: ARI +9.5 at -105, $25.')).toBeTruthy();
    // The same bet twice: the one the server never answered, then the retry.
    const [first, second] = net.writes();
    expect(second).toEqual(first);
    expect(net.writes()).toHaveLength(2);
  });

  it('when the week’s games cannot load, says so with a retry instead of an empty Game list', async () => {
    stubApi({
      'GET /api/user/rg-status': { body: NO_BETS.rg },
      'GET /api/user/bets': { body: NO_BETS },
      'GET /api/current-week': { body: CURRENT_WEEK },
      'GET /api/games?season=2025&week=15': (n) =>
        n === 1
          ? {
              status: 500,
              body: { error: 'Internal Server Error', message: 'The schedule is being reloaded.' },
            }
          : { body: GAMES },
    });
    renderInApp(<BetsPage />, { route: '/bets' });
    const form = within(await screen.findByRole('region', { name: 'Log a bet' }));
    const alert = await form.findByRole('alert');
    expect(within(alert).getByText('Could not load the week’s games.')).toBeTruthy();
    expect(within(alert).getByText('The schedule is being reloaded.')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await form.findByRole('option', { name: /ARI @ HOU/ })).toBeTruthy();
    expect(form.queryByRole('alert')).toBeNull();
  });
});
