// Joining, leaving, removing and following on a bare app with the challenge repositories stubbed
// (decision 128, the routes' fast test set). Each is a user route (removal: admins); the signed-in
// person's id and the app's clock are what reach the repository, inside the transaction that locked the
// challenge's row; a join is refused at the end instant, a tournament's from its start instant and a
// full one at capacity (409 with its code); a leave only before the start; only a change that happened
// tells the community pages their data changed.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AS, context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { ChallengeRow } from '../../db/repositories/challenges.ts';

vi.mock('../../db/repositories/challenges.ts', () => ({
  addMember: vi.fn(),
  deleteChallenge: vi.fn(),
  findChallenge: vi.fn(),
  follow: vi.fn(),
  isMember: vi.fn(),
  lockChallenge: vi.fn(),
  removeMember: vi.fn(),
  unfollow: vi.fn(),
  userChallengeState: vi.fn(),
  userExists: vi.fn(),
}));
vi.mock('../../db/repositories/games.ts', () => ({ seasonWindows: vi.fn() }));
vi.mock('../../core/data-changes.ts', () => ({ notifyCommunityChanged: vi.fn() }));

const repo = await import('../../db/repositories/challenges.ts');
const changes = await import('../../core/data-changes.ts');
const { challengeRoutes } = await import('./challenges.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

// A weekly challenge of the NFL week Tue 18 Nov 05:00Z (midnight in New York) to Tue 25 Nov 05:00Z,
// 3 members of at most 4, 5 coins to enter.
const WEEKLY: ChallengeRow = {
  id: 7,
  title: 'Week 12 spreads',
  description: 'Against the spread',
  kind: 'spreads',
  period: 'weekly',
  startsAt: new Date('2025-11-18T05:00:00Z'),
  endsAt: new Date('2025-11-25T05:00:00Z'),
  capacity: 4,
  entryCoins: 5,
  creatorId: BOB,
  creatorName: 'Bob',
  createdAt: new Date('2025-11-10T09:00:00Z'),
  members: 3,
};
// A tournament from Fri 21 Nov 05:00Z to Mon 24 Nov 05:00Z, no capacity.
const CUP: ChallengeRow = {
  ...WEEKLY,
  id: 8,
  title: 'Weekend cup',
  kind: 'pickem',
  period: 'tournament',
  startsAt: new Date('2025-11-21T05:00:00Z'),
  endsAt: new Date('2025-11-24T05:00:00Z'),
  capacity: null,
};

beforeEach(() => {
  for (const f of Object.values(repo)) vi.mocked(f as () => unknown).mockReset();
  vi.mocked(changes.notifyCommunityChanged).mockReset();
  vi.mocked(repo.isMember).mockResolvedValue(false);
  vi.mocked(repo.addMember).mockResolvedValue(true);
  vi.mocked(repo.removeMember).mockResolvedValue(true);
});

const app = (at: string) =>
  routeApp(challengeRoutes, { ...context(), clock: { now: () => new Date(at), replayAt: undefined } });

/** Ann joins (POST …/join) or leaves (DELETE …/membership) challenge `id` at `at`. */
async function act(action: 'join' | 'leave', id: number, at: string, headers: object = AS(ANN)) {
  const res = await (await app(at)).inject({
    method: action === 'join' ? 'POST' : 'DELETE',
    url: action === 'join' ? `/api/challenges/${id}/join` : `/api/challenges/${id}/membership`,
    headers: headers as Record<string, string>,
  });
  return { status: res.statusCode, body: res.json() };
}

/** The challenge as locked, and as read back after the change. */
function stored(c: ChallengeRow, after: ChallengeRow | null = c) {
  vi.mocked(repo.lockChallenge).mockResolvedValue(c);
  vi.mocked(repo.findChallenge).mockResolvedValue(after);
}

describe('joining a challenge', () => {
  it('is a user route: a visitor gets 401 and nothing is locked', async () => {
    const a = await app('2025-11-19T12:00:00Z');
    expect(a.access.get('POST /api/challenges/:id/join')).toBe('user');
    expect(a.access.get('DELETE /api/challenges/:id/membership')).toBe('user');
    expect(a.declared.get('POST /api/challenges/:id/join')?.summary).toBe(
      'Join a challenge (refused when full, ended, or a tournament that has started)',
    );
    expect(a.declared.get('DELETE /api/challenges/:id/membership')?.summary).toBe(
      'Leave a challenge (only before it starts)',
    );
    expect((await act('join', 7, '2025-11-19T12:00:00Z', {})).status).toBe(401);
    expect(repo.lockChallenge).not.toHaveBeenCalled();
  });

  it('adds the signed-in person at the clock’s instant and answers the challenge as read back', async () => {
    // Read back with Ann counted: 4 of 4, so the weekly one is now full, status 'running'.
    stored(WEEKLY, { ...WEEKLY, members: 4 });
    const res = await act('join', 7, '2025-11-19T12:00:00Z');
    expect(res.status).toBe(200);
    expect(repo.lockChallenge).toHaveBeenCalledWith(ORM, 7);
    expect(repo.isMember).toHaveBeenCalledWith(ORM, 7, ANN);
    expect(repo.addMember).toHaveBeenCalledWith(ORM, 7, ANN, new Date('2025-11-19T12:00:00Z'));
    expect(repo.findChallenge).toHaveBeenCalledWith(ORM, 7);
    expect(res.body.challenge).toEqual({
      id: 7,
      title: 'Week 12 spreads',
      description: 'Against the spread',
      kind: 'spreads',
      period: 'weekly',
      status: 'running',
      startsAt: '2025-11-18T05:00:00.000Z',
      endsAt: '2025-11-25T05:00:00.000Z',
      capacity: 4,
      entryCoins: 5,
      members: 4,
      // 5 coins × 4 members.
      prizePoolCoins: 20,
      creator: { id: BOB, name: 'Bob' },
      createdAt: '2025-11-10T09:00:00.000Z',
    });
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
  });

  it('answers a member who joins again as joined, without adding a second row', async () => {
    vi.mocked(repo.isMember).mockResolvedValue(true);
    // Even when full: a member already has the place.
    stored({ ...WEEKLY, members: 4 });
    const res = await act('join', 7, '2025-11-19T12:00:00Z');
    expect([res.status, res.body.challenge.id]).toEqual([200, 7]);
    expect(repo.addMember).not.toHaveBeenCalled();
  });

  it('refuses at the end instant, a tournament from its start instant, a full one at capacity: 409 and its code', async () => {
    stored(WEEKLY);
    // At 25 Nov 05:00Z exactly the weekly one has ended.
    expect(await act('join', 7, '2025-11-25T05:00:00Z')).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'This challenge has ended.', code: 'finished' },
    });
    // One millisecond before, it still takes Ann.
    expect((await act('join', 7, '2025-11-25T04:59:59.999Z')).status).toBe(200);
    stored(CUP);
    expect(await act('join', 8, '2025-11-21T05:00:00Z')).toEqual({
      status: 409,
      body: {
        error: 'Conflict',
        message: 'This tournament has started: it takes no new members.',
        code: 'started',
      },
    });
    expect((await act('join', 8, '2025-11-21T04:59:59.999Z')).status).toBe(200);
    stored({ ...WEEKLY, members: 4 });
    expect(await act('join', 7, '2025-11-19T12:00:00Z')).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'This challenge is full.', code: 'full' },
    });
    // Two joins went through (the 1 ms-before ones), the three refusals added nobody and changed nothing.
    expect(repo.addMember).toHaveBeenCalledTimes(2);
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(2);
  });

  it('answers 404 for a challenge that does not exist, or is gone when read back', async () => {
    vi.mocked(repo.lockChallenge).mockResolvedValue(null);
    expect(await act('join', 99, '2025-11-19T12:00:00Z')).toEqual({
      status: 404,
      body: { error: 'Not Found', message: 'No challenge has this id.' },
    });
    expect(repo.isMember).not.toHaveBeenCalled();
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
    stored(WEEKLY, null);
    expect(await act('join', 7, '2025-11-19T12:00:00Z')).toEqual({
      status: 404,
      body: { error: 'Not Found', message: 'No challenge has this id.' },
    });
    // A positive whole number only.
    expect((await act('join', 0, '2025-11-19T12:00:00Z')).status).toBe(400);
  });
});

