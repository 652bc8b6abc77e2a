// The schedule on one cloned database (decision 128, the repositories' fast test set; decisions 082, 137
// and 141): a source without a score never erases one, a 'scheduled' row never demotes a game, the
// earliest result instant is kept and live columns belong to the live feed; a week's games show a final
// from the instant it is known, a live score only from its capture and kickoff, a playoff game only once
// the week before is decided, by kickoff then id; live updates write only what changed. Each test uses
// a season of its own, so tests never see each other's rows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { game, gameOf, withTeams } from '../../../tests/support/repo-rows.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { games } from '../schema/games.ts';
import {
  applyLiveUpdate,
  countGames,
  type GameInsert,
  gamesBetween,
  gameWeek,
  kickoffsByTeamWeek,
  latestResultWeek,
  listWeekGames,
  seasonWindows,
  upsertGames,
} from './games.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = (iso: string) => new Date(iso);
const stored = async (gameId: string) =>
  (await t.db.orm.select().from(games).where(eq(games.gameId, gameId)))[0];

/** NE at MIA of `season`'s week 1 as a schedule file gives it, kicking off at `kickoff`. */
const scheduleRow = (gameId: string, kickoff: string, extra: Partial<GameInsert> = {}): GameInsert => ({
  gameId,
  season: Number(gameId.slice(0, 4)),
  gameType: 'REG',
  week: 1,
  kickoff: at(kickoff),
  timeSlot: 'sunday_early',
  homeTeam: 'MIA',
  awayTeam: 'NE',
  neutralSite: false,
  divisionGame: true,
  status: 'scheduled',
  ...extra,
});

describe('upserting the schedule', () => {
  it('keeps a score, a final, the overtime flag and the earliest result instant against a source that lacks them', async () => {
    await withTeams(t.db.orm);
    const id = '2040_01_NE_MIA';
    const final = {
      status: 'final' as const,
      homeScore: 24,
      awayScore: 17,
      overtime: true,
      resultKnownAt: at('2040-09-09T20:30:00Z'),
    };
    expect(await upsertGames(t.db.orm, [scheduleRow(id, '2040-09-09T17:00:00Z', final)])).toEqual({
      inserted: 1,
      updated: 0,
      unchanged: 0,
    });
    // The nightly file: still 'scheduled', no score, a later result instant: nothing changes.
    const nightly = scheduleRow(id, '2040-09-09T17:00:00Z', { resultKnownAt: at('2040-09-10T06:00:00Z') });
    expect(await upsertGames(t.db.orm, [nightly])).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    let g = await stored(id);
    expect([g?.status, g?.homeScore, g?.awayScore, g?.overtime, g?.resultKnownAt]).toEqual([
      'final',
      24,
      17,
      true,
      at('2040-09-09T20:30:00Z'),
    ]);
    // A corrected final (27–17, no overtime) known earlier: taken, with the earlier instant.
    const corrected = { ...final, homeScore: 27, overtime: false, resultKnownAt: at('2040-09-09T20:25:00Z') };
    expect(await upsertGames(t.db.orm, [scheduleRow(id, '2040-09-09T17:00:00Z', corrected)])).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    g = await stored(id);
    expect([g?.homeScore, g?.awayScore, g?.overtime, g?.resultKnownAt]).toEqual([
      27,
      17,
      false,
      at('2040-09-09T20:25:00Z'),
    ]);
  });

  it("moves a scheduled game on to 'in_progress', and leaves the live feed's columns to the live feed", async () => {
    await withTeams(t.db.orm);
    const id = '2041_01_NE_MIA';
    await upsertGames(t.db.orm, [scheduleRow(id, '2041-09-08T17:00:00Z')]);
    await applyLiveUpdate(t.db.orm, {
      gameId: id,
      state: 'in_progress',
      homeScore: 7,
      awayScore: 3,
      detail: 'Q2 5:00',
      capturedAt: at('2041-09-08T18:00:00Z'),
      espnId: 'e-41',
    });
    const live = {
      liveHomeScore: 0,
      liveAwayScore: 0,
      liveDetail: 'stale',
      liveScoreAt: at('2041-09-08T17:30:00Z'),
    };
    await upsertGames(t.db.orm, [
      scheduleRow(id, '2041-09-08T17:00:00Z', { status: 'in_progress', ...live }),
    ]);
    const g = await stored(id);
    expect([g?.status, g?.liveHomeScore, g?.liveAwayScore, g?.liveDetail, g?.liveScoreAt]).toEqual([
      'in_progress',
      7,
      3,
      'Q2 5:00',
      at('2041-09-08T18:00:00Z'),
    ]);
  });
});

