// The public challenge reads on a bare app with the repositories stubbed (decision 128, the routes'
// fast test set): public, cached per data version (community data) and for a minute in browsers; the
// list's totals count only open and running challenges; the boards are the members' picks as read at
// the app's clock, scored by hand below; an unknown id is 404.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { context, documented, ORM, routeApp } from '../../../tests/support/route-app.ts';
import type { ChallengeRow, MemberPickRow } from '../../db/repositories/challenges.ts';

vi.mock('../../db/repositories/challenges.ts', () => ({
  distinctMembers: vi.fn(),
  findChallenge: vi.fn(),
  listChallenges: vi.fn(),
  memberPicks: vi.fn(),
}));

const repo = await import('../../db/repositories/challenges.ts');
const { challengeReadRoutes } = await import('./challenges.ts');

const ANN = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
// The public ids: the first 16 base64url characters of sha256('contributor:' + id).
const ANN_PUBLIC = 'dPIMuPj0_gBcZwY1';
const BOB_PUBLIC = 'euL6_4SZxO5C2StM';
const NOW = '2025-11-19T12:00:00.000Z';

const row = (over: Partial<ChallengeRow> & Pick<ChallengeRow, 'id' | 'period'>): ChallengeRow => ({
  title: `Challenge ${over.id}`,
  description: '',
  kind: 'pickem',
  startsAt: new Date('2025-11-18T05:00:00Z'),
  endsAt: new Date('2025-11-25T05:00:00Z'),
  capacity: null,
  entryCoins: 0,
  creatorId: null,
  creatorName: null,
  createdAt: new Date('2025-11-10T09:00:00Z'),
  members: 0,
  ...over,
});

// At NOW (Wed 19 Nov 12:00Z): a daily one that ended at 05:00, the week's (open), a tournament that
// started at 05:00 (running), tomorrow's daily (upcoming), and a weekly one full at 2 of 2 (running).
const FINISHED = row({
  id: 1,
  period: 'daily',
  endsAt: new Date('2025-11-19T05:00:00Z'),
  entryCoins: 10,
  members: 2,
});
const OPEN = row({ id: 2, period: 'weekly', entryCoins: 5, members: 3, creatorId: ANN, creatorName: 'Ann' });
const RUNNING = row({
  id: 3,
  period: 'tournament',
  startsAt: new Date('2025-11-19T05:00:00Z'),
  endsAt: new Date('2025-11-22T05:00:00Z'),
  entryCoins: 20,
  members: 4,
});
const UPCOMING = row({
  id: 4,
  period: 'daily',
  startsAt: new Date('2025-11-20T05:00:00Z'),
  endsAt: new Date('2025-11-21T05:00:00Z'),
  entryCoins: 50,
  members: 1,
});
const FULL = row({ id: 5, period: 'weekly', capacity: 2, members: 2, entryCoins: 1 });

const pickRow = (
  challengeId: number,
  userId: string,
  name: string,
  joinedAt: string,
  p: {
    id: number;
    selection: 'home' | 'away';
    price: number | null;
    lockedAt: string;
    kickoff: string;
    final?: readonly [number, number];
  },
): MemberPickRow => ({
  challengeId,
  userId,
  name,
  joinedAt: new Date(joinedAt),
  pickId: p.id,
  market: 'moneyline',
  selection: p.selection,
  line: null,
  price: p.price,
  lockedAt: new Date(p.lockedAt),
  kickoff: new Date(p.kickoff),
  homeScore: p.final?.[0] ?? null,
  awayScore: p.final?.[1] ?? null,
});

