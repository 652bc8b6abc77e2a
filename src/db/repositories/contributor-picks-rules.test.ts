// Contributor picks on one cloned database (decision 128, the repositories' fast test set): one pick per
// person, game and market; a person's own list, newest kickoff first (then the latest lock), with the
// final and nflverse's close as known at the instant asked — the locked line kept as it was, the close
// the latest captured by then; the settled reads from the kickoff and the final's instant on, for the
// model version asked; a playoff game lockable only once the round before it is decided; account
// deletion cutting the person from their picks under one fresh key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickDetails } from '../../../tests/support/graded-weeks.ts';
import { game, gameOf, oddsRow, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { predictions } from '../schema/model.ts';
import { oddsSnapshots } from '../schema/odds.ts';
import {
  anonymisePicks,
  type ContributorPickInsert,
  contributorNames,
  existingPick,
  exportPicks,
  gameForLock,
  lockPick,
  settledModelPicks,
  settledPicks,
  settledSeasonPicks,
  userPicks,
} from './contributor-picks.ts';

let t: TestDatabase;
let ann: string;
let bob: string;
const V = 'v-test';
// Week 12: BAL 23, NYJ 10, final known 23 Nov 22:00Z. Week 13: BAL 27 at CIN 20, final known 30 Nov 22:00Z.
const G1 = '2025_12_NYJ_BAL';
const G1_KNOWN = new Date('2025-11-23T22:00:00Z');
const G2 = '2025_13_BAL_CIN';
const OLD = '2024_10_KC_DEN';

const lock = (userId: string, over: Partial<ContributorPickInsert>): ContributorPickInsert => ({
  userId,
  gameId: G1,
  market: 'spread',
  selection: 'home',
  line: -3.5,
  price: -110,
  book: 'draftkings',
  lineCapturedAt: new Date('2025-11-21T12:00:00Z'),
  lockedAt: new Date('2025-11-21T12:05:00Z'),
  ...over,
});

const model = (gameId: string, modelVersion: string, homeBioBoost: number) => ({
  gameId,
  modelVersion,
  predictedAt: new Date('2025-11-23T18:00:00Z'),
  homeWinProbability: 0.7,
  winnerTeam: 'BAL',
  confidence: 'HIGH' as const,
  confidencePct: 70,
  predictedMargin: 6,
  predictedTotal: 40,
  spreadLine: 6,
  spreadPickTeam: 'BAL',
  totalLine: 42,
  totalPick: 'UNDER' as const,
  homeBioBoost,
  awayBioBoost: 48.5,
  details: pickDetails({ home: homeBioBoost, away: 48.5, homePicked: true }),
  commentary: '',
});

const closeRow = (market: string, side: string, line: number, at: string, book = 'nflverse_close') =>
  oddsRow(G1, { market, side, line, price: -110, at, book });

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  await gameOf(db, G1, '2025-11-23T18:00:00Z', { home: 23, away: 10, knownAt: '2025-11-23T22:00:00Z' });
  await gameOf(db, G2, '2025-11-30T18:00:00Z', { home: 20, away: 27, knownAt: '2025-11-30T22:00:00Z' });
  await gameOf(db, OLD, '2024-11-10T18:00:00Z', { home: 14, away: 16, knownAt: '2024-11-10T22:00:00Z' });
  ann = await person(db, 'ann@example.com');
  bob = await person(db, 'bob@example.com');
  await db.insert(oddsSnapshots).values([
    // nflverse's spread close: -3 the day before, -4.5 at kickoff; the total 41.5 at kickoff; a later
    // FanDuel row is not the close.
    closeRow('spreads', 'home', -3, '2025-11-22T18:00:00Z'),
    closeRow('spreads', 'home', -4.5, '2025-11-23T18:00:00Z'),
    closeRow('totals', 'over', 41.5, '2025-11-23T18:00:00Z'),
    closeRow('spreads', 'home', -6, '2025-11-23T18:00:00Z', 'fanduel'),
  ]);
  await db.insert(predictions).values([model(G1, V, 61.5), model(G1, 'v-other', 12)]);
  // Ann: G1 spread (home −3.5, locked Fri 12:05), G1 total (over 43, locked Sat 10:00), G2 moneyline;
  // 2024's week 10 moneyline. Bob: G1 spread, the away side, locked Fri 13:00.
  await lockPick(db, lock(ann, {}));
  await lockPick(
    db,
    lock(ann, { market: 'total', selection: 'over', line: 43, lockedAt: new Date('2025-11-22T10:00:00Z') }),
  );
  await lockPick(
    db,
    lock(ann, {
      gameId: G2,
      market: 'moneyline',
      line: null,
      price: 120,
      lockedAt: new Date('2025-11-28T10:00:00Z'),
    }),
  );
  await lockPick(
    db,
    lock(ann, {
      gameId: OLD,
      market: 'moneyline',
      selection: 'away',
      line: null,
      lockedAt: new Date('2024-11-09T10:00:00Z'),
    }),
  );
  await lockPick(db, lock(bob, { selection: 'away', lockedAt: new Date('2025-11-21T13:00:00Z') }));
});
afterAll(() => t.destroy());

