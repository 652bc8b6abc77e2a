// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChallengeDetailResponse, ChallengeSummary } from '../../../../shared/api/challenges.ts';
import { AS_OF, CHALLENGE, SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { type Reply, renderInApp, stubApi } from '../../../testing/component.tsx';
import { ChallengeDetail } from './challenge-detail.tsx';

// Joining a challenge against a stub network (issue 21 point 4: "You're in" beside "0 members" until
// a reload): the count follows the join's own answer, and the Leave button the refreshed memberships.

const OPEN: ChallengeSummary = CHALLENGE;

const detail = (challenge: ChallengeSummary): ChallengeDetailResponse => ({
  asOf: AS_OF,
  challenge,
  counts: 'Spread picks locked during the week count.',
  stats: {
    participants: challenge.members,
    prizePoolCoins: challenge.prizePoolCoins,
    winRate: null,
    topStreak: 0,
  },
  leaderboard: [],
});

const JOINED = { ...OPEN, members: 1, prizePoolCoins: 100 };

function api(join: Reply, after = JOINED) {
  return stubApi({
    'GET /api/auth/session': { body: SIGNED_IN },
    'GET /api/challenges/7': (n) => ({ body: detail(n === 1 ? OPEN : after) }),
    'GET /api/challenges': {
      body: { asOf: AS_OF, challenges: [OPEN], totals: { active: 1, participants: 0, prizeCoins: 0 } },
    },
    'GET /api/challenges/top': { body: { asOf: AS_OF, top: [] } },
    'GET /api/user/challenges': (n) => ({
      body: { memberOf: n === 1 || after === OPEN ? [] : [7], following: [], userId: 'u1' },
    }),
    'POST /api/challenges/7/join': join,
  });
}

const participants = () => screen.getByText('Participants').parentElement as HTMLElement;

describe('joining a challenge', () => {
  it('shows one participant and offers Leave without a reload', async () => {
    const net = api({ body: { challenge: JOINED } });
    renderInApp(<ChallengeDetail id={7} />, { route: '/challenges?challenge=7' });
    const join = await screen.findByRole('button', { name: 'Join Challenge' });
    await waitEnabled(join);
    expect(within(participants()).getByText('0')).toBeTruthy();
    await userEvent.setup().click(join);
    expect(await screen.findByRole('button', { name: 'Leave Challenge' })).toBeTruthy();
    expect(within(participants()).getByText('1')).toBeTruthy();
    expect(net.writes()).toEqual([{ method: 'POST', path: '/api/challenges/7/join', body: {} }]);
  });

  it('a refusal shows the server’s sentence and the challenge stays joinable', async () => {
    api({ status: 409, body: { error: 'Conflict', message: 'This challenge is full.', code: 'full' } }, OPEN);
    renderInApp(<ChallengeDetail id={7} />, { route: '/challenges?challenge=7' });
    const join = await screen.findByRole('button', { name: 'Join Challenge' });
    await waitEnabled(join);
    await userEvent.setup().click(join);
    expect(await screen.findByText('This challenge is full.')).toBeTruthy();
    expect(within(participants()).getByText('0')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Join Challenge' })).toBeTruthy();
  });
});

describe('joining a challenge the browser holds a copy of', () => {
  // The server sends the public challenge reads with max-age=60 (routes/challenges.ts). The old code's
  // refetch after the join got the browser's copy from before it: "You're in" beside "0 members" and
  // "No members yet" until a reload (issue 21, decision 102). The stub keeps that copy as a browser would.
  const ME = {
    rank: 1,
    id: 'm1',
    name: 'Pat Doe',
    wins: 0,
    losses: 0,
    pushes: 0,
    accuracy: null,
    units: 0,
    roi: null,
    streak: 0,
    points: 0,
    pending: 0,
    assumedPrices: 0,
  };

  it('the participant count and the member list show the join without a reload', async () => {
    stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/challenges/7': (n) =>
        n === 1
          ? { body: detail(OPEN), maxAge: 60 }
          : { body: { ...detail(JOINED), leaderboard: [ME] }, maxAge: 60 },
      'GET /api/user/challenges': (n) => ({
        body: { memberOf: n === 1 ? [] : [7], following: [], userId: 'u1' },
      }),
      'GET /api/challenges': {
        body: { asOf: AS_OF, challenges: [OPEN], totals: { active: 1, participants: 0, prizeCoins: 0 } },
        maxAge: 60,
      },
      'GET /api/challenges/top': { body: { asOf: AS_OF, top: [] }, maxAge: 60 },
      'POST /api/challenges/7/join': { body: { challenge: JOINED } },
    });
    renderInApp(<ChallengeDetail id={7} />, { route: '/challenges?challenge=7' });
    const join = await screen.findByRole('button', { name: 'Join Challenge' });
    await waitEnabled(join);
    expect(within(participants()).getByText('0')).toBeTruthy();
    expect(screen.getByText('No members yet')).toBeTruthy();
    await userEvent.setup().click(join);
    expect(await screen.findByRole('button', { name: 'Leave Challenge' })).toBeTruthy();
    // 0 members + 1 (the join) = 1, and the board lists the person instead of "No members yet".
    const board = await screen.findByRole('table', { name: 'Spread Kings: leaderboard' });
    expect(within(board).getByRole('rowheader', { name: /Pat Doe/ })).toBeTruthy();
    expect(within(participants()).getByText('1')).toBeTruthy();
    expect(screen.queryByText('No members yet')).toBeNull();
  });
});

describe("the board's units", () => {
  it('says where −110 was assumed for a pick locked without a price, and only there', async () => {
    // Ann: 2–1 with one of the wins locked without a price (its 0.9091 is −110 assumed); Bob's picks all
    // had prices. ROI is the server's figure; the board names the assumption beneath it.
    const member = (id: string, name: string, assumedPrices: number, roi: number) => ({
      rank: id === 'a' ? 1 : 2,
      id,
      name,
      wins: 2,
      losses: 1,
      pushes: 0,
      accuracy: 2 / 3,
      units: roi * 3,
      roi,
      streak: 0,
      points: 50,
      pending: 0,
      assumedPrices,
    });
    stubApi({
      'GET /api/auth/session': { body: SIGNED_IN },
      'GET /api/challenges/7': {
        body: { ...detail(JOINED), leaderboard: [member('a', 'Ann', 1, 0.2727), member('b', 'Bob', 0, 0.3)] },
      },
      'GET /api/user/challenges': { body: { memberOf: [], following: [], userId: 'u1' } },
      'GET /api/challenges': {
        body: { asOf: AS_OF, challenges: [OPEN], totals: { active: 1, participants: 0, prizeCoins: 0 } },
      },
      'GET /api/challenges/top': { body: { asOf: AS_OF, top: [] } },
    });
    renderInApp(<ChallengeDetail id={7} />, { route: '/challenges?challenge=7' });
    const board = await screen.findByRole('table', { name: 'Spread Kings: leaderboard' });
    const rows = within(board).getAllByRole('row');
    const ann = rows.find((r) => within(r).queryByRole('rowheader', { name: /Ann/ }));
    const bob = rows.find((r) => within(r).queryByRole('rowheader', { name: /Bob/ }));
    expect(ann?.textContent).toContain('1 at −110 assumed — no price recorded');
    expect(bob?.textContent).not.toContain('assumed');
  });
});

/** Join waits for the person's memberships (it would otherwise offer Join to a member). */
async function waitEnabled(button: HTMLElement) {
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
}
