// Free-pick claims on one cloned database (decision 128, the repositories' fast test set; decision 120):
// a holder unlocks at most `limit` games a week; the claim past it changes nothing (its row rolled
// back); the same game again costs nothing; weeks, accounts and visitors count apart (a visitor whose
// id equals an account's id is another holder); a claim opens its game in any week; the export and the
// erasure keep to the person's own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  claimedAmong,
  claimedGames,
  claimFreePick,
  claimsOfUser,
  eraseClaimsOfUser,
  type FreePickHolder,
} from './free-picks.ts';

let t: TestDatabase;
// Week 12's free-pick week starts Tue 18 Nov 05:00Z; week 13's a week later.
const WEEK12 = new Date('2025-11-18T05:00:00Z');
const WEEK13 = new Date('2025-11-25T05:00:00Z');
const GAMES = ['2025_12_NYJ_BAL', '2025_12_KC_BUF', '2025_12_DAL_PHI', '2025_13_BAL_CIN'];

beforeAll(async () => {
  t = await createTestDatabase();
  const pairs = [
    ['BAL', 'NYJ'],
    ['BUF', 'KC'],
    ['PHI', 'DAL'],
    ['CIN', 'BAL'],
  ] as const;
  for (const [i, id] of GAMES.entries()) {
    const [home, away] = pairs[i] ?? ['BAL', 'NYJ'];
    await game(t.db.orm, {
      id,
      season: 2025,
      week: id.startsWith('2025_13') ? 13 : 12,
      kickoff: id.startsWith('2025_13') ? '2025-11-30T18:00:00Z' : '2025-11-23T18:00:00Z',
      home,
      away,
    });
  }
});
afterAll(() => t.destroy());

const claim = (holder: FreePickHolder, gameId: string, at: string, weekStart = WEEK12, limit = 2) =>
  claimFreePick(t.db.orm, { holder, weekStart, gameId, at: new Date(at), limit });

