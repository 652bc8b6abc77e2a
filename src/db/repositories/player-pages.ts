// What a player's page and card read besides the week board: his identity and headshot, his injury
// reports and his DFS salaries, each as known at `asOf` (a later report or export is invisible).
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { dfsSalaries } from '../schema/dfs.ts';
import { injuries, players } from '../schema/players.ts';
import type { Executor } from './executor.ts';

export async function playerById(db: Executor, gsisId: string) {
  const [row] = await db
    .select({
      id: players.gsisId,
      name: players.fullName,
      position: players.position,
      team: players.team,
      jerseyNumber: players.jerseyNumber,
      headshotUrl: players.headshotUrl,
    })
    .from(players)
    .where(eq(players.gsisId, gsisId));
  return row ?? null;
}

/** Headshot URLs we hold for these players (a player without one is absent from the map). */
export async function headshotsOf(db: Executor, gsisIds: readonly string[]): Promise<Map<string, string>> {
  if (gsisIds.length === 0) return new Map();
  const rows = await db
    .select({ id: players.gsisId, url: players.headshotUrl })
    .from(players)
    .where(inArray(players.gsisId, [...gsisIds]));
  return new Map(rows.flatMap((r) => (r.url ? [[r.id, r.url] as const] : [])));
}

export function injuryHistoryOf(db: Executor, gsisId: string, season: number, asOf: Date) {
  return db
    .select({
      week: injuries.week,
      status: injuries.reportStatus,
      injury: injuries.reportPrimaryInjury,
      practice: injuries.practiceStatus,
      reportedAt: injuries.reportedAt,
    })
    .from(injuries)
    .where(and(eq(injuries.gsisId, gsisId), eq(injuries.season, season), lte(injuries.reportedAt, asOf)))
    .orderBy(asc(injuries.week), asc(injuries.reportedAt));
}

export function salaryHistoryOf(db: Executor, gsisId: string, asOf: Date, site = 'draftkings') {
  return db
    .select({
      season: dfsSalaries.season,
      week: dfsSalaries.week,
      slate: dfsSalaries.slate,
      salary: dfsSalaries.salary,
    })
    .from(dfsSalaries)
    .where(and(eq(dfsSalaries.site, site), eq(dfsSalaries.gsisId, gsisId), lte(dfsSalaries.capturedAt, asOf)))
    .orderBy(asc(dfsSalaries.season), asc(dfsSalaries.week), asc(dfsSalaries.slate));
}