describe('reading the schedule', () => {
  it('answers first and last kickoff and last week of each season, by season', async () => {
    await gameOf(t.db.orm, '2043_03_NE_MIA', '2043-09-24T17:00:00Z');
    await gameOf(t.db.orm, '2043_01_BUF_NYJ', '2043-09-10T17:00:00Z');
    await gameOf(t.db.orm, '2042_18_DAL_NYG', '2043-01-04T18:00:00Z');
    await gameOf(t.db.orm, '2042_02_KC_LV', '2042-09-18T20:25:00Z');
    const windows = (await seasonWindows(t.db.orm)).filter((w) => w.season === 2042 || w.season === 2043);
    expect(windows).toEqual([
      {
        season: 2042,
        firstKickoff: at('2042-09-18T20:25:00Z'),
        lastKickoff: at('2043-01-04T18:00:00Z'),
        lastWeek: 18,
      },
      {
        season: 2043,
        firstKickoff: at('2043-09-10T17:00:00Z'),
        lastKickoff: at('2043-09-24T17:00:00Z'),
        lastWeek: 3,
      },
    ]);
  });

  it("dates each team's game by season and week; no seasons, no lookups", async () => {
    expect((await kickoffsByTeamWeek(t.db.orm, [])).size).toBe(0);
    await gameOf(t.db.orm, '2044_02_NE_MIA', '2044-09-15T17:00:00Z');
    await gameOf(t.db.orm, '2045_02_NE_MIA', '2045-09-14T17:00:00Z');
    const byTeam = await kickoffsByTeamWeek(t.db.orm, [2044]);
    expect([...byTeam.entries()].sort()).toEqual([
      ['2044:2:MIA', at('2044-09-15T17:00:00Z')],
      ['2044:2:NE', at('2044-09-15T17:00:00Z')],
    ]);
  });

  it('answers games kicking off in [from, to], both ends included, by kickoff', async () => {
    await gameOf(t.db.orm, '2046_01_NE_MIA', '2046-09-09T20:00:00Z');
    await gameOf(t.db.orm, '2046_01_BUF_NYJ', '2046-09-09T17:00:00Z');
    await gameOf(t.db.orm, '2046_01_DAL_NYG', '2046-09-09T16:59:59.999Z');
    await gameOf(t.db.orm, '2046_01_KC_LV', '2046-09-09T20:00:00.001Z');
    const ids = (await gamesBetween(t.db.orm, at('2046-09-09T17:00:00Z'), at('2046-09-09T20:00:00Z'))).map(
      (g) => g.gameId,
    );
    expect(ids).toEqual(['2046_01_BUF_NYJ', '2046_01_NE_MIA']);
  });

  it('finds the week of the newest game whose result is known at the clock (decision 150)', async () => {
    await withTeams(t.db.orm);
    // Season 2090: kicks off after every other test's games, so its rows are the newest here.
    await upsertGames(t.db.orm, [
      scheduleRow('2090_03_NE_MIA', '2090-09-23T17:00:00Z', {
        week: 3,
        status: 'final',
        homeScore: 20,
        awayScore: 17,
        resultKnownAt: at('2090-09-23T21:00:00Z'),
      }),
      scheduleRow('2090_04_NE_MIA', '2090-09-30T17:00:00Z', {
        week: 4,
        status: 'final',
        homeScore: 10,
        awayScore: 13,
        resultKnownAt: at('2090-10-05T12:00:00Z'),
      }),
      // Kicked off, no result: not a week with results.
      scheduleRow('2090_05_NE_MIA', '2090-10-07T17:00:00Z', { week: 5 }),
    ]);
    // Week 4's result is known from 5 October only: on the 1st the newest result is week 3's.
    expect(await latestResultWeek(t.db.orm, at('2090-10-01T00:00:00Z'))).toEqual({ season: 2090, week: 3 });
    expect(await latestResultWeek(t.db.orm, at('2090-10-10T00:00:00Z'))).toEqual({ season: 2090, week: 4 });
  });

  it('counts every game', async () => {
    const before = await countGames(t.db.orm);
    await gameOf(t.db.orm, '2047_01_NE_MIA', '2047-09-08T17:00:00Z');
    expect(await countGames(t.db.orm)).toBe(before + 1);
  });
});

