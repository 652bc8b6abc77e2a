// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AS_OF, GAME, LOCKED_PICK, SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';
import { LockPickPanel } from './lock-pick-panel.tsx';

// Locking a pick on the game page's panel against a stub network. The panel offers one button per
// side at the line shown; there is nothing to type, so the "invalid" cases are the ones where no lock
// may be sent: a visitor, a game that has kicked off.

function api(post: Reply, { session = SIGNED_IN } = {}) {
  return stubApi({
    'GET /api/auth/session': { body: session },
    // The picks held before the lock, then after it: the panel lists the new one only if it asked again.
    'GET /api/user/picks': (n) => ({ body: { asOf: AS_OF, picks: n === 1 ? [] : [LOCKED_PICK] } }),
    'POST /api/picks': post,
  });
}

const panel = async () => within(await screen.findByRole('region', { name: 'Lock a pick' }));

describe('locking a pick on the game page', () => {
  it('sends the side at the line shown, says it is locked and lists it among the person’s picks', async () => {
    const net = api({ status: 201, body: { pick: LOCKED_PICK } });
    renderInApp(<LockPickPanel game={GAME} />, { route: `/games/${GAME.id}` });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Lock ARI +9.5 (−105)' }));
    expect((await (await panel()).findByRole('status')).textContent).toBe(
      'Locked. It counts on the leaderboard once the game is graded.',
    );
    // The away side is stored against the home line (-9.5) at the away price shown (-105).
    expect(net.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/picks',
        body: { gameId: '2025_15_ARI_HOU', market: 'spread', selection: 'away', line: -9.5, price: -105 },
      },
    ]);
    const held = within(await (await panel()).findByRole('list', { name: 'Your locked picks' }));
    expect(held.getByText(/^Spread: ARI \+9\.5 at FanDuel, locked/)).toBeTruthy();
    // The spread is held now: its two buttons are gone, the total's remain.
    expect((await panel()).queryByRole('button', { name: /Lock ARI \+9\.5/ })).toBeNull();
    expect((await panel()).getByRole('button', { name: 'Lock Over 44.5 (−105)' })).toBeTruthy();
  });

  it('a visitor is offered sign-in and back, and nothing is sent', async () => {
    const net = api(
      { status: 201, body: { pick: LOCKED_PICK } },
      { session: { ...SIGNED_IN, user: null } as never },
    );
    renderInApp(<LockPickPanel game={GAME} />, { route: `/games/${GAME.id}` });
    const link = await (await panel()).findByRole('link', { name: 'Sign in to lock a pick' });
    expect(link.getAttribute('href')).toBe(`/sign-in?next=${encodeURIComponent(`/games/${GAME.id}`)}`);
    expect((await panel()).queryByRole('button', { name: /^Lock / })).toBeNull();
    expect(net.writes()).toEqual([]);
  });

  it('after kickoff no lock is offered', async () => {
    const net = api({ status: 201, body: { pick: LOCKED_PICK } });
    renderInApp(<LockPickPanel game={{ ...GAME, status: 'in_progress' }} />, { route: `/games/${GAME.id}` });
    expect(await (await panel()).findByText(/^Locked at kickoff \(/)).toBeTruthy();
    expect((await panel()).queryByRole('button', { name: /^Lock / })).toBeNull();
    expect(net.writes()).toEqual([]);
  });

  it('a moved line: the server’s sentence without its code, and the page is told to reload the game’s lines', async () => {
    api({
      status: 409,
      body: {
        error: 'Conflict',
        message: 'The line moved: HOU is now -10.',
        code: 'line_moved',
        current: { line: -10, price: -110, book: 'fanduel', capturedAt: AS_OF },
      },
    });
    const onLineMoved = vi.fn();
    renderInApp(<LockPickPanel game={GAME} onLineMoved={onLineMoved} />, { route: `/games/${GAME.id}` });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Lock HOU −9.5 (−110)' }));
    expect((await (await panel()).findByRole('status')).textContent).toBe('The line moved: HOU is now -10.');
    expect(onLineMoved).toHaveBeenCalledTimes(1);
    // Nothing was locked: the buttons are still offered.
    expect((await panel()).getByRole('button', { name: 'Lock HOU −9.5 (−110)' })).toBeTruthy();
  });

  it('no answer says so in words and leaves the buttons to try again', async () => {
    api('network');
    renderInApp(<LockPickPanel game={GAME} />, { route: `/games/${GAME.id}` });
    const user = userEvent.setup();
    await user.click(await (await panel()).findByRole('button', { name: 'Lock Under 44.5 (−115)' }));
    expect((await (await panel()).findByRole('status')).textContent).toBe(
      'No answer from the server: it may be stopped or restarting, or your connection dropped.',
    );
    expect(
      ((await panel()).getByRole('button', { name: 'Lock Under 44.5 (−115)' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('when the person’s locked picks cannot be read, says so with a retry instead of showing none held', async () => {
    stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/user/picks': (n) =>
        n === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'The database is busy.' } }
          : { body: { asOf: AS_OF, picks: [LOCKED_PICK] } },
    });
    renderInApp(<LockPickPanel game={GAME} />, { route: `/games/${GAME.id}` });
    const alert = await (await panel()).findByRole('alert');
    expect(within(alert).getByText('Could not load your locked picks.')).toBeTruthy();
    expect(within(alert).getByText('The database is busy.')).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await (await panel()).findByRole('list', { name: 'Your locked picks' })).toBeTruthy();
    expect((await panel()).queryByRole('alert')).toBeNull();
  });
});