describe('leaving a challenge', () => {
  it('removes the signed-in person up to a millisecond before the start', async () => {
    stored(CUP);
    vi.mocked(repo.isMember).mockResolvedValue(true);
    const res = await act('leave', 8, '2025-11-21T04:59:59.999Z');
    expect([res.status, res.body.challenge.status]).toEqual([200, 'upcoming']);
    expect(repo.isMember).toHaveBeenCalledWith(ORM, 8, ANN);
    expect(repo.removeMember).toHaveBeenCalledWith(ORM, 8, ANN);
    expect(repo.addMember).not.toHaveBeenCalled();
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
  });

  it('refuses from the start instant (the board keeps the member) and a non-member: 409 with the code', async () => {
    stored(CUP);
    vi.mocked(repo.isMember).mockResolvedValue(true);
    expect(await act('leave', 8, '2025-11-21T05:00:00Z')).toEqual({
      status: 409,
      body: {
        error: 'Conflict',
        message: 'This challenge has started: members stay on its board until it ends.',
        code: 'started',
      },
    });
    vi.mocked(repo.isMember).mockResolvedValue(false);
    expect(await act('leave', 8, '2025-11-20T12:00:00Z')).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'You are not in this challenge.', code: 'not_member' },
    });
    expect(repo.removeMember).not.toHaveBeenCalled();
    expect(changes.notifyCommunityChanged).not.toHaveBeenCalled();
  });
});

