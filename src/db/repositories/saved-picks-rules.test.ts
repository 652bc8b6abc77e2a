// Saved picks on one cloned database (decision 128, the repositories' fast test set): each person sees,
// removes and exports only their own rows (issue 20 item 11: the list without its owner filter passed
// every test), newest kickoff first, a final score only once known at the clock.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameOf, person } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import {
  deleteSavedPicks,
  gameForSaving,
  listSavedPicks,
  savedPickRows,
  savePick,
  unsavePick,
} from './saved-picks.ts';

let t: TestDatabase;
let ann: string;
let bob: string;
const EARLY = '2025_01_DAL_PHI';
const LATE = '2025_02_KC_BUF';
const ASOF = new Date('2025-09-20T12:00:00Z');

const pick = (userId: string, gameId: string, pickedTeam: string, savedAt = '2025-09-01T12:00:00Z') => ({
  userId,
  gameId,
  modelVersion: 'v-test',
  pickedTeam,
  confidencePct: 61.5,
  pickStatus: 'provisional' as const,
  savedAt: new Date(savedAt),
});

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.db.orm;
  // The early game's final was known at 2025-09-05 04:00 (before ASOF); the late one's at ASOF + 1 ms.
  await gameOf(db, EARLY, '2025-09-05T00:20:00Z', { home: 24, away: 20, knownAt: '2025-09-05T04:00:00Z' });
  await gameOf(db, LATE, '2025-09-14T17:00:00Z', { home: 27, away: 30, knownAt: '2025-09-20T12:00:00.001Z' });
  ann = await person(db, 'ann@example.com');
  bob = await person(db, 'bob@example.com');
  // Ann saves the early game first, then the late one; Bob saves the early game only. (No expect here:
  // a failing one in beforeAll skips the file's tests, which Stryker counts as a survivor.)
  await savePick(db, pick(ann, EARLY, 'PHI'));
  await savePick(db, pick(ann, LATE, 'KC'));
  await savePick(db, pick(bob, EARLY, 'DAL'));
});
afterAll(() => t.destroy());

