// Weekly and season statistics, snap counts and injury reports from nflverse files, written batch by
// batch; what needs every row (when the results behind them were known) comes from their team-week
// keys, kept as they go.

import type { Executor } from '../../db/repositories/executor.ts';
import { kickoffsByTeamWeek } from '../../db/repositories/games.ts';
import { type InjuryInsert, upsertInjuries } from '../../db/repositories/players.ts';
import {
  upsertPlayerSeasonStats,
  upsertPlayerWeekStats,
  upsertSnapCounts,
  upsertTeamSeasonStats,
  upsertTeamWeekStats,
} from '../../db/repositories/stats.ts';
import type { InjuryReport } from '../providers/nflverse/injuries.ts';
import type { PlayerSeasonStat, PlayerWeekStat } from '../providers/nflverse/player-stats.ts';
import type { SnapCount } from '../providers/nflverse/snap-counts.ts';
import type { TeamSeasonStat, TeamWeekStat } from '../providers/nflverse/team-stats.ts';
import { RESULT_DELAY_MS } from './nflverse-game-records.ts';
import type { KindWriter, TeamWeekKeys } from './nflverse-writer.ts';

const DAY_MS = 86_400_000;

/** When the results behind a set of team-weeks were known: the last of their games + 4 h. */
async function resultsKnownAt(tx: Executor, keys: TeamWeekKeys) {
  const seasons = [...new Set([...keys].map((k) => Number(k.split(':')[0])))];
  const kickoffs = await kickoffsByTeamWeek(tx, seasons);
  let latest = 0;
  for (const k of keys) {
    const at = kickoffs.get(k)?.getTime();
    if (at !== undefined && at > latest) latest = at;
  }
  return latest > 0 ? new Date(latest + RESULT_DELAY_MS) : null;
}

/** A statistics kind keyed by team-week: rows written as they come, their keys dated at the end. */
function weeklyWriter<T extends { season: number; week: number; team: string }>(
  upsert: (tx: Executor, rows: T[]) => ReturnType<typeof upsertSnapCounts>,
): KindWriter<T> {
  const keys: TeamWeekKeys = new Set();
  let count = 0;
  return {
    write(tx, rows) {
      count += rows.length;
      for (const r of rows) keys.add(`${r.season}:${r.week}:${r.team}`);
      return upsert(tx, rows);
    },
    finish: async (tx) => ({ dataAsOf: await resultsKnownAt(tx, keys), details: { rows: count } }),
  };
}

function seasonWriter<T>(
  upsert: (tx: Executor, rows: T[]) => ReturnType<typeof upsertSnapCounts>,
): KindWriter<T> {
  let count = 0;
  return {
    write(tx, rows) {
      count += rows.length;
      return upsert(tx, rows);
    },
    finish: async () => ({ details: { rows: count } }),
  };
}

export const playerWeekStatsWriter = () =>
  weeklyWriter<PlayerWeekStat>((tx, rows) => upsertPlayerWeekStats(tx, rows));
export const playerSeasonStatsWriter = () =>
  seasonWriter<PlayerSeasonStat>((tx, rows) => upsertPlayerSeasonStats(tx, rows));
export const teamWeekStatsWriter = () =>
  weeklyWriter<TeamWeekStat>((tx, rows) => upsertTeamWeekStats(tx, rows));
export const teamSeasonStatsWriter = () =>
  seasonWriter<TeamSeasonStat>((tx, rows) => upsertTeamSeasonStats(tx, rows));
export const snapCountsWriter = () => weeklyWriter<SnapCount>((tx, rows) => upsertSnapCounts(tx, rows));

/**
 * An injury report is visible from its date_modified; files without one (the 2025 loader output) are
 * dated the day before that team's game that week — reports are final by then. Kickoffs are read
 * once per season, when a season's first report arrives.
 */
export function injuriesWriter(): KindWriter<InjuryReport> {
  const kickoffs = new Map<string, Date>();
  const weekFirstKickoff = new Map<string, number>();
  const seasonsRead = new Set<number>();
  let count = 0;
  let undated = 0;
  let latest = 0;
  const readSeasons = async (tx: Executor, reports: InjuryReport[]) => {
    const fresh = [...new Set(reports.map((r) => r.season))].filter((s) => !seasonsRead.has(s));
    for (const s of fresh) seasonsRead.add(s);
    for (const [key, at] of await kickoffsByTeamWeek(tx, fresh)) {
      kickoffs.set(key, at);
      const week = key.split(':').slice(0, 2).join(':');
      weekFirstKickoff.set(
        week,
        Math.min(weekFirstKickoff.get(week) ?? Number.POSITIVE_INFINITY, at.getTime()),
      );
    }
  };
  return {
    async write(tx, reports) {
      await readSeasons(tx, reports);
      count += reports.length;
      const rows: InjuryInsert[] = reports.map((r) => {
        const kickoff =
          kickoffs.get(`${r.season}:${r.week}:${r.team}`)?.getTime() ??
          weekFirstKickoff.get(`${r.season}:${r.week}`);
        let reportedAt = r.modifiedAt;
        if (!reportedAt) {
          if (kickoff === undefined) undated += 1;
          reportedAt = new Date((kickoff ?? Date.UTC(r.season, 8, 1) + (r.week - 1) * 7 * DAY_MS) - DAY_MS);
        }
        latest = Math.max(latest, reportedAt.getTime());
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
      return upsertInjuries(tx, rows);
    },
    finish: async () => ({
      dataAsOf: latest > 0 ? new Date(latest) : null,
      details: { rows: count, undatedWeeks: undated },
    }),
  };
}