describe('free-pick claims', () => {
  it('unlocks 2 games a week; the third changes nothing; the same game again costs nothing', async () => {
    const ann: FreePickHolder = { kind: 'user', userId: await person(t.db.orm, 'ann@example.com') };
    expect(await claim(ann, GAMES[0] ?? '', '2025-11-19T10:00:00Z')).toBe('claimed');
    expect(await claim(ann, GAMES[0] ?? '', '2025-11-19T10:30:00Z')).toBe('already_claimed');
    expect(await claim(ann, GAMES[1] ?? '', '2025-11-19T11:00:00Z')).toBe('claimed');
    expect(await claim(ann, GAMES[2] ?? '', '2025-11-19T12:00:00Z')).toBe('limit_reached');
    // The refused claim's row was rolled back: two games, oldest claim first.
    expect(await claimedGames(t.db.orm, ann, WEEK12)).toEqual([GAMES[0], GAMES[1]]);
    // Next week counts afresh.
    expect(await claim(ann, GAMES[3] ?? '', '2025-11-26T10:00:00Z', WEEK13)).toBe('claimed');
    expect(await claimedGames(t.db.orm, ann, WEEK13)).toEqual([GAMES[3]]);
  });

  it('lets a database error through instead of calling it the limit (a game not on the schedule)', async () => {
    const bob: FreePickHolder = { kind: 'visitor', visitorId: 'visitor-unknown-game' };
    await expect(claim(bob, '2025_12_XXX_YYY', '2025-11-19T10:00:00Z')).rejects.toThrow();
  });

  it('keeps to the limit asked: with 1, the second is refused', async () => {
    const bob: FreePickHolder = { kind: 'visitor', visitorId: 'visitor-bob' };
    expect(await claim(bob, GAMES[0] ?? '', '2025-11-19T10:00:00Z', WEEK12, 1)).toBe('claimed');
    expect(await claim(bob, GAMES[1] ?? '', '2025-11-19T10:01:00Z', WEEK12, 1)).toBe('limit_reached');
    expect(await claimedGames(t.db.orm, bob, WEEK12)).toEqual([GAMES[0]]);
  });

  it('counts an account and a visitor apart, even with the same id', async () => {
    const id = await person(t.db.orm, 'cara@example.com');
    const asUser: FreePickHolder = { kind: 'user', userId: id };
    const asVisitor: FreePickHolder = { kind: 'visitor', visitorId: id };
    expect(await claim(asUser, GAMES[0] ?? '', '2025-11-19T10:00:00Z')).toBe('claimed');
    expect(await claim(asUser, GAMES[1] ?? '', '2025-11-19T10:01:00Z')).toBe('claimed');
    expect(await claim(asVisitor, GAMES[2] ?? '', '2025-11-19T10:02:00Z')).toBe('claimed');
    expect(await claimedGames(t.db.orm, asVisitor, WEEK12)).toEqual([GAMES[2]]);
  });

  it('orders a week’s games by claim time, then game id', async () => {
    const dan: FreePickHolder = { kind: 'visitor', visitorId: 'visitor-dan' };
    // Claimed in the opposite order to their ids; the two at one instant by id.
    await claim(dan, GAMES[1] ?? '', '2025-11-19T09:00:00Z');
    await claim(dan, GAMES[0] ?? '', '2025-11-19T10:00:00Z');
    expect(await claimedGames(t.db.orm, dan, WEEK12)).toEqual([GAMES[1], GAMES[0]]);
    const eve: FreePickHolder = { kind: 'visitor', visitorId: 'visitor-eve' };
    await claim(eve, GAMES[1] ?? '', '2025-11-19T09:00:00Z');
    await claim(eve, GAMES[2] ?? '', '2025-11-19T09:00:00Z');
    // Claimed KC_BUF first, but '2025_12_DAL_PHI' < '2025_12_KC_BUF'.
    expect(await claimedGames(t.db.orm, eve, WEEK12)).toEqual([GAMES[2], GAMES[1]]);
  });

  it('opens a claimed game in any week, for that holder only', async () => {
    const fay: FreePickHolder = { kind: 'visitor', visitorId: 'visitor-fay' };
    // A Tuesday claim of week 13's game, made in week 12's free-pick week.
    await claim(fay, GAMES[3] ?? '', '2025-11-25T02:00:00Z');
    expect([...(await claimedAmong(t.db.orm, fay, [GAMES[3] ?? '', GAMES[0] ?? '']))]).toEqual([GAMES[3]]);
    const gus: FreePickHolder = { kind: 'visitor', visitorId: 'visitor-gus' };
    expect((await claimedAmong(t.db.orm, gus, GAMES)).size).toBe(0);
    expect((await claimedAmong(t.db.orm, fay, [])).size).toBe(0);
  });

  it("exports and erases a person's own claims and counters, nobody else's", async () => {
    const db = t.db.orm;
    const hal = await person(db, 'hal@example.com');
    const ida = await person(db, 'ida@example.com');
    const asHal: FreePickHolder = { kind: 'user', userId: hal };
    const asIda: FreePickHolder = { kind: 'user', userId: ida };
    await claim(asHal, GAMES[1] ?? '', '2025-11-19T11:00:00Z');
    await claim(asHal, GAMES[0] ?? '', '2025-11-19T12:00:00Z');
    await claim(asIda, GAMES[0] ?? '', '2025-11-19T10:00:00Z');
    expect(await claimsOfUser(db, hal)).toEqual([
      { gameId: GAMES[1], weekStart: WEEK12, claimedAt: new Date('2025-11-19T11:00:00Z') },
      { gameId: GAMES[0], weekStart: WEEK12, claimedAt: new Date('2025-11-19T12:00:00Z') },
    ]);
    await eraseClaimsOfUser(db, hal);
    expect(await claimsOfUser(db, hal)).toEqual([]);
    // The week's counter went too: two new claims fit again.
    expect(await claim(asHal, GAMES[2] ?? '', '2025-11-19T13:00:00Z')).toBe('claimed');
    expect(await claim(asHal, GAMES[1] ?? '', '2025-11-19T13:01:00Z')).toBe('claimed');
    expect((await claimsOfUser(db, ida)).map((c) => c.gameId)).toEqual([GAMES[0]]);
  });
});