describe('removing a challenge (moderation)', () => {
  const remove = async (id: number) =>
    (await app('2025-11-19T12:00:00Z')).inject({
      method: 'DELETE',
      url: `/api/challenges/${id}`,
      headers: AS(ANN, { role: 'admin' }),
    });

  it('is an admin route; removes by id, and 404 when there was none', async () => {
    const a = await app('2025-11-19T12:00:00Z');
    expect(a.access.get('DELETE /api/challenges/:id')).toBe('admin');
    vi.mocked(repo.deleteChallenge).mockResolvedValue(true);
    const a2 = await app('2025-11-19T12:00:00Z');
    const res = await a2.inject({
      method: 'DELETE',
      url: '/api/challenges/7',
      headers: AS(ANN, { role: 'admin' }),
    });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    // The moderation's audit line names the admin and the challenge.
    expect(a2.logs.filter((l) => l.event).map((l) => [l.event, l.userId, l.challengeId, l.msg])).toEqual([
      ['challenge.deleted', ANN, 7, 'challenge deleted'],
    ]);
    expect(repo.deleteChallenge).toHaveBeenCalledWith(ORM, 7);
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
    vi.mocked(repo.deleteChallenge).mockResolvedValue(false);
    const none = await remove(99);
    expect([none.statusCode, none.json().message]).toEqual([404, 'No challenge has this id.']);
    expect(changes.notifyCommunityChanged).toHaveBeenCalledTimes(1);
  });
});

