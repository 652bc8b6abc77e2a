import { asc } from 'drizzle-orm';
import { STADIUMS } from '../../shared/reference/stadiums.ts';
import { TEAMS } from '../../shared/reference/teams.ts';
import { stadiums, teams } from '../schema/reference.ts';
import { addCounts, bulkUpsert, type WriteCounts } from './bulk-upsert.ts';
import type { Executor } from './executor.ts';

/** Writes the curated teams and venues (src/shared/reference) into their tables; safe to repeat. */
export async function seedReferenceData(db: Executor): Promise<WriteCounts> {
  const teamRows = TEAMS.map((t) => ({
    code: t.code,
    name: t.name,
    nickname: t.nickname,
    location: t.location,
    conference: t.conference,
    division: t.division,
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    emoji: t.emoji,
    formerCodes: [...t.formerCodes, ...t.otherCodes],
  }));
  const stadiumRows = STADIUMS.map((s) => ({
    id: s.id,
    name: s.name,
    city: s.city,
    country: s.country,
    latitude: s.latitude,
    longitude: s.longitude,
    timeZone: s.timeZone,
    roof: s.roof,
  }));
  const a = await bulkUpsert(db, teams, teamRows, { target: [teams.code] });
  // surface is left to the schedule ingest (it changes over the years).
  const b = await bulkUpsert(db, stadiums, stadiumRows, { target: [stadiums.id], keepWhenNull: true });
  return addCounts(a, b);
}

export type TeamRow = typeof teams.$inferSelect;

export function listTeams(db: Executor): Promise<TeamRow[]> {
  return db.select().from(teams).orderBy(asc(teams.conference), asc(teams.division), asc(teams.name));
}

/** Latest playing surface per stadium, from the most recent game the schedule lists there. */
export async function updateStadiumSurfaces(
  db: Executor,
  surfaces: Map<string, string>,
): Promise<WriteCounts> {
  const rows = STADIUMS.filter((s) => surfaces.has(s.id)).map((s) => ({
    id: s.id,
    name: s.name,
    city: s.city,
    country: s.country,
    latitude: s.latitude,
    longitude: s.longitude,
    timeZone: s.timeZone,
    roof: s.roof,
    surface: surfaces.get(s.id) ?? null,
  }));
  return bulkUpsert(db, stadiums, rows, { target: [stadiums.id] });
}
