// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChallengeSummary, ChallengesResponse } from '../../../../shared/api/challenges.ts';
import { AS_OF, CHALLENGE, SIGNED_IN } from '../../../testing/api-fixtures.ts';
import { renderInApp, stubApi } from '../../../testing/component.tsx';
import { ChallengeCard } from '../components/challenge-card.tsx';
import { ChallengeDetail } from '../components/challenge-detail.tsx';
import { getChallengesQueryOptions, useMyChallenges } from './challenges-api.ts';

// The list of challenges after the person joins one (issue 21: "You're in" beside "0 members" until a
// reload). The server sends the public reads with max-age=60 and the stub keeps them as the browser's
// HTTP cache would: a read that does not ask the server gets the copy from before the join.

// Open (it has started: a member can no longer leave), in the Active tab and its totals.
const OPEN: ChallengeSummary = {
  ...CHALLENGE,
  status: 'open',
  startsAt: '2025-12-12T05:00:00.000Z',
};
// The join's answer: 0 members + the person = 1; prize pool 100 coins × 1 member = 100.
const JOINED: ChallengeSummary = { ...OPEN, members: 1, prizePoolCoins: 100 };

const list = (c: ChallengeSummary): ChallengesResponse => ({
  asOf: AS_OF,
  challenges: [c],
  totals: { active: 1, participants: c.members, prizeCoins: c.prizePoolCoins },
});

function network() {
  return stubApi({
    'GET /api/auth/session': { body: SIGNED_IN },
    // Before the join (first read) and after it; each kept 60 s by the "browser".
    'GET /api/challenges': (n) => ({ body: list(n === 1 ? OPEN : JOINED), maxAge: 60 }),
    'GET /api/challenges/7': (n) => ({
      body: {
        asOf: AS_OF,
        challenge: n === 1 ? OPEN : JOINED,
        counts: 'Spread picks locked during the week count.',
        stats: {
          participants: n === 1 ? 0 : 1,
          prizePoolCoins: n === 1 ? 0 : 100,
          winRate: null,
          topStreak: 0,
        },
        leaderboard: [],
      },
      maxAge: 60,
    }),
    'GET /api/challenges/top': { body: { asOf: AS_OF, top: [] }, maxAge: 60 },
    'GET /api/user/challenges': (n) => ({
      body: { memberOf: n === 1 ? [] : [7], following: [], userId: 'u1' },
    }),
    'POST /api/challenges/7/join': { body: { challenge: JOINED } },
  });
}

/** The challenge cards as the Challenges page shows them: the public list and the person's memberships. */
function Cards() {
  const challenges = useQuery(getChallengesQueryOptions());
  const mine = useMyChallenges();
  return (
    <ul>
      {challenges.data?.challenges.map((c) => (
        <ChallengeCard
          key={c.id}
          c={c}
          member={mine.data?.memberOf.includes(c.id) ?? false}
          onOpen={() => {}}
        />
      ))}
      {challenges.data && <li>Participants in active challenges: {challenges.data.totals.participants}</li>}
    </ul>
  );
}

/** The cards with one challenge's detail open, as on /challenges?challenge=7. */
const renderPage = () =>
  renderInApp(
    <>
      <Cards />
      <ChallengeDetail id={7} />
    </>,
    { route: '/challenges?challenge=7' },
  );

const card = () => screen.getByRole('listitem', { name: 'Spread Kings' });

async function join() {
  const button = await screen.findByRole('button', { name: 'Join Challenge' });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  await userEvent.setup().click(button);
  // Open and started: a member cannot leave, the detail says so.
  await screen.findByText('You’re in this challenge.');
}

beforeEach(() => sessionStorage.clear());

describe('the challenge list after a join', () => {
  it('on the same page: the card shows the member and "You’re in", and the totals the server’s new answer', async () => {
    network();
    const view = renderPage();
    await waitFor(() => expect(card().textContent).toContain('0 members'));
    await join();
    await waitFor(() => expect(card().textContent).toContain('1 member · You’re in'));
    // The totals are not in the join's answer: only a list read that asked the server has them.
    expect(await screen.findByText('Participants in active challenges: 1')).toBeTruthy();
    view.unmount();
  });

  it('read afresh within the minute (a reload): the server’s answer, not the copy from before the join', async () => {
    const net = network();
    const first = renderPage();
    await waitFor(() => expect(card().textContent).toContain('0 members'));
    await join();
    await waitFor(() => expect(net.count('GET /api/challenges')).toBe(2));
    first.unmount();
    // A new query cache, as after a reload of the tab: the list's first load.
    renderInApp(<Cards />, { route: '/challenges' });
    await waitFor(() => expect(net.count('GET /api/challenges')).toBe(3));
    await waitFor(() => expect(card().textContent).toContain('1 member · You’re in'));
    expect(card().textContent).not.toContain('0 members');
    expect(within(card()).getByRole('button', { name: 'Details of Spread Kings' })).toBeTruthy();
  });
});
