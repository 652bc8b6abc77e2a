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
import type { IngestContext } from '../ingest-context.ts';
import type { CrosswalkRow, PlayerIdRow } from '../providers/nflverse/player-ids.ts';
import type { RosterRow } from '../providers/nflverse/rosters.ts';
import type { SourceResult } from '../run-recorder.ts';

export async function writePlayerIds(
  ctx: IngestContext,
  rows: PlayerIdRow[],
  skipped: number,
  crosswalk: CrosswalkRow[] = [],
): Promise<SourceResult> {
  const players: PlayerInsert[] = rows.map((r) => ({
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
  ctx.progress?.start('nflverse:player_ids', players.length);
  const entries: CrosswalkInsert[] = crosswalk.flatMap((r) =>
    r.mfl_id
      ? [
          {
            mflId: r.mfl_id,
            gsisId: r.gsis_id,
            name: r.name,
            position: r.position,
            team: r.team,
            birthDate: r.birthdate,
            draftYear: r.draft_year ?? null,
          },
        ]
      : [],
  );
  const counts = await ctx.db.orm.transaction(async (tx) =>
    addCounts(
      await upsertPlayers(tx, players, 'fill', (d) => ctx.progress?.update(d)),
      await upsertCrosswalk(tx, entries),
    ),
  );
  return {
    counts,
    details: { players: players.length, skippedWithoutGsisId: skipped, crosswalkEntries: entries.length },
  };
}

export async function writeRosters(
  ctx: IngestContext,
  rows: RosterRow[],
  skipped: number,
): Promise<SourceResult> {
  // Later seasons win for the player's current team: write them last.
  const sorted = [...rows].sort((a, b) => a.season - b.season);
  const players: PlayerInsert[] = sorted.map((r) => ({
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
  }));
  const entries: RosterInsert[] = sorted.map((r) => ({
    season: r.season,
    gsisId: r.gsis_id,
    team: r.team,
    position: r.position,
    depthChartPosition: r.depth_chart_position,
    jerseyNumber: r.jersey_number,
    status: r.status,
    week: r.week ?? null,
  }));
  ctx.progress?.start('nflverse:rosters', players.length + entries.length);
  const counts = await ctx.db.orm.transaction(async (tx) => {
    // Rows are in season order and the upsert keeps the last row per player: the latest season wins.
    let c = await upsertPlayers(tx, players, 'overwrite');
    ctx.progress?.update(players.length);
    c = addCounts(c, await upsertRosterEntries(tx, entries, (d) => ctx.progress?.update(players.length + d)));
    return c;
  });
  return { counts, details: { rosterRows: rows.length, skippedWithoutGsisId: skipped } };
}
