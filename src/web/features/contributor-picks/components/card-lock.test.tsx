// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AS_OF, GAME, LOCKED_PICK, SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';
import { CardLock } from './card-lock.tsx';

// The Lock on a Weekly Picks card, opened by a signed-in person, against a stub network. What it offers
// depends on the person's locked picks (GET /api/user/picks): none held, the spread held, or a failed
// read, which must not read as "none held" (decision 119).

const MATCHUP = 'ARI at HOU';

async function openCard(picks: (n: number) => Reply) {
  const net = stubApi({ 'GET /api/auth/session': { body: SIGNED_IN }, 'GET /api/user/picks': picks });
  renderInApp(<CardLock game={GAME} matchup={MATCHUP} />, { route: '/weekly-picks' });
  const user = userEvent.setup();
  const lock = await screen.findByRole('button', { name: `Lock a pick: ${MATCHUP}` });
  // The button waits for the session (its spinner) before it opens the choices.
  await expect.poll(() => lock.getAttribute('aria-expanded'), { timeout: 8_000 }).toBe('false');
  await user.click(lock);
  return { net, user };
}

describe('the Weekly Picks card’s Lock', () => {
  it('with none held, offers both sides of the spread and the total', async () => {
    await openCard(() => ({ body: { asOf: AS_OF, picks: [] } }));
    const group = await screen.findByRole('list', { name: `Lock a pick: ${MATCHUP}` });
    expect(within(group).getByRole('button', { name: 'Lock ARI +9.5 (−105)' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Lock HOU −9.5 (−110)' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Lock Over 44.5 (−105)' })).toBeTruthy();
    expect(screen.queryByText(/^Locked:/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with the spread held, says so and offers only the total', async () => {
    await openCard(() => ({ body: { asOf: AS_OF, picks: [LOCKED_PICK] } }));
    expect(await screen.findByText('Locked: spread (a locked pick never changes)')).toBeTruthy();
    const group = screen.getByRole('list', { name: `Lock a pick: ${MATCHUP}` });
    expect(within(group).queryByRole('button', { name: /ARI \+9\.5|HOU −9\.5/ })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Lock Over 44.5 (−105)' })).toBeTruthy();
  });

  it('when the locked picks cannot be read, says what failed and offers no lock; Try again recovers', async () => {
    const { net, user } = await openCard((n) =>
      n === 1
        ? { status: 503, body: { error: 'Service Unavailable', message: 'The database is busy.' } }
        : { body: { asOf: AS_OF, picks: [LOCKED_PICK] } },
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your locked picks.')).toBeTruthy();
    expect(within(alert).getByText('The database is busy.')).toBeTruthy();
    // Not the "none held" state: no lock buttons until the picks are read.
    expect(screen.queryByRole('list', { name: `Lock a pick: ${MATCHUP}` })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Lock (ARI|HOU|Over|Under)/ })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Locked: spread (a locked pick never changes)')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(net.count('GET /api/user/picks')).toBe(2);
    expect(net.writes()).toEqual([]);
  });
});
