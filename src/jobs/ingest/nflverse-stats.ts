// Weekly and season statistics, snap counts and injury reports from nflverse files.
import { kickoffsByTeamWeek } from '../../db/repositories/games.ts';
import { type InjuryInsert, upsertInjuries } from '../../db/repositories/players.ts';
import {
  upsertPlayerSeasonStats,
  upsertPlayerWeekStats,
  upsertSnapCounts,
  upsertTeamSeasonStats,
  upsertTeamWeekStats,
} from '../../db/repositories/stats.ts';
import type { IngestContext } from '../ingest-context.ts';
import type { InjuryReport } from '../providers/nflverse/injuries.ts';
import type { PlayerSeasonStat, PlayerWeekStat } from '../providers/nflverse/player-stats.ts';
import type { SnapCount } from '../providers/nflverse/snap-counts.ts';
import type { TeamSeasonStat, TeamWeekStat } from '../providers/nflverse/team-stats.ts';
import type { SourceResult } from '../run-recorder.ts';
import { RESULT_DELAY_MS } from './nflverse-game-records.ts';

const DAY_MS = 86_400_000;

/** When the results behind a set of team-weeks were known: the last of their games + 4 h. */
async function resultsKnownAt(ctx: IngestContext, keys: { season: number; week: number; team: string }[]) {
  const kickoffs = await kickoffsByTeamWeek(ctx.db.orm, [...new Set(keys.map((k) => k.season))]);
  let latest = 0;
  for (const k of keys) {
    const at = kickoffs.get(`${k.season}:${k.week}:${k.team}`)?.getTime();
    if (at !== undefined && at > latest) latest = at;
  }
  return latest > 0 ? new Date(latest + RESULT_DELAY_MS) : null;
}

function progress(ctx: IngestContext, label: string, total: number) {
  ctx.progress?.start(label, total);
  return (done: number) => ctx.progress?.update(done);
}

export async function writePlayerWeekStats(
  ctx: IngestContext,
  rows: PlayerWeekStat[],
): Promise<SourceResult> {
  const tick = progress(ctx, 'nflverse:player_week_stats', rows.length);
  const counts = await ctx.db.orm.transaction((tx) => upsertPlayerWeekStats(tx, rows, tick));
  return { counts, dataAsOf: await resultsKnownAt(ctx, rows), details: { rows: rows.length } };
}

export async function writePlayerSeasonStats(
  ctx: IngestContext,
  rows: PlayerSeasonStat[],
): Promise<SourceResult> {
  const tick = progress(ctx, 'nflverse:player_season_stats', rows.length);
  const counts = await ctx.db.orm.transaction((tx) => upsertPlayerSeasonStats(tx, rows, tick));
  return { counts, details: { rows: rows.length } };
}

export async function writeTeamWeekStats(ctx: IngestContext, rows: TeamWeekStat[]): Promise<SourceResult> {
  const tick = progress(ctx, 'nflverse:team_week_stats', rows.length);
  const counts = await ctx.db.orm.transaction((tx) => upsertTeamWeekStats(tx, rows, tick));
  return { counts, dataAsOf: await resultsKnownAt(ctx, rows), details: { rows: rows.length } };
}

export async function writeTeamSeasonStats(
  ctx: IngestContext,
  rows: TeamSeasonStat[],
): Promise<SourceResult> {
  const tick = progress(ctx, 'nflverse:team_season_stats', rows.length);
  const counts = await ctx.db.orm.transaction((tx) => upsertTeamSeasonStats(tx, rows, tick));
  return { counts, details: { rows: rows.length } };
}

export async function writeSnapCounts(ctx: IngestContext, rows: SnapCount[]): Promise<SourceResult> {
  const tick = progress(ctx, 'nflverse:snap_counts', rows.length);
  const counts = await ctx.db.orm.transaction((tx) => upsertSnapCounts(tx, rows, tick));
  return { counts, dataAsOf: await resultsKnownAt(ctx, rows), details: { rows: rows.length } };
}

/**
 * An injury report is visible from its date_modified; files without one (the 2025 loader output) are
 * dated the day before that team's game that week — reports are final by then.
 */
export async function writeInjuries(ctx: IngestContext, reports: InjuryReport[]): Promise<SourceResult> {
  const kickoffs = await kickoffsByTeamWeek(ctx.db.orm, [...new Set(reports.map((r) => r.season))]);
  const weekFirstKickoff = new Map<string, number>();
  for (const [key, at] of kickoffs) {
    const week = key.split(':').slice(0, 2).join(':');
    weekFirstKickoff.set(
      week,
      Math.min(weekFirstKickoff.get(week) ?? Number.POSITIVE_INFINITY, at.getTime()),
    );
  }
  let undated = 0;
  const rows: InjuryInsert[] = reports.map((r) => {
    const kickoff =
      kickoffs.get(`${r.season}:${r.week}:${r.team}`)?.getTime() ??
      weekFirstKickoff.get(`${r.season}:${r.week}`);
    let reportedAt = r.modifiedAt;
    if (!reportedAt) {
      if (kickoff === undefined) undated += 1;
      reportedAt = new Date((kickoff ?? Date.UTC(r.season, 8, 1) + (r.week - 1) * 7 * DAY_MS) - DAY_MS);
    }
    return {
      source: 'nflverse',
      season: r.season,
      week: r.week,
      gameType: r.gameType,
      team: r.team,
      playerKey: r.gsisId ?? `name:${r.fullName}`,
      gsisId: r.gsisId,
      fullName: r.fullName,
      position: r.position,
      reportPrimaryInjury: r.reportPrimaryInjury,
      reportSecondaryInjury: r.reportSecondaryInjury,
      reportStatus: r.reportStatus,
      practicePrimaryInjury: r.practicePrimaryInjury,
      practiceSecondaryInjury: r.practiceSecondaryInjury,
      practiceStatus: r.practiceStatus,
      reportedAt,
    };
  });
  const tick = progress(ctx, 'nflverse:injuries', rows.length);
  const counts = await ctx.db.orm.transaction((tx) => upsertInjuries(tx, rows, tick));
  const latest = rows.reduce((m, r) => Math.max(m, (r.reportedAt as Date).getTime()), 0);
  return {
    counts,
    dataAsOf: latest > 0 ? new Date(latest) : null,
    details: { rows: rows.length, undatedWeeks: undated },
  };
}