describe('following people and the person’s own state', () => {
  const call = async (method: 'PUT' | 'DELETE', target: string) => {
    const res = await (await app('2025-11-19T12:00:00Z')).inject({
      method,
      url: `/api/users/${target}/follow`,
      headers: AS(ANN),
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('follows an existing person as the signed-in one, never oneself', async () => {
    const a = await app('2025-11-19T12:00:00Z');
    expect(a.access.get('PUT /api/users/:id/follow')).toBe('user');
    expect(a.access.get('DELETE /api/users/:id/follow')).toBe('user');
    vi.mocked(repo.userExists).mockResolvedValue(true);
    expect(await call('PUT', BOB)).toEqual({ status: 200, body: { following: true } });
    expect(repo.userExists).toHaveBeenCalledWith(ORM, BOB);
    expect(repo.follow).toHaveBeenCalledWith(ORM, ANN, BOB);
    expect(await call('PUT', ANN)).toEqual({
      status: 422,
      body: { error: 'Unprocessable Entity', message: 'You cannot follow yourself.' },
    });
    vi.mocked(repo.userExists).mockResolvedValue(false);
    expect(await call('PUT', '33333333-3333-4333-8333-333333333333')).toEqual({
      status: 404,
      body: { error: 'Not Found', message: 'No person has this id.' },
    });
    expect(repo.follow).toHaveBeenCalledTimes(1);
    expect((await call('PUT', 'not-a-uuid')).status).toBe(400);
  });

  it('stops following as the signed-in one', async () => {
    expect(await call('DELETE', BOB)).toEqual({ status: 200, body: { following: false } });
    expect(repo.unfollow).toHaveBeenCalledWith(ORM, ANN, BOB);
    expect(repo.follow).not.toHaveBeenCalled();
  });

  it('lists the signed-in person’s challenges and follows, read with their own id', async () => {
    const a = await app('2025-11-19T12:00:00Z');
    expect(a.access.get('GET /api/user/challenges')).toBe('user');
    vi.mocked(repo.userChallengeState).mockResolvedValue({ memberOf: [7, 8], following: [BOB] });
    const res = await a.inject({ method: 'GET', url: '/api/user/challenges', headers: AS(ANN) });
    expect(res.json()).toEqual({ userId: ANN, memberOf: [7, 8], following: [BOB] });
    expect(repo.userChallengeState).toHaveBeenCalledWith(ORM, ANN);
  });
});

describe('the API documentation', () => {
  it('lists the signed-in challenge routes with their tags and summaries', async () => {
    const a = await app('2025-11-19T12:00:00Z');
    expect(documented(a)).toEqual([
      [
        'GET /api/user/challenges',
        ['community'],
        'The challenges the signed-in person is in and the people they follow',
      ],
      [
        'POST /api/challenges',
        ['community'],
        'Create a challenge (admins; others at most 3 a day and 5 not yet ended)',
      ],
      [
        'POST /api/challenges/:id/join',
        ['community'],
        'Join a challenge (refused when full, ended, or a tournament that has started)',
      ],
      ['DELETE /api/challenges/:id/membership', ['community'], 'Leave a challenge (only before it starts)'],
      [
        'DELETE /api/challenges/:id',
        ['community'],
        'Remove a challenge and its memberships (moderation, admins only)',
      ],
      ['PUT /api/users/:id/follow', ['community'], 'Follow a person (a challenge creator)'],
      ['DELETE /api/users/:id/follow', ['community'], 'Stop following a person'],
    ]);
    // The answers each route documents (the API's contract, and the serialiser of each).
    expect(
      [...a.declared]
        .filter(([route]) => !route.startsWith('HEAD '))
        .map(([route, d]) => [route, d.statuses]),
    ).toEqual([
      ['GET /api/user/challenges', ['200']],
      ['POST /api/challenges', ['201', '403', '422', '429']],
      ['POST /api/challenges/:id/join', ['200', '404', '409']],
      ['DELETE /api/challenges/:id/membership', ['200', '404', '409']],
      ['DELETE /api/challenges/:id', ['200', '404']],
      ['PUT /api/users/:id/follow', ['200', '404', '422']],
      ['DELETE /api/users/:id/follow', ['200', '404', '422']],
    ]);
  });
});