describe("a week's games", () => {
  // 2048 week 1: DAL at NYG Thursday (stadium MIA00 for the test); BUF at NYJ and NE at MIA at 17:00 Sunday
  // (ids in that order); NE–MIA final 24–17 in overtime known 20:00 with a live 21–17 from 19:00; BUF–NYJ
  // live 7–3 'Q2 5:00' from 18:00; KC at LV at 20:25 with a live score stamped 16:00, before its kickoff.
  beforeAll(async () => {
    const db = t.db.orm;
    await gameOf(db, '2048_01_DAL_NYG', '2048-09-11T00:20:00Z');
    await db.update(games).set({ stadiumId: 'MIA00' }).where(eq(games.gameId, '2048_01_DAL_NYG'));
    await gameOf(db, '2048_01_NE_MIA', '2048-09-13T17:00:00Z', {
      home: 24,
      away: 17,
      knownAt: '2048-09-13T20:00:00Z',
    });
    // A live score as the live feed stored it, captured at `when`.
    const live = (gameId: string, score: [number, number], detail: string, when: string, extra = {}) =>
      db
        .update(games)
        .set({
          liveHomeScore: score[0],
          liveAwayScore: score[1],
          liveDetail: detail,
          liveScoreAt: at(when),
          ...extra,
        })
        .where(eq(games.gameId, gameId));
    await live('2048_01_NE_MIA', [21, 17], 'Q4 0:10', '2048-09-13T19:00:00Z', { overtime: true });
    await gameOf(db, '2048_01_BUF_NYJ', '2048-09-13T17:00:00Z');
    await live('2048_01_BUF_NYJ', [7, 3], 'Q2 5:00', '2048-09-13T18:00:00Z');
    await gameOf(db, '2048_01_KC_LV', '2048-09-13T20:25:00Z');
    await live('2048_01_KC_LV', [3, 0], 'early', '2048-09-13T16:00:00Z');
    await gameOf(db, '2048_02_NE_MIA', '2048-09-20T17:00:00Z');
    await gameOf(db, '2049_01_NE_MIA', '2049-09-12T17:00:00Z');
  });

  const scores = async (asOf: string) =>
    (await listWeekGames(t.db.orm, 2048, 1, at(asOf))).map((g) => [
      g.gameId,
      g.final,
      g.homeScore,
      g.awayScore,
      g.liveDetail,
      g.overtime,
    ]);

  it('lists one season and week by kickoff then id, with both teams and the venue', async () => {
    const rows = await listWeekGames(t.db.orm, 2048, 1, at('2048-09-01T00:00:00Z'));
    expect(rows.map((g) => [g.gameId, g.home.code, g.away.code, g.season, g.week, g.kickoff])).toEqual([
      ['2048_01_DAL_NYG', 'NYG', 'DAL', 2048, 1, at('2048-09-11T00:20:00Z')],
      ['2048_01_BUF_NYJ', 'NYJ', 'BUF', 2048, 1, at('2048-09-13T17:00:00Z')],
      ['2048_01_NE_MIA', 'MIA', 'NE', 2048, 1, at('2048-09-13T17:00:00Z')],
      ['2048_01_KC_LV', 'LV', 'KC', 2048, 1, at('2048-09-13T20:25:00Z')],
    ]);
    expect(rows[0]?.stadium).toEqual({
      id: 'MIA00',
      name: 'Hard Rock Stadium',
      city: 'Miami Gardens',
      country: 'US',
      roof: 'outdoors',
      timeZone: 'America/New_York',
    });
    expect(rows[1]?.stadium).toBeNull();
    expect([rows[1]?.gameType, rows[1]?.timeSlot, rows[1]?.neutralSite, rows[1]?.kickoffEstimated]).toEqual([
      'REG',
      'sunday_early',
      false,
      false,
    ]);
  });

  it('shows a live score from its capture and kickoff, a final from the instant it is known', async () => {
    // 17:59:59.999: nothing captured yet (KC–LV's 16:00 score is before its 20:25 kickoff).
    expect(await scores('2048-09-13T17:59:59.999Z')).toEqual([
      ['2048_01_DAL_NYG', false, null, null, null, null],
      ['2048_01_BUF_NYJ', false, null, null, null, null],
      ['2048_01_NE_MIA', false, null, null, null, null],
      ['2048_01_KC_LV', false, null, null, null, null],
    ]);
    // 19:59:59.999: both live scores, no final yet.
    expect(await scores('2048-09-13T19:59:59.999Z')).toEqual([
      ['2048_01_DAL_NYG', false, null, null, null, null],
      ['2048_01_BUF_NYJ', false, 7, 3, 'Q2 5:00', null],
      ['2048_01_NE_MIA', false, 21, 17, 'Q4 0:10', null],
      ['2048_01_KC_LV', false, null, null, null, null],
    ]);
    // 20:25: NE–MIA final 24–17 in overtime (its live detail gone); KC–LV kicked off with its 16:00 capture.
    expect(await scores('2048-09-13T20:25:00Z')).toEqual([
      ['2048_01_DAL_NYG', false, null, null, null, null],
      ['2048_01_BUF_NYJ', false, 7, 3, 'Q2 5:00', null],
      ['2048_01_NE_MIA', true, 24, 17, null, true],
      ['2048_01_KC_LV', false, 3, 0, 'early', null],
    ]);
  });
});

