// Players, rosters, the id crosswalk and injury reports on one cloned database (decision 128, the
// repositories' fast test set; decisions 137 and 141): rosters overwrite a player but a null never erases
// what another source said, the crosswalk only fills empty columns; a roster row per season and player;
// an unchanged injury report keeps the instant it was first seen, a changed status is dated when seen;
// Sleeper's status is written only where it changed; a week's reports are those published by the
// instant. Each test uses players and seasons of its own.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { injuries, playerCrosswalk, players, rosterEntries } from '../schema/players.ts';
import {
  type InjuryInsert,
  injuriesAsOf,
  type PlayerInsert,
  playerIdIndex,
  updateInjuryStatuses,
  upsertCrosswalk,
  upsertInjuries,
  upsertPlayers,
  upsertRosterEntries,
} from './players.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const at = (iso: string) => new Date(iso);
/** Rows from rosters ('overwrite') or the id crosswalk ('fill'). */
const write = (mode: 'overwrite' | 'fill', rows: PlayerInsert[]) => upsertPlayers(t.db.orm, rows, mode);
const player = async (gsisId: string) => {
  const [row] = await t.db.orm.select().from(players).where(eq(players.gsisId, gsisId));
  return row;
};

describe('players', () => {
  it('lets rosters overwrite a player but never erase with a null; the crosswalk only fills', async () => {
    expect(
      await write('overwrite', [
        { gsisId: '00-p1', fullName: 'Ann Alpha', team: 'BUF', position: 'WR', espnId: null },
      ]),
    ).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
    // The next roster: traded to KC, a sleeper id, no position given (null): the stored WR stays.
    expect(
      await write('overwrite', [
        { gsisId: '00-p1', fullName: 'Ann Alpha', team: 'KC', position: null, sleeperId: 's1' },
      ]),
    ).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await player('00-p1')).toMatchObject({
      team: 'KC',
      position: 'WR',
      sleeperId: 's1',
      espnId: null,
    });
    // The crosswalk: its team (BUF) and sleeper id lose to the stored ones, its espn id fills the gap.
    expect(
      await write('fill', [
        { gsisId: '00-p1', fullName: 'A. Alpha', team: 'BUF', sleeperId: 's9', espnId: 'e1' },
      ]),
    ).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(await player('00-p1')).toMatchObject({
      fullName: 'Ann Alpha',
      team: 'KC',
      position: 'WR',
      sleeperId: 's1',
      espnId: 'e1',
    });
    // Both again: nothing changes.
    expect(
      await write('overwrite', [{ gsisId: '00-p1', fullName: 'Ann Alpha', team: 'KC', position: null }]),
    ).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await write('fill', [{ gsisId: '00-p1', fullName: 'A. Alpha', espnId: 'e2' }])).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
  });

  it('moves updated_at only when a player changes', async () => {
    await write('overwrite', [{ gsisId: '00-p2', fullName: 'Bob Beta', team: 'BUF' }]);
    await t.db.orm.execute(
      sql`update players set updated_at = '2000-01-01T00:00:00Z' where gsis_id = '00-p2'`,
    );
    await write('overwrite', [{ gsisId: '00-p2', fullName: 'Bob Beta', team: 'BUF' }]);
    expect((await player('00-p2'))?.updatedAt).toEqual(at('2000-01-01T00:00:00Z'));
    await write('overwrite', [{ gsisId: '00-p2', fullName: 'Bob Beta', team: 'MIA' }]);
    expect((await player('00-p2'))?.updatedAt.getTime()).toBeGreaterThan(Date.parse('2000-01-01T00:00:00Z'));
  });

  it("lists every player's ids for joining other sources", async () => {
    await write('overwrite', [
      {
        gsisId: '00-p3',
        fullName: 'Cal Gamma',
        sleeperId: 's3',
        espnId: 'e3',
        mergeName: 'cal gamma',
        team: 'NE',
        position: 'TE',
      },
    ]);
    expect((await playerIdIndex(t.db.orm)).find((p) => p.gsisId === '00-p3')).toEqual({
      gsisId: '00-p3',
      sleeperId: 's3',
      espnId: 'e3',
      mergeName: 'cal gamma',
      team: 'NE',
      position: 'TE',
    });
  });

  it('keeps a roster row per season and player, and a crosswalk row per MFL id', async () => {
    const entry = (season: number, team: string) => ({ season, gsisId: '00-p4', team, position: 'QB' });
    expect(await upsertRosterEntries(t.db.orm, [entry(2110, 'BUF'), entry(2111, 'KC')])).toEqual({
      inserted: 2,
      updated: 0,
      unchanged: 0,
    });
    expect(await upsertRosterEntries(t.db.orm, [entry(2111, 'MIA')])).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    const rows = await t.db.orm.select().from(rosterEntries).where(eq(rosterEntries.gsisId, '00-p4'));
    expect(rows.map((r) => `${r.season} ${r.team}`).sort()).toEqual(['2110 BUF', '2111 MIA']);
    expect(
      await upsertCrosswalk(t.db.orm, [
        { mflId: 'm1', gsisId: '00-p4', name: 'Dee Delta' },
        { mflId: 'm2', gsisId: '00-p4', name: 'Dee Delta' },
      ]),
    ).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(await upsertCrosswalk(t.db.orm, [{ mflId: 'm2', gsisId: '00-p5', name: 'Dee Delta' }])).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    const walk = await t.db.orm.select().from(playerCrosswalk).where(eq(playerCrosswalk.name, 'Dee Delta'));
    expect(walk.map((r) => `${r.mflId} ${r.gsisId}`).sort()).toEqual(['m1 00-p4', 'm2 00-p5']);
  });
});

