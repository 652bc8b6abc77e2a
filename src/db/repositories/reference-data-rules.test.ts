// The curated teams and venues written into their tables (decision 007) on one cloned database, which
// starts with neither: a second seed rewrites nothing; a team's row keeps its former and other codes;
// the teams list reads conference, division, name; a venue's surface is written only for the venues the
// schedule names, and a later seed leaves it alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db.ts';
import { stadiums, teams } from '../schema/reference.ts';
import { listTeams, seedReferenceData, updateStadiumSurfaces } from './reference-data.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const surfaceOf = async (id: string) =>
  (await t.db.orm.select({ s: stadiums.surface }).from(stadiums).where(eq(stadiums.id, id)))[0]?.s;

describe('the reference data', () => {
  it('seeds 32 teams and 68 venues once; a second seed changes nothing', async () => {
    // 32 teams + 68 venues (src/shared/reference/stadiums.ts lists 68 rows) = 100.
    expect(await seedReferenceData(t.db.orm)).toEqual({ inserted: 100, updated: 0, unchanged: 0 });
    expect(await seedReferenceData(t.db.orm)).toEqual({ inserted: 0, updated: 0, unchanged: 100 });
    const [lv] = await t.db.orm.select().from(teams).where(eq(teams.code, 'LV'));
    // The Raiders' former code (OAK) then their other spellings (LVR, RAI), in one list.
    expect(lv).toEqual({
      code: 'LV',
      name: 'Las Vegas Raiders',
      nickname: 'Raiders',
      location: 'Las Vegas',
      conference: 'AFC',
      division: 'West',
      primaryColor: '#000000',
      secondaryColor: '#A5ACAF',
      emoji: '⚔️',
      formerCodes: ['OAK', 'LVR', 'RAI'],
    });
    const [kc] = await t.db.orm.select().from(stadiums).where(eq(stadiums.id, 'KAN00'));
    expect(kc).toEqual({
      id: 'KAN00',
      name: 'GEHA Field at Arrowhead Stadium',
      city: 'Kansas City',
      country: 'US',
      latitude: 39.0489,
      longitude: -94.4839,
      timeZone: 'America/Chicago',
      roof: 'outdoors',
      surface: null,
    });
  });

  it('lists the teams by conference, then division, then full name', async () => {
    expect((await listTeams(t.db.orm)).map((r) => r.code)).toEqual([
      ...['BUF', 'MIA', 'NE', 'NYJ'], // AFC East: Buffalo, Miami, New England, New York
      ...['BAL', 'CIN', 'CLE', 'PIT'], // AFC North
      ...['HOU', 'IND', 'JAX', 'TEN'], // AFC South
      ...['DEN', 'KC', 'LV', 'LAC'], // AFC West: Las Vegas before Los Angeles
      ...['DAL', 'NYG', 'PHI', 'WAS'], // NFC East
      ...['CHI', 'DET', 'GB', 'MIN'], // NFC North
      ...['ATL', 'CAR', 'NO', 'TB'], // NFC South
      ...['ARI', 'LA', 'SF', 'SEA'], // NFC West: San Francisco before Seattle
    ]);
  });

  it("writes the schedule's surface of the venues it names only; a later seed keeps it", async () => {
    const surfaces = new Map([
      ['KAN00', 'grass'],
      ['SFO01', 'fieldturf'],
      ['NOWHERE', 'astroturf'], // not a curated venue: no row
    ]);
    // Two venues change; the other 66 are not written at all (not even counted unchanged).
    expect(await updateStadiumSurfaces(t.db.orm, surfaces)).toEqual({
      inserted: 0,
      updated: 2,
      unchanged: 0,
    });
    expect(await surfaceOf('KAN00')).toBe('grass');
    expect(await surfaceOf('SFO01')).toBe('fieldturf');
    expect(await surfaceOf('LAX01')).toBeNull();
    expect(await t.db.orm.select().from(stadiums).where(eq(stadiums.id, 'NOWHERE'))).toEqual([]);
    // The same surfaces again: nothing changes; a new one for Arrowhead: one row.
    expect(await updateStadiumSurfaces(t.db.orm, surfaces)).toEqual({
      inserted: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await updateStadiumSurfaces(t.db.orm, new Map([['KAN00', 'hybrid']]))).toEqual({
      inserted: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(await seedReferenceData(t.db.orm)).toEqual({ inserted: 0, updated: 0, unchanged: 100 });
    expect(await surfaceOf('KAN00')).toBe('hybrid');
  });
});
