// The id crosswalk and rosters fill the players table; rosters also keep a per-season entry.

import { addCounts } from '../../db/repositories/bulk-upsert.ts';
import {
  type CrosswalkInsert,
  type PlayerInsert,
  type RosterInsert,
  upsertCrosswalk,
  upsertPlayers,
  upsertRosterEntries,
} from '../../db/repositories/players.ts';
import { mergeName } from '../../domain/player-name.ts';
import { canonicalTeamCode } from '../../shared/reference/teams.ts';
import type { CrosswalkRow, PlayerIdRow } from '../providers/nflverse/player-ids.ts';
import type { RosterRow } from '../providers/nflverse/rosters.ts';
import type { KindWriter } from './nflverse-writer.ts';

export function playerIdsWriter(): KindWriter<CrosswalkRow> {
  const totals = { players: 0, withoutGsisId: 0, crosswalkEntries: 0 };
  return {
    async write(tx, rows) {
      const ours = rows.filter((r): r is PlayerIdRow => r.gsis_id !== null);
      const players: PlayerInsert[] = ours.map((r) => ({
        gsisId: r.gsis_id,
        fullName: r.name,
        mergeName: r.merge_name ?? mergeName(r.name),
        position: r.position,
        team: r.team,
        birthDate: r.birthdate,
        heightIn: r.height === null ? null : Math.round(r.height),
        weightLb: r.weight === null ? null : Math.round(r.weight),
        college: r.college,
        sleeperId: r.sleeper_id,
        espnId: r.espn_id,
        pfrId: r.pfr_id,
        yahooId: r.yahoo_id,
        sportradarId: r.sportradar_id,
        pffId: r.pff_id,
        fantasyprosId: r.fantasypros_id,
      }));
      const entries: CrosswalkInsert[] = rows.flatMap((r) =>
        r.mfl_id
          ? [
              {
                mflId: r.mfl_id,
                gsisId: r.gsis_id,
                name: r.name,
                position: r.position,
                team: r.team,
                season: r.db_season ?? null,
                birthDate: r.birthdate,
                draftYear: r.draft_year ?? null,
              },
            ]
          : [],
      );
      totals.players += players.length;
      totals.withoutGsisId += rows.length - ours.length;
      totals.crosswalkEntries += entries.length;
      return addCounts(await upsertPlayers(tx, players, 'fill'), await upsertCrosswalk(tx, entries));
    },
    finish: async (_tx, skipped) => ({
      details: {
        players: totals.players,
        skippedWithoutGsisId: skipped + totals.withoutGsisId,
        crosswalkEntries: totals.crosswalkEntries,
      },
    }),
  };
}

/**
 * Roster entries are written as they come. The players table takes each player's row from his latest
 * season (the later row within a season): that needs every file read first, so the ingest keeps one
 * row per player (a few thousand), not the files' rows, and writes them at the end.
 */
export function rostersWriter(): KindWriter<RosterRow> {
  let count = 0;
  const latest = new Map<string, { season: number; player: PlayerInsert }>();
  return {
    async write(tx, rows) {
      count += rows.length;
      for (const r of rows) {
        const seen = latest.get(r.gsis_id);
        if (!seen || r.season >= seen.season)
          latest.set(r.gsis_id, { season: r.season, player: playerOf(r) });
      }
      const entries: RosterInsert[] = rows.map((r) => ({
        season: r.season,
        gsisId: r.gsis_id,
        team: r.team,
        position: r.position,
        depthChartPosition: r.depth_chart_position,
        jerseyNumber: r.jersey_number,
        status: r.status,
        week: r.week ?? null,
      }));
      return upsertRosterEntries(tx, entries);
    },
    async finish(tx, skipped) {
      const players = [...latest.values()].map((l) => l.player);
      return {
        counts: await upsertPlayers(tx, players, 'overwrite'),
        details: { rosterRows: count, skippedWithoutGsisId: skipped },
      };
    },
  };
}

function playerOf(r: RosterRow): PlayerInsert {
  return {
    gsisId: r.gsis_id,
    fullName: r.full_name,
    firstName: r.first_name,
    lastName: r.last_name,
    mergeName: mergeName(r.full_name),
    position: r.position,
    team: canonicalTeamCode(r.team) ?? r.team,
    status: r.status,
    jerseyNumber: r.jersey_number,
    birthDate: r.birth_date,
    heightIn: r.height,
    weightLb: r.weight,
    college: r.college,
    yearsExp: r.years_exp,
    headshotUrl: r.headshot_url,
    sleeperId: r.sleeper_id,
    espnId: r.espn_id,
    pfrId: r.pfr_id,
    yahooId: r.yahoo_id,
    sportradarId: r.sportradar_id,
    pffId: r.pff_id,
  };
}
