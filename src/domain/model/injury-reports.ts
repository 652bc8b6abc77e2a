// Turns the published injury reports into each game's list for the recovery input: who is listed, how
// (out, doubtful, questionable), for how many weeks in a row, and whether he has been starting
// (at least half of his unit's snaps in one of his last three games, where snap counts exist).
// Pure: the caller has already kept only reports published before the instant being modelled.

import { type InjuryEntry, parseInjuryStatus } from '../bioboost/injury-impact.ts';
import { mergeName } from '../player-name.ts';
import type { ModelGame } from './game.ts';

export interface InjuryReportRow {
  season: number;
  week: number;
  team: string;
  fullName: string;
  position: string | null;
  reportStatus: string | null;
  /** When the report was published. */
  reportedAtMs: number;
}

export interface SnapShareRow {
  season: number;
  week: number;
  team: string;
  player: string;
  /** Share of the unit's snaps (offense or defense, whichever he plays), 0–1. */
  share: number;
}

/** A starter plays at least half of his unit's snaps. */
export const STARTER_SNAP_SHARE = 0.5;

const key = (...parts: (string | number)[]) => parts.join('|');

export function attachInjuryReports(
  games: readonly ModelGame[],
  reports: readonly InjuryReportRow[],
  snaps: readonly SnapShareRow[],
): ModelGame[] {
  // Reports by team-week, and the set of weeks the league published at all (a missing week in a
  // source is "unknown", not "nobody hurt").
  const byTeamWeek = new Map<string, InjuryReportRow[]>();
  const firstPublished = new Map<string, number>();
  for (const r of reports) {
    const k = key(r.season, r.week, r.team);
    byTeamWeek.set(k, [...(byTeamWeek.get(k) ?? []), r]);
    const week = key(r.season, r.week);
    firstPublished.set(week, Math.min(firstPublished.get(week) ?? r.reportedAtMs, r.reportedAtMs));
  }
  const listedWeeks = new Map<string, Set<number>>();
  for (const r of reports) {
    if (parseInjuryStatus(r.reportStatus) === 'HEALTHY') continue;
    const k = key(r.season, r.team, mergeName(r.fullName));
    listedWeeks.set(k, (listedWeeks.get(k) ?? new Set()).add(r.week));
  }
  const snapsByPlayer = new Map<string, SnapShareRow[]>();
  const teamSnapWeeks = new Map<string, Set<number>>();
  for (const s of snaps) {
    const k = key(s.season, s.team, mergeName(s.player));
    snapsByPlayer.set(k, [...(snapsByPlayer.get(k) ?? []), s]);
    teamSnapWeeks.set(
      key(s.season, s.team),
      (teamSnapWeeks.get(key(s.season, s.team)) ?? new Set()).add(s.week),
    );
  }

  const entriesFor = (game: ModelGame, team: string): InjuryEntry[] => {
    const rows = (byTeamWeek.get(key(game.season, game.week, team)) ?? []).filter(
      (r) => r.reportedAtMs <= game.kickoffMs,
    );
    // One entry per player: the latest report before kickoff.
    const latest = new Map<string, InjuryReportRow>();
    for (const r of rows) {
      const name = mergeName(r.fullName);
      const seen = latest.get(name);
      if (!seen || r.reportedAtMs > seen.reportedAtMs) latest.set(name, r);
    }
    return [...latest.entries()]
      .map(([name, r]) => ({
        playerName: r.fullName,
        position: r.position ?? '',
        status: parseInjuryStatus(r.reportStatus),
        weeksInjured: consecutiveWeeks(listedWeeks.get(key(game.season, team, name)), game.week),
        isStarter: starter(game, team, name),
      }))
      .sort((a, b) => a.playerName.localeCompare(b.playerName));
  };

  const starter = (game: ModelGame, team: string, name: string): boolean | undefined => {
    const teamWeeks = [...(teamSnapWeeks.get(key(game.season, team)) ?? [])].filter((w) => w < game.week);
    if (teamWeeks.length === 0) return undefined; // no snap counts this season (or week 1): unknown
    const own = (snapsByPlayer.get(key(game.season, team, name)) ?? []).filter((s) => s.week < game.week);
    // His last three games, however long ago: a starter hurt early in a game, or out for weeks, is still
    // the starter his team is missing.
    const recent = own.sort((a, b) => b.week - a.week).slice(0, 3);
    return recent.some((s) => s.share >= STARTER_SNAP_SHARE);
  };

  return games.map((game) => {
    const published = firstPublished.get(key(game.season, game.week));
    return published !== undefined && published <= game.kickoffMs
      ? {
          ...game,
          injuries: { home: entriesFor(game, game.homeTeam), away: entriesFor(game, game.awayTeam) },
        }
      : game;
  });
}

/** Weeks in a row on the report, this one included (1 = new this week). */
function consecutiveWeeks(weeks: Set<number> | undefined, week: number): number | undefined {
  if (!weeks?.has(week)) return undefined;
  let n = 1;
  while (weeks.has(week - n)) n += 1;
  return n;
}