describe('playoff pairings', () => {
  it('hides a playoff game, in the week and by id, until every game of the week before has its result', async () => {
    // 2050: week 18 BUF at NYJ (final known 2051-01-05 21:00) and NE at MIA (known 22:00); Wild Card week 19.
    await gameOf(t.db.orm, '2050_18_BUF_NYJ', '2051-01-05T18:00:00Z', {
      home: 10,
      away: 20,
      knownAt: '2051-01-05T21:00:00Z',
    });
    await gameOf(t.db.orm, '2050_18_NE_MIA', '2051-01-05T18:00:00Z', {
      home: 20,
      away: 10,
      knownAt: '2051-01-05T22:00:00Z',
    });
    await game(t.db.orm, {
      id: '2050_19_BUF_MIA',
      season: 2050,
      week: 19,
      gameType: 'WC',
      kickoff: '2051-01-12T18:00:00Z',
      home: 'MIA',
      away: 'BUF',
    });
    const listed = async (asOf: string) =>
      (await listWeekGames(t.db.orm, 2050, 19, at(asOf))).map((g) => g.gameId);
    expect(await listed('2051-01-05T21:59:59.999Z')).toEqual([]);
    expect(await gameWeek(t.db.orm, '2050_19_BUF_MIA', at('2051-01-05T21:59:59.999Z'))).toBeUndefined();
    expect(await listed('2051-01-05T22:00:00Z')).toEqual(['2050_19_BUF_MIA']);
    expect(await gameWeek(t.db.orm, '2050_19_BUF_MIA', at('2051-01-05T22:00:00Z'))).toEqual({
      season: 2050,
      week: 19,
    });
    // A regular-season game is known from the schedule; an id the schedule lacks answers nothing.
    expect(await gameWeek(t.db.orm, '2050_18_NE_MIA', at('2050-01-01T00:00:00Z'))).toEqual({
      season: 2050,
      week: 18,
    });
    expect(await gameWeek(t.db.orm, '2050_18_XX_YY', at('2052-01-01T00:00:00Z'))).toBeUndefined();
  });
});

