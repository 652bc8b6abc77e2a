// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PersonalProfileResponse } from '../../../../shared/api/personal-profile.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';
import { BettingPreferences } from './betting-preferences.tsx';

// The profile's bankroll and max bet (the tracker's own figures) against a stub network: the form
// checks the figures itself and words a refusal by its field.

const SAVED: PersonalProfileResponse = {
  riskTolerance: 'moderate',
  bankroll: null,
  maxBet: null,
  favoriteTeams: [],
  profile: {
    riskTolerance: 'medium',
    favoriteTeams: [],
    bankrollSize: 1000,
    preferences: { favoritePositions: [], minConfidence: 0, avoidInjured: true },
  },
};

function api(put: Reply) {
  return stubApi({
    'GET /api/user/personal-profile': { body: SAVED },
    'PUT /api/user/personal-profile': put,
  });
}

async function fill(bankroll: string, maxBet: string) {
  const user = userEvent.setup();
  const form = within(await screen.findByRole('region', { name: 'Betting preferences' }));
  await user.type(await form.findByRole('spinbutton', { name: /Bankroll/ }), bankroll);
  await user.type(form.getByRole('spinbutton', { name: /Max bet/ }), maxBet);
  await user.click(form.getByRole('radio', { name: /aggressive/ }));
  await user.click(form.getByRole('button', { name: 'Save betting preferences' }));
  return form;
}

describe('bankroll and max bet on the profile', () => {
  it('sends the figures and the risk chosen, and says they are saved', async () => {
    const net = api({ body: { ...SAVED, riskTolerance: 'aggressive', bankroll: 1000, maxBet: 50 } });
    renderInApp(<BettingPreferences />, { route: '/profile' });
    const form = await fill('1000', '50');
    expect(await form.findByText('Betting preferences saved.')).toBeTruthy();
    expect(net.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/user/personal-profile',
        body: { riskTolerance: 'aggressive', bankroll: 1000, maxBet: 50 },
      },
    ]);
  });

  it('a max bet above the bankroll is refused by its field and nothing is sent', async () => {
    const net = api({ body: SAVED });
    renderInApp(<BettingPreferences />, { route: '/profile' });
    const form = await fill('1000', '2000');
    expect(await form.findByText('a max bet cannot be more than the bankroll')).toBeTruthy();
    expect(net.writes()).toEqual([]);
  });

  it('a server refusal is worded by its field and keeps the figures typed', async () => {
    api({
      status: 400,
      body: { error: 'Bad Request', message: 'Invalid body: bankroll: must be whole cents' },
    });
    renderInApp(<BettingPreferences />, { route: '/profile' });
    const form = await fill('1000', '50');
    expect(await form.findByText('must be whole cents')).toBeTruthy();
    expect((form.getByRole('spinbutton', { name: /Bankroll/ }) as HTMLInputElement).value).toBe('1000');
    expect(form.queryByText('Betting preferences saved.')).toBeNull();
  });

  it('no answer says so in words and keeps the figures typed', async () => {
    api('network');
    renderInApp(<BettingPreferences />, { route: '/profile' });
    const form = await fill('1000', '50');
    expect(
      await form.findByText(
        'No answer from the server: it may be stopped or restarting, or your connection dropped.',
      ),
    ).toBeTruthy();
    expect((form.getByRole('spinbutton', { name: /Max bet/ }) as HTMLInputElement).value).toBe('50');
  });
});