// The members' moneyline picks (both challenges are pick'em):
// Ann — 101 home +150, won 24-17 (+1.5 u); 102 away −110, lost 24-17 (−1 u); 105 home +100, won 21-20
// (+1 u), locked in both windows. Bob — 103 home without a price, won 24-17 (assumed −110: +100/110 =
// +0.9091 u); 104 home +120, no final yet (pending).
const ANN_101 = {
  id: 101,
  selection: 'home',
  price: 150,
  lockedAt: '2025-11-18T12:00:00Z',
  kickoff: '2025-11-18T18:00:00Z',
  final: [24, 17],
} as const;
const ANN_102 = {
  id: 102,
  selection: 'away',
  price: -110,
  lockedAt: '2025-11-18T13:00:00Z',
  kickoff: '2025-11-19T01:00:00Z',
  final: [24, 17],
} as const;
const ANN_105 = {
  id: 105,
  selection: 'home',
  price: 100,
  lockedAt: '2025-11-19T06:00:00Z',
  kickoff: '2025-11-19T09:00:00Z',
  final: [21, 20],
} as const;
const BOB_103 = {
  id: 103,
  selection: 'home',
  price: null,
  lockedAt: '2025-11-18T12:30:00Z',
  kickoff: '2025-11-18T18:00:00Z',
  final: [24, 17],
} as const;
const BOB_104 = {
  id: 104,
  selection: 'home',
  price: 120,
  lockedAt: '2025-11-19T11:00:00Z',
  kickoff: '2025-11-20T01:15:00Z',
} as const;
const OPEN_ROWS = [
  pickRow(2, ANN, 'Ann', '2025-11-18T06:00:00Z', ANN_101),
  pickRow(2, ANN, 'Ann', '2025-11-18T06:00:00Z', ANN_102),
  pickRow(2, ANN, 'Ann', '2025-11-18T06:00:00Z', ANN_105),
  pickRow(2, BOB, 'Bob', '2025-11-18T07:00:00Z', BOB_103),
  pickRow(2, BOB, 'Bob', '2025-11-18T07:00:00Z', BOB_104),
];
const RUNNING_ROWS = [pickRow(3, ANN, 'Ann', '2025-11-18T20:00:00Z', ANN_105)];

beforeEach(() => {
  for (const f of Object.values(repo)) vi.mocked(f as () => unknown).mockReset();
});

const get = async (url: string) => {
  const res = await (await routeApp(challengeReadRoutes, context())).inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] };
};