describe('saved picks', () => {
  it('says a first save added a row (inside a test: the rows saved in beforeAll are set-up, not checks)', async () => {
    const db = t.db.orm;
    const fay = await person(db, 'fay@example.com');
    expect(await savePick(db, pick(fay, LATE, 'KC'))).toEqual({ created: true });
    expect(await savePick(db, pick(fay, LATE, 'BUF'))).toEqual({ created: false });
    expect((await savedPickRows(db, fay)).map((r) => r.pickedTeam)).toEqual(['KC']);
  });

  it('shows no result for a half-recorded final (known instant set, one score missing)', async () => {
    const db = t.db.orm;
    const gus = await person(db, 'gus@example.com');
    await gameOf(db, '2025_02_LV_DEN', '2025-09-14T20:05:00Z', {
      home: 20,
      away: 13,
      knownAt: '2025-09-15T00:00:00Z',
    });
    await gameOf(db, '2025_02_SF_SEA', '2025-09-14T20:25:00Z', {
      home: 17,
      away: 24,
      knownAt: '2025-09-15T00:00:00Z',
    });
    // A source's defect: the home score missing on one game, the away score on the other.
    await db.execute(sql`update games set home_score = null where game_id = '2025_02_LV_DEN'`);
    await db.execute(sql`update games set away_score = null where game_id = '2025_02_SF_SEA'`);
    await savePick(db, pick(gus, '2025_02_LV_DEN', 'DEN'));
    await savePick(db, pick(gus, '2025_02_SF_SEA', 'SF'));
    expect((await listSavedPicks(db, gus, ASOF)).map((r) => r.result)).toEqual([null, null]);
  });

  it('keeps the first save of a game: a second one adds nothing and changes nothing', async () => {
    expect(await savePick(t.db.orm, pick(ann, EARLY, 'DAL', '2025-09-02T12:00:00Z'))).toEqual({
      created: false,
    });
    const rows = await savedPickRows(t.db.orm, ann);
    expect(rows.map((r) => [r.gameId, r.pickedTeam])).toEqual([
      [EARLY, 'PHI'],
      [LATE, 'KC'],
    ]);
  });

  it("lists only the person's own picks, the latest kickoff first, each score only once known at the clock", async () => {
    const listed = await listSavedPicks(t.db.orm, ann, ASOF);
    // Two of Ann's; Bob's DAL pick is not among them.
    expect(listed.map((r) => [r.pick.gameId, r.pick.pickedTeam])).toEqual([
      [LATE, 'KC'],
      [EARLY, 'PHI'],
    ]);
    expect(listed.map((r) => [r.season, r.week, r.homeTeam, r.awayTeam])).toEqual([
      [2025, 2, 'BUF', 'KC'],
      [2025, 1, 'PHI', 'DAL'],
    ]);
    // The late game's final is known 1 ms after ASOF: not shown yet; the early one's is.
    expect(listed.map((r) => r.result)).toEqual([null, { homeScore: 24, awayScore: 20 }]);
    // At the instant it becomes known, it shows (<=, not <).
    const atKnown = await listSavedPicks(t.db.orm, ann, new Date('2025-09-20T12:00:00.001Z'));
    expect(atKnown[0]?.result).toEqual({ homeScore: 27, awayScore: 30 });
    expect((await listSavedPicks(t.db.orm, bob, ASOF)).map((r) => r.pick.pickedTeam)).toEqual(['DAL']);
  });

  it('orders two picks of one kickoff by when they were saved (row id)', async () => {
    const db = t.db.orm;
    const cara = await person(db, 'cara@example.com');
    await gameOf(db, '2025_02_NYJ_MIA', '2025-09-14T17:00:00Z');
    await savePick(db, pick(cara, LATE, 'BUF'));
    await savePick(db, pick(cara, '2025_02_NYJ_MIA', 'MIA'));
    expect((await listSavedPicks(db, cara, ASOF)).map((r) => r.pick.gameId)).toEqual([
      LATE,
      '2025_02_NYJ_MIA',
    ]);
  });

  it("removes a pick only for its owner: Bob cannot remove Ann's, and removing twice says no", async () => {
    const db = t.db.orm;
    const dan = await person(db, 'dan@example.com');
    await savePick(db, pick(dan, LATE, 'BUF'));
    expect(await unsavePick(db, bob, LATE)).toBe(false);
    expect(await unsavePick(db, dan, EARLY)).toBe(false);
    expect((await savedPickRows(db, dan)).map((r) => r.gameId)).toEqual([LATE]);
    expect(await unsavePick(db, dan, LATE)).toBe(true);
    expect(await unsavePick(db, dan, LATE)).toBe(false);
    expect(await savedPickRows(db, dan)).toEqual([]);
    expect((await savedPickRows(db, ann)).map((r) => r.gameId)).toEqual([EARLY, LATE]);
  });

  it("exports the person's rows as stored, and deleting them leaves everyone else's", async () => {
    const db = t.db.orm;
    const eve = await person(db, 'eve@example.com');
    await savePick(db, pick(eve, LATE, 'BUF', '2025-09-03T10:00:00Z'));
    await savePick(db, pick(eve, EARLY, 'DAL', '2025-09-03T11:00:00Z'));
    const rows = await savedPickRows(db, eve);
    // In saving order (id), whatever the kickoffs.
    expect(rows.map((r) => [r.gameId, r.pickedTeam, r.savedAt.toISOString()])).toEqual([
      [LATE, 'BUF', '2025-09-03T10:00:00.000Z'],
      [EARLY, 'DAL', '2025-09-03T11:00:00.000Z'],
    ]);
    expect(rows.every((r) => r.userId === eve)).toBe(true);
    await deleteSavedPicks(db, eve);
    expect(await savedPickRows(db, eve)).toEqual([]);
    expect((await savedPickRows(db, bob)).map((r) => r.gameId)).toEqual([EARLY]);
  });

  it('finds the game to save by its id, and nothing for an id the schedule does not hold', async () => {
    expect(await gameForSaving(t.db.orm, LATE)).toEqual({
      gameId: LATE,
      season: 2025,
      week: 2,
      kickoff: new Date('2025-09-14T17:00:00Z'),
    });
    expect(await gameForSaving(t.db.orm, '2025_02_XXX_YYY')).toBeUndefined();
  });
});
