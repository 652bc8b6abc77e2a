// A challenge and its board as the API shows them (challenge-view.ts, pure; the routes' rules stub
// the repositories around it): the creator only when both id and name are known, and on the board only
// a member's whole picks of the challenge's market locked from when they joined — a row missing its
// pick, market, side, lock or kickoff is no pick, one score known is still pending, and a row of a
// challenge not listed is ignored.
import { describe, expect, it } from 'vitest';
import type { ChallengeRow, MemberPickRow } from '../../db/repositories/challenges.ts';

const { challengeBoards, challengeSummary } = await import('./challenge-view.ts');

const CHALLENGE: ChallengeRow = {
  id: 7,
  title: 'Week 12 spreads',
  description: 'Against the number.',
  kind: 'spreads',
  period: 'weekly',
  startsAt: new Date('2025-11-17T00:00:00Z'),
  endsAt: new Date('2025-11-25T00:00:00Z'),
  capacity: null,
  entryCoins: 50,
  creatorId: 'u-ann',
  creatorName: 'Ann',
  createdAt: new Date('2025-11-10T00:00:00Z'),
  members: 2,
};

/** Ann's spread pick on BAL −3.5 at −110, locked Wednesday, BAL won 24–17 (by 7: covers). */
const row = (over: Partial<MemberPickRow> = {}): MemberPickRow => ({
  challengeId: 7,
  userId: 'u-ann',
  name: 'Ann',
  joinedAt: new Date('2025-11-16T00:00:00Z'),
  pickId: 1,
  market: 'spread',
  selection: 'home',
  line: -3.5,
  price: -110,
  lockedAt: new Date('2025-11-19T12:00:00Z'),
  kickoff: new Date('2025-11-23T18:00:00Z'),
  homeScore: 24,
  awayScore: 17,
  ...over,
});

const board = (rows: MemberPickRow[]) =>
  (challengeBoards([CHALLENGE], rows).get(7) ?? []).map((m) => ({
    name: m.name,
    wins: m.wins,
    losses: m.losses,
    pending: m.pending,
  }));

describe('a challenge’s summary', () => {
  it('names its creator only when both the id and the name are known', () => {
    const now = new Date('2025-11-19T12:00:00Z');
    expect(challengeSummary(CHALLENGE, now)).toMatchObject({
      status: 'open',
      // 50 coins × 2 members.
      prizePoolCoins: 100,
      creator: { id: 'u-ann', name: 'Ann' },
    });
    expect(challengeSummary({ ...CHALLENGE, creatorName: null }, now).creator).toBeNull();
    expect(challengeSummary({ ...CHALLENGE, creatorId: null }, now).creator).toBeNull();
  });
});

describe('a challenge’s board', () => {
  it('counts a whole pick; a row missing its pick, market, side, lock or kickoff is no pick', () => {
    expect(board([row()])).toEqual([{ name: 'Ann', wins: 1, losses: 0, pending: 0 }]);
    for (const missing of [
      { pickId: null },
      // A market-less row would not count anyway (not the challenge's market): left out before that.
      { market: null },
      { selection: null },
      { lockedAt: null },
      { kickoff: null },
    ]) {
      expect(board([row(missing)]), JSON.stringify(missing)).toEqual([
        { name: 'Ann', wins: 0, losses: 0, pending: 0 },
      ]);
    }
  });

  it('a pick with one score known is pending; with both, graded', () => {
    expect(board([row({ homeScore: 24, awayScore: null })])).toEqual([
      { name: 'Ann', wins: 0, losses: 0, pending: 1 },
    ]);
    expect(board([row({ homeScore: null, awayScore: 17 })])).toEqual([
      { name: 'Ann', wins: 0, losses: 0, pending: 1 },
    ]);
    // BAL won by 1: −3.5 does not cover.
    expect(board([row({ homeScore: 18, awayScore: 17 })])).toEqual([
      { name: 'Ann', wins: 0, losses: 1, pending: 0 },
    ]);
  });

  it('a pick locked before the member joined, or of another market, is listed without counting', () => {
    // Equal records: the board's order is the public ids' (a hash), so compared by name here.
    const names = (list: { name: string }[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(
      names(
        board([
          row({ lockedAt: new Date('2025-11-17T12:00:00Z'), joinedAt: new Date('2025-11-18T00:00:00Z') }),
          row({ userId: 'u-bo', name: 'Bo', market: 'moneyline' }),
        ]),
      ),
    ).toEqual([
      { name: 'Ann', wins: 0, losses: 0, pending: 0 },
      { name: 'Bo', wins: 0, losses: 0, pending: 0 },
    ]);
  });

  it('rows of a challenge not listed are ignored; a listed challenge with no rows has an empty board', () => {
    const boards = challengeBoards([CHALLENGE, { ...CHALLENGE, id: 8 }], [row({ challengeId: 9 }), row()]);
    expect([...boards.keys()]).toEqual([7, 8]);
    expect(boards.get(7)?.map((m) => [m.name, m.wins])).toEqual([['Ann', 1]]);
    expect(boards.get(8)).toEqual([]);
  });
});