describe('injury reports', () => {
  const report = (extra: Partial<InjuryInsert>): InjuryInsert => ({
    source: 'nflverse',
    season: 2112,
    week: 3,
    gameType: 'REG',
    team: 'BUF',
    playerKey: '00-i1',
    gsisId: '00-i1',
    fullName: 'Eve Epsilon',
    position: 'WR',
    reportStatus: 'Questionable',
    practiceStatus: 'Limited',
    reportedAt: at('2112-09-20T20:00:00Z'),
    ...extra,
  });
  const reportedAt = async (season: number) =>
    (await t.db.orm.select().from(injuries).where(eq(injuries.season, season))).map(
      (r) => `${r.reportStatus} ${r.practiceStatus} ${r.reportedAt.toISOString()}`,
    );

  it('keeps the first instant of an unchanged report; a changed status is dated when seen', async () => {
    await upsertInjuries(t.db.orm, [report({})]);
    // Read again a day later, unchanged: still the 20th (and an earlier sighting moves it earlier).
    expect(await upsertInjuries(t.db.orm, [report({ reportedAt: at('2112-09-21T20:00:00Z') })])).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 1,
    });
    expect(await reportedAt(2112)).toEqual(['Questionable Limited 2112-09-20T20:00:00.000Z']);
    await upsertInjuries(t.db.orm, [report({ reportedAt: at('2112-09-19T20:00:00Z') })]);
    expect(await reportedAt(2112)).toEqual(['Questionable Limited 2112-09-19T20:00:00.000Z']);
    // The practice status changes on the 22nd: dated the 22nd; then the game status on the 23rd.
    await upsertInjuries(t.db.orm, [
      report({ practiceStatus: 'Did Not Participate', reportedAt: at('2112-09-22T20:00:00Z') }),
    ]);
    expect(await reportedAt(2112)).toEqual(['Questionable Did Not Participate 2112-09-22T20:00:00.000Z']);
    await upsertInjuries(t.db.orm, [
      report({
        practiceStatus: 'Did Not Participate',
        reportStatus: 'Out',
        reportedAt: at('2112-09-23T20:00:00Z'),
      }),
    ]);
    expect(await reportedAt(2112)).toEqual(['Out Did Not Participate 2112-09-23T20:00:00.000Z']);
    // Another source's report of the same player is a row of its own.
    await upsertInjuries(t.db.orm, [report({ source: 'sleeper', playerKey: 'sleeper:1' })]);
    expect(await reportedAt(2112)).toHaveLength(2);
  });

  it("lists a week's reports published by the instant", async () => {
    await upsertInjuries(t.db.orm, [
      report({ season: 2113, playerKey: 'a', fullName: 'Ann', reportedAt: at('2113-09-20T20:00:00Z') }),
      report({ season: 2113, playerKey: 'b', fullName: 'Bob', reportedAt: at('2113-09-21T20:00:00Z') }),
      report({
        season: 2113,
        week: 4,
        playerKey: 'c',
        fullName: 'Cal',
        reportedAt: at('2113-09-20T20:00:00Z'),
      }),
      report({ season: 2114, playerKey: 'd', fullName: 'Dee', reportedAt: at('2113-09-20T20:00:00Z') }),
    ]);
    const names = async (asOf: string) =>
      (await injuriesAsOf(t.db.orm, 2113, 3, at(asOf))).map((r) => r.fullName).sort();
    expect(await names('2113-09-21T20:00:00Z')).toEqual(['Ann', 'Bob']);
    expect(await names('2113-09-21T19:59:59.999Z')).toEqual(['Ann']);
  });

  it("writes Sleeper's status only where it changed, with the instant", async () => {
    await write('overwrite', [
      { gsisId: '00-s1', fullName: 'Fay' },
      { gsisId: '00-s2', fullName: 'Gus' },
    ]);
    const when = at('2115-09-20T12:00:00Z');
    expect(await updateInjuryStatuses(t.db.orm, [], when)).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    // Fay becomes Questionable; Gus stays without a status; an unknown id changes nothing.
    expect(
      await updateInjuryStatuses(
        t.db.orm,
        [
          { gsisId: '00-s1', status: 'Questionable' },
          { gsisId: '00-s2', status: null },
          { gsisId: '00-none', status: 'Out' },
        ],
        when,
      ),
    ).toEqual({ inserted: 0, updated: 1, unchanged: 2 });
    expect([(await player('00-s1'))?.injuryStatus, (await player('00-s1'))?.injuryStatusAt]).toEqual([
      'Questionable',
      when,
    ]);
    expect((await player('00-s2'))?.injuryStatusAt).toBeNull();
    // The same status later: the instant it changed is kept.
    expect(
      await updateInjuryStatuses(
        t.db.orm,
        [{ gsisId: '00-s1', status: 'Questionable' }],
        at('2115-09-21T12:00:00Z'),
      ),
    ).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
    expect((await player('00-s1'))?.injuryStatusAt).toEqual(when);
  });
});