const summary = (rows: { gameId: string; market: string; contributor: string }[]) =>
  rows.map((r) => [
    r.gameId,
    r.market,
    r.contributor === ann ? 'ann' : r.contributor === bob ? 'bob' : r.contributor,
  ]);

describe('locking', () => {
  it('stores one pick per person, game and market: a second lock stores nothing and keeps the first', async () => {
    const db = t.db.orm;
    expect(await lockPick(db, lock(ann, { selection: 'away', line: 3.5 }))).toBeNull();
    const kept = await existingPick(db, ann, G1, 'spread');
    expect([kept?.selection, kept?.line, kept?.lockedAt]).toEqual([
      'home',
      -3.5,
      new Date('2025-11-21T12:05:00Z'),
    ]);
    expect((await existingPick(db, ann, G1, 'total'))?.line).toBe(43);
    expect((await existingPick(db, bob, G1, 'spread'))?.selection).toBe('away');
    expect(await existingPick(db, bob, G1, 'total')).toBeNull();
    expect(await existingPick(db, bob, G2, 'spread')).toBeNull();
  });

  it('answers the stored row of a new lock', async () => {
    const db = t.db.orm;
    const eve = await person(db, 'eve@example.com');
    const stored = await lockPick(
      db,
      lock(eve, { gameId: G2, market: 'moneyline', selection: 'home', line: null, price: 150 }),
    );
    expect(stored).toMatchObject({
      userId: eve,
      gameId: G2,
      market: 'moneyline',
      selection: 'home',
      line: null,
      price: 150,
    });
    expect(stored?.id).toBeGreaterThan(0);
  });

  it('finds a regular-season game any time, a playoff game only once every game of the week before has its final', async () => {
    const db = t.db.orm;
    await gameOf(db, '2025_18_BAL_PIT', '2026-01-04T18:00:00Z', {
      home: 17,
      away: 24,
      knownAt: '2026-01-04T21:30:00Z',
    });
    await game(db, {
      id: '2025_19_HOU_BAL',
      season: 2025,
      week: 19,
      gameType: 'WC',
      kickoff: '2026-01-10T21:30:00Z',
      home: 'BAL',
      away: 'HOU',
    });
    expect(await gameForLock(db, '2025_19_HOU_BAL', new Date('2026-01-04T21:29:59.999Z'))).toBeNull();
    expect(await gameForLock(db, '2025_19_HOU_BAL', new Date('2026-01-04T21:30:00Z'))).toEqual({
      gameId: '2025_19_HOU_BAL',
      kickoff: new Date('2026-01-10T21:30:00Z'),
      homeTeam: 'BAL',
      awayTeam: 'HOU',
    });
    expect((await gameForLock(db, G2, new Date('2025-01-01T00:00:00Z')))?.homeTeam).toBe('CIN');
    expect(await gameForLock(db, '2025_13_XXX_YYY', G1_KNOWN)).toBeNull();
  });
});

