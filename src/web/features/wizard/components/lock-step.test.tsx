// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AS_OF, GAME, LOCKED_PICK, SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';
import { LockStep } from './lock-step.tsx';

// The wizard's last step against a stub network: the chosen pick's Lock, the line-moved retry, and a
// failed lock. The pick comes from the URL (step 3); there is nothing to type.

function api(post: Reply | ((n: number, body: unknown) => Reply)) {
  return stubApi({
    'GET /api/auth/session': { body: SIGNED_IN },
    'GET /api/user/picks': (n) => ({ body: { asOf: AS_OF, picks: n === 1 ? [] : [LOCKED_PICK] } }),
    'POST /api/picks': post,
  });
}

const step = async () => within(await screen.findByRole('region', { name: 'Lock your pick' }));
const renderStep = (pick: string | undefined) =>
  renderInApp(<LockStep game={GAME} pick={pick} player={undefined} search="?step=4" />, {
    route: '/wizard?step=4',
  });

describe('the wizard’s lock step', () => {
  it('locks the chosen pick, says so, and then shows it as held', async () => {
    const net = api({ status: 201, body: { pick: LOCKED_PICK } });
    renderStep('spread-away');
    const user = userEvent.setup();
    await user.click(await (await step()).findByRole('button', { name: 'Lock ARI +9.5 (−105)' }));
    expect((await (await step()).findByRole('status')).textContent).toMatch(/^Locked ARI \+9\.5 \(−105\)\./);
    expect(net.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/picks',
        body: { gameId: '2025_15_ARI_HOU', market: 'spread', selection: 'away', line: -9.5, price: -105 },
      },
    ]);
    // /api/user/picks was asked again: the step now reads the market as held.
    expect(await (await step()).findByText(/^You locked this market at FanDuel/)).toBeTruthy();
  });

  it('with no pick chosen, asks for one and offers no Lock', async () => {
    const net = api({ status: 201, body: { pick: LOCKED_PICK } });
    renderStep(undefined);
    expect(
      await (await step()).findByText('Choose a game and a side in step 3 (Betting Context) first.'),
    ).toBeTruthy();
    expect((await step()).queryByRole('button', { name: /^Lock / })).toBeNull();
    expect(net.writes()).toEqual([]);
  });

  it('a moved line offers the new line, and locking there sends it', async () => {
    const net = api((n) =>
      n === 1
        ? {
            status: 409,
            body: {
              error: 'Conflict',
              message: 'The line moved: HOU is now -10.',
              code: 'line_moved',
              current: { line: -10, price: -110, book: 'fanduel', capturedAt: AS_OF },
            },
          }
        : { status: 201, body: { pick: { ...LOCKED_PICK, line: -10, price: -110 } } },
    );
    renderStep('spread-away');
    const user = userEvent.setup();
    await user.click(await (await step()).findByRole('button', { name: 'Lock ARI +9.5 (−105)' }));
    expect((await (await step()).findByRole('status')).textContent).toContain(
      'The line moved: HOU is now -10.',
    );
    // HOU -10 at -110 is ARI +10 at -110 for the away side.
    await user.click(
      await (await step()).findByRole('button', { name: 'Lock ARI +10 (−110) at the new line' }),
    );
    expect(await (await step()).findByText(/^Locked ARI \+10 \(−110\)\./)).toBeTruthy();
    expect(net.writes().map((w) => w.body)).toEqual([
      { gameId: '2025_15_ARI_HOU', market: 'spread', selection: 'away', line: -9.5, price: -105 },
      { gameId: '2025_15_ARI_HOU', market: 'spread', selection: 'away', line: -10, price: -110 },
    ]);
  });

  it('a server failure shows its sentence and keeps the Lock to try again', async () => {
    api({
      status: 500,
      body: { error: 'Internal Server Error', message: 'The pick could not be stored; try again.' },
    });
    renderStep('spread-away');
    const user = userEvent.setup();
    await user.click(await (await step()).findByRole('button', { name: 'Lock ARI +9.5 (−105)' }));
    expect((await (await step()).findByRole('status')).textContent).toBe(
      'The pick could not be stored; try again.',
    );
    expect((await step()).getByRole('button', { name: 'Lock ARI +9.5 (−105)' })).toBeTruthy();
  });

  it('with the chosen market already held, says when it was locked and offers no Lock', async () => {
    const net = stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/user/picks': { body: { asOf: AS_OF, picks: [LOCKED_PICK] } },
    });
    renderStep('spread-home');
    expect(await (await step()).findByText(/^You locked this market at FanDuel/)).toBeTruthy();
    expect((await step()).queryByRole('button', { name: /^Lock / })).toBeNull();
    expect(net.writes()).toEqual([]);
  });

  it('when the locked picks cannot be read, says what failed instead of offering a Lock; Try again recovers', async () => {
    const net = stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/user/picks': (n) =>
        n === 1
          ? { status: 503, body: { error: 'Service Unavailable', message: 'The database is busy.' } }
          : { body: { asOf: AS_OF, picks: [] } },
    });
    renderStep('spread-away');
    const alert = await (await step()).findByRole('alert');
    expect(within(alert).getByText('Could not load your locked picks.')).toBeTruthy();
    expect(within(alert).getByText('The database is busy.')).toBeTruthy();
    expect((await step()).queryByRole('button', { name: /^Lock / })).toBeNull();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    // Read now (none held): the Lock is offered and the failure is gone.
    expect(await (await step()).findByRole('button', { name: 'Lock ARI +9.5 (−105)' })).toBeTruthy();
    expect((await step()).queryByRole('alert')).toBeNull();
    expect(net.writes()).toEqual([]);
  });
});