describe('live updates', () => {
  it('writes a live score, then a final, each only when it changed, to the game named only', async () => {
    const id = '2051_01_NE_MIA';
    await gameOf(t.db.orm, id, '2051-09-10T17:00:00Z');
    await gameOf(t.db.orm, '2051_01_BUF_NYJ', '2051-09-10T17:00:00Z');
    const update = {
      gameId: id,
      homeScore: 7,
      awayScore: 3,
      detail: 'Q2 5:00',
      capturedAt: at('2051-09-10T18:00:00Z'),
      espnId: 'e-51',
    };
    expect(await applyLiveUpdate(t.db.orm, { ...update, state: 'in_progress' })).toBe('updated');
    let g = await stored(id);
    expect([g?.status, g?.liveHomeScore, g?.liveAwayScore, g?.liveDetail, g?.liveScoreAt, g?.espnId]).toEqual(
      ['in_progress', 7, 3, 'Q2 5:00', at('2051-09-10T18:00:00Z'), 'e-51'],
    );
    expect(await applyLiveUpdate(t.db.orm, { ...update, state: 'in_progress' })).toBe('unchanged');
    // Each live field alone is a change.
    expect(await applyLiveUpdate(t.db.orm, { ...update, state: 'in_progress', homeScore: 10 })).toBe(
      'updated',
    );
    expect(
      await applyLiveUpdate(t.db.orm, { ...update, state: 'in_progress', homeScore: 10, awayScore: 6 }),
    ).toBe('updated');
    expect(
      await applyLiveUpdate(t.db.orm, {
        ...update,
        state: 'in_progress',
        homeScore: 10,
        awayScore: 6,
        detail: 'Half',
      }),
    ).toBe('updated');
    // The final 24–17 captured 20:30; the result instant is the earlier of a stored one and the capture.
    const final = {
      ...update,
      state: 'final' as const,
      homeScore: 24,
      awayScore: 17,
      capturedAt: at('2051-09-10T20:30:00Z'),
    };
    expect(await applyLiveUpdate(t.db.orm, final)).toBe('updated');
    g = await stored(id);
    expect([g?.status, g?.homeScore, g?.awayScore, g?.resultKnownAt, g?.liveHomeScore]).toEqual([
      'final',
      24,
      17,
      at('2051-09-10T20:30:00Z'), // least() passes over the stored null
      10,
    ]);
    expect(await applyLiveUpdate(t.db.orm, final)).toBe('unchanged');
    // A corrected score captured later: taken, the result instant kept at the earlier 20:30.
    expect(
      await applyLiveUpdate(t.db.orm, { ...final, homeScore: 27, capturedAt: at('2051-09-10T20:40:00Z') }),
    ).toBe('updated');
    expect((await stored(id))?.resultKnownAt).toEqual(at('2051-09-10T20:30:00Z'));
    expect(await applyLiveUpdate(t.db.orm, { ...final, homeScore: 27, awayScore: 20 })).toBe('updated');
    // 'scheduled' writes the ESPN id only, and only a new one.
    expect(await applyLiveUpdate(t.db.orm, { ...update, state: 'scheduled' })).toBe('unchanged');
    expect(await applyLiveUpdate(t.db.orm, { ...update, state: 'scheduled', espnId: 'e-52' })).toBe(
      'updated',
    );
    g = await stored(id);
    expect([g?.status, g?.homeScore, g?.awayScore, g?.espnId]).toEqual(['final', 27, 20, 'e-52']);
    const other = await stored('2051_01_BUF_NYJ');
    expect([other?.status, other?.liveHomeScore, other?.espnId]).toEqual(['scheduled', null, null]);
  });
});