describe("a person's picks", () => {
  it('lists only their own, the latest kickoff first, then the latest lock, each with its game', async () => {
    const rows = await userPicks(t.db.orm, ann, V, G1_KNOWN);
    expect(summary(rows)).toEqual([
      [G2, 'moneyline', 'ann'],
      [G1, 'total', 'ann'],
      [G1, 'spread', 'ann'],
      [OLD, 'moneyline', 'ann'],
    ]);
    expect(rows[2]).toMatchObject({
      userId: ann,
      season: 2025,
      week: 12,
      kickoff: new Date('2025-11-23T18:00:00Z'),
      homeTeam: 'BAL',
      awayTeam: 'NYJ',
      selection: 'home',
      price: -110,
      book: 'draftkings',
      lineCapturedAt: new Date('2025-11-21T12:00:00Z'),
      lockedAt: new Date('2025-11-21T12:05:00Z'),
    });
    expect((await userPicks(t.db.orm, bob, V, G1_KNOWN)).map((r) => r.selection)).toEqual(['away']);
  });

  it('keeps the locked line and shows the final and the close as known at the instant, for the model version asked', async () => {
    const db = t.db.orm;
    const at = async (iso: Date | string, version = V) =>
      (await userPicks(db, ann, version, new Date(iso))).find(
        (r) => r.gameId === G1 && r.market === 'spread',
      );
    // At the final: 23-10, nflverse's close −4.5 (not FanDuel's −6), the total 41.5; the pick still at −3.5.
    expect(await at(G1_KNOWN)).toMatchObject({
      line: -3.5,
      homeScore: 23,
      awayScore: 10,
      closeSpread: -4.5,
      closeTotal: 41.5,
      homeBioBoost: 61.5,
      awayBioBoost: 48.5,
    });
    expect((await at(G1_KNOWN, 'v-other'))?.homeBioBoost).toBe(12);
    expect((await at(G1_KNOWN, 'v-none'))?.homeBioBoost).toBeNull();
    // A millisecond before the final was known: no score.
    expect(await at('2025-11-23T21:59:59.999Z')).toMatchObject({
      homeScore: null,
      awayScore: null,
      closeSpread: -4.5,
    });
    // The day before kickoff: the earlier close; a second before it, none.
    expect((await at('2025-11-22T18:00:00Z'))?.closeSpread).toBe(-3);
    expect(await at('2025-11-22T17:59:59Z')).toMatchObject({ closeSpread: null, closeTotal: null });
  });
});

