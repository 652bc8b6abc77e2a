// A player's status on his team's weekly injury report, as known before a kickoff. nflverse reports
// carry the gsis id; Sleeper-only rows do not, so names are the fallback key.

import { type InjuryStatus, parseInjuryStatus } from '../bioboost/injury-impact.ts';
import { mergeName } from '../player-name.ts';

export interface PlayerInjuryReport {
  season: number;
  week: number;
  team: string;
  playerId: string | null;
  name: string;
  position: string | null;
  /** Game status as the report words it ("Out", "Questionable", blank …). */
  reportStatus: string | null;
  primaryInjury: string | null;
  reportedAtMs: number;
}

export interface InjuryStatusLookup {
  /** His status for that week's game as known at `atMs`; undefined when no report lists him by then. */
  status(
    season: number,
    week: number,
    team: string,
    player: { id: string; name: string },
    atMs: number,
  ): InjuryStatus | undefined;
  /** Whether that team's report for that week was published by `atMs` (no report ≠ nobody hurt). */
  published(season: number, week: number, team: string, atMs: number): boolean;
  /** Every report of the team that week known at `atMs`, latest per player. */
  reports(season: number, week: number, team: string, atMs: number): PlayerInjuryReport[];
  /** Weeks in a row he has been listed (not healthy) up to this one, and when the run began. */
  streak(
    season: number,
    week: number,
    team: string,
    player: { id: string; name: string },
    atMs: number,
  ): { weeks: number; sinceMs: number | null };
}

export function createInjuryLookup(reports: readonly PlayerInjuryReport[]): InjuryStatusLookup {
  const byTeamWeek = new Map<string, PlayerInjuryReport[]>();
  for (const r of reports) {
    const k = `${r.season}|${r.week}|${r.team}`;
    const list = byTeamWeek.get(k) ?? [];
    list.push(r);
    byTeamWeek.set(k, list);
  }
  const cache = new Map<string, PlayerInjuryReport[]>();
  const known = (season: number, week: number, team: string, atMs: number) => {
    const cacheKey = `${season}|${week}|${team}|${atMs}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const latest = new Map<string, PlayerInjuryReport>();
    for (const r of byTeamWeek.get(`${season}|${week}|${team}`) ?? []) {
      if (r.reportedAtMs > atMs) continue;
      const key = r.playerId ?? `name:${mergeName(r.name)}`;
      const seen = latest.get(key);
      if (!seen || r.reportedAtMs >= seen.reportedAtMs) latest.set(key, r);
    }
    const list = [...latest.values()];
    cache.set(cacheKey, list);
    return list;
  };
  const find = (
    season: number,
    week: number,
    team: string,
    player: { id: string; name: string },
    atMs: number,
  ) => {
    const name = mergeName(player.name);
    return known(season, week, team, atMs).find(
      (x) => x.playerId === player.id || (x.playerId === null && mergeName(x.name) === name),
    );
  };
  return {
    status(season, week, team, player, atMs) {
      const r = find(season, week, team, player, atMs);
      return r ? parseInjuryStatus(r.reportStatus) : undefined;
    },
    streak(season, week, team, player, atMs) {
      let weeks = 0;
      let sinceMs: number | null = null;
      for (let w = week; w >= 1; w--) {
        const r = find(season, w, team, player, atMs);
        if (!r || parseInjuryStatus(r.reportStatus) === 'HEALTHY') break;
        weeks += 1;
        sinceMs = r.reportedAtMs;
      }
      return { weeks, sinceMs };
    },
    published: (season, week, team, atMs) => known(season, week, team, atMs).length > 0,
    reports: known,
  };
}