describe('the public challenge reads', () => {
  it('are public, cached per community data version, with their summaries', async () => {
    const a = await routeApp(challengeReadRoutes, context());
    const cached = { access: 'public', cache: true, community: true };
    expect(a.declared.get('GET /api/challenges')).toEqual({
      config: expect.objectContaining(cached),
      tags: ['community'],
      summary: 'Every challenge with its member count and status (upcoming, open, running, finished)',
    });
    expect(a.declared.get('GET /api/challenges/top')).toEqual({
      config: expect.objectContaining(cached),
      tags: ['community'],
      summary: "Spec 02's global top 20: every challenge board merged per person, points summed",
    });
    expect(a.declared.get('GET /api/challenges/:id')).toEqual({
      config: expect.objectContaining(cached),
      tags: ['community'],
      summary: "One challenge with its stats and its board from the members' graded picks",
    });
  });

  it('lists every challenge with its status at the clock; the totals count the open and running ones only', async () => {
    vi.mocked(repo.listChallenges).mockResolvedValue([FINISHED, OPEN, RUNNING, UPCOMING, FULL]);
    // Ann is in two of the active ones: 6 different people.
    vi.mocked(repo.distinctMembers).mockResolvedValue(6);
    const res = await get('/api/challenges');
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=60');
    expect(res.body.asOf).toBe(NOW);
    expect(res.body.challenges.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([
      [1, 'finished'],
      [2, 'open'],
      [3, 'running'],
      [4, 'upcoming'],
      [5, 'running'],
    ]);
    expect(repo.listChallenges).toHaveBeenCalledWith(ORM);
    // The people are counted over the active ones: 2, 3 and 5.
    expect(repo.distinctMembers).toHaveBeenCalledWith(ORM, [2, 3, 5]);
    // Prizes of the active ones: 5 × 3 + 20 × 4 + 1 × 2 = 15 + 80 + 2 = 97 (not the finished 10 × 2
    // nor the upcoming 50 × 1).
    expect(res.body.totals).toEqual({ active: 3, participants: 6, prizeCoins: 97 });
  });

  it('merges every board per person for the global top, with the picks read at the clock', async () => {
    vi.mocked(repo.listChallenges).mockResolvedValue([OPEN, RUNNING]);
    vi.mocked(repo.memberPicks).mockResolvedValue([...OPEN_ROWS, ...RUNNING_ROWS]);
    const res = await get('/api/challenges/top');
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=60');
    expect(repo.memberPicks).toHaveBeenCalledWith(ORM, [2, 3], new Date(NOW));
    // points = 5·min(W,10) + round(100·W/(W+L+4)) + round(10·units).
    // Week (2): Ann W2 L1, 1.5 u → 10 + round(28.57) + 15 = 54; Bob W1, 0.9091 u → 5 + 20 + 9 = 34.
    // Tournament (3): Ann W1, 1 u → 5 + 20 + 10 = 35. Ann: 54 + 35 = 89 over 2, average 44.5.
    expect(res.body).toEqual({
      asOf: NOW,
      top: [
        { rank: 1, id: ANN_PUBLIC, name: 'Ann', challenges: 2, average: 44.5, total: 89 },
        { rank: 2, id: BOB_PUBLIC, name: 'Bob', challenges: 1, average: 34, total: 34 },
      ],
    });
  });

  it('shows one challenge with its board, stats and what counts; 404 for an unknown id', async () => {
    vi.mocked(repo.findChallenge).mockResolvedValue(OPEN);
    vi.mocked(repo.memberPicks).mockResolvedValue(OPEN_ROWS);
    const res = await get('/api/challenges/2');
    expect(res.status).toBe(200);
    expect(res.cache).toBe('public, max-age=60');
    expect(repo.findChallenge).toHaveBeenCalledWith(ORM, 2);
    expect(repo.memberPicks).toHaveBeenCalledWith(ORM, [2], new Date(NOW));
    expect(res.body.asOf).toBe(NOW);
    expect(res.body.challenge).toMatchObject({ id: 2, status: 'open', members: 3, prizePoolCoins: 15 });
    expect(res.body.counts).toBe(
      'Moneyline (winner) picks members lock between the start and the end (from when they joined, for later joiners), graded from the final scores.',
    );
    // Wins 2 + 1 of 3 + 1 decided: 0.75; both end on a win (Ann's last by kickoff is 105).
    expect(res.body.stats).toEqual({ participants: 3, prizePoolCoins: 15, winRate: 0.75, topStreak: 1 });
    expect(res.body.leaderboard).toEqual([
      {
        rank: 1,
        id: ANN_PUBLIC,
        name: 'Ann',
        wins: 2,
        losses: 1,
        pushes: 0,
        // 2 / 3 and 1.5 u / 3 graded.
        accuracy: 0.6667,
        units: 1.5,
        roi: 0.5,
        streak: 1,
        points: 54,
        pending: 0,
        assumedPrices: 0,
      },
      {
        rank: 2,
        id: BOB_PUBLIC,
        name: 'Bob',
        wins: 1,
        losses: 0,
        pushes: 0,
        accuracy: 1,
        units: 0.9091,
        roi: 0.9091,
        streak: 1,
        points: 34,
        pending: 1,
        assumedPrices: 1,
      },
    ]);

    vi.mocked(repo.findChallenge).mockResolvedValue(null);
    vi.mocked(repo.memberPicks).mockClear();
    expect(await get('/api/challenges/99')).toMatchObject({
      status: 404,
      body: { error: 'Not Found', message: 'No challenge has this id.' },
    });
    expect(repo.memberPicks).not.toHaveBeenCalled();
  });

  it('shows a challenge nobody has joined with an empty board and no win rate', async () => {
    vi.mocked(repo.findChallenge).mockResolvedValue(UPCOMING);
    vi.mocked(repo.memberPicks).mockResolvedValue([]);
    const res = await get('/api/challenges/4');
    expect(res.body.leaderboard).toEqual([]);
    expect(res.body.stats).toEqual({ participants: 1, prizePoolCoins: 50, winRate: null, topStreak: 0 });
  });
});

describe('the API documentation', () => {
  it('lists the public challenge reads with their tags and summaries', async () => {
    const a = await routeApp(challengeReadRoutes, context());
    expect(documented(a)).toEqual([
      [
        'GET /api/challenges',
        ['community'],
        'Every challenge with its member count and status (upcoming, open, running, finished)',
      ],
      [
        'GET /api/challenges/top',
        ['community'],
        "Spec 02's global top 20: every challenge board merged per person, points summed",
      ],
      [
        'GET /api/challenges/:id',
        ['community'],
        "One challenge with its stats and its board from the members' graded picks",
      ],
    ]);
  });
});