describe('the settled reads', () => {
  it("a season's picks from the instant the final is known, everyone's or one person's", async () => {
    const db = t.db.orm;
    expect(summary(await settledSeasonPicks(db, 2025, V, G1_KNOWN))).toEqual([
      [G1, 'total', 'ann'],
      [G1, 'spread', 'bob'],
      [G1, 'spread', 'ann'],
    ]);
    expect(await settledSeasonPicks(db, 2025, V, new Date('2025-11-23T21:59:59.999Z'))).toEqual([]);
    expect(summary(await settledSeasonPicks(db, 2025, V, G1_KNOWN, bob))).toEqual([[G1, 'spread', 'bob']]);
    expect(summary(await settledSeasonPicks(db, 2024, V, G1_KNOWN))).toEqual([[OLD, 'moneyline', 'ann']]);
  });

  it('never before kickoff, even with a final stamped early', async () => {
    const db = t.db.orm;
    await gameOf(db, '2025_14_PIT_BAL', '2025-12-07T18:00:00Z', {
      home: 20,
      away: 13,
      knownAt: '2025-12-06T18:00:00Z',
    });
    const cara = await person(db, 'cara@example.com');
    await lockPick(db, lock(cara, { gameId: '2025_14_PIT_BAL', lockedAt: new Date('2025-12-05T10:00:00Z') }));
    const before = new Date('2025-12-07T17:59:59Z');
    expect(await settledSeasonPicks(db, 2025, V, before, cara)).toEqual([]);
    expect(await settledPicks(db, V, before, [cara])).toEqual([]);
    expect((await settledSeasonPicks(db, 2025, V, new Date('2025-12-07T18:00:00Z'), cara)).length).toBe(1);
    const models = await settledModelPicks(db, 2025, V, before);
    expect(models.map((m) => m.gameId)).toEqual([G1]);
  });

  it('every season at once, or only the people asked', async () => {
    const db = t.db.orm;
    const asOf = new Date('2025-11-30T22:00:00Z');
    expect(summary(await settledPicks(db, V, asOf, [ann]))).toEqual([
      [G2, 'moneyline', 'ann'],
      [G1, 'total', 'ann'],
      [G1, 'spread', 'ann'],
      [OLD, 'moneyline', 'ann'],
    ]);
    expect(summary(await settledPicks(db, V, asOf, [bob]))).toEqual([[G1, 'spread', 'bob']]);
    // Ann's 4, Bob's 1 and Eve's G2 moneyline (Cara's week-14 game has not kicked off).
    expect((await settledPicks(db, V, asOf)).length).toBe(6);
    expect(await settledPicks(db, V, asOf, [])).toEqual([]);
  });

  it("the model's frozen picks of the season asked, for its version, with the close at the instant", async () => {
    const db = t.db.orm;
    expect(await settledModelPicks(db, 2025, V, G1_KNOWN)).toEqual([
      {
        gameId: G1,
        season: 2025,
        week: 12,
        kickoff: new Date('2025-11-23T18:00:00Z'),
        homeScore: 23,
        awayScore: 10,
        spreadMargin: 6,
        spreadPickTeam: 'BAL',
        homeTeam: 'BAL',
        winnerTeam: 'BAL',
        totalLine: 42,
        totalPick: 'UNDER',
        homeBioBoost: 61.5,
        awayBioBoost: 48.5,
        closeSpread: -4.5,
        closeTotal: 41.5,
      },
    ]);
    expect((await settledModelPicks(db, 2025, 'v-other', G1_KNOWN)).map((m) => m.homeBioBoost)).toEqual([12]);
    expect(await settledModelPicks(db, 2025, V, new Date('2025-11-23T21:59:59.999Z'))).toEqual([]);
    expect(await settledModelPicks(db, 2024, V, G1_KNOWN)).toEqual([]);
  });
});

describe('names, export and deletion', () => {
  it('names people by id; none asked, none answered', async () => {
    const names = await contributorNames(t.db.orm, [ann, bob]);
    expect([...names.entries()].sort()).toEqual(
      [
        [ann, 'ann@example.com'],
        [bob, 'bob@example.com'],
      ].sort(),
    );
    expect((await contributorNames(t.db.orm, [])).size).toBe(0);
  });

  it("exports the person's own picks in locking order", async () => {
    const rows = await exportPicks(t.db.orm, ann);
    expect(rows.map((r) => [r.gameId, r.market, r.selection, r.line, r.price, r.book])).toEqual([
      [G1, 'spread', 'home', -3.5, -110, 'draftkings'],
      [G1, 'total', 'over', 43, -110, 'draftkings'],
      [G2, 'moneyline', 'home', null, 120, 'draftkings'],
      [OLD, 'moneyline', 'away', null, -110, 'draftkings'],
    ]);
    expect(rows[0]).toEqual({
      gameId: G1,
      market: 'spread',
      selection: 'home',
      line: -3.5,
      price: -110,
      book: 'draftkings',
      lineCapturedAt: new Date('2025-11-21T12:00:00Z'),
      lockedAt: new Date('2025-11-21T12:05:00Z'),
    });
  });

  it("cuts a deleted person from all their picks under one fresh key, and leaves everyone else's", async () => {
    const db = t.db.orm;
    const dan = await person(db, 'dan@example.com');
    await lockPick(db, lock(dan, {}));
    await lockPick(db, lock(dan, { market: 'total', selection: 'under', line: 44 }));
    await anonymisePicks(db, dan);
    expect(await exportPicks(db, dan)).toEqual([]);
    const rows = await settledSeasonPicks(db, 2025, V, G1_KNOWN);
    const former = rows.filter((r) => r.userId === null).map((r) => r.contributor);
    expect(former).toHaveLength(2);
    expect(former[0]).toMatch(/^former:[0-9a-f-]{36}$/);
    expect(former[1]).toBe(former[0]);
    expect(rows.filter((r) => r.userId === ann)).toHaveLength(2);
    expect(rows.filter((r) => r.userId === bob)).toHaveLength(1);
  });
});
